import { masterKinds, masterSeeds } from '@kaizen/domain';
import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One table for every master list; ids are chosen by the app (stable, see @kaizen/domain masters).
  await db.schema
    .createTable('master_items')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('class', 'text')
    .addColumn('index_num', 'integer', (col) => col.notNull())
    .addColumn('is_locked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('master_items_pk', ['kind', 'id'])
    .execute();

  const rows = masterKinds.flatMap((kind) =>
    masterSeeds[kind].map((seed, index) => ({
      kind,
      id: seed.id,
      name: seed.name,
      class: seed.class ?? null,
      index_num: index + 1,
      is_locked: seed.locked ? 1 : 0,
      updated_at: SEEDED_AT,
    })),
  );
  await (db as Kysely<{ master_items: (typeof rows)[number] }>).insertInto('master_items').values(rows).execute();

  await db.schema
    .createTable('user_favorites')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_favorites_pk', ['user_id', 'project_id'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('groups')).addColumn('name', 'text', (col) => col.notNull()),
  ).execute();

  await db.schema
    .createTable('group_members')
    .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
    .execute();

  // project_id 0 holds the global setting (a portable stand-in for NULL in a unique key).
  await db.schema
    .createTable('notification_settings')
    .addColumn('project_id', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['project_id', 'kind'])
    .execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'password_resets',
    'notification_settings',
    'group_members',
    'groups',
    'user_favorites',
    'master_items',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
