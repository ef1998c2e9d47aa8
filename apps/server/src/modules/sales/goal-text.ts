import type { SalesGoalTarget } from '@kaizen/domain';

export interface GoalValues {
  purpose: string;
  kgi: string;
  start_line: string | null;
  dead_line: string | null;
}

const NOT_SET = '（未設定）';
const slashed = (date: string) => date.replaceAll('-', '/');

/**
 * How one goal reads in the change history: the 目標 text, or the KGI with its period, as
 * 「売上1.2億円（2026/04/01〜2027/03/31）」. An empty goal reads （未設定）.
 */
export function goalText(target: SalesGoalTarget, goal: GoalValues): string {
  if (target === '目標') return goal.purpose.trim() === '' ? NOT_SET : goal.purpose;
  const period = goal.start_line && goal.dead_line ? `（${slashed(goal.start_line)}〜${slashed(goal.dead_line)}）` : '';
  if (goal.kgi === '' && period === '') return NOT_SET;
  return `${goal.kgi || NOT_SET}${period}`;
}
