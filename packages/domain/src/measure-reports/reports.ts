import { masterItemSchema, statusClasses } from '../admin/masters.js';
import { idSchema, masterIdSchema } from '../common/ids.js';
import { plausibleRanges, rangeMessage } from '../common/plausible-ranges.js';
import { z } from '../common/zod.js';
import { ga4SourceSchema } from './ga4-source.js';
import { isIsoDate } from '../management/date-range.js';
import { flagSchema } from '../management/nodes.js';
import { MANAGEMENT_LONG_TEXT_MAX, optionalDateSchema } from '../management/requests.js';
import { textField } from './fields.js';
import { reportImageSchema } from './images.js';
import { reportLinkSchema } from './linking.js';
import { measureReportMessages } from './messages.js';
import { reportHeaderSchema, reportPatternSchema } from './pattern-table.js';
import { MAX_PATTERN_NUM, MIN_PATTERN_NUM } from './rules.js';
import {
  measureStatsSchema,
  planResponseSchema,
  statsSettingsSchema,
  testPlanFields,
  UNREACHABLE_UPLIFT,
} from './stats-schemas.js';
import { isReachableUplift } from './statistics/plan-rules.js';

// ---------------------------------------------------------------- responses

/** Measure report (product.md §3), field names as the API spells them (porpose included). */
export const measureReportSchema = z.object({
  id: z.number().int(),
  measure_id: z.number().int(),
  porpose: z.string(),
  /** Master ids: device, verification (master_verification), improvement. */
  device: z.number().int().nullable(),
  verification: z.number().int().nullable(),
  /** The author (who created the report). */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** Days of the verification period, both ends counted; stored with the dates. */
  verification_diff: z.number().int().nullable(),
  pattern_num: z.number().int(),
  session_num: z.number().nullable(),
  improvement: z.number().int().nullable(),
  current_improvement: z.number().nullable(),
  porpose_improvement: z.number().nullable(),
  estimate: z.number().nullable(),
  detail: z.string(),
  /** CVR上昇率 (%): derived from current_improvement and porpose_improvement on every save (cvrIncrease). */
  cvr_increase: z.number().nullable(),
  is_show: flagSchema,
  /** 1 when one of its patterns is adopted (derived from the patterns, never stored apart). */
  adoption: flagSchema,
  consideration: z.string(),
  basis: z.string(),
  /** URL of the basis image, or null. */
  basis_image: z.string().nullable(),
  /** The pattern the others are compared with (元案): the first unless the consultant marks another. */
  control_pattern: z.number().int(),
  /** Issue 32 §4: the test's plan (null until typed): baseline CVR and uplift as fractions. */
  plan_baseline_cvr: z.number().nullable(),
  plan_daily_users: z.number().nullable(),
  plan_mde: z.number().nullable(),
  /** Issue 32 §1: how the counts are fetched from GA4 (decisions/0034); null until set. */
  ga4_source: ga4SourceSchema.nullable(),
  updated_at: z.string(),
});
export type MeasureReport = z.infer<typeof measureReportSchema>;

/** Where the measure sits (product.md §3 base data), with the report's basis. */
export const reportBaseDataSchema = z.object({
  project_id: z.number().int(),
  basis: z.string(),
  basis_image: z.string().nullable(),
  kpi: z.string().nullable(),
  project_kpi_id: z.number().int().nullable(),
  task: z.string(),
  task_id: z.number().int(),
  factor: z.string(),
  factor_id: z.number().int(),
  hypothesis: z.string(),
  hypothesis_id: z.number().int(),
  measure: z.string(),
  measure_status: z.number().int().nullable(),
  measure_status_class: z.enum(statusClasses).nullable(),
  measure_is_show: flagSchema,
  verification_start_date: z.string().nullable(),
  verification_end_date: z.string().nullable(),
});
export type ReportBaseData = z.infer<typeof reportBaseDataSchema>;

/**
 * GET measure_reports (measure_id). report is null until one is created. Every write call of the
 * report (measure_reports/*, report_verification/*, images, linking) answers with this whole shape.
 */
export const measureReportResponseSchema = z.object({
  report: measureReportSchema.nullable(),
  base: reportBaseDataSchema,
  th: z.array(reportHeaderSchema),
  td: z.array(reportPatternSchema),
  images: z.object({
    screenshot: z.array(reportImageSchema),
    reference: z.array(reportImageSchema),
    consideration: z.array(reportImageSchema),
    /** At most one: the basis image (also given as basis_image, its URL). */
    basis: z.array(reportImageSchema),
  }),
  links: z.array(reportLinkSchema),
  /** product.md §2: until true the result column is covered (検証後に反映されます). */
  verification_done: z.boolean(),
  /** Whether the caller may edit (staff; client users where their project allows it). */
  can_edit: z.boolean(),
  /**
   * Issue 32: the statistics of the patterns' counts, null until two patterns have users. A client
   * user gets them only once the verification is done, as the result column (decisions/0030).
   */
  stats: measureStatsSchema.nullable(),
  /** How the project reads results (staff change it; everyone sees which rule the verdict follows). */
  stats_settings: statsSettingsSchema,
  /** The test plan worked out from the report's plan fields (GET measure_reports/plan), or null while one is missing. */
  plan: planResponseSchema.nullable(),
  masters: z.object({
    device: z.array(masterItemSchema),
    improvement: z.array(masterItemSchema),
    verification: z.array(masterItemSchema),
  }),
});
export type MeasureReportResponse = z.infer<typeof measureReportResponseSchema>;

// ---------------------------------------------------------------- requests

export const measureReportQuerySchema = z.object({ measure_id: idSchema });

const masterIdField = (label: string) => masterIdSchema(`${label}を選択肢から選んでください`).nullable();

const figureField = (label: string) =>
  z
    .number({ error: `${label}は数値で入力してください` })
    .min(-1e12, `${label}が大きすぎます`)
    .max(1e12, `${label}が大きすぎます`)
    .nullable();

/**
 * The report's own fields, each optional so a save sends only what changed. cvr_increase is not taken:
 * the server works it out from 現状値 and 目標値 (cvrIncrease), as verification_diff from the dates.
 */
const reportFieldsSchema = z.object({
  porpose: textField('目的').optional(),
  device: masterIdField('デバイス').optional(),
  verification: masterIdField('検証方法').optional(),
  start_date: optionalDateSchema.optional(),
  end_date: optionalDateSchema.optional(),
  session_num: z
    .number({ error: 'セッション数は数値で入力してください' })
    .int('セッション数は整数で入力してください')
    .min(plausibleRanges.sessions.min, rangeMessage('セッション数', plausibleRanges.sessions))
    .max(plausibleRanges.sessions.max, rangeMessage('セッション数', plausibleRanges.sessions))
    .nullable()
    .optional(),
  improvement: masterIdField('改善指標').optional(),
  current_improvement: figureField('現状値').optional(),
  porpose_improvement: figureField('目標値').optional(),
  estimate: figureField('見込み').optional(),
  /** Refused rather than dropped, so a caller that sends it learns why it is not kept. */
  cvr_increase: z.never({ error: 'CVR上昇率は現状値と目標値から計算されるため入力できません' }).optional(),
  detail: textField('詳細', MANAGEMENT_LONG_TEXT_MAX).optional(),
  consideration: textField('考察', MANAGEMENT_LONG_TEXT_MAX).optional(),
  basis: textField('根拠', MANAGEMENT_LONG_TEXT_MAX).optional(),
  is_show: z.union([z.literal(0), z.literal(1)], { error: '公開設定は0か1で指定してください' }).optional(),
  ...testPlanFields,
});

function checkPeriod(value: { start_date?: string | null; end_date?: string | null }, ctx: z.RefinementCtx) {
  const start = value.start_date ?? '';
  const end = value.end_date ?? '';
  if (value.start_date === undefined && value.end_date === undefined) return;
  // The dates travel as a pair: one sent alone (even '' to clear it) would leave half a period stored.
  if (value.start_date === undefined || value.end_date === undefined || (start === '') !== (end === '')) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: '検証期間は開始日と終了日を両方指定してください' });
  } else if (isIsoDate(start) && isIsoDate(end) && start > end) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: '終了日は開始日以降の日付を指定してください' });
  }
}

/** POST measure_reports/create: a measure's report, with pattern_num 2 and is_show 1 unless given. */
export const createMeasureReportRequestSchema = reportFieldsSchema
  .extend({ measure_id: idSchema })
  .superRefine(checkPeriod)
  .superRefine(checkPlan);
export type CreateMeasureReportRequest = z.infer<typeof createMeasureReportRequestSchema>;

/** A plan sent whole whose uplift takes the rate to 100 % or above is refused, naming plan_mde. */
function checkPlan(value: { plan_baseline_cvr?: number | null; plan_mde?: number | null }, ctx: z.RefinementCtx) {
  const { plan_baseline_cvr: baseline, plan_mde: mde } = value;
  if (typeof baseline === 'number' && typeof mde === 'number' && !isReachableUplift(baseline, mde)) {
    ctx.addIssue({ code: 'custom', path: ['plan_mde'], message: UNREACHABLE_UPLIFT });
  }
}

/** POST measure_reports/update: save the report's fields. */
export const updateMeasureReportRequestSchema = reportFieldsSchema
  .extend({ id: idSchema })
  .superRefine(checkPeriod)
  .superRefine(checkPlan);
export type UpdateMeasureReportRequest = z.infer<typeof updateMeasureReportRequestSchema>;

const patternNumField = z
  .number({ error: measureReportMessages.patternNumRange(MAX_PATTERN_NUM) })
  .int(measureReportMessages.patternNumRange(MAX_PATTERN_NUM))
  .min(MIN_PATTERN_NUM, measureReportMessages.patternNumRange(MAX_PATTERN_NUM))
  .max(MAX_PATTERN_NUM, measureReportMessages.patternNumRange(MAX_PATTERN_NUM));

/**
 * POST measure_reports/update_pattern (raise: patterns added at the end) and delete_pattern (lower:
 * the last patterns are deleted, with their cells and screenshots).
 */
export const patternNumRequestSchema = z.object({ measure_id: idSchema, pattern_num: patternNumField });
export type PatternNumRequest = z.infer<typeof patternNumRequestSchema>;

/** POST measure_reports/update_adopt: adopt a pattern (the others are un-adopted) or un-adopt it. */
export const updateAdoptRequestSchema = z.object({
  id: idSchema,
  is_adopt: z.union([z.literal(0), z.literal(1)], { error: '採用は0か1で指定してください' }),
});
export type UpdateAdoptRequest = z.infer<typeof updateAdoptRequestSchema>;
