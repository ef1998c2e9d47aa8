import type { StatusClass } from '../admin/masters.js';

/** The phases of a measure's schedule (product.md §3.5 status table rows). */
export const schedulePhases = ['preparation', 'confirmation', 'verification', 'completion'] as const;
export type SchedulePhase = (typeof schedulePhases)[number];
export const schedulePhaseLabels: Record<SchedulePhase, string> = {
  preparation: '準備',
  confirmation: '確認',
  verification: '検証',
  completion: '完了',
};

/** The status classes in the order a measure goes through them. */
const progress: StatusClass[] = ['not', 'prep', 'now', 'check', 'ver', 'result', 'comp'];

/** The status class a measure reaches when a phase is behind it. */
const doneAt: Record<SchedulePhase, StatusClass> = {
  preparation: 'check',
  confirmation: 'ver',
  verification: 'result',
  completion: 'comp',
};

/**
 * A phase is overdue when its end (completion: its date) is before today and the measure has not
 * yet got past it. today is 'YYYY-MM-DD' in the user's time zone.
 */
export function isPhaseOverdue(
  phase: SchedulePhase,
  end: string | null,
  statusClass: StatusClass | null,
  today: string,
): boolean {
  if (!end || end >= today) return false;
  const reached = statusClass ? progress.indexOf(statusClass) : 0;
  return reached < progress.indexOf(doneAt[phase]);
}
