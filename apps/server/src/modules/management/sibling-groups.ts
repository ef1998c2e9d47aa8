import type { NodeKind } from '@kaizen/domain';

/** A task sits under a KPI, in the non-KPI group, or in the inbox (unorganised). */
export type TaskGroup = 'kpi' | 'non_kpi' | 'inbox';

/** A sibling group: the nodes of one kind under one parent (tasks: under a KPI, non-KPI, or inbox). */
export interface SiblingGroup {
  kind: NodeKind;
  projectId: number;
  parentId: number | null;
  taskGroup?: TaskGroup;
}
