import type { MetricComparison } from './model.js';

/** The month `count` months before 'YYYY-MM' (negative: after). */
export function monthsBefore(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending with `last`, oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthsBefore(last, count - 1 - i));
}

/**
 * The two periods a comparison preset sets side by side (issue 35 §2), oldest month first:
 * this month against the one before, against the same month a year earlier, or the three months up
 * to this one against the three before them.
 */
export function comparisonPeriods(month: string, comparison: MetricComparison): { base: string[]; current: string[] } {
  switch (comparison) {
    case 'previous_month':
      return { base: [monthsBefore(month, 1)], current: [month] };
    case 'previous_year':
      return { base: [monthsBefore(month, 12)], current: [month] };
    case 'three_months':
      return { base: monthsEndingWith(monthsBefore(month, 3), 3), current: monthsEndingWith(month, 3) };
  }
}
