import type { Insertable, Updateable } from 'kysely';
import { isPostgres, nowIso } from '../../db/schema-helpers.js';
import type { ClientTargetsTable, Db } from '../../db/types.js';

const COLUMNS = [
  'id',
  'project_id',
  'start_month',
  'end_month',
  'target_sales',
  'ltv',
  'contract_rate',
  'target_contract_cnt',
  'target_cv_cnt',
  'updated_at',
] as const;

export type TargetRow = NonNullable<Awaited<ReturnType<typeof findTarget>>>;

/** A project's target rows as typed, earliest period first. */
export function listTargets(db: Db, projectId: number) {
  return db
    .selectFrom('client_targets')
    .select(COLUMNS)
    .where('project_id', '=', projectId)
    .orderBy('start_month')
    .orderBy('id')
    .execute();
}

export function findTarget(db: Db, id: number) {
  return db.selectFrom('client_targets').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Within a transaction: holds the project's row until it commits, so that on PostgreSQL two writes
 * of one project's targets check for overlaps one after the other (each sees what the other wrote).
 * SQLite runs one write transaction at a time already.
 */
export async function lockProjectTargets(trx: Db, projectId: number): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().execute();
}

/** A row of the project whose period shares a month with start..end (leaving out the row being changed). */
export function findOverlap(db: Db, projectId: number, period: { start: string; end: string }, exceptId?: number) {
  let query = db
    .selectFrom('client_targets')
    .select(['id', 'start_month', 'end_month'])
    .where('project_id', '=', projectId)
    .where('start_month', '<=', period.end)
    .where('end_month', '>=', period.start);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertTarget(
  db: Db,
  values: Omit<Insertable<ClientTargetsTable>, 'id' | 'created_at' | 'updated_at'>,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('client_targets')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateTarget(db: Db, id: number, fields: Updateable<ClientTargetsTable>): Promise<void> {
  await db
    .updateTable('client_targets')
    .set({ ...fields, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteTarget(db: Db, id: number): Promise<void> {
  await db.deleteFrom('client_targets').where('id', '=', id).execute();
}
