import { idSchema } from '../common/ids.js';
import { ownerFieldsSchema, ownerQuerySchema, refineOwner } from '../common/owner.js';
import { z } from '../common/zod.js';
import { flagSchema } from '../management/nodes.js';

/**
 * Customer analysis (顧客分析, product.md §2.10, §3.9): a customer-journey board. Phases run across;
 * per phase, what the company offers (provide) and what the customer wants to achieve (realization);
 * below, the point rows. A blank point row (index_num 9999) always sits last, so the next entry is
 * typed straight into it (product.md §4.13, §9.7).
 */

/** The journey's phases, left to right (a fixed list: answered as `phase` by GET customer_analysis). */
export const journeyPhases = [
  { id: 1, name: '認知' },
  { id: 2, name: '興味・関心' },
  { id: 3, name: '比較・検討' },
  { id: 4, name: '購入・申込' },
  { id: 5, name: '利用・継続' },
] as const;
export type JourneyPhaseId = (typeof journeyPhases)[number]['id'];

/** How fitting a point's measure is (適否): a fixed list, answered as `propriety`. */
export const proprieties = [
  { id: 1, mark: '◎', name: '最適' },
  { id: 2, mark: '○', name: '適切' },
  { id: 3, mark: '△', name: '要改善' },
  { id: 4, mark: '×', name: '不適切' },
] as const;

/** The index_num of the trailing blank point row: always last (product.md §9.7). */
export const BLANK_POINT_INDEX = 9999;
/** Filled point rows per owner: the blank row's 9999 stays out of reach. */
export const POINT_ROWS_MAX = 500;
/** An item's text (as tree titles) and a point row's texts (as long texts), product.md §5.7. */
export const ANALYSIS_ITEM_MAX = 1000;
export const ANALYSIS_TEXT_MAX = 5000;

export const customerAnalysisMessages = {
  title: '顧客分析',
  company: '自社の提供価値',
  customer: '顧客の実現したいこと',
  points: 'ポイント',
  lastBlankRow: '最後の空行は削除できません',
  blankRowNotOrdered: '空行は並べ替えできません',
  tooManyPoints: `ポイントは${POINT_ROWS_MAX}行までです`,
  itemNotFound: '項目が見つかりません',
  pointNotFound: 'ポイントが見つかりません',
  noChange: '変更する内容を指定してください',
  ownerWithId: 'idを指定するときはproject_idとsale_idを指定できません',
} as const;

/** An id of a fixed list, from 1: anything else is refused with the list's message. */
const fixedIdSchema = (count: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(count, message);
const phaseIdSchema = fixedIdSchema(journeyPhases.length, 'フェーズを選んでください');
const proprietyIdSchema = fixedIdSchema(proprieties.length, '適否を選んでください');
const positionSchema = z
  .number({ error: '並び順は1以上の整数で指定してください' })
  .int('並び順は1以上の整数で指定してください')
  .min(1, '並び順は1以上の整数で指定してください')
  .max(BLANK_POINT_INDEX - 1, '並び順は1以上の整数で指定してください');
const itemTextSchema = (label: string) =>
  z
    .string({ error: `${label}を入力してください` })
    .trim()
    .min(1, `${label}を入力してください`)
    .max(ANALYSIS_ITEM_MAX, `${label}は${ANALYSIS_ITEM_MAX}文字以内で入力してください`);
const pointTextSchema = (label: string) =>
  z
    .string({ error: `${label}は文字列で指定してください` })
    .max(ANALYSIS_TEXT_MAX, `${label}は${ANALYSIS_TEXT_MAX}文字以内で入力してください`);
const pointFlagSchema = (label: string) =>
  z.union([z.literal(0), z.literal(1)], { error: `${label}は0か1で指定してください` });

// ---------------------------------------------------------------- answers

export const journeyPhaseSchema = z.object({ id: z.number().int(), name: z.string() });
export const proprietySchema = z.object({ id: z.number().int(), mark: z.string(), name: z.string() });
export const companyItemSchema = z.object({
  id: z.number().int(),
  phase_id: z.number().int(),
  provide: z.string(),
  index_num: z.number().int(),
});
export type CompanyItem = z.infer<typeof companyItemSchema>;
export const customerItemSchema = z.object({
  id: z.number().int(),
  phase_id: z.number().int(),
  realization: z.string(),
  index_num: z.number().int(),
});
export type CustomerItem = z.infer<typeof customerItemSchema>;
export const pointRowSchema = z.object({
  id: z.number().int(),
  /** The project the row belongs to; null while it is a sales customer's not yet converted (decisions/0013). */
  project_id: z.number().int().nullable(),
  phase_id: z.number().int().nullable(),
  is_action: flagSchema,
  is_good: flagSchema,
  action_contents: z.string(),
  propriety_id: z.number().int().nullable(),
  detail: z.string(),
  element: z.string(),
  index_num: z.number().int(),
});
export type PointRow = z.infer<typeof pointRowSchema>;

/** GET customer_analysis (project_id | sale_id). */
export const customerAnalysisQuerySchema = ownerQuerySchema;
export const customerAnalysisResponseSchema = z.object({
  phase: z.array(journeyPhaseSchema),
  company: z.array(companyItemSchema),
  customer: z.array(customerItemSchema),
  /** Filled rows by index_num, then the blank row(s) (index_num 9999). */
  point_list: z.array(pointRowSchema),
  propriety: z.array(proprietySchema),
  can_edit: z.boolean(),
});
export type CustomerAnalysis = z.infer<typeof customerAnalysisResponseSchema>;

// ---------------------------------------------------------------- items

const itemFields = ownerFieldsSchema.extend({
  id: idSchema.optional(),
  phase_id: phaseIdSchema.optional(),
  index_num: positionSchema.optional(),
});

interface ItemFields {
  id?: number | undefined;
  project_id?: number | undefined;
  sale_id?: number | undefined;
  phase_id?: number | undefined;
  index_num?: number | undefined;
}

/**
 * update_provide / update_realization: without id it creates ({project_id | sale_id, phase_id, text,
 * index_num?} — at index_num in the phase, else last); with id it changes the text and/or moves the
 * item (phase_id, index_num — last in the phase when only the phase is given). Empty text is refused.
 */
function refineItem(key: 'provide' | 'realization', label: string) {
  return (fields: ItemFields & { text: string | undefined }, ctx: z.RefinementCtx) => {
    if (fields.id !== undefined) {
      if (fields.project_id !== undefined || fields.sale_id !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['project_id'], message: customerAnalysisMessages.ownerWithId });
      } else if (fields.text === undefined && fields.phase_id === undefined && fields.index_num === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: customerAnalysisMessages.noChange });
      }
      return;
    }
    refineOwner(fields, ctx);
    if (fields.phase_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['phase_id'], message: 'フェーズを選んでください' });
    }
    if (fields.text === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `${label}を入力してください` });
  };
}

const refineProvide = refineItem('provide', '提供価値');
const refineRealization = refineItem('realization', '実現したいこと');
export const updateProvideRequestSchema = itemFields
  .extend({ provide: itemTextSchema('提供価値').optional() })
  .superRefine((value, ctx) => refineProvide({ ...value, text: value.provide }, ctx));
export type UpdateProvideRequest = z.infer<typeof updateProvideRequestSchema>;
export const updateRealizationRequestSchema = itemFields
  .extend({ realization: itemTextSchema('実現したいこと').optional() })
  .superRefine((value, ctx) => refineRealization({ ...value, text: value.realization }, ctx));
export type UpdateRealizationRequest = z.infer<typeof updateRealizationRequestSchema>;
/** The saved item, and the owner's items of that kind as they now stand (siblings renumbered). */
export const updateProvideResponseSchema = z.object({ item: companyItemSchema, company: z.array(companyItemSchema) });
export const updateRealizationResponseSchema = z.object({
  item: customerItemSchema,
  customer: z.array(customerItemSchema),
});

/** delete_provide, delete_realization, delete_point_list: {id} → {id}. */
export const analysisIdRequestSchema = z.object({ id: idSchema });
export const analysisIdResponseSchema = z.object({ id: z.number().int() });

// ---------------------------------------------------------------- point rows

/** insert_point_list (project_id | sale_id): a new blank row (index_num 9999). */
export const insertPointRequestSchema = ownerQuerySchema;
/**
 * update_point_list: the fields given change (booleans 0 or 1, product.md §5.9; phase and propriety
 * by id, null clears). index_num moves a filled row among the filled rows.
 */
export const updatePointRequestSchema = z.object({
  id: idSchema,
  phase: phaseIdSchema.nullable().optional(),
  is_action: pointFlagSchema('施策あり').optional(),
  is_good: pointFlagSchema('良い点・課題').optional(),
  action_contents: pointTextSchema('施策内容').optional(),
  propriety: proprietyIdSchema.nullable().optional(),
  detail: pointTextSchema('詳細').optional(),
  element: pointTextSchema('要素').optional(),
  index_num: positionSchema.optional(),
});
export type UpdatePointRequest = z.infer<typeof updatePointRequestSchema>;
/** The saved row, and the owner's rows as they now stand (a new blank row last when this one was filled). */
export const pointResponseSchema = z.object({ point: pointRowSchema, point_list: z.array(pointRowSchema) });

// ---------------------------------------------------------------- rules

type PointContent = Pick<
  PointRow,
  'phase_id' | 'is_action' | 'is_good' | 'action_contents' | 'propriety_id' | 'detail' | 'element'
>;

export const isBlankPoint = (row: Pick<PointRow, 'index_num'>): boolean => row.index_num === BLANK_POINT_INDEX;

/** Whether a row says anything: what turns the blank row into a filled one. */
export function pointHasContent(row: PointContent): boolean {
  return (
    row.phase_id !== null ||
    row.propriety_id !== null ||
    row.is_action === 1 ||
    row.is_good === 1 ||
    row.action_contents.trim() !== '' ||
    row.detail.trim() !== '' ||
    row.element.trim() !== ''
  );
}

/** Filled rows by index_num, the blank rows (9999) last; ties by id. */
export function sortPointRows<T extends Pick<PointRow, 'id' | 'index_num'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    const blank = Number(isBlankPoint(a)) - Number(isBlankPoint(b));
    return blank !== 0 ? blank : a.index_num - b.index_num || a.id - b.id;
  });
}

/** The index_num a filled blank row takes: after every filled row. */
export function nextPointIndex(rows: readonly Pick<PointRow, 'index_num'>[]): number {
  return rows.filter((row) => !isBlankPoint(row)).reduce((max, row) => Math.max(max, row.index_num), 0) + 1;
}

/**
 * The ids in their new order once `id` is placed at the 1-based `position` (clamped to the list; the
 * end when none is given). `id` need not be in `ids` yet (an item arriving from another phase).
 */
export function placeAt(ids: readonly number[], id: number, position?: number): number[] {
  const rest = ids.filter((other) => other !== id);
  const at = position === undefined ? rest.length : Math.min(Math.max(position - 1, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
