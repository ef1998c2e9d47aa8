import {
  initialsOf,
  unassignableIds,
  type AssignablePeople,
  type NodeAssignees,
  type UpdateAssigneesRequest,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { requireNode, requireProject } from '../access/access.service.js';
import { recordChanges } from '../history/history.recorder.js';
import { assignableUsers, assigneeIdsOf, assigneeNamesOf, replaceAssignees } from './assignees.repository.js';

/** Clients are assignable only where they may edit the project's tree (decisions/0036). */
function peopleOf(db: Db, project: { company_id: number; client_can_edit: number }) {
  return assignableUsers(db, project, project.client_can_edit === 1);
}

/** GET managements/assignable_people: whoever reads the project sees whom it may assign. */
export async function assignablePeople(db: Db, actor: Actor, projectId: number): Promise<AssignablePeople> {
  const project = await requireProject(db, actor, projectId, 'read');
  const people = await peopleOf(db, project);
  return { people: people.map((p) => ({ id: Number(p.id), name: p.name, initials: initialsOf(p.name) })) };
}

/** Whom an import may name as 担当者, by account or name (issue 36 §2). */
export async function importablePeople(db: Db, project: { company_id: number; client_can_edit: number }) {
  return (await peopleOf(db, project)).map((p) => ({ id: Number(p.id), account: p.account, name: p.name }));
}

/**
 * POST managements/update_assignees: whoever may edit the node sets its whole set of 担当者. One
 * person who may not be assigned refuses the call, naming userIds, and nothing is written.
 */
export async function updateAssignees(db: Db, actor: Actor, req: UpdateAssigneesRequest): Promise<NodeAssignees> {
  const node = await requireNode(db, actor, req.kind, req.id, 'edit');
  if (req.projectId !== undefined && req.projectId !== node.project_id) {
    throw AppError.notFound('プロジェクトが見つかりません');
  }
  return projectTransaction(db, node.project_id, async (trx) => {
    const project = await requireProject(trx, actor, node.project_id, 'edit');
    const assignable = new Set((await peopleOf(trx, project)).map((p) => Number(p.id)));
    if (unassignableIds(req.userIds, assignable).length > 0) {
      throw AppError.badInput('userIds', 'このプロジェクトの担当者にできない人が含まれています');
    }
    const before = await assigneeNamesOf(trx, req.kind, req.id);
    await replaceAssignees(trx, { kind: req.kind, id: req.id, projectId: node.project_id }, req.userIds);
    // The change history names the people, as the screen does (decisions/0038).
    await recordChanges(
      trx,
      actor,
      { kind: req.kind, id: req.id, projectId: node.project_id },
      { assignees: before },
      { assignees: await assigneeNamesOf(trx, req.kind, req.id) },
      ['assignees'],
    );
    return { kind: req.kind, id: req.id, user_ids: await assigneeIdsOf(trx, req.kind, req.id) };
  });
}
