import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { isPostgres } from './schema-helpers.js';
import type { Db } from './types.js';
import * as m0001 from './migrations/0001_foundation.js';
import * as m0002 from './migrations/0002_admin.js';
import * as m0003 from './migrations/0003_favorite_order.js';
import * as m0004 from './migrations/0004_management.js';
import * as m0005 from './migrations/0005_sibling_order_indexes.js';
import * as m0006 from './migrations/0006_status.js';
import * as m0007 from './migrations/0007_measure_reports.js';
import * as m0008 from './migrations/0008_monthly_reports.js';
import * as m0009 from './migrations/0009_sales.js';
import * as m0010 from './migrations/0010_customer_analysis.js';
import * as m0011 from './migrations/0011_conflicts.js';
import * as m0012 from './migrations/0012_markets.js';
import * as m0013 from './migrations/0013_needs.js';
import * as m0014 from './migrations/0014_analytics.js';
import * as m0015 from './migrations/0015_notification_detail.js';
import * as m0016 from './migrations/0016_tree_read_order.js';
import * as m0017 from './migrations/0017_fields_cvr_increase.js';
import * as m0019 from './migrations/0019_period_and_status_from.js';
import * as m0021 from './migrations/0021_notify_recipient.js';
import * as m0022 from './migrations/0022_verification_data.js';
import * as m0024 from './migrations/0024_ga4_results_source.js';
import * as m0025 from './migrations/0025_planned_share.js';
import * as m0026 from './migrations/0026_audit_log.js';
import * as m0027 from './migrations/0027_assignees.js';
import * as m0028 from './migrations/0028_comments.js';
import * as m0029 from './migrations/0029_change_history.js';
import * as m0030 from './migrations/0030_mail.js';
import * as m0031 from './migrations/0031_share_links.js';
import * as m0032 from './migrations/0032_chat_channels.js';
import * as m0033 from './migrations/0033_metrics.js';

/** Migrations are imported, not read from disk, so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_admin': m0002,
  '0003_favorite_order': m0003,
  '0004_management': m0004,
  '0005_sibling_order_indexes': m0005,
  '0006_status': m0006,
  '0007_measure_reports': m0007,
  '0008_monthly_reports': m0008,
  '0009_sales': m0009,
  '0010_customer_analysis': m0010,
  '0011_conflicts': m0011,
  '0012_markets': m0012,
  '0013_needs': m0013,
  '0014_analytics': m0014,
  '0015_notification_detail': m0015,
  '0016_tree_read_order': m0016,
  '0017_fields_cvr_increase': m0017,
  '0019_period_and_status_from': m0019,
  '0021_notify_recipient': m0021,
  '0022_verification_data': m0022,
  '0024_ga4_results_source': m0024,
  '0025_planned_share': m0025,
  '0026_audit_log': m0026,
  '0027_assignees': m0027,
  '0028_comments': m0028,
  '0029_change_history': m0029,
  '0030_mail': m0030,
  '0031_share_links': m0031,
  '0032_chat_channels': m0032,
  '0033_metrics': m0033,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * The PostgreSQL schema the connection works in (first of its search_path). Kysely looks for its
 * migration tables in every schema unless told which one, so another schema of the same database
 * that holds them (another deployment, another test file) would make it skip creating its own.
 */
async function currentSchema(db: Db): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

async function migrator(db: Db): Promise<Migrator> {
  const migrationTableSchema = await currentSchema(db);
  return new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
}

function applied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  return applied(await (await migrator(db)).migrateToLatest());
}

/** Every migration before the named one: a test of that migration starts from the data it finds. */
export async function migrateToJustBefore(db: Db, name: string): Promise<string[]> {
  const names = Object.keys(migrations).sort();
  const previous = names[names.indexOf(name) - 1];
  if (!names.includes(name) || previous === undefined) throw new Error(`no migration before ${name}`);
  return applied(await (await migrator(db)).migrateTo(previous));
}
