import type { FormulaNode, MetricDefinition, MetricGap, MetricMonth } from './model.js';

/**
 * Evaluation of the project's metrics for one frame — a month, or a period whose measured and typed
 * values were aggregated first (periods.ts) — decisions/0044. A metric of unit % enters a formula as
 * a ratio (12.5 → 0.125) and a formula metric of unit % leaves it as a percentage again, so
 * セッション × CVR × 客単価 is 売上 and a % metric computed from a % metric keeps its scale.
 * A value is a finite number or null with the reason: never Infinity or NaN.
 */

export interface MetricValue {
  value: number | null;
  gap: MetricGap | null;
}

const byIdCache = new WeakMap<readonly MetricDefinition[], ReadonlyMap<number, MetricDefinition>>();

/** The metrics by id, built once per array (the server evaluates one array for dozens of months). */
export function metricsById(metrics: readonly MetricDefinition[]): ReadonlyMap<number, MetricDefinition> {
  let found = byIdCache.get(metrics);
  if (!found) {
    found = new Map(metrics.map((metric) => [metric.id, metric]));
    byIdCache.set(metrics, found);
  }
  return found;
}

/** How a % metric takes part in a formula, and how a formula's ratio becomes a % metric's value. */
export const asRatio = (metric: MetricDefinition | undefined, value: number) =>
  metric?.unit === '%' ? value / 100 : value;
export const fromRatio = (metric: MetricDefinition, value: number) => (metric.unit === '%' ? value * 100 : value);

/**
 * A sum or difference as formulas take it: what cancels to within rounding noise of the largest
 * term summed on the way is zero. セッション − (セッション + 新規) + 新規 is 0, not 1.1e-16 — which as a
 * divisor would give 1e16 instead of the zero divisor it is. 1e-14 of the terms is tens of rounding
 * steps, and below any real difference (1円 of 1e13円 is 1e-13). scale: the largest magnitude summed
 * into the value (a product or a metric starts afresh from its own magnitude).
 */
export function settledSum(value: number, scale: number): number {
  return Math.abs(value) <= 1e-14 * scale ? 0 : value;
}

type Evaluated = MetricValue & { scale: number };

function evaluateNode(
  node: FormulaNode,
  byId: ReadonlyMap<number, MetricDefinition>,
  valueOf: (id: number) => MetricValue,
): Evaluated {
  switch (node.kind) {
    case 'constant':
      return { value: node.value, gap: null, scale: Math.abs(node.value) };
    case 'metric': {
      const input = valueOf(node.metric_id);
      if (input.value === null) {
        return { value: null, gap: { kind: 'missing_input', metric_id: node.metric_id }, scale: 0 };
      }
      const value = asRatio(byId.get(node.metric_id), input.value);
      return { value, gap: null, scale: Math.abs(value) };
    }
    case 'operation': {
      const left = evaluateNode(node.left, byId, valueOf);
      if (left.value === null) return left;
      const right = evaluateNode(node.right, byId, valueOf);
      if (right.value === null) return right;
      let value: number;
      let scale: number | null = null;
      switch (node.operator) {
        case 'add':
        case 'subtract':
          scale = Math.max(left.scale, right.scale);
          value = settledSum(node.operator === 'add' ? left.value + right.value : left.value - right.value, scale);
          break;
        case 'multiply':
          value = left.value * right.value;
          break;
        case 'divide':
          value = left.value / right.value;
          // A divisor of zero, or so small the quotient leaves the numbers: the month shows why.
          if (right.value === 0 || !Number.isFinite(value)) {
            return {
              value: null,
              gap: { kind: 'zero_divisor', metric_id: node.right.kind === 'metric' ? node.right.metric_id : null },
              scale: 0,
            };
          }
          break;
      }
      // Only products of absurd constants leave the floating-point range; such a month has no value.
      if (!Number.isFinite(value)) return { value: null, gap: { kind: 'no_data' }, scale: 0 };
      return { value, gap: null, scale: scale ?? Math.abs(value) };
    }
  }
}

/** One formula's value over the values of the metrics it reads, or the first reason it has none. */
export function evaluateFormula(
  node: FormulaNode,
  byId: ReadonlyMap<number, MetricDefinition>,
  valueOf: (id: number) => MetricValue,
): MetricValue {
  const { value, gap } = evaluateNode(node, byId, valueOf);
  return { value, gap };
}

/**
 * A lazy evaluator over one frame: each metric computed at most once. A cycle (which formulaProblem
 * refuses, so only a row written around it) gives the metric met again no value, not a stack overflow.
 */
export function frameEvaluator(
  metrics: readonly MetricDefinition[],
  base: ReadonlyMap<number, number | null>,
  overrides?: ReadonlyMap<number, number>,
): (id: number) => MetricValue {
  const byId = metricsById(metrics);
  const memo = new Map<number, MetricValue>();
  const inProgress = new Set<number>();
  const valueOf = (id: number): MetricValue => {
    const known = memo.get(id);
    if (known) return known;
    let result: MetricValue;
    const override = overrides?.get(id);
    const metric = byId.get(id);
    if (override !== undefined) {
      result = { value: override, gap: null };
    } else if (!metric) {
      result = { value: null, gap: { kind: 'no_data' } };
    } else if (metric.source.kind !== 'formula') {
      const value = base.get(id) ?? null;
      result =
        value === null || !Number.isFinite(value) ? { value: null, gap: { kind: 'no_data' } } : { value, gap: null };
    } else if (inProgress.has(id)) {
      return { value: null, gap: { kind: 'missing_input', metric_id: id } };
    } else {
      inProgress.add(id);
      const computed = evaluateFormula(metric.source.formula, byId, valueOf);
      inProgress.delete(id);
      result = computed.value === null ? computed : { value: fromRatio(metric, computed.value), gap: null };
    }
    memo.set(id, result);
    return result;
  };
  return valueOf;
}

/**
 * Every metric's value in one frame. base holds the measured and typed metrics' values (null: none);
 * an override replaces a metric's value — measured or computed — and everything above it is
 * computed from it (the what-if).
 */
export function evaluateFrame(
  metrics: readonly MetricDefinition[],
  base: ReadonlyMap<number, number | null>,
  overrides?: ReadonlyMap<number, number>,
): Map<number, MetricValue> {
  const valueOf = frameEvaluator(metrics, base, overrides);
  return new Map(metrics.map((metric) => [metric.id, valueOf(metric.id)]));
}

/** Every metric's month-by-month values (sparklines): one evaluation per month on its own base values. */
export function monthlySeriesOf(
  metrics: readonly MetricDefinition[],
  months: readonly string[],
  baseOf: (month: string) => ReadonlyMap<number, number | null>,
): Map<number, MetricMonth[]> {
  const series = new Map<number, MetricMonth[]>(metrics.map((metric) => [metric.id, []]));
  for (const month of months) {
    const frame = evaluateFrame(metrics, baseOf(month));
    for (const [id, { value, gap }] of frame) series.get(id)?.push({ month, value, gap });
  }
  return series;
}
