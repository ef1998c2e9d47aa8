import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

/**
 * The improvement tree. Every node carries its project_id (access checks and whole-project reads
 * need no joins), its sibling order index_num (from 1) and is_deleted/deleted_at (undoable delete).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A measure saved without a verification method is sent as 0 (product.md §5 missing masters): that entry must stay.
  await sql`update master_items set is_locked = 1 where kind = 'master_verification' and id = 0`.execute(db);

  await db.schema
    .alterTable('projects')
    .addColumn('client_can_edit', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('kgis'))
      .addColumn('project_id', 'integer', (col) => col.notNull().unique().references('projects.id'))
      .addColumn('purpose', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('kgi', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('start_line', 'text')
      .addColumn('dead_line', 'text')
      .addColumn('updated_by', 'integer', (col) => col.references('users.id')),
  ).execute();

  const node = (table: string) =>
    withId(db, db.schema.createTable(table)).addColumn('project_id', 'integer', (col) =>
      col.notNull().references('projects.id'),
    );
  const finish = <T extends string, C extends string>(builder: Parameters<typeof withTimestamps<T, C>>[0]) =>
    withTimestamps(
      builder
        .addColumn('index_num', 'integer', (col) => col.notNull())
        .addColumn('is_deleted', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('deleted_at', 'text'),
    );

  await finish(
    node('kpis')
      .addColumn('kgi_id', 'integer', (col) => col.references('kgis.id'))
      .addColumn('kpi', 'text', (col) => col.notNull())
      .addColumn('current_figure', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('kpi_detail', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('status', 'integer')
      .addColumn('dead_line', 'text'),
  ).execute();

  await finish(
    node('tasks')
      .addColumn('project_kpi_id', 'integer', (col) => col.references('kpis.id'))
      .addColumn('is_non_kpi', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('task', 'text', (col) => col.notNull())
      .addColumn('status', 'integer')
      .addColumn('dead_line', 'text')
      .addColumn('link', 'text'),
  ).execute();

  await finish(
    node('factors')
      .addColumn('task_id', 'integer', (col) => col.notNull().references('tasks.id'))
      .addColumn('factor', 'text', (col) => col.notNull()),
  ).execute();

  await finish(
    node('hypotheses')
      .addColumn('factor_id', 'integer', (col) => col.notNull().references('factors.id'))
      .addColumn('hypothesis', 'text', (col) => col.notNull())
      .addColumn('category', 'integer')
      .addColumn('hypothesis_status', 'integer'),
  ).execute();

  await finish(
    node('measures')
      .addColumn('hypothesis_id', 'integer', (col) => col.notNull().references('hypotheses.id'))
      .addColumn('measure', 'text', (col) => col.notNull())
      .addColumn('status', 'integer')
      .addColumn('importance', 'integer')
      .addColumn('urgency', 'integer')
      .addColumn('priority', 'integer')
      .addColumn('verification', 'integer')
      .addColumn('verification_start_date', 'text')
      .addColumn('verification_end_date', 'text')
      .addColumn('is_show', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('conversion_rate', 'real'),
  ).execute();

  await finish(
    node('works')
      .addColumn('hypothesis_id', 'integer', (col) => col.notNull().references('hypotheses.id'))
      .addColumn('work', 'text', (col) => col.notNull()),
  ).execute();

  for (const [table, parent] of [
    ['kpis', null],
    ['tasks', 'project_kpi_id'],
    ['factors', 'task_id'],
    ['hypotheses', 'factor_id'],
    ['measures', 'hypothesis_id'],
    ['works', 'hypothesis_id'],
  ] as const) {
    await db.schema.createIndex(`${table}_project_idx`).on(table).columns(['project_id', 'is_deleted']).execute();
    if (parent) await db.schema.createIndex(`${table}_parent_idx`).on(table).column(parent).execute();
  }

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('project_id', 'integer', (col) => col.references('projects.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('action_page', 'text', (col) => col.notNull())
    .addColumn('action_target', 'text', (col) => col.notNull())
    .addColumn('is_rev', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notifications_project_idx').on('notifications').columns(['project_id', 'id']).execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_preferences_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'user_preferences',
    'notifications',
    'works',
    'measures',
    'hypotheses',
    'factors',
    'tasks',
    'kpis',
    'kgis',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('projects').dropColumn('client_can_edit').execute();
}
