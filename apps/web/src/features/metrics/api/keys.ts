import type { MetricComparison } from '@kaizen/domain';

/** Every query key of the metrics feature: a project's metrics, and its tree's figures for a period. */
export const metricKeys = {
  all: ['metrics'] as const,
  ofProject: (projectId: number) => ['metrics', projectId] as const,
  list: (projectId: number) => ['metrics', projectId, 'list'] as const,
  months: (projectId: number, metricId: number) => ['metrics', projectId, 'months', metricId] as const,
  tree: (projectId: number, month: string | undefined, comparison: MetricComparison) =>
    ['metrics', projectId, 'tree', month ?? 'latest', comparison] as const,
};
