import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

/**
 * Comments with @mentions (issue 33 §3, decisions/0037). A comment names what it is on by kind and
 * id (a tree node, a measure's report — its measure's id — and later monthly and sales reports and
 * needs), and the project (or sales customer) it belongs to, so access and counts read one table.
 * is_internal marks a 社内のみ comment that client users never see; a delete only marks the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('comments'))
      .addColumn('project_id', 'integer')
      .addColumn('sale_id', 'integer')
      .addColumn('target_kind', 'text', (c) => c.notNull())
      .addColumn('target_id', 'integer', (c) => c.notNull())
      .addColumn('author_id', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('is_internal', 'integer', (c) => c.notNull().defaultTo(0)),
  )
    .addColumn('edited_at', 'text')
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('comments_target').on('comments').columns(['target_kind', 'target_id']).execute();
  await db.schema.createIndex('comments_project').on('comments').column('project_id').execute();

  await db.schema
    .createTable('comment_mentions')
    .addColumn('comment_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addPrimaryKeyConstraint('comment_mentions_pk', ['comment_id', 'user_id'])
    .execute();
  await db.schema.createIndex('comment_mentions_user').on('comment_mentions').columns(['user_id', 'read_at']).execute();
}
