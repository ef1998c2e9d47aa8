import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('companies'))
      .addColumn('company_name', 'text', (col) => col.notNull())
      .addColumn('is_operator', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_deleted', 'integer', (col) => col.notNull().defaultTo(0)),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('projects'))
      .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
      .addColumn('project_name', 'text', (col) => col.notNull())
      .addColumn('is_deleted', 'integer', (col) => col.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('projects_company_idx').on('projects').column('company_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('users'))
      .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id'))
      .addColumn('account', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('role', 'integer', (col) => col.notNull())
      .addColumn('role_num', 'integer', (col) => col.notNull())
      .addColumn('is_deleted', 'integer', (col) => col.notNull().defaultTo(0)),
  ).execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('strategy', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('throttle_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_key_idx')
    .on('login_failures')
    .columns(['throttle_key', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['login_failures', 'sessions', 'users', 'projects', 'companies']) {
    await db.schema.dropTable(table).execute();
  }
}
