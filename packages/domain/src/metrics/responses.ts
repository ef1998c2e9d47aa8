import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { monthSchema } from '../analytics/months.js';
import { METRIC_COMPARISONS, metricBindingSchema, metricGapSchema, metricMonthSchema, metricSchema } from './model.js';

/** GET metrics/tree (project_id, month?, comparison?): the figures the tree, dashboard and overview show. */
export const metricTreeQuerySchema = z.object({
  project_id: idSchema,
  month: monthSchema('対象月').optional(),
  comparison: z.enum(METRIC_COMPARISONS, { error: '比較の種類を選んでください' }).optional(),
});

/** Achievement against target, coloured: 達成 (≥ 100 %), もう少し (≥ 80 %), 未達. */
export const ACHIEVEMENT_LEVELS = ['good', 'fair', 'poor'] as const;

export const metricNodeFiguresSchema = z.object({
  binding: metricBindingSchema,
  metric_id: z.number().int(),
  actual: z.number().nullable(),
  actual_gap: metricGapSchema.nullable(),
  /** Computed by a formula (shown as 算出). */
  actual_derived: z.boolean(),
  target: z.number().nullable(),
  /** client_target: the project's client targets; metric: typed for the metric; formula: computed from its inputs' targets. */
  target_source: z.enum(['client_target', 'metric', 'formula']).nullable(),
  /** Percent, counted in the metric's direction; null without actual or target. */
  achievement: z.number().nullable(),
  achievement_level: z.enum(ACHIEVEMENT_LEVELS).nullable(),
  /** The value of the period compared with, and of the chosen period (one month, or three summed or averaged). */
  base: z.number().nullable(),
  current: z.number().nullable(),
  /** The twelve months up to the chosen one. */
  sparkline: z.array(metricMonthSchema),
});
export type MetricNodeFigures = z.infer<typeof metricNodeFiguresSchema>;

/** One step of the waterfall: the part of the KGI's change a driver explains. */
export const contributionStepSchema = z.object({ metric_id: z.number().int(), amount: z.number() });

export const metricContributionSchema = z.object({
  metric_id: z.number().int(),
  base: z.number(),
  current: z.number(),
  /** The steps sum to current − base (within rounding). */
  steps: z.array(contributionStepSchema),
});
export type MetricContribution = z.infer<typeof metricContributionSchema>;

/** 「各指標を10%改善するとKGIは」: one driver improved by 10 % in its good direction, the rest as they were. */
export const sensitivityRowSchema = z.object({
  metric_id: z.number().int(),
  value: z.number(),
  improved: z.number(),
  kgi_change: z.number(),
});

/** A measure's projected effect: the adopted pattern's uplift on its KPI's metric, carried to the KGI. */
export const projectedMeasureSchema = z.object({
  measure_id: z.number().int(),
  measure: z.string(),
  kpi_id: z.number().int(),
  metric_id: z.number().int(),
  /** Relative uplift in percent, and its interval; estimated: the measure's typed 見込み, not a verification. */
  uplift: z.number(),
  uplift_low: z.number().nullable(),
  uplift_high: z.number().nullable(),
  estimated: z.boolean(),
  annual: z.number(),
  annual_low: z.number().nullable(),
  annual_high: z.number().nullable(),
});
export type ProjectedMeasure = z.infer<typeof projectedMeasureSchema>;

export const metricProjectionSchema = z.object({
  kgi_metric_id: z.number().int(),
  measures: z.array(projectedMeasureSchema),
  /** 採用した施策の効果見込み（年間）: every measure's effect on the KGI over the twelve months after adoption. */
  annual: z.number(),
  annual_low: z.number().nullable(),
  annual_high: z.number().nullable(),
});
export type MetricProjection = z.infer<typeof metricProjectionSchema>;

export const metricTreeResponseSchema = z.object({
  month: z.string(),
  comparison: z.enum(METRIC_COMPARISONS),
  metrics: z.array(metricSchema),
  nodes: z.array(metricNodeFiguresSchema),
  /** null until the KGI is bound to a formula metric with values in both periods. */
  contribution: metricContributionSchema.nullable(),
  sensitivity: z.array(sensitivityRowSchema),
  projection: metricProjectionSchema.nullable(),
  can_edit: z.boolean(),
});
export type MetricTreeResponse = z.infer<typeof metricTreeResponseSchema>;

/** POST metrics/what_if: the month's values with some drivers typed over, every node above them recomputed. */
export const whatIfRequestSchema = z.object({
  project_id: idSchema,
  month: monthSchema('対象月'),
  overrides: z
    .array(
      z.object({
        metric_id: idSchema,
        value: z.number({ error: '値は数値で入力してください' }).finite('値は数値で入力してください'),
      }),
    )
    .min(1, '変える指標を1つ以上選んでください')
    .max(50, '一度に変えられる指標は50までです'),
});
export type WhatIfRequest = z.infer<typeof whatIfRequestSchema>;

export const whatIfResponseSchema = z.object({
  values: z.array(
    z.object({
      metric_id: z.number().int(),
      before: z.number().nullable(),
      after: z.number().nullable(),
      gap: metricGapSchema.nullable(),
    }),
  ),
});
export type WhatIfResponse = z.infer<typeof whatIfResponseSchema>;

/** GET metrics/:id/months: the months typed for a metric — 実績 of a manual one, and its own 目標 — oldest first. */
export const metricMonthsResponseSchema = z.object({
  actuals: z.array(z.object({ month: z.string(), value: z.number() })),
  targets: z.array(z.object({ month: z.string(), value: z.number() })),
});
export type MetricMonthsResponse = z.infer<typeof metricMonthsResponseSchema>;
