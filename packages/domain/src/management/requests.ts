import { idSchema, masterIdSchema as boundedMasterId } from '../common/ids.js';
import { z } from '../common/zod.js';
import { isIsoDate } from './date-range.js';
import { expectedUpliftSchema } from './expected-uplift.js';
import { flagSchema, nodeKinds } from './nodes.js';
import { ranks } from './rank.js';

export const MANAGEMENT_TEXT_MAX = 1000;
export const MANAGEMENT_LONG_TEXT_MAX = 5000;

/**
 * A single-line field (titles, a KPI's 現状): the line break an Enter leaves at either end is trimmed
 * with the other surrounding spaces; one inside the text is refused, naming the field, since joining
 * the lines would be a guess at what was meant (docs/decisions/0016-first-hour.md).
 */
const singleLineText = (label: string, max = MANAGEMENT_TEXT_MAX) =>
  z
    .string({ error: `${label}を入力してください` })
    .trim()
    .max(max, `${label}は${max}文字以内で入力してください`)
    .refine((value) => !/[\r\n\u2028\u2029]/.test(value), `${label}は改行を含めずに1行で入力してください`);

const titleSchema = (label: string) => singleLineText(label);

const longText = (label: string) =>
  z.string().max(MANAGEMENT_LONG_TEXT_MAX, `${label}は${MANAGEMENT_LONG_TEXT_MAX}文字以内で入力してください`);

/** 'YYYY-MM-DD', or '' / null to clear (product.md §5 dates: a cleared date sends empty). */
export const optionalDateSchema = z
  .string({ error: '日付はYYYY-MM-DDで指定してください' })
  .refine((value) => value === '' || isIsoDate(value), '日付はYYYY-MM-DDで指定してください')
  .nullable();

const masterIdSchema = boundedMasterId('マスターのIDを指定してください').nullable();
const indexSchema = z
  .number({ error: '並び順は1以上の整数で指定してください' })
  .int()
  .min(1, '並び順は1以上の整数で指定してください');

/** Where a new node was made: the tree and the table give it different defaults (product.md §4 defaults). */
export const originSchema = z.enum(['tree', 'table']);
export type Origin = z.infer<typeof originSchema>;

/** On create (no id), the fields that must be there; empty text is refuseEmptyText's to report. */
function requireOnCreate<T extends { id?: number | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
  fields: { key: keyof T & string; message: string }[],
) {
  if (value.id !== undefined) return;
  for (const { key, message } of fields) {
    if (value[key] === undefined || value[key] === null) ctx.addIssue({ code: 'custom', path: [key], message });
  }
}

function refuseEmptyText<T>(value: T, ctx: z.RefinementCtx, key: keyof T & string, message: string) {
  const field = value[key];
  if (typeof field === 'string' && field.trim() === '') ctx.addIssue({ code: 'custom', path: [key], message });
}

export const projectQuerySchema = z.object({ project_id: idSchema });
export const otherKpiQuerySchema = z.object({ project_id: idSchema, kpi_id: idSchema });

/** POST create_kgi: the purpose (目的), or the KGI with its period. */
export const createKgiRequestSchema = z
  .object({
    projectId: idSchema,
    purpose: longText('目的').optional(),
    kgi: titleSchema('KGI').optional(),
    startLine: optionalDateSchema.optional(),
    deadLine: optionalDateSchema.optional(),
    /** Sent by the original client (product.md §7.5); the server records the signed-in user instead. */
    user_id: idSchema.optional(),
    action_page: z.string().max(100).optional(),
    action_target: z.string().max(100).optional(),
    is_rev: z.union([flagSchema, z.boolean()]).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.purpose === undefined && value.kgi === undefined) {
      ctx.addIssue({ code: 'custom', path: ['kgi'], message: '目的またはKGIを指定してください' });
    }
    refuseEmptyText(value, ctx, 'kgi', 'KGIを入力してください');
    const start = value.startLine ?? '';
    const end = value.deadLine ?? '';
    if ((start === '') !== (end === '')) {
      ctx.addIssue({ code: 'custom', path: ['deadLine'], message: '期間は開始日と終了日を両方指定してください' });
    } else if (isIsoDate(start) && isIsoDate(end) && start > end) {
      ctx.addIssue({ code: 'custom', path: ['deadLine'], message: '終了日は開始日以降の日付を指定してください' });
    }
  });
export type CreateKgiRequest = z.infer<typeof createKgiRequestSchema>;

export const kgiSchema = z.object({
  kgi_id: z.number().int().nullable(),
  purpose: z.string(),
  kgi: z.string(),
  start_line: z.string().nullable(),
  dead_line: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type Kgi = z.infer<typeof kgiSchema>;

export const createKpiRequestSchema = z
  .object({
    id: idSchema.optional(),
    project_id: idSchema.optional(),
    kgi_id: idSchema.nullable().optional(),
    kpi: titleSchema('KPI').optional(),
    current_figure: singleLineText('現状', MANAGEMENT_LONG_TEXT_MAX).optional(),
    kpi_detail: longText('詳細').optional(),
    status: masterIdSchema.optional(),
    dead_line: optionalDateSchema.optional(),
    index_num: indexSchema.optional(),
    origin: originSchema.optional(),
  })
  .superRefine((value, ctx) => {
    requireOnCreate(value, ctx, [{ key: 'kpi', message: 'KPIを入力してください' }]);
    // The spec's create_kpi names the project through its KGI (kgi_id) and sends no project_id.
    if (value.id === undefined && value.project_id === undefined && (value.kgi_id ?? null) === null) {
      ctx.addIssue({ code: 'custom', path: ['project_id'], message: 'プロジェクトまたはKGIを指定してください' });
    }
    refuseEmptyText(value, ctx, 'kpi', 'KPIを入力してください');
  });
export type CreateKpiRequest = z.infer<typeof createKpiRequestSchema>;

export const createTaskRequestSchema = z
  .object({
    id: idSchema.optional(),
    project_id: idSchema.optional(),
    project_kpi_id: idSchema.nullable().optional(),
    is_non_kpi: flagSchema.optional(),
    task: titleSchema('課題').optional(),
    status: masterIdSchema.optional(),
    dead_line: optionalDateSchema.optional(),
    link: z
      .string()
      .max(2000)
      .refine(
        (v) => v === '' || /^https?:\/\//.test(v),
        'リンクは http:// または https:// で始まるURLを入力してください',
      )
      .nullable()
      .optional(),
    index_num: indexSchema.optional(),
    origin: originSchema.optional(),
  })
  .superRefine((value, ctx) => {
    requireOnCreate(value, ctx, [
      { key: 'project_id', message: 'プロジェクトを指定してください' },
      { key: 'task', message: '課題を入力してください' },
    ]);
    refuseEmptyText(value, ctx, 'task', '課題を入力してください');
    if (value.is_non_kpi === 1 && value.project_kpi_id) {
      ctx.addIssue({ code: 'custom', path: ['is_non_kpi'], message: 'KPIに紐づく課題は非KPIにできません' });
    }
  });
export type CreateTaskRequest = z.infer<typeof createTaskRequestSchema>;

export const createFactorRequestSchema = z
  .object({
    id: idSchema.optional(),
    task_id: idSchema.optional(),
    factor: titleSchema('要因').optional(),
    index_num: indexSchema.optional(),
  })
  .superRefine((value, ctx) => {
    requireOnCreate(value, ctx, [
      { key: 'task_id', message: '課題を指定してください' },
      { key: 'factor', message: '要因を入力してください' },
    ]);
    refuseEmptyText(value, ctx, 'factor', '要因を入力してください');
  });
export type CreateFactorRequest = z.infer<typeof createFactorRequestSchema>;

export const createHypothesisRequestSchema = z
  .object({
    id: idSchema.optional(),
    factor_id: idSchema.optional(),
    category: masterIdSchema.optional(),
    hypothesis: titleSchema('仮説').optional(),
    hypothesis_status: masterIdSchema.optional(),
    index_num: indexSchema.optional(),
    origin: originSchema.optional(),
  })
  .superRefine((value, ctx) => {
    requireOnCreate(value, ctx, [
      { key: 'factor_id', message: '要因を指定してください' },
      { key: 'hypothesis', message: '仮説を入力してください' },
    ]);
    refuseEmptyText(value, ctx, 'hypothesis', '仮説を入力してください');
  });
export type CreateHypothesisRequest = z.infer<typeof createHypothesisRequestSchema>;

export const createMeasureRequestSchema = z
  .object({
    id: idSchema.optional(),
    hypothesis_id: idSchema.optional(),
    project_id: idSchema.optional(),
    measure: titleSchema('施策').optional(),
    status: masterIdSchema.optional(),
    verification_start_date: optionalDateSchema.optional(),
    verification_end_date: optionalDateSchema.optional(),
    importance: masterIdSchema.optional(),
    urgency: masterIdSchema.optional(),
    priority: masterIdSchema.optional(),
    verification: masterIdSchema.optional(),
    /** Setting a rank writes importance and urgency back (product.md §4 rank); it wins over both. */
    rank: z.enum(ranks, { error: 'ランクはA〜Dで指定してください' }).optional(),
    is_show: flagSchema.optional(),
    conversion_rate: z.number({ error: 'CVRは数値で入力してください' }).min(0).max(100000).nullable().optional(),
    /** 見込み上昇率 (%): the effect assumed until the verification gives one (issue 35 §4). */
    expected_uplift: expectedUpliftSchema.optional(),
    dead_line: optionalDateSchema.optional(),
    index_num: indexSchema.optional(),
    origin: originSchema.optional(),
  })
  .superRefine((value, ctx) => {
    requireOnCreate(value, ctx, [
      { key: 'hypothesis_id', message: '仮説を指定してください' },
      { key: 'measure', message: '施策を入力してください' },
    ]);
    refuseEmptyText(value, ctx, 'measure', '施策を入力してください');
    const start = value.verification_start_date;
    const end = value.verification_end_date;
    if (start === undefined && end === undefined) return;
    // A verification period needs both dates (product.md §5 dates); the screen clears both otherwise.
    if ((start ?? '') === '' ? (end ?? '') !== '' : (end ?? '') === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['verification_end_date'],
        message: '検証期間は開始日と終了日を両方指定してください',
      });
    } else if (start && end && isIsoDate(start) && isIsoDate(end) && start > end) {
      ctx.addIssue({
        code: 'custom',
        path: ['verification_end_date'],
        message: '終了日は開始日以降の日付を指定してください',
      });
    }
  });
export type CreateMeasureRequest = z.infer<typeof createMeasureRequestSchema>;

export const createWorkRequestSchema = z
  .object({
    id: idSchema.optional(),
    hypothesis_id: idSchema.optional(),
    project_id: idSchema.optional(),
    work: titleSchema('作業').optional(),
    dead_line: optionalDateSchema.optional(),
    index_num: indexSchema.optional(),
  })
  .superRefine((value, ctx) => {
    requireOnCreate(value, ctx, [
      { key: 'hypothesis_id', message: '仮説を指定してください' },
      { key: 'work', message: '作業を入力してください' },
    ]);
    refuseEmptyText(value, ctx, 'work', '作業を入力してください');
  });
export type CreateWorkRequest = z.infer<typeof createWorkRequestSchema>;

export const deleteNodeRequestSchema = z.object({ id: idSchema });
export const deletedNodeSchema = z.object({ kind: z.enum(nodeKinds), id: z.number().int() });

/** Undo of a delete. */
export const restoreNodeRequestSchema = z.object({
  kind: z.enum(nodeKinds, { error: '種類が正しくありません' }),
  id: idSchema,
});

export const taskGroups = ['kpi', 'non_kpi', 'inbox'] as const;

/**
 * Move or reorder one node (drag and drop). parent_id is the new parent (for a task, the KPI when
 * group is 'kpi'); index is the 1-based position among the new siblings. Without index the node is
 * dropped onto the parent itself, which only an empty parent takes (tasks from the inbox excepted).
 */
export const moveNodeRequestSchema = z
  .object({
    kind: z.enum(nodeKinds, { error: '種類が正しくありません' }),
    id: idSchema,
    parent_id: idSchema.nullable().optional(),
    group: z.enum(taskGroups, { error: '移動先が正しくありません' }).optional(),
    index: indexSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'kpi') return;
    if (value.kind === 'task') {
      const group = value.group ?? 'kpi';
      if (group === 'kpi' && !value.parent_id)
        ctx.addIssue({ code: 'custom', path: ['parent_id'], message: '移動先のKPIを指定してください' });
      return;
    }
    if (!value.parent_id) ctx.addIssue({ code: 'custom', path: ['parent_id'], message: '移動先を指定してください' });
  });
export type MoveNodeRequest = z.infer<typeof moveNodeRequestSchema>;

export const moveResultSchema = z.object({
  /** False when the drop changed nothing (on itself, or to where it already is). */
  moved: z.boolean(),
});

/** An inbox task dropped on empty space: a new KPI with an empty title, holding it (one transaction). */
export const createKpiFromTaskRequestSchema = z.object({ task_id: idSchema });
export const createKpiFromTaskResponseSchema = z.object({ kpi_id: z.number().int(), task_id: z.number().int() });

export const clientEditRequestSchema = z.object({
  project_id: idSchema,
  client_can_edit: z.boolean({ error: '許可するかどうかを指定してください' }),
});
