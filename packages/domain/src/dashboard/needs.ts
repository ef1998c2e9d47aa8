import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';

/**
 * Client needs (issue 12, decisions/0013): what a client company asks of its consultant, written on
 * the client dashboard. Staff answer a need and can turn it into an unorganised task of the tree.
 */

export const NEED_TITLE_MAX = 100;
export const NEED_DETAIL_MAX = 2000;
export const NEED_ANSWER_MAX = 2000;

/** Priority: 1 高, 2 中, 3 低. */
export const needPriorities = [1, 2, 3] as const;
export type NeedPriority = (typeof needPriorities)[number];
export const NEED_PRIORITY_HIGH = 1;
export const NEED_PRIORITY_MIDDLE = 2;
export const NEED_PRIORITY_LOW = 3;
export const needPriorityLabels: Record<NeedPriority, string> = { 1: '高', 2: '中', 3: '低' };

/** Status: 1 未対応, 2 対応中, 3 対応済み. */
export const needStatuses = [1, 2, 3] as const;
export type NeedStatus = (typeof needStatuses)[number];
export const NEED_STATUS_OPEN = 1;
export const NEED_STATUS_IN_PROGRESS = 2;
export const NEED_STATUS_DONE = 3;
export const needStatusLabels: Record<NeedStatus, string> = { 1: '未対応', 2: '対応中', 3: '対応済み' };

export const needMessages = {
  notFound: 'ニーズが見つかりません',
  titleRequired: 'タイトルを入力してください',
  titleTooLong: `タイトルは${NEED_TITLE_MAX}文字以内で入力してください`,
  detailTooLong: `詳細は${NEED_DETAIL_MAX}文字以内で入力してください`,
  answerTooLong: `回答は${NEED_ANSWER_MAX}文字以内で入力してください`,
  priorityInvalid: '優先度は高・中・低から選んでください',
  statusInvalid: '対応状況は未対応・対応中・対応済みから選んでください',
  answerOrStatus: '回答または対応状況を指定してください',
  nothingToUpdate: '変更する項目を指定してください',
  /** Only while 未対応, and only by its author or staff. */
  editClosed: '対応が始まったニーズは編集・削除できません',
  notAuthor: '登録した本人と社内スタッフのみが編集・削除できます',
  staffOnly: 'ニーズへの回答と課題化は社内スタッフのみが行えます',
  alreadyLinked: 'このニーズはすでに課題になっています',
  deletedTask: '削除済み',
  created: 'ニーズを登録しました',
  updated: 'ニーズを更新しました',
  answered: '回答を保存しました',
  converted: '課題にしました',
  deleted: 'ニーズを削除しました',
} as const;

/**
 * Who may change or delete a need: its author or staff, and only while nobody has started on it
 * (未対応 and not turned into a task). Answering and converting are staff's (needs.answer / toTask).
 */
export function canEditNeed(
  need: { status: number; created_by: number | null; task_id: number | null },
  actor: { userId: number; isClient: boolean },
): boolean {
  if (need.status !== NEED_STATUS_OPEN || need.task_id !== null) return false;
  return !actor.isClient || need.created_by === actor.userId;
}

const titleSchema = z
  .string({ error: needMessages.titleRequired })
  .trim()
  .min(1, needMessages.titleRequired)
  .max(NEED_TITLE_MAX, needMessages.titleTooLong);
const detailSchema = z
  .string({ error: needMessages.detailTooLong })
  .trim()
  .max(NEED_DETAIL_MAX, needMessages.detailTooLong);
const prioritySchema = z.literal(needPriorities, { error: needMessages.priorityInvalid });
const statusSchema = z.literal(needStatuses, { error: needMessages.statusInvalid });

/** The task a need became, as the tree shows it now; is_deleted when it left the tree. */
export const needTaskSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  status_name: z.string().nullable(),
  is_deleted: z.boolean(),
});
export type NeedTask = z.infer<typeof needTaskSchema>;

export const needSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  title: z.string(),
  detail: z.string(),
  priority: prioritySchema,
  status: statusSchema,
  answer: z.string(),
  answered_by_name: z.string().nullable(),
  answered_at: z.string().nullable(),
  task: needTaskSchema.nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the caller may change or delete it now (canEditNeed). */
  can_edit: z.boolean(),
});
export type Need = z.infer<typeof needSchema>;

export const needsQuerySchema = z.object({ project_id: idSchema });

/** GET pb_dashboards/get_needs: open ones first, then by priority, newest first within. */
export const needsResponseSchema = z.object({
  needs: z.array(needSchema),
  /** Staff: may answer needs and turn them into tasks. */
  can_answer: z.boolean(),
  /** Anyone who reads the project may write a need to its consultant. */
  can_create: z.boolean(),
});
export type NeedsResponse = z.infer<typeof needsResponseSchema>;

export const createNeedRequestSchema = z.object({
  project_id: idSchema,
  title: titleSchema,
  detail: detailSchema.optional(),
  priority: prioritySchema.optional(),
});
export type CreateNeedRequest = z.infer<typeof createNeedRequestSchema>;

export const updateNeedRequestSchema = z
  .object({
    id: idSchema,
    title: titleSchema.optional(),
    detail: detailSchema.optional(),
    priority: prioritySchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.title === undefined && value.detail === undefined && value.priority === undefined) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: needMessages.nothingToUpdate });
    }
  });
export type UpdateNeedRequest = z.infer<typeof updateNeedRequestSchema>;

export const answerNeedRequestSchema = z
  .object({
    id: idSchema,
    answer: z
      .string({ error: needMessages.answerTooLong })
      .trim()
      .max(NEED_ANSWER_MAX, needMessages.answerTooLong)
      .optional(),
    status: statusSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.answer === undefined && value.status === undefined) {
      ctx.addIssue({ code: 'custom', path: ['answer'], message: needMessages.answerOrStatus });
    }
  });
export type AnswerNeedRequest = z.infer<typeof answerNeedRequestSchema>;

export const needIdRequestSchema = z.object({ id: idSchema });

/** The answer of every write but delete: the need as get_needs lists it. */
export const needResponseSchema = z.object({ need: needSchema });
export const deleteNeedResponseSchema = z.object({ id: z.number().int() });
