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

/** A task sits under a KPI, in the non-KPI group, or in the inbox (unorganised). */
export type TaskGroup = 'kpi' | 'non_kpi' | 'inbox';

/** A sibling group: the nodes of one kind under one parent (tasks: under a KPI, non-KPI, or inbox). */
export interface SiblingGroup {
  kind: NodeKind;
  projectId: number;
  parentId: number | null;
  taskGroup?: TaskGroup;
}
