import { sql } from 'kysely';
import { isPostgres } from './schema-helpers.js';
import type { Db } from './types.js';

/**
 * Locks that make concurrent writers of one thing take turns, held until the transaction ends.
 * On PostgreSQL they are row locks (or an advisory lock where there is no row to lock); SQLite needs
 * none, since it lets one transaction write at a time and the server runs as one process on it.
 */

/** The tables whose rows own what a write changes: a project's data, a sales customer's sections. */
export type OwnerTable = 'projects' | 'sales';

/**
 * Locks one owner row against other writers (FOR NO KEY UPDATE: rows that merely reference it, such
 * as a new node's foreign key, are not held up). Taken first in a transaction, it orders every
 * writer of the owner's data behind one lock, so their later row locks cannot cross into a deadlock.
 */
export async function lockOwnerRow(trx: Db, table: OwnerTable, id: number): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select id from ${sql.table(table)} where id = ${id} for no key update`.execute(trx);
}

/**
 * Locks a name (e.g. a master list's kind) where there is no row to lock: a new row's key is chosen
 * by reading what exists, which two writers must not do at once.
 */
export async function lockName(trx: Db, name: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`kaizen:${name}`}))`.execute(trx);
}
