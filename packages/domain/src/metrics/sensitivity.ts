import { metricDrivers } from './decompose.js';
import { frameEvaluator, metricsById } from './evaluate.js';
import type { MetricDefinition } from './model.js';

/** One driver improved by the rate in its good direction, the rest as they were, and what the KGI does. */
export interface SensitivityRow {
  metric_id: number;
  value: number;
  improved: number;
  kgi_change: number;
}

/**
 * 「各指標を10%改善するとKGIは」 (issue 35 §3): each driver of the KGI — the measured and typed metrics
 * its formulas reach — raised by the rate when higher is better or lowered by it when lower is,
 * with every metric above it computed again. Ranked by how much the KGI improves in its own good
 * direction; a driver without a value, or whose change leaves the KGI without one, is left out.
 */
export function sensitivity(
  metrics: readonly MetricDefinition[],
  kgiId: number,
  values: ReadonlyMap<number, number | null>,
  rate = 0.1,
): SensitivityRow[] {
  const byId = metricsById(metrics);
  const kgi = byId.get(kgiId);
  if (!kgi) return [];
  const before = frameEvaluator(metrics, values)(kgiId).value;
  if (before === null) return [];
  const rows: SensitivityRow[] = [];
  for (const id of metricDrivers(metrics, kgiId)) {
    const driver = byId.get(id);
    const value = values.get(id) ?? null;
    if (!driver || value === null) continue;
    const improved = value * (driver.direction === 'higher' ? 1 + rate : 1 - rate);
    const after = frameEvaluator(metrics, values, new Map([[id, improved]]))(kgiId).value;
    if (after === null) continue;
    rows.push({ metric_id: id, value, improved, kgi_change: after - before });
  }
  const better = kgi.direction === 'higher' ? 1 : -1;
  return rows.sort((a, b) => better * (b.kgi_change - a.kgi_change));
}
