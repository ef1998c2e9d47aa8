import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

/**
 * The market selection board (product.md §9.7, issue 12): boards of an owner (a project or a sales
 * customer, decisions/0013) with four axis labels, and the comparison's companies placed on their
 * 8 × 8 points. One company per point and one point per company on a board. A board's placements go
 * with it, and a company removed from the comparison leaves every board (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('markets'))
      .addColumn('sale_id', 'integer', (col) => col.references('sales.id'))
      .addColumn('project_id', 'integer', (col) => col.references('projects.id'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('top_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('right_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('bottom_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('left_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('index_num', 'integer', (col) => col.notNull()),
  ).execute();
  await db.schema.createIndex('markets_project_idx').on('markets').column('project_id').execute();
  await db.schema.createIndex('markets_sale_idx').on('markets').column('sale_id').execute();

  await withId(db, db.schema.createTable('market_targets'))
    .addColumn('market_id', 'integer', (col) => col.notNull().references('markets.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('conflict_companies.id').onDelete('cascade'))
    .addColumn('pos', 'integer', (col) => col.notNull())
    .addUniqueConstraint('market_targets_company_uq', ['market_id', 'company_id'])
    .addUniqueConstraint('market_targets_pos_uq', ['market_id', 'pos'])
    .addCheckConstraint('market_targets_pos_range', sql`pos >= 0 and pos < 64`)
    .execute();
  await db.schema.createIndex('market_targets_company_idx').on('market_targets').column('company_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_targets').execute();
  await db.schema.dropTable('markets').execute();
}
