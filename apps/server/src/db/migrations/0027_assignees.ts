import type { Kysely } from 'kysely';

/**
 * Issue 33 §1 (docs/decisions/0036-assignees.md): the 担当者 of KPIs, tasks, measures and works, and
 * a 期限 on measures and works. One table for the four kinds, keyed by (kind, node_id, user_id), so a
 * node's people are one lookup and 今日やること reads a person's nodes through the user_id index;
 * project_id lets the tree read every assignee of a project in one query.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('node_assignees')
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('node_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('node_assignees_pk', ['kind', 'node_id', 'user_id'])
    .execute();
  await db.schema.createIndex('node_assignees_user').on('node_assignees').column('user_id').execute();
  await db.schema.createIndex('node_assignees_project').on('node_assignees').column('project_id').execute();
  await db.schema.alterTable('measures').addColumn('dead_line', 'text').execute();
  await db.schema.alterTable('works').addColumn('dead_line', 'text').execute();
}
