import { inclusiveDays } from '../management/date-range.js';
import { monthPeriod } from '../monthly-reports/template.js';
import { conversions, type AnalyticsMonth } from './figures.js';
import type { ConversionSlot } from './settings.js';

/** What the planner takes from the project's analytics: the CVR and the users a day of recent months. */
export interface PlanBaseline {
  /** Conversions ÷ sessions over the months, in percent (three decimals), as the planner's field reads. */
  cvrPercent: number;
  /** Sessions ÷ the months' days, rounded. */
  dailyUsers: number;
  /** The first and last month read ('YYYY-MM'). */
  from: string;
  to: string;
}

function daysIn(month: string): number {
  const { start, end } = monthPeriod(month);
  return inclusiveDays(start, end) ?? 0;
}

/**
 * Issue 32 §4: the baseline of a test plan from the project's measured months — the last `count`
 * months before `beforeMonth` that have sessions and conversions (the project's chosen conversion, or
 * all three summed), read as one period. Null when no such month is stored.
 */
export function planBaselineFromMonths(
  months: readonly Pick<AnalyticsMonth, 'month' | 'sessions' | 'cv1' | 'cv2' | 'cv3'>[],
  slot: ConversionSlot | null,
  beforeMonth: string,
  count = 3,
): PlanBaseline | null {
  const measured = months
    .filter((m) => m.month < beforeMonth && (m.sessions ?? 0) > 0 && conversions(m, slot) !== null)
    .sort((a, b) => b.month.localeCompare(a.month))
    .slice(0, count);
  const last = measured[0];
  const first = measured[measured.length - 1];
  if (!last || !first) return null;
  let sessions = 0;
  let cv = 0;
  let days = 0;
  for (const month of measured) {
    sessions += month.sessions ?? 0;
    cv += conversions(month, slot) ?? 0;
    days += daysIn(month.month);
  }
  return {
    cvrPercent: Math.round((cv / sessions) * 100_000) / 1000,
    dailyUsers: Math.round(sessions / days),
    from: first.month,
    to: last.month,
  };
}
