import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { isReachableUplift } from './statistics/plan-rules.js';

/** A rate cannot rise past 100 %: no test can detect such an uplift. */
export const UNREACHABLE_UPLIFT = '検出したい改善幅は、改善後のCVRが100%未満になる値にしてください';

/**
 * Issue 32 §2: the readout a measure report answers with (`stats`). Rates and uplifts are fractions
 * (0.0408 for +4.08 %); a figure that does not apply (the control's own uplift, a pattern without
 * users) is null. `uplift_ci` is the interval of the engine in use; `p_value` always Welch's test.
 */
export const statsEngines = ['bayesian', 'frequentist', 'sequential'] as const;
export type StatsEngine = (typeof statsEngines)[number];

export const statsPriors = ['flat', 'proper'] as const;
export type StatsPrior = (typeof statsPriors)[number];

export const verdicts = ['win', 'lose', 'inconclusive', 'insufficient'] as const;

const interval = z.tuple([z.number(), z.number()]);

export const patternStatsSchema = z.object({
  pattern: z.number().int(),
  users: z.number().int(),
  conversions: z.number().int(),
  cvr: z.number().nullable(),
  uplift: z.number().nullable(),
  uplift_ci: interval.nullable(),
  chance_to_win: z.number().nullable(),
  /** Expected loss of choosing [the control, this pattern], as fractions of the control's rate. */
  risk: interval.nullable(),
  p_value: z.number().nullable(),
  p_value_adjusted: z.number().nullable(),
  prob_best: z.number().nullable(),
});

/** Revenue per user (売上 ÷ 訪問数) against the control's: the mean metric beside the CVR. */
export const valuePatternStatsSchema = z.object({
  pattern: z.number().int(),
  value_per_user: z.number().nullable(),
  uplift: z.number().nullable(),
  uplift_ci: interval.nullable(),
  chance_to_win: z.number().nullable(),
  p_value: z.number().nullable(),
});

export const measureStatsSchema = z.object({
  engine: z.enum(statsEngines),
  control_pattern: z.number().int(),
  enough_data: z.boolean(),
  srm_p_value: z.number().nullable(),
  verdict: z.enum(verdicts),
  patterns: z.array(patternStatsSchema),
  /** Present when every pattern has its 売上合計 and 売上の二乗和; the verdict is the CVR's. */
  value: z.object({ patterns: z.array(valuePatternStatsSchema) }).nullable(),
});
export type MeasureStats = z.infer<typeof measureStatsSchema>;

/**
 * What a plan may ask for (issue 32 §4), closed at both ends: a smaller baseline or uplift, or a
 * weaker α, would need more users than any site has; power below 50 % is no plan at all.
 */
export const PLAN_BOUNDS = {
  baseline_cvr: { label: 'ベースラインCVR', min: 0.0001, max: 0.9999 },
  mde: { label: '検出したい改善幅', min: 0.001, max: 10 },
  power: { label: '検出力', min: 0.5, max: 0.99 },
  alpha: { label: '有意水準', min: 0.001, max: 0.2 },
} as const;
type PlanBound = (typeof PLAN_BOUNDS)[keyof typeof PLAN_BOUNDS];

const boundMessage = (bound: PlanBound) => `${bound.label}は${bound.min}以上${bound.max}以下で指定してください`;

const fraction = (bound: PlanBound) =>
  z.coerce
    .number({ error: `${bound.label}は数値で指定してください` })
    .refine((v) => Number.isFinite(v) && v >= bound.min && v <= bound.max, boundMessage(bound));

/**
 * GET measure_reports/plan (issue 32 §4): baseline_cvr a fraction (0.02), mde relative (0.1 = +10 %),
 * power and alpha fractions (80 % and 5 % unless given).
 */
export const planQuerySchema = z
  .object({
    baseline_cvr: fraction(PLAN_BOUNDS.baseline_cvr),
    daily_users: z.coerce
      .number({ error: '1日あたりの訪問数は数値で指定してください' })
      .int('1日あたりの訪問数は整数で指定してください')
      .min(1, '1日あたりの訪問数は1以上で指定してください')
      .max(1e9, '1日あたりの訪問数が大きすぎます'),
    mde: fraction(PLAN_BOUNDS.mde),
    patterns: z.coerce
      .number({ error: 'パターン数は数値で指定してください' })
      .int('パターン数は2以上10以下の整数で指定してください')
      .min(2, 'パターン数は2以上10以下の整数で指定してください')
      .max(10, 'パターン数は2以上10以下の整数で指定してください'),
    power: fraction(PLAN_BOUNDS.power).optional(),
    alpha: fraction(PLAN_BOUNDS.alpha).optional(),
  })
  .superRefine((value, ctx) => {
    // Only figures their own rules accept are weighed together; a refused one is named there alone.
    const within = (v: number, bound: PlanBound) => v >= bound.min && v <= bound.max;
    if (!within(value.baseline_cvr, PLAN_BOUNDS.baseline_cvr) || !within(value.mde, PLAN_BOUNDS.mde)) return;
    if (!isReachableUplift(value.baseline_cvr, value.mde)) {
      ctx.addIssue({ code: 'custom', path: ['mde'], message: UNREACHABLE_UPLIFT });
    }
  });
export type PlanQuery = z.infer<typeof planQuerySchema>;

export const planResponseSchema = z.object({
  users_per_pattern: z.number().int(),
  days: z.number().int(),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

const planFraction = (bound: PlanBound) =>
  z
    .number({ error: `${bound.label}は数値で入力してください` })
    .min(bound.min, boundMessage(bound))
    .max(bound.max, boundMessage(bound))
    .nullable()
    .optional();

/** The plan a report keeps (measure_reports/update): the fields of planQuerySchema it needs to remember. */
export const testPlanFields = {
  plan_baseline_cvr: planFraction(PLAN_BOUNDS.baseline_cvr),
  plan_daily_users: z
    .number({ error: '1日あたりの訪問数は数値で入力してください' })
    .int('1日あたりの訪問数は整数で入力してください')
    .min(1, '1日あたりの訪問数は1以上で入力してください')
    .max(1e9, '1日あたりの訪問数が大きすぎます')
    .nullable()
    .optional(),
  plan_mde: planFraction(PLAN_BOUNDS.mde),
};

export const MIN_CONVERSIONS_RANGE = { min: 1, max: 100_000 } as const;
const minConversionsMessage = `判定に必要なCV数は${MIN_CONVERSIONS_RANGE.min}以上${MIN_CONVERSIONS_RANGE.max.toLocaleString('en-US')}以下の整数で指定してください`;

/** How a project reads its measures' results (issue 32 §2): the engine, the prior, the data guard. */
export const statsSettingsSchema = z.object({
  stats_engine: z.enum(statsEngines, { error: '判定方法を選択肢から選んでください' }),
  stats_prior: z.enum(statsPriors, { error: '事前分布を選択肢から選んでください' }),
  stats_min_conversions: z
    .number({ error: minConversionsMessage })
    .int(minConversionsMessage)
    .min(MIN_CONVERSIONS_RANGE.min, minConversionsMessage)
    .max(MIN_CONVERSIONS_RANGE.max, minConversionsMessage),
});
export type StatsSettings = z.infer<typeof statsSettingsSchema>;

/**
 * POST measure_reports/update_stats_settings: staff change how the project of the measure reads every
 * report's results; what is not sent stays. Answers the measure's report, read the new way.
 */
export const updateStatsSettingsRequestSchema = statsSettingsSchema.partial().extend({ measure_id: idSchema });
export type UpdateStatsSettingsRequest = z.infer<typeof updateStatsSettingsRequestSchema>;
