import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';

/** The kinds of change that produce notifications (issue 5 records them; these settings choose which). */
export const notificationKinds = [
  'kgi',
  'kpi_status',
  'measure_status',
  'report_published',
  'sales_goal',
  'client_need',
  'need_answered',
  'comment_mention',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  kgi: 'KGI・目的の更新',
  kpi_status: 'KPIのステータス変更',
  measure_status: '施策のステータス変更',
  report_published: 'レポートの公開',
  sales_goal: '営業目標の更新',
  client_need: 'クライアントからのニーズ登録',
  need_answered: 'ニーズへの回答・タスク化',
  comment_mention: 'コメントでのメンション',
};

/** A project setting overrides the global one; with neither, a kind is recorded. */
export const notificationSettingSchema = z.object({
  kind: z.enum(notificationKinds),
  enabled: z.boolean(),
  /** Where the value comes from: this project's own setting, the global one, or the default. */
  source: z.enum(['project', 'global', 'default']),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsQuerySchema = z.object({ project_id: idSchema.optional() });
export const notificationSettingsSchema = z.object({
  project_id: z.number().int().nullable(),
  settings: z.array(notificationSettingSchema),
});

export const updateNotificationSettingRequestSchema = z.object({
  project_id: idSchema.nullable().optional(),
  kind: z.enum(notificationKinds, { error: '通知の種類が正しくありません' }),
  /** null removes a project's own setting, so the global one applies again. */
  enabled: z.boolean({ error: '有効・無効を指定してください' }).nullable(),
});
