import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

/**
 * Client needs (issue 12): what a client company asks of its consultant on the client dashboard.
 * A need belongs to a project (client projects only, not sales customers). Staff answer it
 * (answer, answered_by, answered_at, status) and may turn it into an unorganised task of the tree
 * (task_id; the task keeps living in the tree: deleting it there leaves the link, shown as 削除済み).
 * priority 1 高 / 2 中 / 3 低; status 1 未対応 / 2 対応中 / 3 対応済み.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('needs'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(2))
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('answer', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('answered_by', 'integer', (col) => col.references('users.id'))
      .addColumn('answered_at', 'text')
      .addColumn('task_id', 'integer', (col) => col.references('tasks.id'))
      .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
      .addCheckConstraint('needs_priority_range', sql`priority in (1, 2, 3)`)
      .addCheckConstraint('needs_status_range', sql`status in (1, 2, 3)`),
  ).execute();
  await db.schema.createIndex('needs_project_idx').on('needs').column('project_id').execute();
  // One need per task: a task made from a need belongs to that need alone.
  await db.schema.createIndex('needs_task_uq').on('needs').column('task_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('needs').execute();
}
