import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { historyActions, historyTargetKinds } from './fields.js';

const id = z.number().int();

/** GET /api/v1/history: one item's 変更履歴. */
export const itemHistoryQuerySchema = z.object({
  target_kind: z.enum(historyTargetKinds, { error: '対象の種類を指定してください' }),
  target_id: idSchema,
});
export type ItemHistoryQuery = z.infer<typeof itemHistoryQuerySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日付はYYYY-MM-DDで指定してください');

/** GET /api/v1/projects/:project_id/activity: the project's activity feed, for staff. */
export const activityQuerySchema = z.object({
  user_id: idSchema.optional(),
  target_kind: z.enum(historyTargetKinds, { error: '対象の種類を指定してください' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: idSchema.optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const historyEntrySchema = z.object({
  id,
  target_kind: z.enum(historyTargetKinds),
  target_id: id,
  target_title: z.string(),
  action: z.enum(historyActions),
  field: z.string().nullable(),
  field_label: z.string().nullable(),
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
  actor_id: id.nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
  /** A delete the existing undo can take back: the item is still deleted and the caller may restore it. */
  restorable: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const itemHistoryResponseSchema = z.object({ entries: z.array(historyEntrySchema) });
export type ItemHistoryResponse = z.infer<typeof itemHistoryResponseSchema>;

export const ACTIVITY_PAGE_SIZE = 50;

export const activityResponseSchema = z.object({
  entries: z.array(historyEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Who has changed something in the project: the person filter's choices. */
  people: z.array(z.object({ id, name: z.string() })),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
