import {
  chatMessageOf,
  chatMessageSchema,
  chatServiceLabels,
  chatServices,
  notificationKinds,
  type ChatMessage,
  type ChatService,
  type NotificationKind,
} from '@kaizen/domain';
import {
  DeliveryError,
  enqueueMessage,
  moveCursor,
  readCursor,
  registerSender,
  type DeliveryContext,
} from '../delivery/delivery.service.js';
import { newestNotificationId, notificationsAfter } from '../notifications/notifications.service.js';
import { ChatSendError } from './chat-client.js';
import { chatChannelsFor, sendChatMessage } from './chat-delivery.js';
import { userNames } from './chat.repository.js';

const CURSOR = 'notification_chat';
const BATCH = 50;

type NotificationRow = Awaited<ReturnType<typeof notificationsAfter>>[number];

const isKind = (kind: string): kind is NotificationKind => (notificationKinds as readonly string[]).includes(kind);

/** The outbox's target of a channel: shown to administrators in 送信状況, read back by the sender. */
const targetOf = (channelId: number) => `chat_channel:${channelId}`;

/** One comment mentioning several people makes one notification each; a room hears of it once. */
const sameComment = (a: NotificationRow, b: NotificationRow) =>
  a.kind === 'comment_mention' &&
  b.kind === 'comment_mention' &&
  a.user_id === b.user_id &&
  a.project_id === b.project_id &&
  a.target_kind === b.target_kind &&
  a.target_id === b.target_id &&
  a.action_target === b.action_target;

/** The batch's notifications, a comment's mentions together (the first one stands for them). */
function grouped(batch: NotificationRow[]): { first: NotificationRow; last: NotificationRow; mentioned: number[] }[] {
  const groups: { first: NotificationRow; last: NotificationRow; mentioned: number[] }[] = [];
  for (const n of batch) {
    const open = groups.at(-1);
    if (open && sameComment(open.last, n)) {
      open.last = n;
      if (n.recipient_id !== null) open.mentioned.push(n.recipient_id);
      continue;
    }
    groups.push({ first: n, last: n, mentioned: n.recipient_id === null ? [] : [n.recipient_id] });
  }
  return groups;
}

async function messageOf(ctx: DeliveryContext, n: NotificationRow, kind: NotificationKind, mentioned: number[]) {
  const names = kind === 'comment_mention' ? await userNames(ctx.db, mentioned) : new Map<number, string>();
  return chatMessageOf(
    {
      ...n,
      kind,
      is_rev: n.is_rev === 1,
      mentioned: mentioned.flatMap((id) => names.get(id) ?? []),
    },
    ctx.config.appUrl,
  );
}

/**
 * Reads the notifications recorded since the last look and queues a post for each room that should
 * hear of it (chatChannelsFor): through the outbox, so a post survives a restart and a failing room
 * is tried again with backoff. One post per room and notification (its dedupe key).
 */
export async function fanOutNotificationChat(ctx: DeliveryContext): Promise<number> {
  const from = await readCursor(ctx.db, CURSOR);
  if (from === null) {
    // A reader that never looked starts now: no room is told old news.
    await moveCursor(ctx.db, CURSOR, await newestNotificationId(ctx.db));
    return 0;
  }
  const batch = await notificationsAfter(ctx.db, from, BATCH);
  let queued = 0;
  for (const { first, last, mentioned } of grouped(batch)) {
    const channels = isKind(first.kind) ? await chatChannelsFor(ctx.db, first) : [];
    if (channels.length > 0 && isKind(first.kind)) {
      const message = await messageOf(ctx, first, first.kind, mentioned);
      for (const channel of channels) {
        const service = channel.service as ChatService;
        const sent = await enqueueMessage(ctx.db, ctx.config, {
          channel: service,
          kind: first.kind,
          target: targetOf(Number(channel.id)),
          projectId: first.project_id,
          subject: `［${chatServiceLabels[service]}「${channel.name}」］${message.text}`,
          payload: message,
          dedupeKey: `chat:${channel.id}:${first.id}`,
        });
        if (sent) queued += 1;
      }
    }
    await moveCursor(ctx.db, CURSOR, last.id);
  }
  return queued;
}

/**
 * The outbox's sender of each chat service (app.ts registers it): the channel named by the target,
 * with its stored secret, gets the message; a ChatSendError becomes the outbox's DeliveryError with
 * the same reason, permanent when only a change of the channel can help.
 */
export async function sendQueuedChat(queued: { target: string; payload: unknown }, ctx: DeliveryContext) {
  const id = Number(/^chat_channel:(\d+)$/.exec(queued.target)?.[1] ?? NaN);
  const message = chatMessageSchema.safeParse(queued.payload);
  if (!Number.isInteger(id) || !message.success)
    throw new DeliveryError('チャットの送信先か内容が正しくありません', true);
  try {
    await sendChatMessage(ctx, id, message.data satisfies ChatMessage);
  } catch (error) {
    if (error instanceof ChatSendError) throw new DeliveryError(error.message, error.permanent);
    throw error;
  }
}

/** Registers the chat services' sender with the outbox (once per process, from buildApp). */
export function registerChatSenders(): void {
  for (const service of chatServices) registerSender(service, sendQueuedChat);
}
