import type { NodeKind } from '@kaizen/domain';

/** Where each kind of node lives: its table, its title column and the column naming its parent. */
export const nodeTables = {
  kpi: { table: 'kpis', title: 'kpi', parent: null },
  task: { table: 'tasks', title: 'task', parent: 'project_kpi_id' },
  factor: { table: 'factors', title: 'factor', parent: 'task_id' },
  hypothesis: { table: 'hypotheses', title: 'hypothesis', parent: 'factor_id' },
  measure: { table: 'measures', title: 'measure', parent: 'hypothesis_id' },
  work: { table: 'works', title: 'work', parent: 'hypothesis_id' },
} as const satisfies Record<NodeKind, { table: string; title: string; parent: string | null }>;

/** What every kind of node has, read the same way from each table. */
export interface NodeRow {
  id: number;
  project_id: number;
  parent_id: number | null;
  index_num: number;
  is_deleted: number;
  /** Tasks only: 1 in the non-KPI group. */
  is_non_kpi: number;
  /** Measures only: whether client users see it (other kinds read 1). */
  is_show: number;
}
