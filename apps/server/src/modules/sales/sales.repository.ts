import { STAFF_ROLE_NUM_MAX } from '@kaizen/domain';
import type { Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { SalesTable, Db } from '../../db/types.js';

/** A customer with the names of its staff member and proposed service. */
function entries(db: Db) {
  return db
    .selectFrom('sales as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('master_items as m', (join) => join.onRef('m.id', '=', 's.service_id').on('m.kind', '=', 'service'))
    .select([
      's.id',
      's.project_name',
      's.company_name',
      's.user_id',
      'u.name as user_name',
      'u.is_deleted as user_deleted',
      's.service_id',
      'm.name as service_name',
      's.company_id',
      's.project_id',
      's.is_deleted',
      's.deleted_at',
      's.created_at',
      's.updated_at',
    ]);
}
export type SaleRow = Awaited<ReturnType<typeof findSaleEntry>> & {};

/**
 * The live customers newest first, or (deleted) the deleted ones most recently deleted first. The id
 * breaks ties, so rows made in the same millisecond keep one order on both engines.
 */
export function listSales(db: Db, deleted: boolean) {
  return entries(db)
    .where('s.is_deleted', '=', deleted ? 1 : 0)
    .$if(deleted, (q) => q.orderBy('s.deleted_at', 'desc'))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

export function findSaleEntry(db: Db, id: number) {
  return entries(db).where('s.id', '=', id).executeTakeFirst();
}

export async function insertSale(
  db: Db,
  values: { project_name: string; company_name: string; user_id: number | null; service_id: number | null },
): Promise<number> {
  const at = nowIso();
  const { id } = await db
    .insertInto('sales')
    .values({ ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function updateSale(
  db: Db,
  id: number,
  fields: Pick<Updateable<SalesTable>, 'project_name' | 'company_name' | 'user_id' | 'service_id'>,
): Promise<void> {
  await db
    .updateTable('sales')
    .set({ ...fields, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Soft delete (and its undo): the row stays, so restoring brings back its goals, simulation and reports. */
export async function setSaleDeleted(db: Db, id: number, deleted: boolean): Promise<void> {
  const at = nowIso();
  await db
    .updateTable('sales')
    .set({ is_deleted: deleted ? 1 : 0, deleted_at: deleted ? at : null, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/**
 * Records the client project a customer became. Only a customer not yet converted is changed, so of
 * two conversions at once one wins; returns whether this one did.
 */
export async function markConverted(db: Db, id: number, companyId: number, projectId: number): Promise<boolean> {
  const result = await db
    .updateTable('sales')
    .set({ company_id: companyId, project_id: projectId, updated_at: nowIso() })
    .where('id', '=', id)
    .where('project_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Staff who may be put in charge of a customer: live users with a staff role number, oldest account first. */
export function listStaffUsers(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('is_deleted', '=', 0)
    .where('role_num', '<=', STAFF_ROLE_NUM_MAX)
    .orderBy('id')
    .execute();
}

export async function isLiveStaffUser(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('is_deleted', '=', 0)
    .where('role_num', '<=', STAFF_ROLE_NUM_MAX)
    .executeTakeFirst();
  return row !== undefined;
}

/** The live sales customer a project was converted from (sales.project_id); the first if ever more than one. */
export function findSaleOfProject(db: Db, projectId: number) {
  return db
    .selectFrom('sales')
    .select(['id', 'project_name'])
    .where('project_id', '=', projectId)
    .where('is_deleted', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
}
