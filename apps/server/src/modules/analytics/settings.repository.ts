import type { Insertable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { AnalyticsSettingsTable, Db } from '../../db/types.js';

export type SettingsColumns = Partial<Omit<Insertable<AnalyticsSettingsTable>, 'project_id' | 'updated_at'>>;

/** A project's analytics settings row; undefined while nothing was saved. */
export function findSettings(db: Db, projectId: number) {
  return db.selectFrom('analytics_settings').selectAll().where('project_id', '=', projectId).executeTakeFirst();
}

export type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettings>>>;

/** Writes the given columns, creating the row (with the table's defaults) the first time. */
export async function upsertSettings(db: Db, projectId: number, columns: SettingsColumns): Promise<void> {
  const values = { ...columns, updated_at: nowIso() };
  await db
    .insertInto('analytics_settings')
    .values({ project_id: projectId, ...values })
    .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
    .execute();
}

/**
 * Stores a connection test's result, unless the key was replaced or removed while the test ran
 * (then the result belongs to no stored key). True when it was stored.
 */
export async function storeCheck(
  db: Db,
  projectId: number,
  sealed: string,
  check: { at: string; ok: boolean; message: string },
): Promise<boolean> {
  const result = await db
    .updateTable('analytics_settings')
    .set({ secret_checked_at: check.at, secret_check_ok: check.ok ? 1 : 0, secret_check_message: check.message })
    .where('project_id', '=', projectId)
    .where('secret_box', '=', sealed)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Projects the nightly fetch reads: a property id and a key, of a live project of a live company. */
export function fetchableSettings(db: Db) {
  return db
    .selectFrom('analytics_settings as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .selectAll('s')
    .where('s.property_id', '!=', '')
    .where('s.secret_box', 'is not', null)
    .where('p.is_deleted', '=', 0)
    .where('c.is_deleted', '=', 0)
    .orderBy('s.project_id')
    .execute();
}

/** Every stored secret, for re-sealing under a new SECRETS_KEY. */
export function sealedSecrets(db: Db) {
  return db
    .selectFrom('analytics_settings')
    .select(['project_id', 'secret_box'])
    .where('secret_box', 'is not', null)
    .orderBy('project_id')
    .execute();
}

export async function replaceSealedSecret(db: Db, projectId: number, sealed: string): Promise<void> {
  await db.updateTable('analytics_settings').set({ secret_box: sealed }).where('project_id', '=', projectId).execute();
}
