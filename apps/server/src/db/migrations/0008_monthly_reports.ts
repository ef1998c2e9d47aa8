import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

/**
 * Monthly reports (docs/decisions/0010): regular (定例) and spot reports written in markdown, and
 * project_files, which says which project an uploaded file (a report image) belongs to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('monthly_reports'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('is_regular', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_show', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('period_start', 'text')
      .addColumn('period_end', 'text')
      .addColumn('user_id', 'integer', (col) => col.references('users.id')),
  ).execute();
  await db.schema.createIndex('monthly_reports_project_idx').on('monthly_reports').column('project_id').execute();

  await db.schema
    .createTable('project_files')
    .addColumn('file_id', 'integer', (col) => col.primaryKey().references('stored_files.id'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('project_files_project_idx').on('project_files').column('project_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_files').execute();
  await db.schema.dropTable('monthly_reports').execute();
}
