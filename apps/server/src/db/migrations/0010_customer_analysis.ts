import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

/**
 * Customer analysis (顧客分析, product.md §3.9): a customer-journey board owned by a client project or
 * a sales customer (decisions/0013: both nullable owner columns, the owner's set when a row is made).
 *
 * - analysis_company_items: what the company offers in a phase (provide); index_num from 1 per owner
 *   and phase.
 * - analysis_customer_items: what the customer wants to achieve in a phase (realization); likewise.
 * - analysis_points: the point rows (phase_id and propriety_id from the domain's fixed lists, is_action
 *   and is_good 0/1). Filled rows are numbered from 1; the trailing blank row has index_num 9999 and
 *   always sorts last (product.md §9.7).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['analysis_company_items', 'analysis_customer_items'] as const) {
    await withTimestamps(
      withId(db, db.schema.createTable(table))
        .addColumn('project_id', 'integer', (col) => col.references('projects.id'))
        .addColumn('sale_id', 'integer', (col) => col.references('sales.id'))
        .addColumn('phase_id', 'integer', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('index_num', 'integer', (col) => col.notNull()),
    ).execute();
    await db.schema.createIndex(`${table}_project_idx`).on(table).columns(['project_id', 'phase_id']).execute();
    await db.schema.createIndex(`${table}_sale_idx`).on(table).columns(['sale_id', 'phase_id']).execute();
  }

  await withTimestamps(
    withId(db, db.schema.createTable('analysis_points'))
      .addColumn('project_id', 'integer', (col) => col.references('projects.id'))
      .addColumn('sale_id', 'integer', (col) => col.references('sales.id'))
      .addColumn('phase_id', 'integer')
      .addColumn('is_action', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_good', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('action_contents', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('propriety_id', 'integer')
      .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('element', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('index_num', 'integer', (col) => col.notNull()),
  ).execute();
  await db.schema.createIndex('analysis_points_project_idx').on('analysis_points').column('project_id').execute();
  await db.schema.createIndex('analysis_points_sale_idx').on('analysis_points').column('sale_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['analysis_points', 'analysis_customer_items', 'analysis_company_items']) {
    await db.schema.dropTable(table).execute();
  }
}
