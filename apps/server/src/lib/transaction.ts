import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/types.js';
import { runInTransaction } from './request-context.js';

/** Tries of a transaction the database aborted for a deadlock or a serialization failure. */
export const TRANSACTION_ATTEMPTS = 5;

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was undone and may run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

export function isRetryableAbort(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return RETRYABLE_CODES.has(String((error as { code?: unknown }).code));
}

/** A short random pause, longer each time, so the writers that collided do not collide again. */
function pause(attempt: number): Promise<void> {
  const ms = Math.floor(Math.random() * 20 * attempt) + 5;
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Work in one transaction. When the database aborts it for a deadlock or a serialization failure,
 * everything it wrote is undone, so it runs again from the start, up to TRANSACTION_ATTEMPTS times,
 * before the error goes to the caller. The work must therefore keep its effects inside the
 * transaction (request-context marks are sets, safe to repeat). Handed a transaction already open,
 * the work joins it and the outermost transaction is the one retried.
 */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => runInTransaction(() => work(trx)));
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableAbort(error)) throw error;
      await pause(attempt);
    }
  }
}
