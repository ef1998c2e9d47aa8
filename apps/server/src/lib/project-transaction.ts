import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { markProjectEdited } from './request-context.js';

/**
 * A write to a project's data, in one transaction. Once it has committed, the project is marked
 * edited, so its live viewers hear of it when the request succeeds (plugins/live-events.ts).
 * Handed a transaction already open (a service writing through another module's service, e.g. a
 * client need turned into a task), the work joins it: both commit or roll back together.
 */
export async function projectTransaction<T>(
  db: Kysely<Database>,
  projectId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const result = db.isTransaction ? await work(db as Transaction<Database>) : await db.transaction().execute(work);
  markProjectEdited(projectId);
  return result;
}
