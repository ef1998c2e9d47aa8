import type { AnalyticsMonth } from '../analytics/figures.js';

/** A stored month of analytics figures for a test: nothing measured but what it gives, imported by CSV. */
export function analyticsMonthOf(month: string, figures: Partial<Omit<AnalyticsMonth, 'month'>> = {}): AnalyticsMonth {
  return {
    month,
    sessions: null,
    cv1: null,
    cv2: null,
    cv3: null,
    transactions: null,
    revenue: null,
    source: 'csv',
    fetched_at: '2026-11-01T00:00:00.000Z',
    fetched_by_name: null,
    ...figures,
  };
}
