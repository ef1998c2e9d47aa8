import { sql, type Kysely } from 'kysely';
import { isPostgres, withId, withTimestamps } from '../schema-helpers.js';

/**
 * Measure reports (docs/decisions/0009): one report per measure, its pattern table (headers, patterns,
 * data cells), its images and its links; and stored_files, where uploaded files live so every server
 * process sees them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const figure = 'double precision' as const;

  await withId(db, db.schema.createTable('stored_files'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('measure_reports'))
      .addColumn('measure_id', 'integer', (col) => col.notNull().unique().references('measures.id'))
      .addColumn('porpose', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('device', 'integer')
      .addColumn('verification', 'integer')
      .addColumn('user_id', 'integer', (col) => col.references('users.id'))
      .addColumn('start_date', 'text')
      .addColumn('end_date', 'text')
      .addColumn('verification_diff', 'integer')
      .addColumn('pattern_num', 'integer', (col) => col.notNull().defaultTo(2))
      .addColumn('session_num', figure)
      .addColumn('improvement', 'integer')
      .addColumn('current_improvement', figure)
      .addColumn('porpose_improvement', figure)
      .addColumn('estimate', figure)
      .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('cvr_increase', figure)
      .addColumn('is_show', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('consideration', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('basis', 'text', (col) => col.notNull().defaultTo('')),
  ).execute();

  await withId(db, db.schema.createTable('report_headers'))
    .addColumn('measure_id', 'integer', (col) => col.notNull().references('measures.id'))
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('index_num', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('report_headers_measure_idx').on('report_headers').column('measure_id').execute();

  await withId(db, db.schema.createTable('report_patterns'))
    .addColumn('measure_id', 'integer', (col) => col.notNull().references('measures.id'))
    .addColumn('pattern', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('good', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('bad', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_adopt', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('report_patterns_number_uq', ['measure_id', 'pattern'])
    .execute();
  // Two adopted patterns in one report cannot exist, whatever requests race (product.md §4 measure reports).
  await sql`create unique index report_patterns_one_adopted on report_patterns (measure_id) where is_adopt = 1`.execute(
    db,
  );

  await withId(db, db.schema.createTable('report_cells'))
    .addColumn('pattern_id', 'integer', (col) => col.notNull().references('report_patterns.id').onDelete('cascade'))
    .addColumn('header_id', 'integer', (col) => col.notNull().references('report_headers.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addUniqueConstraint('report_cells_uq', ['pattern_id', 'header_id'])
    .execute();
  await db.schema.createIndex('report_cells_header_idx').on('report_cells').column('header_id').execute();

  await withId(db, db.schema.createTable('report_images'))
    .addColumn('measure_id', 'integer', (col) => col.notNull().references('measures.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('pattern', 'integer')
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('file_id', 'integer', (col) => col.notNull().references('stored_files.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('report_images_measure_idx').on('report_images').column('measure_id').execute();

  await db.schema
    .createTable('report_links')
    .addColumn('measure_id', 'integer', (col) => col.notNull().references('measures.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_links_pk', ['measure_id', 'kind', 'target_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'report_links',
    'report_images',
    'report_cells',
    'report_patterns',
    'report_headers',
    'measure_reports',
    'stored_files',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
