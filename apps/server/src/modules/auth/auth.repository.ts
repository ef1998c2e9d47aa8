import { LOGIN_THROTTLE } from '@kaizen/domain';
import { reusableQuery } from '../../db/reusable-query.js';
import type { Db } from '../../db/types.js';
import { inTransaction } from '../../lib/transaction.js';
import type { ThrottleKeys, ThrottleStats } from './login-throttle.js';

const userColumns = [
  'users.id',
  'users.company_id',
  'users.account',
  'users.name',
  'users.role',
  'users.role_num',
  'users.password_hash',
  'companies.company_name',
] as const;

function usersWithCompany(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(userColumns)
    .where('users.is_deleted', '=', 0);
}

export type UserRecord = Awaited<ReturnType<typeof findUserById>>;

export function findUserByAccount(db: Db, account: string) {
  return usersWithCompany(db).where('users.account', '=', account).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return usersWithCompany(db).where('users.id', '=', id).executeTakeFirst();
}

export async function insertSession(
  db: Db,
  session: { userId: number; tokenHash: string; strategy: string; createdAt: string; expiresAt: string },
): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      strategy: session.strategy,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// Every request checks its token: built once (db/reusable-query.ts).
const sessionByHash = reusableQuery((db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at',
      'sessions.revoked_at',
      'sessions.strategy',
      'users.id',
      'users.role',
      'users.role_num',
      'users.company_id',
      'users.is_deleted',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

/** The session row for a token hash, live or not: the caller decides what expired or revoked means. */
export async function findSessionByHash(db: Db, tokenHash: string) {
  return (await sessionByHash(db, tokenHash))[0];
}

export async function extendSession(db: Db, sessionId: number, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: number, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The failures that bear on one sign-in attempt; `excludeIds` leaves out the attempt's own rows. */
export async function failureStats(
  db: Db,
  keys: ThrottleKeys,
  bounds: { windowStart: string; memoryStart: string },
  excludeIds: number[],
): Promise<ThrottleStats> {
  const failures = () => {
    const query = db.selectFrom('login_failures');
    return excludeIds.length > 0 ? query.where('id', 'not in', excludeIds) : query;
  };
  const counted = (rows: { n: number | string | bigint; last: string | null }) => ({
    count: Number(rows.n),
    last: rows.last,
  });
  const [addressLimit, pair, account] = await Promise.all([
    failures()
      .select('created_at')
      .where('throttle_key', '=', keys.address)
      .where('created_at', '>', bounds.windowStart)
      .orderBy('created_at', 'desc')
      .limit(1)
      .offset(LOGIN_THROTTLE.maxFailuresPerAddress - 1)
      .executeTakeFirst(),
    failures()
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
      .where('throttle_key', '=', keys.pair)
      .where('created_at', '>', bounds.memoryStart)
      .executeTakeFirstOrThrow(),
    failures()
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
      .where('throttle_key', 'like', `${keys.accountPrefix}%`)
      .where('created_at', '>', bounds.memoryStart)
      .executeTakeFirstOrThrow(),
  ]);
  return { addressLimitReachedBy: addressLimit?.created_at ?? null, pair: counted(pair), account: counted(account) };
}

/** Records one failure under each key, forgetting those past memory; returns the new rows' ids. */
export async function recordFailures(
  db: Db,
  throttleKeys: string[],
  at: string,
  pruneBefore: string,
): Promise<number[]> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('login_failures').where('created_at', '<', pruneBefore).execute();
    const rows = await trx
      .insertInto('login_failures')
      .values(throttleKeys.map((key) => ({ throttle_key: key, created_at: at })))
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  });
}

export async function deleteFailures(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('login_failures').where('id', 'in', ids).execute();
}

export async function clearFailures(db: Db, throttleKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('throttle_key', '=', throttleKey).execute();
}
