import { frameEvaluator, metricsById } from './evaluate.js';
import type { MetricDefinition } from './model.js';

/**
 * A measure's projected effect on the KGI (issue 35 §4, decisions/0044): over each month of the
 * baseline (the twelve months before adoption), the metric the measure improves is multiplied by
 * (1 + uplift / 100) and everything above it computed again; the KGI's changes are summed over the
 * months — averaged for a % KGI, whose months do not add up. Months where the KGI has no value
 * either way are left out; null when none is left.
 */
export function projectUplift(
  metrics: readonly MetricDefinition[],
  kgiId: number,
  baselineMonths: readonly ReadonlyMap<number, number | null>[],
  metricId: number,
  upliftPercent: number,
): number | null {
  const kgi = metricsById(metrics).get(kgiId);
  if (!kgi) return null;
  const factor = 1 + upliftPercent / 100;
  let total = 0;
  let counted = 0;
  for (const base of baselineMonths) {
    const valueOf = frameEvaluator(metrics, base);
    const [before, driver] = [valueOf(kgiId).value, valueOf(metricId).value];
    if (before === null || driver === null) continue;
    const after = frameEvaluator(metrics, base, new Map([[metricId, driver * factor]]))(kgiId).value;
    if (after === null) continue;
    total += after - before;
    counted += 1;
  }
  if (counted === 0) return null;
  return kgi.unit === '%' ? total / counted : total;
}
