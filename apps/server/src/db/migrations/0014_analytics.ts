import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

/**
 * Analytics (issue 13, decisions/0014): a project's Google Analytics 4 settings with its
 * service-account key encrypted (secret_box: AES-256-GCM under SECRETS_KEY, never stored in clear),
 * its measure-report defaults, client target figures per month or period, the measured figures of
 * each month (fetched from GA4 or imported from a CSV, with when and by whom), and job_runs: one row
 * per run of a scheduled job, whose primary key is the lock that lets one process of many run it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_settings')
    .addColumn('project_id', 'integer', (col) => col.primaryKey().references('projects.id'))
    .addColumn('property_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('account_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('view_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('session_id', 'text', (col) => col.notNull().defaultTo('sessions'))
    .addColumn('cv1_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cv2_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cv3_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_transaction', 'integer', (col) => col.notNull().defaultTo(0))
    // 'v1.<iv>.<tag>.<ciphertext>' (base64url); null = no key.
    .addColumn('secret_box', 'text')
    .addColumn('secret_client_email', 'text')
    .addColumn('secret_checked_at', 'text')
    .addColumn('secret_check_ok', 'integer')
    .addColumn('secret_check_message', 'text')
    .addColumn('measure_device', 'integer')
    .addColumn('measure_verification', 'integer')
    .addColumn('measure_improvement', 'integer')
    .addColumn('measure_cv_slot', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('analytics_settings_cv_slot', sql`measure_cv_slot is null or measure_cv_slot in (1, 2, 3)`)
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('client_targets'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id'))
      .addColumn('start_month', 'text', (col) => col.notNull())
      .addColumn('end_month', 'text', (col) => col.notNull())
      .addColumn('target_sales', 'double precision')
      .addColumn('ltv', 'double precision')
      .addColumn('contract_rate', 'double precision')
      .addColumn('target_contract_cnt', 'double precision')
      .addColumn('target_cv_cnt', 'double precision')
      .addCheckConstraint('client_targets_months', sql`start_month <= end_month`),
  ).execute();
  await db.schema
    .createIndex('client_targets_project_idx')
    .on('client_targets')
    .columns(['project_id', 'start_month'])
    .execute();

  await db.schema
    .createTable('analytics_months')
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id'))
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('sessions', 'double precision')
    .addColumn('cv1', 'double precision')
    .addColumn('cv2', 'double precision')
    .addColumn('cv3', 'double precision')
    .addColumn('transactions', 'double precision')
    .addColumn('revenue', 'double precision')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('fetched_at', 'text', (col) => col.notNull())
    .addColumn('fetched_by', 'integer', (col) => col.references('users.id'))
    .addPrimaryKeyConstraint('analytics_months_pk', ['project_id', 'month'])
    .addCheckConstraint('analytics_months_source', sql`source in ('ga4', 'csv')`)
    .execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', (col) => col.notNull())
    .addColumn('run_key', 'text', (col) => col.notNull())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('result', 'text')
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'run_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('analytics_months').execute();
  await db.schema.dropTable('client_targets').execute();
  await db.schema.dropTable('analytics_settings').execute();
}
