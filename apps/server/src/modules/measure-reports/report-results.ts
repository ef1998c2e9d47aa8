import { cvrIncrease, indicatorFigureIssues, indicatorUnit, type MasterItem } from '@kaizen/domain';
import { AppError } from '../../lib/app-error.js';
import type { StoredResultFigures } from './measure-reports.repository.js';

type SentFigures = { [K in keyof StoredResultFigures]?: StoredResultFigures[K] | undefined };

const sentOr = <T>(sent: T | undefined, stored: T): T => (sent === undefined ? stored : sent);

/**
 * The results a save leaves (what was sent over what is stored): 現状値 and 目標値 must be plausible for
 * the indicator (a rate at most 100 %), and CVR上昇率 follows them whenever either is sent. Nothing is
 * checked when the save touches none of the three, so an old out-of-range figure never blocks other edits.
 */
export function resultColumns(
  sent: SentFigures,
  stored: StoredResultFigures,
  improvements: readonly Pick<MasterItem, 'id' | 'name'>[],
): { cvr_increase?: number | null } {
  if (
    sent.improvement === undefined &&
    sent.current_improvement === undefined &&
    sent.porpose_improvement === undefined
  ) {
    return {};
  }
  const improvement = sentOr(sent.improvement, stored.improvement);
  const current = sentOr(sent.current_improvement, stored.current_improvement);
  const goal = sentOr(sent.porpose_improvement, stored.porpose_improvement);
  const unit = indicatorUnit(improvements.find((item) => item.id === improvement)?.name);
  const [issue] = indicatorFigureIssues(unit, { current_improvement: current, porpose_improvement: goal });
  if (issue) throw AppError.badInput(issue.field, issue.message);
  if (sent.current_improvement === undefined && sent.porpose_improvement === undefined) return {};
  return { cvr_increase: cvrIncrease(current, goal) };
}
