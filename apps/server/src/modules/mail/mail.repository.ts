import { STAFF_ROLE_NUM_MAX } from '@kaizen/domain';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

export function userMailRow(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'account', 'email', 'email_confirmed_at', 'role', 'role_num', 'company_id'])
    .where('id', '=', userId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
}

/** The newest confirmation still open (not used, not expired): the address waiting to be confirmed. */
export function openConfirmation(db: Db, userId: number, now: string) {
  return db
    .selectFrom('email_confirmations')
    .select(['id', 'email', 'expires_at'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Other live accounts with this address, confirmed or not (compared without case). */
export async function countOtherAccountsWithEmail(db: Db, userId: number, email: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', '!=', userId)
    .where('is_deleted', '=', 0)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function closeConfirmations(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('email_confirmations')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertConfirmation(
  db: Db,
  c: { userId: number; email: string; tokenHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('email_confirmations')
    .values({
      user_id: c.userId,
      email: c.email,
      token_hash: c.tokenHash,
      created_at: nowIso(),
      expires_at: c.expiresAt,
    })
    .execute();
}

export function findConfirmation(db: Db, tokenHash: string) {
  return db
    .selectFrom('email_confirmations')
    .innerJoin('users', 'users.id', 'email_confirmations.user_id')
    .select([
      'email_confirmations.id',
      'email_confirmations.user_id',
      'email_confirmations.email',
      'email_confirmations.expires_at',
      'email_confirmations.used_at',
      'users.is_deleted',
    ])
    .where('email_confirmations.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a confirmation used; false when another request used it first (a link works once). */
export async function useConfirmation(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('email_confirmations')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setUserEmail(db: Db, userId: number, email: string | null, confirmedAt: string | null) {
  await db
    .updateTable('users')
    .set({ email, email_confirmed_at: confirmedAt, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

export function preferenceRows(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('notification_preferences')
    .select(['user_id', 'kind', 'mode'])
    .where('user_id', 'in', userIds)
    .execute();
}

export function mailSettingsRows(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('mail_settings').selectAll().where('user_id', 'in', userIds).execute();
}

export async function replacePreferences(db: Db, userId: number, rows: Array<{ kind: string; mode: string }>) {
  await db.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
  if (rows.length === 0) return;
  const at = nowIso();
  await db
    .insertInto('notification_preferences')
    .values(rows.map((r) => ({ user_id: userId, kind: r.kind, mode: r.mode, updated_at: at })))
    .execute();
}

export async function saveMailSettings(
  db: Db,
  userId: number,
  s: { quiet_start_hour: number | null; quiet_end_hour: number | null; digest_day: number | null; digest_hour: number },
) {
  const values = { ...s, updated_at: nowIso() };
  await db
    .insertInto('mail_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/**
 * Who may get e-mail about a project: live accounts with a confirmed address — every member of
 * staff and the client users of the project's company. Staff are narrowed later to the projects
 * they follow (☆), which `follows` says.
 */
export function projectMailCandidates(db: Db, projectId: number) {
  return db
    .selectFrom('users')
    .innerJoin('projects', (join) => join.on('projects.id', '=', projectId))
    .leftJoin('user_favorites', (join) =>
      join.onRef('user_favorites.user_id', '=', 'users.id').on('user_favorites.project_id', '=', projectId),
    )
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.role_num',
      'users.company_id',
      'user_favorites.user_id as follows',
    ])
    .where('users.is_deleted', '=', 0)
    .where('users.email', 'is not', null)
    .where('users.email_confirmed_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('users.role_num', '<=', STAFF_ROLE_NUM_MAX),
        eb('users.company_id', '=', eb.ref('projects.company_id')),
      ]),
    )
    .execute();
}

/** Everyone who may get a digest: live accounts with a confirmed address, with their digest settings if stored. */
export function digestCandidates(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('mail_settings', 'mail_settings.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'users.role_num',
      'users.company_id',
      'mail_settings.user_id as has_settings',
      'mail_settings.digest_day',
      'mail_settings.digest_hour',
    ])
    .where('users.is_deleted', '=', 0)
    .where('users.email', 'is not', null)
    .where('users.email_confirmed_at', 'is not', null)
    .execute();
}
