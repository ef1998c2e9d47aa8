import { idSchema, MAX_ID } from '../common/ids.js';
import { numberInputSchema } from '../common/number-input.js';
import { plausibleRanges, type NumberRange } from '../common/plausible-ranges.js';
import { z } from '../common/zod.js';
import { isIsoDate } from '../management/date-range.js';
import { flagSchema } from '../management/nodes.js';
import { MANAGEMENT_TEXT_MAX, optionalDateSchema } from '../management/requests.js';
import { SALES_GOAL_TARGETS } from './messages.js';

/** As project and company names (admin/organisation.ts), so a won customer's names fit its project and company. */
export const SALES_NAME_MAX = 100;
export const SALES_GOAL_TEXT_MAX = 5000;

const nameField = (label: string) =>
  z
    .string({ error: `${label}を入力してください` })
    .trim()
    .max(SALES_NAME_MAX, `${label}は${SALES_NAME_MAX}文字以内で入力してください`);
const requiredName = (label: string) => nameField(label).min(1, `${label}を入力してください`);
/** A staff member or a service picked from the lists pb_index answers; null clears it. */
const pickSchema = (label: string) =>
  z
    .number({ error: `${label}を選んでください` })
    .int(`${label}を選んでください`)
    .min(0)
    .max(MAX_ID)
    .nullable();

/** One row of the sales customer list (product.md §3.10 sales entry). */
export const saleEntrySchema = z.object({
  id: z.number().int(),
  /** Position in the list, from 1. */
  index: z.number().int(),
  /** Whether the caller may edit the row in place. */
  editable: z.boolean(),
  project_name: z.string(),
  company_name: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  service_id: z.number().int().nullable(),
  service_name: z.string().nullable(),
  /** The client project the customer became when the contract was won (decisions/0012), else null. */
  project_id: z.number().int().nullable(),
  is_deleted: flagSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SaleEntry = z.infer<typeof saleEntrySchema>;

const listEntrySchema = z.object({ id: z.number().int(), name: z.string() });

/** The stored record of one simulation target, with the figures it implies (sales/simulation.ts). */
export const simulationRecordSchema = z.object({
  id: z.number().int(),
  sale_id: z.number().int(),
  target: flagSchema,
  session: z.number(),
  cvr: z.number(),
  contract_rate: z.number(),
  customer_avg: z.number(),
  profit_rate: z.number(),
  cv: z.number(),
  target_contract_cnt: z.number(),
  target_sales: z.number(),
  require_contract_cnt: z.number().nullable(),
  profit: z.number(),
  updated_at: z.string(),
});
export type SimulationRecord = z.infer<typeof simulationRecordSchema>;

/** GET sales_statuses/pb_index: without sale_id the list; with sale_id that customer's two records. */
export const salesIndexQuerySchema = z.object({
  sale_id: idSchema.optional(),
  /** 1: the deleted customers (to restore), instead of the live ones. */
  deleted: z.enum(['0', '1'], { error: '削除済みの指定は0か1です' }).optional(),
});
export const salesListResponseSchema = z.object({
  sales: z.array(saleEntrySchema),
  user_list: z.array(listEntrySchema),
  service_list: z.array(listEntrySchema),
  /** Whether the caller may delete and restore customers (管理者 and マネージャー). */
  can_delete: z.boolean(),
});
export type SalesListResponse = z.infer<typeof salesListResponseSchema>;
export const salesSimulationResponseSchema = z.object({
  current: simulationRecordSchema.nullable(),
  goal: simulationRecordSchema.nullable(),
});
export type SalesSimulationResponse = z.infer<typeof salesSimulationResponseSchema>;
export const salesIndexResponseSchema = z.union([salesListResponseSchema, salesSimulationResponseSchema]);

export const createSaleRequestSchema = z.object({
  project_name: requiredName('案件名'),
  company_name: nameField('会社名').optional().default(''),
  user_id: pickSchema('担当者').optional(),
  service_id: pickSchema('提案サービス').optional(),
});
export type CreateSaleRequest = z.infer<typeof createSaleRequestSchema>;

export const updateSaleRequestSchema = z.object({
  id: idSchema,
  project_name: requiredName('案件名').optional(),
  company_name: nameField('会社名').optional(),
  user_id: pickSchema('担当者').optional(),
  service_id: pickSchema('提案サービス').optional(),
});
export type UpdateSaleRequest = z.infer<typeof updateSaleRequestSchema>;

export const saleIdRequestSchema = z.object({ id: idSchema });
export const saleResponseSchema = z.object({ sale: saleEntrySchema });

/**
 * POST sales_statuses/convert: the contract is won — the customer becomes a client project under an
 * existing client company (company_id) or a new one (company_name). Goals carry over as the project's
 * KGI; simulation, documents and reports stay the customer's and are reached from the project.
 */
export const convertSaleRequestSchema = z
  .object({
    id: idSchema,
    company_id: idSchema.optional(),
    company_name: nameField('会社名').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.company_id === undefined && !value.company_name) {
      ctx.addIssue({ code: 'custom', path: ['company_id'], message: '会社を選ぶか、新しい会社名を入力してください' });
    }
    if (value.company_id !== undefined && value.company_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['company_name'],
        message: '会社の選択と新しい会社名は同時に指定できません',
      });
    }
  });
export type ConvertSaleRequest = z.infer<typeof convertSaleRequestSchema>;
export const convertSaleResponseSchema = z.object({ sale: saleEntrySchema, project_id: z.number().int() });

/** GET pb_sales (sale_id): the goals (product.md §3.10 goals) and what the customer is. */
export const pbSalesQuerySchema = z.object({ sale_id: idSchema });
export const salesGoalSchema = z.object({
  id: z.number().int(),
  purpose: z.string(),
  kgi: z.string(),
  start_line: z.string().nullable(),
  dead_line: z.string().nullable(),
  updated_at: z.string(),
});
export type SalesGoal = z.infer<typeof salesGoalSchema>;
/** One recorded goal change: who, when, which goal, before and after. */
export const salesGoalChangeSchema = z.object({
  id: z.number().int(),
  action_target: z.enum(SALES_GOAL_TARGETS),
  before: z.string(),
  after: z.string(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type SalesGoalChange = z.infer<typeof salesGoalChangeSchema>;
export const pbSalesResponseSchema = z.object({
  kgi: z.array(salesGoalSchema),
  sales_data: saleEntrySchema,
  history: z.array(salesGoalChangeSchema),
});
export type PbSalesResponse = z.infer<typeof pbSalesResponseSchema>;

/**
 * POST pb_sales/update (product.md §7.8): {sale_id, purpose, action_target 目標} or
 * {sale_id, kgi, start_line, dead_line, action_target KGI}. user_id, action_page and is_rev are the
 * original client's; the server records the signed-in user.
 */
export const updateSalesGoalRequestSchema = z
  .object({
    sale_id: idSchema,
    action_target: z.enum(SALES_GOAL_TARGETS, { error: 'action_targetは目標かKGIで指定してください' }),
    purpose: z
      .string({ error: '目標を入力してください' })
      .max(SALES_GOAL_TEXT_MAX, `目標は${SALES_GOAL_TEXT_MAX}文字以内で入力してください`)
      .optional(),
    kgi: z
      .string({ error: 'KGIを入力してください' })
      .trim()
      .max(MANAGEMENT_TEXT_MAX, `KGIは${MANAGEMENT_TEXT_MAX}文字以内で入力してください`)
      .optional(),
    start_line: optionalDateSchema.optional(),
    dead_line: optionalDateSchema.optional(),
    user_id: idSchema.optional(),
    action_page: z.string().max(100).optional(),
    is_rev: z.union([flagSchema, z.boolean()]).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action_target === '目標') {
      if (value.purpose === undefined)
        ctx.addIssue({ code: 'custom', path: ['purpose'], message: '目標を入力してください' });
      return;
    }
    if (value.kgi === undefined || value.kgi === '') {
      ctx.addIssue({ code: 'custom', path: ['kgi'], message: 'KGIを入力してください' });
    }
    const start = value.start_line ?? '';
    const end = value.dead_line ?? '';
    if ((start === '') !== (end === '')) {
      ctx.addIssue({ code: 'custom', path: ['dead_line'], message: '期間は開始日と終了日を両方指定してください' });
    } else if (isIsoDate(start) && isIsoDate(end) && start > end) {
      ctx.addIssue({ code: 'custom', path: ['dead_line'], message: '終了日は開始日以降の日付を指定してください' });
    }
  });
export type UpdateSalesGoalRequest = z.infer<typeof updateSalesGoalRequestSchema>;

/** The plausible range of each simulation input: the form refuses beside the field what the server refuses. */
export const simulationRanges = {
  session: plausibleRanges.sessions,
  cvr: plausibleRanges.percent,
  contract_rate: plausibleRanges.percent,
  customer_avg: plausibleRanges.yen,
  profit_rate: plausibleRanges.percent,
} as const satisfies Record<string, NumberRange>;

/** POST pb_sales/update_simulation: one record, target 0 (current) or 1 (goal). Numbers may be typed text. */
export const updateSimulationRequestSchema = z.object({
  target: z.union([z.literal(0), z.literal(1)], { error: 'targetは0（現状）か1（目標）で指定してください' }),
  sale_id: idSchema,
  session: numberInputSchema('セッション数', simulationRanges.session),
  cvr: numberInputSchema('CVR', simulationRanges.cvr),
  contract_rate: numberInputSchema('成約率', simulationRanges.contract_rate),
  customer_avg: numberInputSchema('顧客単価', simulationRanges.customer_avg),
  profit_rate: numberInputSchema('利益率', simulationRanges.profit_rate),
});
export type UpdateSimulationRequest = z.input<typeof updateSimulationRequestSchema>;
export const simulationResponseSchema = z.object({ simulation: simulationRecordSchema });
