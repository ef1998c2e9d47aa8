import { idSchema } from '../common/ids.js';
import { ownerFieldsSchema, refineOwner } from '../common/owner.js';
import { z } from '../common/zod.js';

/**
 * The competitor comparison and the strengths and weaknesses of an owner (product.md §3.9
 * comparison, §4.13, §5.9, §7.9 conflicts): companies are the table's rows (td), comparison items
 * its columns (th), a cell per company and item. Rows and columns are added, removed and reordered;
 * the last row or column is never removed.
 */

export const COMPARISON_NAME_MAX = 100;
export const COMPARISON_TITLE_MAX = 100;
export const COMPARISON_CELL_MAX = 1000;
export const STRENGTH_WEAKNESS_MAX = 5000;

/** What a new row or column is called until it is renamed in place. */
export const COMPARISON_DEFAULTS = {
  /** The first row of a new table: a comparison starts from one's own company. */
  firstCompany: '自社',
  company: '競合企業',
  item: '比較項目',
} as const;

export const comparisonMessages = {
  companyNotFound: '企業が見つかりません',
  itemNotFound: '比較項目が見つかりません',
  lastCompany: '企業が1つだけのときは削除できません',
  lastItem: '比較項目が1つだけのときは削除できません',
  notInTable: 'この比較表の行・列を指定してください',
  companyName: '企業名を入力してください',
  itemTitle: '比較項目名を入力してください',
  saved: '保存しました',
} as const;

// ---------------------------------------------------------------------------------------------
// Pure rules
// ---------------------------------------------------------------------------------------------

/**
 * The order after moving target to insert's place (as dnd-kit's arrayMove: the others shift one
 * step toward where the target was). Null when either id is not in the list; the same order when
 * they are the same.
 */
export function reorderLineIds(ids: readonly number[], targetId: number, insertId: number): number[] | null {
  const from = ids.indexOf(targetId);
  const to = ids.indexOf(insertId);
  if (from < 0 || to < 0) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, targetId);
  return next;
}

/** index_num from 1 in list order: the rows whose number changes, with their new number. */
export function renumberLines(rows: readonly { id: number; index_num: number }[]): { id: number; index_num: number }[] {
  return rows.flatMap((row, i) => (row.index_num === i + 1 ? [] : [{ id: row.id, index_num: i + 1 }]));
}

/** Whether a row or column may be removed: never the last one (§5.9). */
export function canRemoveLine(count: number): boolean {
  return count > 1;
}

// ---------------------------------------------------------------------------------------------
// API (product.md §7.9 comparison)
// ---------------------------------------------------------------------------------------------

const requiredText = (message: string, max: number, label: string) =>
  z.string(message).trim().min(1, message).max(max, `${label}は${max}文字以内で入力してください`);

const companyName = requiredText(comparisonMessages.companyName, COMPARISON_NAME_MAX, '企業名');
const itemTitle = requiredText(comparisonMessages.itemTitle, COMPARISON_TITLE_MAX, '比較項目名');
const longText = (label: string, max: number) =>
  z.string(`${label}を文字列で指定してください`).max(max, `${label}は${max}文字以内で入力してください`);

/** GET conflicts (project_id | sale_id). */
export const conflictsQuerySchema = ownerFieldsSchema.superRefine(refineOwner);

export const comparisonItemSchema = z.object({ id: z.number().int(), title: z.string(), index_num: z.number().int() });
export const comparisonCellSchema = z.object({
  /** The comparison item's id. */
  id: z.number().int(),
  /** The cell's text. */
  name: z.string(),
  /** The comparison item's index_num. */
  index: z.number().int(),
});
export const comparisonCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  index: z.number().int(),
  /** One cell per comparison item, in th order. */
  data: z.array(comparisonCellSchema),
});
export const strengthWeaknessSchema = z.object({
  id: z.number().int(),
  /** The project the texts belong to; null while they are a sales customer's not yet converted (decisions/0013). */
  project_id: z.number().int().nullable(),
  strength: z.string(),
  weakness: z.string(),
});

export const conflictsResponseSchema = z.object({
  individual: strengthWeaknessSchema.nullable(),
  th: z.array(comparisonItemSchema),
  td: z.array(comparisonCompanySchema),
  can_edit: z.boolean(),
});
export type ComparisonItem = z.infer<typeof comparisonItemSchema>;
export type ComparisonCell = z.infer<typeof comparisonCellSchema>;
export type ComparisonCompany = z.infer<typeof comparisonCompanySchema>;
export type StrengthWeakness = z.infer<typeof strengthWeaknessSchema>;
/** GET conflicts, and every conflicts/* write: the owner's whole table as it now is. */
export type ConflictsResponse = z.infer<typeof conflictsResponseSchema>;

/** POST conflicts/update_company: a company's name (never emptied). */
export const conflictCompanyRequestSchema = z.object({ id: idSchema, name: companyName });
export type ConflictCompanyRequest = z.input<typeof conflictCompanyRequestSchema>;

/** POST conflicts/update_title: a comparison item's title (never emptied). */
export const conflictTitleRequestSchema = z.object({ id: idSchema, title: itemTitle });
export type ConflictTitleRequest = z.input<typeof conflictTitleRequestSchema>;

/** POST conflicts/update_conflict: one cell's text (an empty cell is a cell with nothing to say). */
export const conflictCellRequestSchema = z.object({
  company_id: idSchema,
  item_id: idSchema,
  name: z
    .string('内容を文字列で指定してください')
    .trim()
    .max(COMPARISON_CELL_MAX, `内容は${COMPARISON_CELL_MAX}文字以内で入力してください`),
});
export type ConflictCellRequest = z.input<typeof conflictCellRequestSchema>;

/** POST conflicts/plusTh: a column (empty cells); on an empty table also the first row. */
export const conflictPlusThRequestSchema = ownerFieldsSchema
  .extend({ title: itemTitle.optional() })
  .superRefine(refineOwner);
export type ConflictPlusThRequest = z.input<typeof conflictPlusThRequestSchema>;

/** POST conflicts/plusTd: a row (empty cells); on an empty table also the first column. */
export const conflictPlusTdRequestSchema = ownerFieldsSchema
  .extend({ name: companyName.optional() })
  .superRefine(refineOwner);
export type ConflictPlusTdRequest = z.input<typeof conflictPlusTdRequestSchema>;

/** POST conflicts/minusTh and minusTd: a column or a row with its cells; never the last one. */
export const conflictRemoveRequestSchema = z.object({ id: idSchema });
export type ConflictRemoveRequest = z.input<typeof conflictRemoveRequestSchema>;

/** POST conflicts/orderTh and orderTd: target takes insert's place; index_num renumbered from 1. */
export const conflictOrderRequestSchema = ownerFieldsSchema
  .extend({ target_id: idSchema, insert_id: idSchema })
  .superRefine(refineOwner);
export type ConflictOrderRequest = z.input<typeof conflictOrderRequestSchema>;

/** POST conflicts/update_strength_weakness: the owner's two texts (either may be empty). */
export const strengthWeaknessRequestSchema = ownerFieldsSchema
  .extend({
    strength: longText('強み', STRENGTH_WEAKNESS_MAX),
    weakness: longText('弱み', STRENGTH_WEAKNESS_MAX),
  })
  .superRefine(refineOwner);
export type StrengthWeaknessRequest = z.input<typeof strengthWeaknessRequestSchema>;
