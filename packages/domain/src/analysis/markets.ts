import { idSchema } from '../common/ids.js';
import { ownerFieldsSchema, refineOwner } from '../common/owner.js';
import { z } from '../common/zod.js';

/**
 * The market selection board (product.md §9.7): an 8 × 8 grid of 64 points in 10 % steps, with the
 * gap in the middle where the axes cross. pos = row × 8 + col, row 0 at the top, col 0 at the left.
 */
export const MARKET_GRID_SIZE = 8;
export const MARKET_POINT_COUNT = MARKET_GRID_SIZE * MARKET_GRID_SIZE;
/** Where the columns (x) and rows (y) sit, in percent of the board: no point on the 50 % axes. */
export const MARKET_STEPS = [10, 20, 30, 40, 60, 70, 80, 90] as const;

export interface MarketPoint {
  pos: number;
  /** Percent from the left edge. */
  x: number;
  /** Percent from the top edge. */
  y: number;
}

export function isMarketPos(pos: number): boolean {
  return Number.isInteger(pos) && pos >= 0 && pos < MARKET_POINT_COUNT;
}

/** The row (0 top) and column (0 left) of a point. */
export function marketCell(pos: number): { row: number; col: number } {
  if (!isMarketPos(pos)) throw new RangeError(`market pos out of range: ${pos}`);
  return { row: Math.floor(pos / MARKET_GRID_SIZE), col: pos % MARKET_GRID_SIZE };
}

/** The point of a row and column, or null off the grid. */
export function marketPosOf(row: number, col: number): number | null {
  if (!Number.isInteger(row) || !Number.isInteger(col)) return null;
  if (row < 0 || col < 0 || row >= MARKET_GRID_SIZE || col >= MARKET_GRID_SIZE) return null;
  return row * MARKET_GRID_SIZE + col;
}

/** Where a point sits, in percent of the board. */
export function marketPoint(pos: number): MarketPoint {
  const { row, col } = marketCell(pos);
  return { pos, x: MARKET_STEPS[col] ?? 0, y: MARKET_STEPS[row] ?? 0 };
}

/** Every point of the board, in pos order. */
export function marketPoints(): MarketPoint[] {
  return Array.from({ length: MARKET_POINT_COUNT }, (_, pos) => marketPoint(pos));
}

function nearestStep(percent: number): number {
  let best = 0;
  MARKET_STEPS.forEach((step, index) => {
    if (Math.abs(step - percent) < Math.abs((MARKET_STEPS[best] ?? 0) - percent)) best = index;
  });
  return best;
}

/** The point nearest to a place on the board given in percent (x from the left, y from the top). */
export function marketPosAt(x: number, y: number): number {
  return nearestStep(y) * MARKET_GRID_SIZE + nearestStep(x);
}

export type MarketDirection = 'up' | 'down' | 'left' | 'right';

/** The neighbouring point in a direction, or null at the edge of the grid. */
export function marketNeighbour(pos: number, direction: MarketDirection): number | null {
  const { row, col } = marketCell(pos);
  const steps: Record<MarketDirection, { dRow: number; dCol: number }> = {
    up: { dRow: -1, dCol: 0 },
    down: { dRow: 1, dCol: 0 },
    left: { dRow: 0, dCol: -1 },
    right: { dRow: 0, dCol: 1 },
  };
  const { dRow, dCol } = steps[direction];
  return marketPosOf(row + dRow, col + dCol);
}

export interface MarketAxes {
  top: string;
  right: string;
  bottom: string;
  left: string;
}

/**
 * How a point is read aloud and shown: the quadrant, its axis labels, then row and column counted
 * from 1 at the top left — 「右上（高価格・高品質）2行7列」.
 */
export function marketPointLabel(pos: number, axes?: MarketAxes): string {
  const { row, col } = marketCell(pos);
  const upper = row < MARKET_GRID_SIZE / 2;
  const lefter = col < MARKET_GRID_SIZE / 2;
  const quadrant = `${lefter ? '左' : '右'}${upper ? '上' : '下'}`;
  const named = axes ? [upper ? axes.top : axes.bottom, lefter ? axes.left : axes.right].filter((t) => t.trim()) : [];
  const terms = named.length > 0 ? `（${named.join('・')}）` : '';
  return `${quadrant}${terms}${row + 1}行${col + 1}列`;
}

// ---------------------------------------------------------------------------------------------
// API (product.md §7.9 market)
// ---------------------------------------------------------------------------------------------

export const MARKET_NAME_MAX = 100;
export const MARKET_AXIS_MAX = 50;

export const marketMessages = {
  boardNotFound: 'ボードが見つかりません',
  companyNotFound: '比較対象の企業が見つかりません',
  posTaken: 'この位置には別の企業が置かれています',
  posRange: `位置は0から${MARKET_POINT_COUNT - 1}の整数で指定してください`,
  boardCreated: 'ボードを追加しました',
  boardDeleted: 'ボードを削除しました',
} as const;

/** What a new board starts with: a price × quality map, relabelled in place. */
export const MARKET_DEFAULTS = {
  name: '新しいボード',
  top: '高価格',
  right: '高品質',
  bottom: '低価格',
  left: '低品質',
} as const;

const text = (label: string, max: number) =>
  z
    .string(`${label}を入力してください`)
    .trim()
    .min(1, `${label}を入力してください`)
    .max(max, `${label}は${max}文字以内で入力してください`);

export const marketPointSchema = z.object({ pos: z.number().int(), x: z.number(), y: z.number() });

/** GET markets/index_item: the 64 points and what a new board is labelled. */
export const marketIndexItemResponseSchema = z.object({
  points: z.array(marketPointSchema),
  defaults: z.object({ name: z.string(), top: z.string(), right: z.string(), bottom: z.string(), left: z.string() }),
});
export type MarketIndexItemResponse = z.infer<typeof marketIndexItemResponseSchema>;

export const marketItemSchema = z.object({ id: z.number().int(), name: z.string(), pos: z.number().int() });
export const marketOtherItemSchema = z.object({ id: z.number().int(), name: z.string() });

/** A board (selection): its labels, the companies placed on it (items) and the owner's others. */
export const marketBoardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  top: z.string(),
  right: z.string(),
  bottom: z.string(),
  left: z.string(),
  items: z.array(marketItemSchema),
  other: z.array(marketOtherItemSchema),
});
export type MarketBoard = z.infer<typeof marketBoardSchema>;
export type MarketItem = z.infer<typeof marketItemSchema>;
export type MarketOtherItem = z.infer<typeof marketOtherItemSchema>;

/** GET markets (project_id | sale_id). */
export const marketsResponseSchema = z.object({ selection: z.array(marketBoardSchema), can_edit: z.boolean() });
export type MarketsResponse = z.infer<typeof marketsResponseSchema>;

/**
 * POST markets/update_board: a new board without selectionId, else that board's name and labels.
 * The owner is project_id (the spec's projectId is taken too) or sale_id.
 */
export const updateMarketBoardRequestSchema = ownerFieldsSchema
  .extend({
    projectId: idSchema.optional(),
    selectionId: idSchema.optional(),
    name: text('ボード名', MARKET_NAME_MAX),
    topName: text('上の軸', MARKET_AXIS_MAX),
    rightName: text('右の軸', MARKET_AXIS_MAX),
    bottomName: text('下の軸', MARKET_AXIS_MAX),
    leftName: text('左の軸', MARKET_AXIS_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.projectId !== undefined && value.project_id !== undefined && value.projectId !== value.project_id) {
      ctx.addIssue({ code: 'custom', path: ['projectId'], message: 'projectId と project_id が違います' });
      return;
    }
    refineOwner({ project_id: value.project_id ?? value.projectId, sale_id: value.sale_id }, ctx);
  })
  .transform(({ projectId, project_id, ...rest }) => ({ ...rest, project_id: project_id ?? projectId }));
export type UpdateMarketBoardRequest = z.input<typeof updateMarketBoardRequestSchema>;

export const marketBoardResponseSchema = z.object({ board: marketBoardSchema });

/** POST markets/delete_board: the board and its placements. */
export const deleteMarketBoardRequestSchema = z.object({ selectionId: idSchema });
export const deleteMarketBoardResponseSchema = z.object({ id: z.number().int() });

/** POST markets/update_target: pos 0–63 places or moves the company; null takes it off the board. */
export const updateMarketTargetRequestSchema = z.object({
  marketId: idSchema,
  companyConflictsId: idSchema,
  pos: z
    .number(marketMessages.posRange)
    .int(marketMessages.posRange)
    .min(0, marketMessages.posRange)
    .max(MARKET_POINT_COUNT - 1, marketMessages.posRange)
    .nullable(),
});
export type UpdateMarketTargetRequest = z.input<typeof updateMarketTargetRequestSchema>;
