import { adminMessages, type Group } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { writeAfterChecks } from '../../lib/db-errors.js';
import { requireStaff, requireStaffManager } from '../access/staff-policy.js';
import { inTransaction } from '../../lib/transaction.js';
import { userExists } from '../auth/auth.service.js';
import {
  addMember,
  deleteGroup,
  insertGroup,
  isMember,
  listGroupRows,
  listMembers,
  removeMember,
  renameGroup,
} from './groups.repository.js';

async function groupsWithMembers(db: Db, groupId?: number): Promise<Group[]> {
  const groups = await listGroupRows(db, groupId);
  const members = await listMembers(
    db,
    groups.map((g) => g.id),
  );
  return groups.map((group) => ({
    ...group,
    users: members.filter((m) => m.group_id === group.id).map(({ group_id: _group, ...member }) => member),
  }));
}

async function groupOrNotFound(db: Db, groupId: number): Promise<Group> {
  const [group] = await groupsWithMembers(db, groupId);
  if (!group) throw AppError.notFound('グループが見つかりません');
  return group;
}

export async function groupList(db: Db, actor: Actor): Promise<Group[]> {
  requireStaff(actor);
  return groupsWithMembers(db);
}

export async function createGroup(db: Db, actor: Actor, name: string): Promise<Group> {
  requireStaffManager(actor);
  return groupOrNotFound(db, await insertGroup(db, name));
}

export async function updateGroup(db: Db, actor: Actor, groupId: number, name: string): Promise<Group> {
  requireStaffManager(actor);
  await groupOrNotFound(db, groupId);
  await renameGroup(db, groupId, name);
  return groupOrNotFound(db, groupId);
}

export async function removeGroup(db: Db, actor: Actor, groupId: number): Promise<void> {
  requireStaffManager(actor);
  await groupOrNotFound(db, groupId);
  await inTransaction(db, (trx) => deleteGroup(trx, groupId));
}

export async function addGroupUser(db: Db, actor: Actor, groupId: number, userId: number): Promise<Group> {
  requireStaffManager(actor);
  const alreadyMember = new AppError('conflict', adminMessages.alreadyMember, [
    { field: 'user_id', message: adminMessages.alreadyMember },
  ]);
  const { written: added } = await writeAfterChecks(
    async () => {
      await groupOrNotFound(db, groupId);
      if (!(await userExists(db, userId))) throw AppError.badInput('user_id', 'ユーザーが見つかりません');
    },
    async () => {
      if (await isMember(db, groupId, userId)) throw alreadyMember;
      return addMember(db, groupId, userId);
    },
  );
  if (!added) throw alreadyMember;
  return groupOrNotFound(db, groupId);
}

export async function removeGroupUser(db: Db, actor: Actor, groupId: number, userId: number): Promise<Group> {
  requireStaffManager(actor);
  await groupOrNotFound(db, groupId);
  await removeMember(db, groupId, userId);
  return groupOrNotFound(db, groupId);
}
