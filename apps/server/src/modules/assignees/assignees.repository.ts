import { STAFF_ROLE_NUM_MAX, type AssignableKind } from '@kaizen/domain';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

/**
 * The live people who may be assigned in a project: internal staff, and the project's company's
 * client users when clientsToo (the project lets its clients edit). Sorted by name for the picker.
 */
export function assignableUsers(db: Db, project: { company_id: number }, clientsToo: boolean) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.id', 'users.name', 'users.account'])
    .where('users.is_deleted', '=', 0)
    .where('companies.is_deleted', '=', 0)
    .where((eb) => {
      const staff = eb.and([eb('companies.is_operator', '=', 1), eb('users.role_num', '<=', STAFF_ROLE_NUM_MAX)]);
      if (!clientsToo) return staff;
      return eb.or([
        staff,
        eb.and([eb('users.company_id', '=', project.company_id), eb('users.role_num', '>', STAFF_ROLE_NUM_MAX)]),
      ]);
    })
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

/** The node's assignees' ids, in the order they were assigned. */
export async function assigneeIdsOf(db: Db, kind: AssignableKind, nodeId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('node_assignees')
    .select('user_id')
    .where('kind', '=', kind)
    .where('node_id', '=', nodeId)
    .orderBy('created_at')
    .orderBy('user_id')
    .execute();
  return rows.map((row) => Number(row.user_id));
}

/** Makes userIds the node's whole set of assignees; those kept keep their created_at. */
export async function replaceAssignees(
  db: Db,
  node: { kind: AssignableKind; id: number; projectId: number },
  userIds: readonly number[],
): Promise<void> {
  const current = new Set(await assigneeIdsOf(db, node.kind, node.id));
  const wanted = new Set(userIds);
  const removed = [...current].filter((id) => !wanted.has(id));
  const added = [...wanted].filter((id) => !current.has(id));
  if (removed.length > 0) {
    await db
      .deleteFrom('node_assignees')
      .where('kind', '=', node.kind)
      .where('node_id', '=', node.id)
      .where('user_id', 'in', removed)
      .execute();
  }
  if (added.length === 0) return;
  const created_at = nowIso();
  await db
    .insertInto('node_assignees')
    .values(
      added.map((user_id) => ({ project_id: node.projectId, kind: node.kind, node_id: node.id, user_id, created_at })),
    )
    .execute();
}

/** The node's assignees' names, in the order they were assigned: what its change history says. */
export async function assigneeNamesOf(db: Db, kind: AssignableKind, nodeId: number): Promise<string> {
  const rows = await db
    .selectFrom('node_assignees')
    .innerJoin('users', 'users.id', 'node_assignees.user_id')
    .select('users.name')
    .where('node_assignees.kind', '=', kind)
    .where('node_assignees.node_id', '=', nodeId)
    .orderBy('node_assignees.created_at')
    .orderBy('node_assignees.user_id')
    .execute();
  return rows.map((row) => row.name).join('、');
}
