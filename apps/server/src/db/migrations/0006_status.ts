import type { Kysely } from 'kysely';

/**
 * Status boards and notifications. A board card is the node itself; board_cards holds what only the
 * board has (its memo and its order in a column). measure_schedules holds the phases of the status
 * table (the verification phase is the measure's own verification period).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('board_cards')
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('node_id', 'integer', (col) => col.notNull())
    .addColumn('memo', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('array_num', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('board_cards_pk', ['kind', 'node_id'])
    .execute();
  await db.schema.createIndex('board_cards_project_idx').on('board_cards').column('project_id').execute();

  await db.schema
    .createTable('measure_schedules')
    .addColumn('measure_id', 'integer', (col) => col.primaryKey().references('measures.id'))
    .addColumn('preparation_start', 'text')
    .addColumn('preparation_end', 'text')
    .addColumn('confirmation_start', 'text')
    .addColumn('confirmation_end', 'text')
    .addColumn('completion_date', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // What a notification is about, so client users are shown only what they may see.
  await db.schema.alterTable('notifications').addColumn('target_kind', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('target_id', 'integer').execute();

  await db.schema
    .createTable('notification_reads')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id'))
    .addColumn('last_read_id', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_reads_pk', ['user_id', 'project_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_reads').execute();
  await db.schema.alterTable('notifications').dropColumn('target_id').execute();
  await db.schema.alterTable('notifications').dropColumn('target_kind').execute();
  await db.schema.dropTable('measure_schedules').execute();
  await db.schema.dropTable('board_cards').execute();
}
