import type { TargetFigures } from '../analytics/targets.js';
import type { AnalyticsFigure, MetricDirection } from './model.js';

/** 達成 from 100 %, もう少し from 80 %: the colours of achievement on the tree. */
export const ACHIEVEMENT_GOOD_PERCENT = 100;
export const ACHIEVEMENT_FAIR_PERCENT = 80;

/**
 * Achievement in percent, counted in the metric's good direction: actual / target when higher is
 * better, target / actual when lower is (a cost of 80 against a target of 100 is 125 %). null
 * without either figure or when the divisor is not positive — a ratio to zero or a negative figure
 * says nothing.
 */
export function achievement(
  actual: number | null,
  target: number | null,
  direction: MetricDirection,
): { percent: number; level: 'good' | 'fair' | 'poor' } | null {
  if (actual === null || target === null) return null;
  const [numerator, divisor] = direction === 'higher' ? [actual, target] : [target, actual];
  if (!(divisor > 0)) return null;
  const percent = (numerator / divisor) * 100;
  if (!Number.isFinite(percent)) return null;
  const level = percent >= ACHIEVEMENT_GOOD_PERCENT ? 'good' : percent >= ACHIEVEMENT_FAIR_PERCENT ? 'fair' : 'poor';
  return { percent, level };
}

/**
 * The project's client target that applies to an analytics figure (issue 35 §2): sales, contracts,
 * conversions and the contract rate are targeted there; the other figures have no client target
 * and take a per-metric target instead.
 */
export function clientTargetFigure(
  figure: AnalyticsFigure,
  target: Pick<TargetFigures, 'target_sales' | 'target_contract_cnt' | 'target_cv_cnt' | 'contract_rate'>,
): number | null {
  switch (figure) {
    case 'revenue':
      return target.target_sales;
    case 'transactions':
      return target.target_contract_cnt;
    case 'cv':
      return target.target_cv_cnt;
    case 'contract_rate':
      return target.contract_rate;
    default:
      return null;
  }
}
