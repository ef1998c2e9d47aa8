import { parentKindOf, type MoveNodeRequest } from '@kaizen/domain';
import type { DragNode, DropTarget } from './types';

/** What a drop does: a move, a new KPI from an inbox task, or nothing. */
export type DropPlan =
  { type: 'move'; request: MoveNodeRequest } | { type: 'new-kpi'; taskId: number } | { type: 'none' };

/**
 * Turns a drop into a call (product.md §4 tree moves): on a sibling of the same kind it takes that sibling's place
 * (reorder or move across parents); on a node of the parent kind it goes into it (the server
 * refuses a parent that already has children, except for an inbox task); on itself, nothing.
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
      return isTask && !(dragged.taskGroup === 'kpi' && dragged.parentId === target.kpiId)
        ? { type: 'move', request: { kind: 'task', id: dragged.id, group: 'kpi', parent_id: target.kpiId } }
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
      if (dragged.kind !== 'kpi' && parentKindOf[dragged.kind] === over.kind) {
        if (dragged.parentId === over.id && (dragged.kind !== 'task' || dragged.taskGroup === 'kpi'))
          return { type: 'none' };
        const request: MoveNodeRequest = { kind: dragged.kind, id: dragged.id, parent_id: over.id };
        return { type: 'move', request: isTask ? { ...request, group: 'kpi' } : request };
      }
      return { type: 'none' };
    }
  }
}
