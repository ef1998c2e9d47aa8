import { MAX_ID } from '@kaizen/domain';
import type { Insertable, Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { SalesReportsTable, Db } from '../../db/types.js';
import { SHOWN } from '../access/visibility.js';

const columns = [
  'r.id',
  'r.sale_id',
  'r.title',
  'r.is_show',
  'r.created_at',
  'r.updated_at',
  'u.name as user_name',
] as const;

function reports(db: Db) {
  return db.selectFrom('sales_reports as r').leftJoin('users as u', 'u.id', 'r.user_id');
}

/** A sales customer's reports, newest first. */
export function listSaleReports(db: Db, saleId: number) {
  return reports(db)
    .select(columns)
    .where('r.sale_id', '=', saleId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/**
 * The reports of the live customers that became this project (sales.project_id), newest first;
 * only the shown ones when asked.
 */
export function listProjectReports(db: Db, projectId: number, filter: { shownOnly: boolean }) {
  return reports(db)
    .innerJoin('sales as s', 's.id', 'r.sale_id')
    .select(columns)
    .where('s.project_id', '=', projectId)
    .where('s.is_deleted', '=', 0)
    .$if(filter.shownOnly, (q) => q.where('r.is_show', '=', SHOWN))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export function findSalesReport(db: Db, id: number) {
  return reports(db).select(columns).select('r.body').where('r.id', '=', id).executeTakeFirst();
}

export async function insertSalesReport(
  db: Db,
  values: Omit<Insertable<SalesReportsTable>, 'created_at' | 'updated_at'>,
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('sales_reports')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function updateSalesReport(db: Db, id: number, fields: Updateable<SalesReportsTable>) {
  await db
    .updateTable('sales_reports')
    .set({ ...fields, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteSalesReport(db: Db, id: number) {
  await db.deleteFrom('sales_reports').where('id', '=', id).execute();
}

/** Of the given file ids, those uploaded for the customer (only these resolve in its reports). */
export async function saleFileIds(db: Db, saleId: number, ids: number[]): Promise<number[]> {
  // The ids come from free text: one too large for the column names no file (and PostgreSQL refuses it).
  const possible = ids.filter((id) => id <= MAX_ID);
  if (possible.length === 0) return [];
  const rows = await db
    .selectFrom('sale_files')
    .select('file_id')
    .where('sale_id', '=', saleId)
    .where('file_id', 'in', possible)
    .execute();
  return rows.map((r) => Number(r.file_id));
}

export async function addSaleFile(db: Db, saleId: number, fileId: number) {
  await db.insertInto('sale_files').values({ file_id: fileId, sale_id: saleId, created_at: nowIso() }).execute();
}
