import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { monthSchema } from '../analytics/months.js';

/**
 * The KPI tree's metrics (issue 35, decisions/0044): a figure of the project bound to its KGI or a
 * KPI, measured (analytics), typed month by month (manual) or computed from other metrics (formula).
 */

export const METRIC_UNITS = ['件', '円', '%', '回', '人'] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];

/** 高いほど良い / 低いほど良い: which way achievement and sensitivity count as better. */
export const METRIC_DIRECTIONS = ['higher', 'lower'] as const;
export type MetricDirection = (typeof METRIC_DIRECTIONS)[number];

/**
 * The analytics figures a metric can read. cv follows the project's conversion setting (one slot or
 * the three summed); cvr, contract_rate and average_order_value are ratios of the stored figures.
 */
export const ANALYTICS_FIGURES = [
  'sessions',
  'cv1',
  'cv2',
  'cv3',
  'cv',
  'cvr',
  'transactions',
  'contract_rate',
  'revenue',
  'average_order_value',
] as const;
export type AnalyticsFigure = (typeof ANALYTICS_FIGURES)[number];

export const FORMULA_OPERATORS = ['add', 'subtract', 'multiply', 'divide'] as const;
export type FormulaOperator = (typeof FORMULA_OPERATORS)[number];

/**
 * A formula as stored: a tree, never text to evaluate. Parentheses are the tree's shape. A metric of
 * unit % takes part as a ratio (12.5 % counts as 0.125), so セッション × CVR × 客単価 is 売上.
 */
export type FormulaNode =
  | { kind: 'metric'; metric_id: number }
  | { kind: 'constant'; value: number }
  | { kind: 'operation'; operator: FormulaOperator; left: FormulaNode; right: FormulaNode };

/** How deep a stored formula may nest: far beyond any tree a person builds, short of a stack problem. */
export const MAX_FORMULA_DEPTH = 32;

export const formulaNodeSchema: z.ZodType<FormulaNode> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('metric'), metric_id: idSchema }),
    z.object({
      kind: z.literal('constant'),
      value: z
        .number({ error: '定数は数値で入力してください' })
        .finite('定数は数値で入力してください')
        .min(-1e12, '定数が大きすぎます')
        .max(1e12, '定数が大きすぎます'),
    }),
    z.object({
      kind: z.literal('operation'),
      operator: z.enum(FORMULA_OPERATORS, { error: '演算子は＋・−・×・÷から選んでください' }),
      left: formulaNodeSchema,
      right: formulaNodeSchema,
    }),
  ]),
) as z.ZodType<FormulaNode>;

export const METRIC_SOURCE_KINDS = ['analytics', 'manual', 'formula'] as const;
export type MetricSourceKind = (typeof METRIC_SOURCE_KINDS)[number];

export const metricSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('analytics'),
      figure: z.enum(ANALYTICS_FIGURES, { error: '計測値の種類を選んでください' }),
    }),
    z.object({ kind: z.literal('manual') }),
    z.object({ kind: z.literal('formula'), formula: formulaNodeSchema }),
  ],
  { error: '指標の種類を選んでください' },
);
export type MetricSource = z.infer<typeof metricSourceSchema>;

/** What evaluation needs of a metric. */
export interface MetricDefinition {
  id: number;
  name: string;
  unit: MetricUnit;
  direction: MetricDirection;
  source: MetricSource;
}

/** Where a metric is shown on the tree: the KGI, or one KPI. */
export const metricBindingSchema = z.discriminatedUnion('node', [
  z.object({ node: z.literal('kgi') }),
  z.object({ node: z.literal('kpi'), kpi_id: z.number().int() }),
]);
export type MetricBinding = z.infer<typeof metricBindingSchema>;

export const metricSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  unit: z.enum(METRIC_UNITS),
  direction: z.enum(METRIC_DIRECTIONS),
  source: metricSourceSchema,
  /** The tree nodes showing it (a client is told only of nodes it may see). */
  bindings: z.array(metricBindingSchema),
  updated_at: z.string(),
});
export type Metric = z.infer<typeof metricSchema>;

const metricNameSchema = z
  .string({ error: '指標名を入力してください' })
  .trim()
  .min(1, '指標名を入力してください')
  .max(60, '指標名は60文字以内で入力してください');

export const createMetricRequestSchema = z.object({
  project_id: idSchema,
  name: metricNameSchema,
  unit: z.enum(METRIC_UNITS, { error: '単位を選んでください' }),
  direction: z.enum(METRIC_DIRECTIONS, { error: '良い方向を選んでください' }),
  source: metricSourceSchema,
});
export type CreateMetricRequest = z.infer<typeof createMetricRequestSchema>;

export const updateMetricRequestSchema = z.object({
  name: metricNameSchema.optional(),
  unit: z.enum(METRIC_UNITS, { error: '単位を選んでください' }).optional(),
  direction: z.enum(METRIC_DIRECTIONS, { error: '良い方向を選んでください' }).optional(),
  source: metricSourceSchema.optional(),
});
export type UpdateMetricRequest = z.infer<typeof updateMetricRequestSchema>;

/** Binds a metric to the KGI or a KPI of its project, or unbinds the node (metric_id null). */
export const bindMetricRequestSchema = z.object({
  project_id: idSchema,
  node: z.enum(['kgi', 'kpi'], { error: '紐付ける先を選んでください' }),
  kpi_id: idSchema.optional(),
  metric_id: idSchema.nullable(),
});
export type BindMetricRequest = z.infer<typeof bindMetricRequestSchema>;

/** One month of a typed series or of a per-metric target; null clears the month. */
export const metricMonthValueSchema = z.object({
  month: monthSchema('月'),
  value: z
    .number({ error: '値は数値で入力してください' })
    .finite('値は数値で入力してください')
    .min(-1e13, '値が大きすぎます')
    .max(1e13, '値が大きすぎます')
    .nullable(),
});
export const putMetricMonthsRequestSchema = z.object({
  months: z.array(metricMonthValueSchema).max(120, '一度に保存できるのは120か月分までです'),
});
export type PutMetricMonthsRequest = z.infer<typeof putMetricMonthsRequestSchema>;

/** Period comparison presets of the tree's figures and the waterfall. */
export const METRIC_COMPARISONS = ['previous_month', 'previous_year', 'three_months'] as const;
export type MetricComparison = (typeof METRIC_COMPARISONS)[number];

/** Why a month has no value: nothing measured or typed, an input without one, or a divisor of zero. */
export const metricGapSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('no_data') }),
  z.object({ kind: z.literal('missing_input'), metric_id: z.number().int() }),
  z.object({ kind: z.literal('zero_divisor'), metric_id: z.number().int().nullable() }),
]);
export type MetricGap = z.infer<typeof metricGapSchema>;

export const metricMonthSchema = z.object({
  month: z.string(),
  value: z.number().nullable(),
  gap: metricGapSchema.nullable(),
});
export type MetricMonth = z.infer<typeof metricMonthSchema>;
