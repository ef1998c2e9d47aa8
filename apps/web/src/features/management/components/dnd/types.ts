import type { NodeKind } from '@kaizen/domain';

/** Where a node sits: a task under a KPI, in the non-KPI group, or in the inbox (unorganised). */
export type TaskGroup = 'kpi' | 'non_kpi' | 'inbox';

/** What is being dragged: one node, with where it sits now. */
export interface DragNode {
  type: 'node';
  kind: NodeKind;
  id: number;
  title: string;
  /** The parent's id (a task's KPI); null for KPIs and for tasks outside a KPI. */
  parentId: number | null;
  taskGroup?: TaskGroup;
  /** 1-based position among its siblings. */
  index: number;
}

/**
 * What it can be dropped on:
 * - a node row of the tree or the inbox (same kind: take its place; its parent kind: go into it);
 * - a row of the KPI table (an inbox task joins that row's KPI) or the non-KPI table;
 * a parent target says whether it has children, which decides whether a drop may go into it;
 * - the non-KPI group; the empty space that makes a new KPI holding the task.
 */
export type DropTarget =
  | { type: 'node'; node: DragNode; hasChildren: boolean }
  | { type: 'kpi-row'; kpiId: number; hasChildren: boolean }
  | { type: 'non-kpi-zone' }
  | { type: 'new-kpi-zone' };

export const dragId = (node: Pick<DragNode, 'kind' | 'id'>) => `drag-${node.kind}-${node.id}`;
