import type { MetricContribution } from '@kaizen/domain';

export interface WaterfallBar {
  key: string;
  kind: 'total' | 'step';
  metricId: number | null;
  /** The bar's span on the value axis: from → to (a step goes down when to < from). */
  from: number;
  to: number;
}

/** The bars of the waterfall: the base period's KGI, each driver's step from where the last ended, the current KGI. */
export function waterfallBars(contribution: MetricContribution): WaterfallBar[] {
  const bars: WaterfallBar[] = [{ key: 'base', kind: 'total', metricId: null, from: 0, to: contribution.base }];
  let level = contribution.base;
  for (const step of contribution.steps) {
    bars.push({
      key: `step-${step.metric_id}`,
      kind: 'step',
      metricId: step.metric_id,
      from: level,
      to: level + step.amount,
    });
    level += step.amount;
  }
  bars.push({ key: 'current', kind: 'total', metricId: null, from: 0, to: contribution.current });
  return bars;
}
