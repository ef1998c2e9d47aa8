import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers.js';

/**
 * The administrators' audit log (issue 33 §5, decisions/0035): append-only, one row per sign-in,
 * account, project or company change, key change, export and backup. actor_name is copied in, so an
 * entry still names a person after the account is deleted. audit_settings holds the one retention
 * setting; the nightly prune is the only delete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('target_kind', 'text')
    .addColumn('target_id', 'integer')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_event_created').on('audit_log').columns(['event', 'created_at']).execute();
  await db.schema.createIndex('audit_log_actor_created').on('audit_log').columns(['actor_id', 'created_at']).execute();

  await db.schema
    .createTable('audit_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('retention_days', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}
