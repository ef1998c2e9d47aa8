import type { Kysely } from 'kysely';

/**
 * A notification meant for one user (issue 30): staff answering a client's need tell the client who
 * wrote it, not the whole project. Null, as every older row is, means everyone who may see the
 * project's notifications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('recipient_id', 'integer').execute();
}
