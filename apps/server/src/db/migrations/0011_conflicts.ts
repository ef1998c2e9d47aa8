import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

/**
 * The competitor comparison and the strengths and weaknesses of an owner (a project or a sales
 * customer, decisions/0013; product.md §3.9 comparison, §4.13): companies are the table's rows,
 * comparison items its columns, each ordered by index_num; a cell per company and item holds the
 * text. Removing a company or an item takes its cells with it (on delete cascade, and the service
 * deletes them itself in the same transaction). analysis_individual is one row per owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('conflict_companies'))
      .addColumn('sale_id', 'integer', (col) => col.references('sales.id'))
      .addColumn('project_id', 'integer', (col) => col.references('projects.id'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('index_num', 'integer', (col) => col.notNull()),
  ).execute();
  await db.schema.createIndex('conflict_companies_project_idx').on('conflict_companies').column('project_id').execute();
  await db.schema.createIndex('conflict_companies_sale_idx').on('conflict_companies').column('sale_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('conflict_items'))
      .addColumn('sale_id', 'integer', (col) => col.references('sales.id'))
      .addColumn('project_id', 'integer', (col) => col.references('projects.id'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('index_num', 'integer', (col) => col.notNull()),
  ).execute();
  await db.schema.createIndex('conflict_items_project_idx').on('conflict_items').column('project_id').execute();
  await db.schema.createIndex('conflict_items_sale_idx').on('conflict_items').column('sale_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('conflict_cells'))
      .addColumn('company_id', 'integer', (col) =>
        col.notNull().references('conflict_companies.id').onDelete('cascade'),
      )
      .addColumn('item_id', 'integer', (col) => col.notNull().references('conflict_items.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
      .addUniqueConstraint('conflict_cells_company_item_uq', ['company_id', 'item_id']),
  ).execute();
  await db.schema.createIndex('conflict_cells_item_idx').on('conflict_cells').column('item_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('analysis_individual'))
      .addColumn('sale_id', 'integer', (col) => col.references('sales.id'))
      .addColumn('project_id', 'integer', (col) => col.references('projects.id'))
      .addColumn('strength', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('weakness', 'text', (col) => col.notNull().defaultTo('')),
  ).execute();
  // One row per owner (a converted customer's row gains the new project's id, never a second one).
  await db.schema
    .createIndex('analysis_individual_project_uq')
    .on('analysis_individual')
    .column('project_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('analysis_individual_sale_uq')
    .on('analysis_individual')
    .column('sale_id')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analysis_individual').execute();
  await db.schema.dropTable('conflict_cells').execute();
  await db.schema.dropTable('conflict_items').execute();
  await db.schema.dropTable('conflict_companies').execute();
}
