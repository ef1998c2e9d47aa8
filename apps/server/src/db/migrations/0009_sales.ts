import { masterSeeds } from '@kaizen/domain';
import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

/**
 * The sales area (docs/decisions/0012): sales customers with their goals, goal history and the two
 * simulation records; sales reports in markdown and the files their images are; documents (PDFs of a
 * sales customer now, of a project from the overview on); the proposed services as a master list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('sales'))
      .addColumn('project_name', 'text', (col) => col.notNull())
      .addColumn('company_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('user_id', 'integer', (col) => col.references('users.id'))
      .addColumn('service_id', 'integer')
      .addColumn('company_id', 'integer', (col) => col.references('companies.id'))
      .addColumn('project_id', 'integer', (col) => col.references('projects.id'))
      .addColumn('is_deleted', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('deleted_at', 'text'),
  ).execute();
  await db.schema.createIndex('sales_project_idx').on('sales').column('project_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('sales_goals'))
      .addColumn('sale_id', 'integer', (col) => col.notNull().unique().references('sales.id'))
      .addColumn('purpose', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('kgi', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('start_line', 'text')
      .addColumn('dead_line', 'text'),
  ).execute();

  await withId(db, db.schema.createTable('sales_goal_changes'))
    .addColumn('sale_id', 'integer', (col) => col.notNull().references('sales.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('action_target', 'text', (col) => col.notNull())
    .addColumn('before', 'text', (col) => col.notNull())
    .addColumn('after', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sales_goal_changes_sale_idx').on('sales_goal_changes').column('sale_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('sales_simulations'))
      .addColumn('sale_id', 'integer', (col) => col.notNull().references('sales.id'))
      .addColumn('target', 'integer', (col) => col.notNull())
      .addColumn('session', 'double precision', (col) => col.notNull())
      .addColumn('cvr', 'double precision', (col) => col.notNull())
      .addColumn('contract_rate', 'double precision', (col) => col.notNull())
      .addColumn('customer_avg', 'double precision', (col) => col.notNull())
      .addColumn('profit_rate', 'double precision', (col) => col.notNull())
      .addUniqueConstraint('sales_simulations_target_uq', ['sale_id', 'target']),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('sales_reports'))
      .addColumn('sale_id', 'integer', (col) => col.notNull().references('sales.id'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('is_show', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('user_id', 'integer', (col) => col.references('users.id')),
  ).execute();
  await db.schema.createIndex('sales_reports_sale_idx').on('sales_reports').column('sale_id').execute();

  // Which sales customer an uploaded report image belongs to (as project_files for monthly reports).
  await db.schema
    .createTable('sale_files')
    .addColumn('file_id', 'integer', (col) => col.primaryKey().references('stored_files.id'))
    .addColumn('sale_id', 'integer', (col) => col.notNull().references('sales.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sale_files_sale_idx').on('sale_files').column('sale_id').execute();

  // PDFs of one owner: a sales customer or (overview, next) a project.
  await withId(db, db.schema.createTable('documents'))
    .addColumn('sale_id', 'integer', (col) => col.references('sales.id'))
    .addColumn('project_id', 'integer', (col) => col.references('projects.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('stored_files.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('documents_sale_idx').on('documents').column('sale_id').execute();
  await db.schema.createIndex('documents_project_idx').on('documents').column('project_id').execute();

  // A database made before the service list existed gets its seeds; a new one had them from 0002.
  const masters = db as Kysely<{
    master_items: {
      kind: string;
      id: number;
      name: string;
      class: string | null;
      index_num: number;
      is_locked: number;
      updated_at: string;
    };
  }>;
  const existing = await masters.selectFrom('master_items').select('id').where('kind', '=', 'service').execute();
  if (existing.length === 0) {
    await masters
      .insertInto('master_items')
      .values(
        masterSeeds.service.map((seed, index) => ({
          kind: 'service',
          id: seed.id,
          name: seed.name,
          class: null,
          index_num: index + 1,
          is_locked: 0,
          updated_at: SEEDED_AT,
        })),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'documents',
    'sale_files',
    'sales_reports',
    'sales_simulations',
    'sales_goal_changes',
    'sales_goals',
    'sales',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await (db as Kysely<{ master_items: { kind: string } }>)
    .deleteFrom('master_items')
    .where('kind', '=', 'service')
    .execute();
}
