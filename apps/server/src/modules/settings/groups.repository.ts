import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

export function listGroupRows(db: Db, groupId?: number) {
  let query = db.selectFrom('groups').select(['id', 'name']);
  if (groupId !== undefined) query = query.where('id', '=', groupId);
  return query.orderBy('id').execute();
}

export function listMembers(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'group_members.group_id',
      'users.id as user_id',
      'users.name as user_name',
      'users.account',
      'companies.company_name',
    ])
    .where('group_members.group_id', 'in', groupIds)
    .where('users.is_deleted', '=', 0)
    .orderBy('group_members.created_at')
    .orderBy('users.id')
    .execute();
}

export async function insertGroup(db: Db, name: string): Promise<number> {
  const at = nowIso();
  const row = await db
    .insertInto('groups')
    .values({ name, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameGroup(db: Db, groupId: number, name: string): Promise<void> {
  await db.updateTable('groups').set({ name, updated_at: nowIso() }).where('id', '=', groupId).execute();
}

export async function deleteGroup(db: Db, groupId: number): Promise<void> {
  await db.deleteFrom('group_members').where('group_id', '=', groupId).execute();
  await db.deleteFrom('groups').where('id', '=', groupId).execute();
}

export async function isMember(db: Db, groupId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** False when the user already is a member (also when another request added them a moment ago). */
export async function addMember(db: Db, groupId: number, userId: number): Promise<boolean> {
  const result = await db
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: userId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeMember(db: Db, groupId: number, userId: number): Promise<void> {
  await db.deleteFrom('group_members').where('group_id', '=', groupId).where('user_id', '=', userId).execute();
}
