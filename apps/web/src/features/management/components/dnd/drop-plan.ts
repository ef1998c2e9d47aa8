import { mayDropIntoParent, parentKindOf, type ChildKind, type MoveNodeRequest } from '@kaizen/domain';
import type { DragNode, DropTarget } from './types';

/** What a drop does: a move, a new KPI from an inbox task, or nothing. */
export type DropPlan =
  { type: 'move'; request: MoveNodeRequest } | { type: 'new-kpi'; taskId: number } | { type: 'none' };

/**
 * A drop onto a parent node (a tree row, or a KPI row of the table). Into it when the shared rule
 * allows; otherwise at the nearest place the rule allows, before its first child (right under the
 * row the pointer is on), so the screen never offers a drop the server refuses.
 */
function planIntoParent(dragged: DragNode & { kind: ChildKind }, parentId: number, hasChildren: boolean): DropPlan {
  const isTask = dragged.kind === 'task';
  const into = mayDropIntoParent({
    parentHasChildren: hasChildren,
    fromInbox: isTask && dragged.taskGroup === 'inbox',
    ontoGroupList: false,
  });
  const request: MoveNodeRequest = {
    kind: dragged.kind,
    id: dragged.id,
    parent_id: parentId,
    ...(into ? {} : { index: 1 }),
  };
  return { type: 'move', request: isTask ? { ...request, group: 'kpi' } : request };
}

/**
 * Turns a drop into a call (product.md §4 tree moves): on a sibling of the same kind it takes that sibling's place
 * (reorder or move across parents); on a node of the parent kind it goes into it, or before its first
 * child when it already has children (see planIntoParent); on itself, nothing.
 * An inbox task on a KPI row joins that KPI, on the non-KPI group becomes non-KPI, on empty space
 * becomes a new KPI's task.
 */
export function planDrop(dragged: DragNode, target: DropTarget): DropPlan {
  const isTask = dragged.kind === 'task';
  switch (target.type) {
    case 'new-kpi-zone':
      return isTask ? { type: 'new-kpi', taskId: dragged.id } : { type: 'none' };
    case 'non-kpi-zone':
      return isTask && dragged.taskGroup !== 'non_kpi'
        ? { type: 'move', request: { kind: 'task', id: dragged.id, group: 'non_kpi' } }
        : { type: 'none' };
    case 'kpi-row':
      return dragged.kind === 'task' && !(dragged.taskGroup === 'kpi' && dragged.parentId === target.kpiId)
        ? planIntoParent({ ...dragged, kind: 'task' }, target.kpiId, target.hasChildren)
        : { type: 'none' };
    case 'node': {
      const over = target.node;
      if (over.kind === dragged.kind) {
        if (over.id === dragged.id) return { type: 'none' };
        const request: MoveNodeRequest = { kind: dragged.kind, id: dragged.id, index: over.index };
        if (dragged.kind === 'kpi') return { type: 'move', request };
        if (dragged.kind === 'task') {
          const group = over.taskGroup ?? 'kpi';
          return {
            type: 'move',
            request: { ...request, group, ...(group === 'kpi' ? { parent_id: over.parentId } : {}) },
          };
        }
        return { type: 'move', request: { ...request, parent_id: over.parentId } };
      }
      const kind = dragged.kind;
      if (kind !== 'kpi' && parentKindOf[kind] === over.kind) {
        if (dragged.parentId === over.id && (kind !== 'task' || dragged.taskGroup === 'kpi')) return { type: 'none' };
        return planIntoParent({ ...dragged, kind }, over.id, target.hasChildren);
      }
      return { type: 'none' };
    }
  }
}

/** Whether a target under the pointer shows itself as a place to drop: only when the drop would do something. */
export function offersDrop(dragged: DragNode | undefined, target: DropTarget): boolean {
  return dragged !== undefined && planDrop(dragged, target).type !== 'none';
}
