import { idSchema, masterIdSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { isIsoDate } from '../management/date-range.js';
import { statsEngines, verdicts } from '../measure-reports/stats-schemas.js';
import { formatChance } from '../measure-reports/stats-format.js';
import { verdictLabels } from '../measure-reports/statistics/verdict-text.js';
import { ranks } from '../management/rank.js';
import { boardColumns, type BoardColumnKey } from './board.js';

const columnKeys = boardColumns.map((c) => c.key) as [BoardColumnKey, ...BoardColumnKey[]];

/** What a measure's card shows of its report's statistics (issue 32 §3): the 勝率 badge's figures. */
export const cardReadoutSchema = z.object({
  engine: z.enum(statsEngines),
  verdict: z.enum(verdicts),
  /** The best treatment's chance to beat the control (Bayesian only). */
  chance_to_win: z.number().nullable(),
});
export type CardReadout = z.infer<typeof cardReadoutSchema>;

/** A card of a status board: the KPI, task or measure itself, with its board memo and order. */
export const statusCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['kpi', 'task', 'measure']),
  title: z.string(),
  /** Where it sits: the titles of its KPI, task, … from the top. */
  path: z.array(z.string()),
  /** The status (master id), as on the tree; null when none is set. */
  status: z.number().int().nullable(),
  /** The same status master id under the spec's name (product.md §3 status board items). */
  status_id: z.number().int().nullable(),
  memo: z.string(),
  /** Order in its column, from 1. */
  array_num: z.number().int(),
  /** Measures only. */
  rank: z.enum(ranks).nullable(),
  verification_start_date: z.string().nullable(),
  verification_end_date: z.string().nullable(),
  /** Measures only, and only where the caller may see the report's counts (decisions/0030). */
  readout: cardReadoutSchema.nullable(),
  /** The KPI it belongs to (for filtering); null for non-KPI tasks and what is under them. */
  kpi_id: z.number().int().nullable(),
  /** The 担当者' user ids, in the order assigned (decisions/0036). */
  assignees: z.array(z.number().int()),
});
export type StatusCard = z.infer<typeof statusCardSchema>;

export const boardColumnSchema = z.object({
  key: z.enum(columnKeys),
  label: z.string(),
  items: z.array(statusCardSchema),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

const rangeSchema = z.tuple([z.string().nullable(), z.string().nullable()]);

/** A row of the status table (product.md §3.5): a measure's phases. verification is the measure's own period. */
export const statusTableRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.array(z.string()),
  status: z.number().int().nullable(),
  kpi_id: z.number().int().nullable(),
  preparation: rangeSchema,
  confirmation: rangeSchema,
  verification: rangeSchema,
  completion: z.string().nullable(),
  /** The caller may open the measure's report page (a client user only a shown report that exists). */
  report_open: z.boolean(),
  /** The measure's 担当者' user ids, in the order assigned. */
  assignees: z.array(z.number().int()),
});
export type StatusTableRow = z.infer<typeof statusTableRowSchema>;

/** A work, listed beside the board with the measures (works have no status of their own). */
export const workListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.array(z.string()),
  kpi_id: z.number().int().nullable(),
  assignees: z.array(z.number().int()),
});

/** GET statuses: the three boards, the status table, and the works. */
export const statusesResponseSchema = z.object({
  kpi_status: z.array(boardColumnSchema),
  task_status: z.array(boardColumnSchema),
  measure_status: z.array(boardColumnSchema),
  status_table: z.array(statusTableRowSchema),
  works: z.array(workListItemSchema),
});
export type StatusesResponse = z.infer<typeof statusesResponseSchema>;

/**
 * POST statuses/update_{kind}_status {status {id, status or memo}} (product.md §7.6). With status, the card
 * moves to that status's column, at index (1-based) when given, else last; with memo, the memo changes.
 */
export const updateBoardStatusRequestSchema = z.object({
  status: z
    .object({
      id: idSchema,
      status: masterIdSchema('ステータスを指定してください').optional(),
      index: z.number({ error: '並び順は1以上の整数で指定してください' }).int().min(1).optional(),
      memo: z.string().max(2000, 'メモは2000文字以内で入力してください').optional(),
    })
    .refine((value) => value.status !== undefined || value.memo !== undefined, {
      message: 'ステータスかメモを指定してください',
      path: ['status'],
    }),
});
export type UpdateBoardStatusRequest = z.infer<typeof updateBoardStatusRequestSchema>;

export const updateBoardStatusResponseSchema = z.object({ card: statusCardSchema });

const optionalRange = (label: string) =>
  z
    .object({
      start: z.string().refine((v) => v === '' || isIsoDate(v), '日付はYYYY-MM-DDで指定してください'),
      end: z.string().refine((v) => v === '' || isIsoDate(v), '日付はYYYY-MM-DDで指定してください'),
    })
    .refine((r) => (r.start === '') === (r.end === ''), `${label}は開始日と終了日を両方指定してください`)
    .refine(
      (r) => !r.start || !r.end || !isIsoDate(r.start) || !isIsoDate(r.end) || r.start <= r.end,
      '終了日は開始日以降の日付を指定してください',
    )
    .optional();

/** POST statuses/update_schedule: a measure's phases, each range both dates or neither (product.md §5 dates). */
export const updateScheduleRequestSchema = z.object({
  id: idSchema,
  preparation: optionalRange('準備期間'),
  confirmation: optionalRange('確認期間'),
  verification: optionalRange('検証期間'),
  completion: z
    .string()
    .refine((v) => v === '' || isIsoDate(v), '日付はYYYY-MM-DDで指定してください')
    .optional(),
});
export type UpdateScheduleRequest = z.infer<typeof updateScheduleRequestSchema>;
export const updateScheduleResponseSchema = z.object({ row: statusTableRowSchema });

/**
 * The badge of a measure's card: the best treatment's 勝率 under the Bayesian engine, else the
 * verdict's word; データ不足 while the data is too short for either.
 */
export function cardReadoutLabel(readout: CardReadout): string {
  if (readout.verdict !== 'insufficient' && readout.engine === 'bayesian' && readout.chance_to_win !== null) {
    return `勝率${formatChance(readout.chance_to_win)}`;
  }
  return verdictLabels[readout.verdict];
}
