import { needPriorityLabels, needStatusLabels, type NeedPriority, type NeedStatus } from '@kaizen/domain';
import dayjs from 'dayjs';

/** A date as the screens show it: 2026/11/24. */
export const formatDay = (value: string) => dayjs(value).format('YYYY/MM/DD');

/** A period: "2026/04/01 〜 2027/03/31", one side of it, or null when neither is set. */
export function formatPeriod(start: string | null, end: string | null): string | null {
  if (!start && !end) return null;
  return `${start ? formatDay(start) : ''} 〜 ${end ? formatDay(end) : ''}`.trim();
}

export const priorityColors: Record<NeedPriority, string> = { 1: 'red', 2: 'yellow', 3: 'gray' };
export const needStatusColors: Record<NeedStatus, string> = { 1: 'gray', 2: 'blue', 3: 'teal' };

export const priorityOptions = ([1, 2, 3] as const).map((p) => ({ value: String(p), label: needPriorityLabels[p] }));
export const statusOptions = ([1, 2, 3] as const).map((s) => ({ value: String(s), label: needStatusLabels[s] }));
