import { isPhaseOverdue, type MasterItem } from '@kaizen/domain';
import dayjs from 'dayjs';

/**
 * Whether a 期限 has passed on an open item: before today and the status not yet 完了 (a work, with
 * no status, is open until deleted) — the status table's rule for a completion date.
 */
export function isOverdue(deadLine: string | null, status: number | null, statuses: MasterItem[]): boolean {
  const statusClass = statuses.find((s) => s.id === status)?.class ?? null;
  return isPhaseOverdue('completion', deadLine, statusClass, dayjs().format('YYYY-MM-DD'));
}
