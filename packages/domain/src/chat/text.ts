import { notificationKindLabels, type NotificationKind } from '../admin/notification-settings.js';
import { z } from '../common/zod.js';
import { notificationPath } from '../management/notification-link.js';
import { describeNotification } from '../management/notification-text.js';
import { chatMessages } from './messages.js';

/**
 * One post, the same for every service (each renders it its own way): a heading naming the project
 * and the kind, the sentence the bell shows, and a link to the item. Plain text: the services'
 * markup is added, and what a user typed escaped, by each service's renderer.
 */
export const chatMessageSchema = z.object({
  heading: z.string(),
  text: z.string(),
  url: z.string(),
  link_label: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What a post about a notification needs (a row of the notifications, with names). */
export interface ChatNotice {
  kind: NotificationKind;
  project_id: number;
  project_name: string;
  user_name: string | null;
  action_target: string;
  is_rev: boolean;
  detail: string;
  target_kind: string | null;
  target_id: number | null;
  /** Who was mentioned (comment_mention): a room hears all of one comment's mentions in one post. */
  mentioned?: string[];
}

function sentence(n: ChatNotice): string {
  const described = { ...n, user_name: n.user_name ?? '' };
  if (n.kind !== 'comment_mention') return describeNotification(described);
  const who = `${n.user_name || '不明なユーザー'}さんが`;
  const names = (n.mentioned ?? []).map((name) => `${name}さん`).join('、');
  return names
    ? `${who}「${n.action_target}」へのコメントで${names}をメンションしました`
    : `${who}「${n.action_target}」へのコメントでメンションしました`;
}

/** appUrl: where people open the app (config APP_URL), without a trailing slash. */
export function chatMessageOf(n: ChatNotice, appUrl: string): ChatMessage {
  return {
    heading: `［${n.project_name}］${notificationKindLabels[n.kind]}`,
    text: sentence(n),
    url: `${appUrl}${notificationPath(n)}`,
    link_label: chatMessages.linkLabel,
  };
}

/** The テスト送信 button's post: says where it comes from and what the room will receive. */
export function chatTestMessage(
  place: { project_id: number; project_name: string; company_name: string; scope: 'project' | 'company' },
  kinds: readonly NotificationKind[],
  appUrl: string,
): ChatMessage {
  const where =
    place.scope === 'company' ? `「${place.company_name}」の全プロジェクト` : `プロジェクト「${place.project_name}」`;
  return {
    heading: '［Kaizen Tree］テスト送信',
    text: `チャット連携のテスト送信です。このルームには${where}の通知（${kinds.map((k) => notificationKindLabels[k]).join('、')}）が届きます。`,
    url: `${appUrl}/client/${place.project_id}`,
    link_label: chatMessages.linkLabel,
  };
}
