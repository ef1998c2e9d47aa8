import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

export function listUsers(db: Db, userId?: number) {
  let query = db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id as user_id',
      'users.account',
      'users.name as user_name',
      'users.role',
      'users.role_num',
      'users.company_id',
      'companies.company_name',
      'users.email',
      'users.email_confirmed_at',
      (eb) =>
        eb
          .selectFrom('users as same')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('same.id', '!=', 'users.id')
          .where('same.is_deleted', '=', 0)
          .where((inner) => inner(inner.fn('lower', ['same.email']), '=', inner.fn('lower', ['users.email'])))
          .as('email_shared_count'),
    ])
    .where('users.is_deleted', '=', 0);
  if (userId !== undefined) query = query.where('users.id', '=', userId);
  return query.orderBy('users.id').execute();
}

export async function accountTaken(db: Db, account: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('account', '=', account);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function updateUser(
  db: Db,
  userId: number,
  fields: Partial<{
    account: string;
    name: string;
    role: number;
    role_num: number;
    company_id: number;
    password_hash: string;
  }>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...fields, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

/** Ends every session of a user at once (deletion, password reset). */
export async function revokeAllSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

/**
 * Deleted users keep their row (their authored content still names them) but lose their sign-in:
 * the account is renamed so the name can be used again, and group memberships and 担当者 assignments end.
 */
export async function softDeleteUser(db: Db, userId: number, account: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_deleted: 1, account: `${account}~deleted~${userId}`, password_hash: null, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('group_members').where('user_id', '=', userId).execute();
  await db.deleteFrom('node_assignees').where('user_id', '=', userId).execute();
}

export async function insertPasswordReset(
  db: Db,
  reset: { userId: number; tokenHash: string; createdBy: number; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: reset.userId,
      token_hash: reset.tokenHash,
      created_by: reset.createdBy,
      created_at: nowIso(),
      expires_at: reset.expiresAt,
    })
    .execute();
}

export function findPasswordReset(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select([
      'password_resets.id',
      'password_resets.user_id',
      'password_resets.expires_at',
      'password_resets.used_at',
      'users.is_deleted',
    ])
    .where('password_resets.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks an unused reset used; false when it was used meanwhile (two uses of one link at once). */
export async function claimPasswordReset(db: Db, resetId: number): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: nowIso() })
    .where('id', '=', resetId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks one reset used, and every other open reset of the user as used too: one reset link works once. */
export async function closePasswordResets(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Live accounts with a confirmed address whose account name or address is what was typed. */
export function usersForPasswordReset(db: Db, typed: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('is_deleted', '=', 0)
    .where('email', 'is not', null)
    .where('email_confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('account', '=', typed), eb(eb.fn('lower', ['email']), '=', typed.toLowerCase())]))
    .limit(10)
    .execute();
}
