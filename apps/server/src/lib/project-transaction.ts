import type { Owner } from '@kaizen/domain';
import type { Transaction } from 'kysely';
import { lockOwnerRow } from '../db/row-locks.js';
import type { Database, Db } from '../db/types.js';
import { markProjectEdited } from './request-context.js';
import { inTransaction } from './transaction.js';

/**
 * A write to a project's data, in one transaction that first locks the project's row: writers of
 * one project take turns (sibling renumbering, check-then-write rules), always locking the project
 * before anything else, so they cannot deadlock on each other's rows; an abort for a deadlock or
 * serialization failure is retried (inTransaction). Once it has committed, the project is marked
 * edited, so its live viewers hear of it when the request succeeds (plugins/live-events.ts).
 * Handed a transaction already open (a service writing through another module's service, e.g. a
 * client need turned into a task), the work joins it: both commit or roll back together.
 */
export async function projectTransaction<T>(
  db: Db,
  projectId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const result = await inTransaction(db, async (trx) => {
    await lockOwnerRow(trx, 'projects', projectId);
    return work(trx);
  });
  markProjectEdited(projectId);
  return result;
}

/**
 * A write to a section owned by a project or a sales customer (decisions/0013): the project's
 * transaction, or one that locks the sales customer's row first, for the same reasons.
 */
export function ownerTransaction<T>(
  db: Db,
  owner: Owner,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (owner.kind === 'project') return projectTransaction(db, owner.id, work);
  return inTransaction(db, async (trx) => {
    await lockOwnerRow(trx, 'sales', owner.id);
    return work(trx);
  });
}
