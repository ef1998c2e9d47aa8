import { isPhaseOverdue, type SchedulePhase, type StatusClass, type StatusTableRow } from '@kaizen/domain';
import dayjs from 'dayjs';

export interface TimelineSpan {
  phase: SchedulePhase;
  /** Percent of the timeline's width. */
  left: number;
  width: number;
  overdue: boolean;
}

export interface TimelineScale {
  start: string;
  end: string;
  /** Where today falls (percent), or null when outside the scale. */
  today: number | null;
}

const days = (from: string, to: string) => dayjs(to).diff(dayjs(from), 'day');

/** The date range every row's bars are drawn against: all dates of all rows, padded a day each side. */
export function timelineScale(rows: StatusTableRow[], today: string): TimelineScale | null {
  const dates = rows
    .flatMap((r) => [...r.preparation, ...r.confirmation, ...r.verification, r.completion])
    .filter((d): d is string => Boolean(d));
  if (dates.length === 0) return null;
  const sorted = [...dates].sort();
  const start = dayjs(sorted[0]).subtract(1, 'day').format('YYYY-MM-DD');
  const end = dayjs(sorted[sorted.length - 1])
    .add(1, 'day')
    .format('YYYY-MM-DD');
  const total = days(start, end);
  const position = (days(start, today) / total) * 100;
  return { start, end, today: position >= 0 && position <= 100 ? position : null };
}

/** A row's phases as bars on the scale; a completion date is a one-day bar. Overdue per the schedule rules. */
export function timelineSpans(
  row: StatusTableRow,
  scale: TimelineScale,
  statusClass: StatusClass | null,
  today: string,
): TimelineSpan[] {
  const total = days(scale.start, scale.end);
  const ranges: [SchedulePhase, string | null, string | null][] = [
    ['preparation', row.preparation[0], row.preparation[1]],
    ['confirmation', row.confirmation[0], row.confirmation[1]],
    ['verification', row.verification[0], row.verification[1]],
    ['completion', row.completion, row.completion],
  ];
  return ranges
    .filter((r): r is [SchedulePhase, string, string] => Boolean(r[1] && r[2]))
    .map(([phase, from, to]) => ({
      phase,
      left: (days(scale.start, from) / total) * 100,
      width: Math.max(((days(from, to) + 1) / total) * 100, 0.8),
      overdue: isPhaseOverdue(phase, to, statusClass, today),
    }));
}
