import type { FactorNode, HypothesisNode, KpiNode, MeasureNode, TaskNode, WorkNode } from './nodes.js';

export const mergedLevels = ['kpi', 'task', 'factor', 'hypothesis'] as const;
export type MergedLevel = (typeof mergedLevels)[number];

/**
 * One row of the flat table (product.md §3.4): a path from a KPI (or a non-KPI task) down to a measure and a
 * work. A hypothesis's measures and works sit side by side, so it spans as many rows as the longer
 * list; a node with nothing under it still has its row.
 */
export interface FlatRow {
  key: string;
  kpi: KpiNode | null;
  task: TaskNode | null;
  factor: FactorNode | null;
  hypothesis: HypothesisNode | null;
  measure: MeasureNode | null;
  work: WorkNode | null;
  /** This row starts the merged cell of that level (draw it here). */
  starts: Record<MergedLevel, boolean>;
  /** How many rows the merged cell covers, counted from the row that starts it (0 elsewhere). */
  spans: Record<MergedLevel, number>;
}

type Path = Omit<FlatRow, 'key' | 'starts' | 'spans'>;
const emptyPath: Path = { kpi: null, task: null, factor: null, hypothesis: null, measure: null, work: null };

function hypothesisPaths(hypothesis: HypothesisNode): Path[] {
  const count = Math.max(hypothesis.measure.length, hypothesis.work.length, 1);
  return Array.from({ length: count }, (_, i) => ({
    ...emptyPath,
    hypothesis,
    measure: hypothesis.measure[i] ?? null,
    work: hypothesis.work[i] ?? null,
  }));
}

function factorPaths(factor: FactorNode): Path[] {
  const below = factor.hypothesis.flatMap(hypothesisPaths);
  return (below.length ? below : [emptyPath]).map((path) => ({ ...path, factor }));
}

function taskPaths(task: TaskNode): Path[] {
  const below = task.factor.flatMap(factorPaths);
  return (below.length ? below : [emptyPath]).map((path) => ({ ...path, task }));
}

function kpiPaths(kpi: KpiNode): Path[] {
  const below = kpi.problem.flatMap(taskPaths);
  return (below.length ? below : [emptyPath]).map((path) => ({ ...path, kpi }));
}

function withMerges(paths: Path[]): FlatRow[] {
  const rows: FlatRow[] = paths.map((path, i) => ({
    ...path,
    key: [path.kpi?.id, path.task?.id, path.factor?.id, path.hypothesis?.id, i].map((id) => id ?? 0).join('-'),
    starts: { kpi: false, task: false, factor: false, hypothesis: false },
    spans: { kpi: 0, task: 0, factor: 0, hypothesis: 0 },
  }));
  for (const level of mergedLevels) {
    let start = 0;
    for (let i = 1; i <= rows.length; i += 1) {
      const current = rows[i];
      const first = rows[start];
      if (!first) break;
      // A group continues while the node at this level — and every level above — stays the same.
      const sameGroup =
        current !== undefined &&
        mergedLevels
          .slice(0, mergedLevels.indexOf(level) + 1)
          .every((l) => current[l] !== null && current[l] === first[l]);
      if (!sameGroup) {
        // An empty cell (no node at this level) starts no merged group.
        if (first[level] !== null) {
          first.starts[level] = true;
          first.spans[level] = i - start;
        }
        start = i;
      }
    }
  }
  return rows;
}

/** The KPI table: one row per path under each KPI, merged cells marked. */
export function flattenKpis(kpis: KpiNode[]): FlatRow[] {
  return withMerges(kpis.flatMap(kpiPaths));
}

/** The non-KPI table: the same, starting at the task. */
export function flattenTasks(tasks: TaskNode[]): FlatRow[] {
  return withMerges(tasks.flatMap(taskPaths));
}
