import { fetchPeriodProblem, type AnalyticsSettings } from '@kaizen/domain';
import { periodError, type Period } from './period';

export const fetchNotReadyReason = 'アナリティクス設定でプロパティIDとサービスアカウントキーを設定すると取得できます';

/**
 * Whether Googleアナリティクスから取得 can be pressed for the period, and why not: the settings lack a
 * property or a key, the period is reversed, or the server would refuse it (longer than
 * MAX_FETCH_MONTHS, or ending after the current month in Japan). No reason while the settings load.
 */
export function fetchBlock(
  settings: Pick<AnalyticsSettings, 'property_id' | 'key'> | undefined,
  period: Period,
  currentMonth: string,
): { disabled: boolean; reason: string | null } {
  if (!settings) return { disabled: true, reason: null };
  if (settings.property_id === '' || !settings.key.is_set) return { disabled: true, reason: fetchNotReadyReason };
  const reversed = periodError(period);
  if (reversed) return { disabled: true, reason: reversed };
  const problem = fetchPeriodProblem(period.from, period.to, currentMonth);
  return problem ? { disabled: true, reason: problem.message } : { disabled: false, reason: null };
}
