import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers.js';

/**
 * Change history (issue 33 §4, decisions/0038): one row per changed field of a write, or one row for
 * a create, delete, restore or move, written in the write's own transaction. Rows name their item
 * by kind and id without a foreign key, so the history of a deleted item stays readable. is_internal
 * marks a field a client user never sees (is_show itself, staff memos); whether the item is visible
 * to a client is decided on read, since a measure hidden today may be shown tomorrow.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('change_history'))
    .addColumn('project_id', 'integer')
    .addColumn('sale_id', 'integer')
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('target_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('field', 'text')
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('actor_id', 'integer')
    .addColumn('is_internal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('change_history_target')
    .on('change_history')
    .columns(['target_kind', 'target_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('change_history_project')
    .on('change_history')
    .columns(['project_id', 'created_at'])
    .execute();
}
