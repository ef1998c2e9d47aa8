import {
  managementMessages,
  mayDropIntoParent,
  newKpiDefaults,
  parentKindOf,
  STATUS_OF_PLACED_TASK,
  type MoveNodeRequest,
  type NodeKind,
} from '@kaizen/domain';
import type { NodeRow } from '../../db/node-tables.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import {
  findLiveNode,
  isUnderDeletedNode,
  requireNode,
  requireNodeToRestore,
  requireParent,
} from '../access/access.service.js';
import { findKgi } from './kgi.repository.js';
import { recordNodeAction } from './node-history.service.js';
import { insertNode } from './node-writes.repository.js';
import { groupOf, nextIndex, placeAt, renumber, setDeleted, setParent, siblingIds } from './nodes.repository.js';
import type { SiblingGroup } from './sibling-groups.js';

const sameGroup = (a: SiblingGroup, b: SiblingGroup) =>
  a.kind === b.kind && a.parentId === b.parentId && a.taskGroup === b.taskGroup;

/**
 * Puts a node into a sibling group at a 1-based position (the end when none) and renumbers the
 * group it left and the group it joined from 1. A task placed under a KPI or into the non-KPI
 * group from elsewhere becomes 着手中 (product.md §4 defaults). Runs inside the caller's transaction.
 */
export async function moveInto(
  db: Db,
  kind: NodeKind,
  row: NodeRow,
  target: SiblingGroup,
  index: number | undefined,
): Promise<void> {
  // Where it is now, under the project's lock: the row the caller read before may be stale.
  const from = groupOf(kind, (await findLiveNode(db, kind, row.id)) ?? row);
  const placedTask = kind === 'task' && target.taskGroup !== 'inbox';
  await setParent(db, kind, row.id, target, placedTask ? STATUS_OF_PLACED_TASK : undefined);
  await placeAt(db, target, row.id, index ?? Number.MAX_SAFE_INTEGER);
  await renumber(db, kind, await siblingIds(db, from));
}

async function targetGroup(db: Db, actor: Actor, req: MoveNodeRequest, row: NodeRow): Promise<SiblingGroup> {
  const base = { kind: req.kind, projectId: row.project_id };
  if (req.kind === 'kpi') return { ...base, parentId: null };
  if (req.kind === 'task') {
    const group = req.group ?? 'kpi';
    if (group !== 'kpi') return { ...base, parentId: null, taskGroup: group };
  }
  const parentKind = parentKindOf[req.kind];
  const parent = await requireParent(db, actor, parentKind, req.parent_id as number, 'parent_id');
  if (parent.project_id !== row.project_id) throw AppError.badInput('parent_id', managementMessages.otherProject);
  return { ...base, parentId: parent.id, ...(req.kind === 'task' ? { taskGroup: 'kpi' as const } : {}) };
}

/**
 * Drag and drop (product.md §4 tree moves): reorder among siblings, or move under another parent of the right kind.
 * Without an index the node was dropped on the parent itself, which only an empty parent takes — an
 * inbox task excepted, which joins the KPI or the non-KPI group at the end. A drop that changes
 * nothing (on itself, where it already is) is ignored.
 */
export async function moveNode(db: Db, actor: Actor, req: MoveNodeRequest): Promise<{ moved: boolean }> {
  const { project_id: projectId } = await requireNode(db, actor, req.kind, req.id, 'edit');
  // Decided under the project's lock from the node and siblings as they are then: a move that ran
  // meanwhile may have put the node elsewhere.
  return projectTransaction(db, projectId, (trx) => moveUnderLock(trx, actor, req));
}

async function moveUnderLock(trx: Db, actor: Actor, req: MoveNodeRequest): Promise<{ moved: boolean }> {
  const row = await requireNode(trx, actor, req.kind, req.id, 'edit');
  const from = groupOf(req.kind, row);
  const target = await targetGroup(trx, actor, req, row);
  const others = (await siblingIds(trx, target)).filter((id) => id !== row.id);
  const fromInbox = req.kind === 'task' && from.taskGroup === 'inbox' && target.taskGroup !== 'inbox';

  if (sameGroup(from, target)) {
    if (req.index === undefined) return { moved: false };
    const current = (await siblingIds(trx, from)).indexOf(row.id) + 1;
    if (Math.min(req.index, others.length + 1) === current) return { moved: false };
    await placeAt(trx, target, row.id, req.index);
    await recordNodeAction(trx, actor, req.kind, row.id, 'move');
    return { moved: true };
  }
  const ontoGroupList = req.kind === 'task' && target.taskGroup !== 'kpi';
  if (
    req.index === undefined &&
    !mayDropIntoParent({ parentHasChildren: others.length > 0, fromInbox, ontoGroupList })
  ) {
    throw new AppError('conflict', managementMessages.parentHasChildren);
  }
  await moveInto(trx, req.kind, row, target, req.index);
  await recordNodeAction(trx, actor, req.kind, row.id, 'move');
  return { moved: true };
}

/** Soft delete: the node and everything under it leave the tree until undone. */
export async function deleteNode(db: Db, actor: Actor, kind: NodeKind, id: number) {
  const row = await requireNode(db, actor, kind, id, 'edit');
  await projectTransaction(db, row.project_id, async (trx) => {
    await setDeleted(trx, kind, id, true);
    await recordNodeAction(trx, actor, kind, id, 'delete');
  });
  return { kind, id };
}

/** Undo of a delete: back at the position it had, once its parent is there to hold it. */
export async function restoreNode(db: Db, actor: Actor, kind: NodeKind, id: number) {
  const row = await requireNodeToRestore(db, actor, kind, id);
  if (row.is_deleted !== 1) throw new AppError('conflict', managementMessages.notDeleted);
  // Its parent, or a node above it, is deleted: undo that first.
  if (await isUnderDeletedNode(db, kind, row)) throw new AppError('conflict', managementMessages.parentDeleted);
  await projectTransaction(db, row.project_id, async (trx) => {
    await setDeleted(trx, kind, id, false);
    await placeAt(trx, groupOf(kind, row), id, row.index_num);
    await recordNodeAction(trx, actor, kind, id, 'restore');
  });
  return { kind, id };
}

/** An inbox task dropped on empty space: a new KPI with an empty title (着手中) holding it, in one transaction. */
export async function createKpiFromTask(db: Db, actor: Actor, taskId: number) {
  const task = await requireNode(db, actor, 'task', taskId, 'edit');
  const kgi = await findKgi(db, task.project_id);
  const kpiId = await projectTransaction(db, task.project_id, async (trx) => {
    const kpiGroup: SiblingGroup = { kind: 'kpi', projectId: task.project_id, parentId: null };
    const id = await insertNode.kpi(trx, {
      project_id: task.project_id,
      kgi_id: kgi?.id ?? null,
      kpi: '',
      status: newKpiDefaults('tree').status,
      index_num: await nextIndex(trx, kpiGroup),
    });
    await moveInto(trx, 'task', task, { kind: 'task', projectId: task.project_id, parentId: id, taskGroup: 'kpi' }, 1);
    await recordNodeAction(trx, actor, 'kpi', id, 'create');
    await recordNodeAction(trx, actor, 'task', taskId, 'move');
    return id;
  });
  return { kpi_id: kpiId, task_id: taskId };
}
