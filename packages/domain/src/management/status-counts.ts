import type { KpiNode, MeasureNode, TaskNode } from './nodes.js';

export interface StatusCounts {
  kpi: Map<number | null, number>;
  task: Map<number | null, number>;
  measure: Map<number | null, number>;
}

function tally(map: Map<number | null, number>, status: number | null) {
  map.set(status, (map.get(status) ?? 0) + 1);
}

/** How many KPIs, tasks and measures are in each status (null = none set), for the project overview. */
export function statusCounts(kpis: KpiNode[], nonKpiTasks: TaskNode[]): StatusCounts {
  const counts: StatusCounts = { kpi: new Map(), task: new Map(), measure: new Map() };
  const countMeasures = (measures: MeasureNode[]) => measures.forEach((m) => tally(counts.measure, m.status));
  const countTask = (task: TaskNode) => {
    tally(counts.task, task.status);
    task.factor.forEach((f) => f.hypothesis.forEach((h) => countMeasures(h.measure)));
  };
  for (const kpi of kpis) {
    tally(counts.kpi, kpi.status);
    kpi.problem.forEach(countTask);
  }
  nonKpiTasks.forEach(countTask);
  return counts;
}
