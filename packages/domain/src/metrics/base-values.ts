import { conversions, type AnalyticsMonth } from '../analytics/figures.js';
import type { ConversionSlot } from '../analytics/settings.js';
import type { AnalyticsFigure, MetricDefinition, MetricUnit } from './model.js';

/**
 * The values of the measured (analytics) and typed (manual) metrics over a set of months, before
 * the formulas are evaluated on them (decisions/0044): counts and amounts summed; the analytics
 * ratios as the ratio of the sums over the months that measured both parts, as the simulator's
 * period totals take them (analytics/figures.ts periodTotals); a typed % averaged over the months
 * typed. A metric without a value in any of the months is null.
 */

/** The unit each analytics figure is counted in: what a metric bound to it should carry. */
export const ANALYTICS_FIGURE_UNITS: Record<AnalyticsFigure, MetricUnit> = {
  sessions: '回',
  cv1: '件',
  cv2: '件',
  cv3: '件',
  cv: '件',
  cvr: '%',
  transactions: '件',
  contract_rate: '%',
  revenue: '円',
  average_order_value: '円',
};

type FigureRow = Pick<AnalyticsMonth, 'month' | 'sessions' | 'cv1' | 'cv2' | 'cv3' | 'transactions' | 'revenue'>;

function sum(values: readonly (number | null)[]): number | null {
  let total: number | null = null;
  for (const value of values) if (value !== null) total = (total ?? 0) + value;
  return total;
}

/** Σ numerator / Σ denominator over the rows that know both; null when none does or Σ denominator ≤ 0. */
function ratioOfSums(pairs: readonly [number | null, number | null][]): number | null {
  let above = 0;
  let below = 0;
  let any = false;
  for (const [numerator, denominator] of pairs) {
    if (numerator === null || denominator === null) continue;
    above += numerator;
    below += denominator;
    any = true;
  }
  return any && below > 0 ? above / below : null;
}

function analyticsFigures(
  rows: readonly FigureRow[],
  cvSlot: ConversionSlot | null,
): Record<AnalyticsFigure, number | null> {
  const cv = rows.map((row) => conversions(row, cvSlot));
  const cvr = ratioOfSums(rows.map((row, i) => [cv[i] ?? null, row.sessions]));
  const contractShare = ratioOfSums(rows.map((row, i) => [row.transactions, cv[i] ?? null]));
  return {
    sessions: sum(rows.map((row) => row.sessions)),
    cv1: sum(rows.map((row) => row.cv1)),
    cv2: sum(rows.map((row) => row.cv2)),
    cv3: sum(rows.map((row) => row.cv3)),
    cv: sum(cv),
    cvr: cvr === null ? null : cvr * 100,
    transactions: sum(rows.map((row) => row.transactions)),
    // As periodTotals: more contracts than the chosen conversion (another path to a contract) still
    // cannot make a rate above 100 %.
    contract_rate: contractShare === null ? null : Math.min(100, contractShare * 100),
    revenue: sum(rows.map((row) => row.revenue)),
    average_order_value: ratioOfSums(rows.map((row) => [row.revenue, row.transactions])),
  };
}

export function baseValuesForMonths(input: {
  metrics: readonly MetricDefinition[];
  months: readonly string[];
  analytics: readonly FigureRow[];
  cvSlot: ConversionSlot | null;
  /** Typed values: metric id → month → value. */
  manual: ReadonlyMap<number, ReadonlyMap<string, number>>;
}): Map<number, number | null> {
  const wanted = new Set(input.months);
  let figures: Record<AnalyticsFigure, number | null> | null = null;
  const values = new Map<number, number | null>();
  for (const metric of input.metrics) {
    const source = metric.source;
    if (source.kind === 'analytics') {
      figures ??= analyticsFigures(
        input.analytics.filter((row) => wanted.has(row.month)),
        input.cvSlot,
      );
      values.set(metric.id, figures[source.figure]);
    } else if (source.kind === 'manual') {
      const typed = input.manual.get(metric.id);
      let total: number | null = null;
      let count = 0;
      for (const month of input.months) {
        const value = typed?.get(month);
        if (value === undefined) continue;
        total = (total ?? 0) + value;
        count += 1;
      }
      values.set(metric.id, total === null ? null : metric.unit === '%' ? total / count : total);
    }
  }
  return values;
}
