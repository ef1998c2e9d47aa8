import { idSchema } from '../common/ids.js';
import { numberInputSchema } from '../common/number-input.js';
import { z } from '../common/zod.js';
import { monthSchema } from './months.js';

/** The five target figures of product.md §3.9 client target data. */
export interface TargetFigures {
  target_sales: number | null;
  ltv: number | null;
  contract_rate: number | null;
  target_contract_cnt: number | null;
  target_cv_cnt: number | null;
}

const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The targets a client did not type, from the ones they did — the sales simulator's relations read
 * backwards (decisions/0014):
 *   target_contract_cnt = target_sales / ltv           (contracts needed to reach the sales target)
 *   target_sales        = target_contract_cnt × ltv
 *   target_cv_cnt       = target_contract_cnt / (contract_rate / 100)   (conversions needed)
 *   target_contract_cnt = target_cv_cnt × contract_rate / 100
 * A typed figure is never replaced; a figure that needs a missing or zero divisor stays null.
 */
export function deriveTargets(typed: TargetFigures): TargetFigures & { derived: (keyof TargetFigures)[] } {
  const result = { ...typed };
  const derived: (keyof TargetFigures)[] = [];
  const set = (field: keyof TargetFigures, value: number) => {
    result[field] = tidy(value);
    derived.push(field);
  };
  const { ltv, contract_rate } = result;
  if (result.target_contract_cnt === null && result.target_sales !== null && ltv) {
    set('target_contract_cnt', result.target_sales / ltv);
  }
  if (result.target_contract_cnt === null && result.target_cv_cnt !== null && contract_rate !== null) {
    set('target_contract_cnt', (result.target_cv_cnt * contract_rate) / 100);
  }
  if (result.target_sales === null && result.target_contract_cnt !== null && ltv !== null) {
    set('target_sales', result.target_contract_cnt * ltv);
  }
  if (result.target_cv_cnt === null && result.target_contract_cnt !== null && contract_rate) {
    set('target_cv_cnt', result.target_contract_cnt / (contract_rate / 100));
  }
  return { ...result, derived };
}

/** A client target row: the figures for one month or a period of months (start_month…end_month). */
export const clientTargetSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  start_month: z.string(),
  end_month: z.string(),
  target_sales: z.number().nullable(),
  ltv: z.number().nullable(),
  contract_rate: z.number().nullable(),
  target_contract_cnt: z.number().nullable(),
  target_cv_cnt: z.number().nullable(),
  /** The figures deriveTargets computed for this row (shown as 算出). */
  derived: z.array(z.enum(['target_sales', 'ltv', 'contract_rate', 'target_contract_cnt', 'target_cv_cnt'])),
  updated_at: z.string(),
});
export type ClientTarget = z.infer<typeof clientTargetSchema>;

const MONEY_MAX = 1_000_000_000_000;
const optionalFigure = (label: string, max: number) =>
  z.union([numberInputSchema(label, { min: 0, max }), z.null(), z.literal('').transform(() => null)]).optional();

const targetFiguresShape = {
  target_sales: optionalFigure('目標売上', MONEY_MAX),
  ltv: optionalFigure('LTV', MONEY_MAX),
  contract_rate: optionalFigure('成約率', 100),
  target_contract_cnt: optionalFigure('目標成約数', MONEY_MAX),
  target_cv_cnt: optionalFigure('目標CV数', MONEY_MAX),
};

function checkMonths(value: { start_month?: string; end_month?: string }, ctx: z.RefinementCtx) {
  if (value.start_month && value.end_month && value.start_month > value.end_month) {
    ctx.addIssue({ code: 'custom', path: ['end_month'], message: '終了月は開始月以降の月を指定してください' });
  }
}

/** POST gapi/v2/getClientTargetData and GET gapi/getClientTargetData: a project's target rows. */
export const clientTargetsQuerySchema = z.object({ project_id: idSchema });
export const clientTargetsResponseSchema = z.object({ targets: z.array(clientTargetSchema), can_edit: z.boolean() });
export type ClientTargetsResponse = z.infer<typeof clientTargetsResponseSchema>;

/** POST gapi/v2/setClientTargetData: a new row. end_month defaults to start_month (one month). */
export const createClientTargetRequestSchema = z
  .object({
    project_id: idSchema,
    start_month: monthSchema('開始月'),
    end_month: monthSchema('終了月').optional(),
    ...targetFiguresShape,
  })
  .superRefine(checkMonths);
export type CreateClientTargetRequest = z.input<typeof createClientTargetRequestSchema>;

/** POST gapi/v2/updateClientTargetData: changes the fields sent. */
export const updateClientTargetRequestSchema = z
  .object({
    id: idSchema,
    start_month: monthSchema('開始月').optional(),
    end_month: monthSchema('終了月').optional(),
    ...targetFiguresShape,
  })
  .superRefine(checkMonths);
export type UpdateClientTargetRequest = z.input<typeof updateClientTargetRequestSchema>;

/** POST gapi/v2/deleteClientTargetData. */
export const deleteClientTargetRequestSchema = z.object({ id: idSchema });
export const clientTargetResponseSchema = z.object({ target: clientTargetSchema });
export const deleteClientTargetResponseSchema = z.object({ id: z.number().int() });

/** The target row covering a month (the latest-starting one when periods were entered for it). */
export function targetForMonth<T extends { start_month: string; end_month: string }>(
  targets: T[],
  month: string,
): T | null {
  let found: T | null = null;
  for (const target of targets) {
    if (
      target.start_month <= month &&
      month <= target.end_month &&
      (!found || target.start_month > found.start_month)
    ) {
      found = target;
    }
  }
  return found;
}
