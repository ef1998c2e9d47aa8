import type { Kysely } from 'kysely';

/** Placeholder of the assignees migration while the lead builds 今日やること; replaced by wt/assign's. */
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
  await db.schema.alterTable('measures').addColumn('dead_line', 'text').execute();
  await db.schema.alterTable('works').addColumn('dead_line', 'text').execute();
}
