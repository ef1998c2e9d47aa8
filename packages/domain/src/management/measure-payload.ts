import { normalizeDateRange } from './date-range.js';

export interface MeasureDraft {
  measure: string;
  status: number | null;
  importance: number | null;
  urgency: number | null;
  priority: number | null;
  verification: number | null;
  verification_start_date: string | null;
  verification_end_date: string | null;
  conversion_rate: number | null;
  expected_uplift: number | null;
}

/**
 * The body that saves a whole measure (product.md §5 missing masters): a missing importance, urgency, priority or
 * verification is sent as 0, and the verification period goes as both dates or both empty.
 */
export function measureSavePayload(draft: MeasureDraft) {
  const period = normalizeDateRange(draft.verification_start_date, draft.verification_end_date);
  return {
    measure: draft.measure.trim(),
    status: draft.status,
    importance: draft.importance ?? 0,
    urgency: draft.urgency ?? 0,
    priority: draft.priority ?? 0,
    verification: draft.verification ?? 0,
    verification_start_date: period.start,
    verification_end_date: period.end,
    conversion_rate: draft.conversion_rate,
    expected_uplift: draft.expected_uplift,
  };
}
