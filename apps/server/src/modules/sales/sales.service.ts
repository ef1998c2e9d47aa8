import {
  ROLE_ADMIN,
  ROLE_MANAGER,
  salesMessages,
  type CreateSaleRequest,
  type SaleEntry,
  type SalesListResponse,
  type UpdateSaleRequest,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { definedOnly } from '../../lib/request-fields.js';
import { requireStaff, requireStaffManager } from '../access/staff-policy.js';
import { requireSale } from '../access/access.service.js';
import { masterLists } from '../settings/masters.service.js';
import {
  findSaleEntry,
  insertSale,
  isLiveStaffUser,
  listSales,
  listStaffUsers,
  setSaleDeleted,
  updateSale,
  type SaleRow,
} from './sales.repository.js';
import { recordAction, recordChanges } from '../history/history.recorder.js';
import { inTransaction } from '../../lib/transaction.js';

const flag = (value: number) => (value === 1 ? 1 : 0) as 0 | 1;
const idOrNull = (value: number | null | undefined) => (value === null || value === undefined ? null : Number(value));

function toEntry(row: SaleRow, index: number): SaleEntry {
  const deleted = flag(row.is_deleted);
  return {
    id: Number(row.id),
    index,
    // A deleted customer is only listed to be restored; staff edit every live one.
    editable: deleted === 0,
    project_name: row.project_name,
    company_name: row.company_name,
    user_id: idOrNull(row.user_id),
    user_name: row.user_name === null ? null : row.user_deleted === 1 ? `${row.user_name}（削除済み）` : row.user_name,
    service_id: idOrNull(row.service_id),
    service_name: row.service_name,
    project_id: idOrNull(row.project_id),
    is_deleted: deleted,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** 管理者 and マネージャー delete and restore customers (decisions/0012). */
const canDelete = (actor: Actor) => actor.role === ROLE_ADMIN || actor.role === ROLE_MANAGER;

/**
 * GET sales_statuses/pb_index without sale_id: the live customers newest first (or, deleted, the
 * deleted ones most recently deleted first), numbered from 1 in that order, with the pickers' lists.
 */
export async function salesList(db: Db, actor: Actor, deleted: boolean): Promise<SalesListResponse> {
  requireStaff(actor);
  const [rows, users, masters] = await Promise.all([listSales(db, deleted), listStaffUsers(db), masterLists(db)]);
  return {
    sales: rows.map((row, i) => toEntry(row, i + 1)),
    user_list: users.map((u) => ({ id: Number(u.id), name: u.name })),
    service_list: masters.service.map((s) => ({ id: s.id, name: s.name })),
    can_delete: canDelete(actor),
  };
}

/** One customer as its list row shows it, numbered by its place in its list (live or deleted). */
export async function saleEntry(db: Db, id: number): Promise<SaleEntry> {
  const row = await findSaleEntry(db, id);
  if (!row) throw AppError.notFound(salesMessages.notFound);
  const list = await listSales(db, row.is_deleted === 1);
  return toEntry(row, list.findIndex((r) => Number(r.id) === id) + 1);
}

/**
 * The staff member and service a customer is given must be pickable: a live staff user, an entry
 * of the service master. A value the customer already has passes, so saving its other fields never
 * fails because its staff member has since left.
 */
async function checkPicks(
  db: Db,
  picks: { user_id?: number | null | undefined; service_id?: number | null | undefined },
  current?: { user_id: number | null; service_id: number | null },
): Promise<void> {
  const { user_id: userId, service_id: serviceId } = picks;
  if (userId !== undefined && userId !== null && userId !== current?.user_id && !(await isLiveStaffUser(db, userId))) {
    throw AppError.badInput('user_id', salesMessages.userNotStaff);
  }
  if (serviceId !== undefined && serviceId !== null && serviceId !== current?.service_id) {
    const services = (await masterLists(db)).service;
    if (!services.some((s) => s.id === serviceId)) throw AppError.badInput('service_id', salesMessages.serviceNotFound);
  }
}

const saleTarget = (id: number, title: string) => ({ kind: 'sale' as const, id, saleId: id, title });

/** POST sales_statuses/create: any staff member registers a customer. */
export async function createSale(db: Db, actor: Actor, req: CreateSaleRequest): Promise<SaleEntry> {
  requireStaff(actor);
  await checkPicks(db, req);
  const id = await inTransaction(db, async (trx) => {
    const newId = await insertSale(trx, {
      project_name: req.project_name,
      company_name: req.company_name,
      user_id: req.user_id ?? null,
      service_id: req.service_id ?? null,
    });
    await recordAction(trx, actor, saleTarget(newId, req.project_name), 'create');
    return newId;
  });
  return saleEntry(db, id);
}

/** POST sales_statuses/update: the fields sent change; the others stay. */
export async function editSale(db: Db, actor: Actor, req: UpdateSaleRequest): Promise<SaleEntry> {
  await requireSale(db, actor, req.id);
  const current = await findSaleEntry(db, req.id);
  await checkPicks(db, req, { user_id: idOrNull(current?.user_id), service_id: idOrNull(current?.service_id) });
  const fields = definedOnly({
    project_name: req.project_name,
    company_name: req.company_name,
    user_id: req.user_id,
    service_id: req.service_id,
  });
  await inTransaction(db, async (trx) => {
    await updateSale(trx, req.id, fields);
    const target = saleTarget(req.id, fields.project_name ?? current?.project_name ?? '');
    await recordChanges(trx, actor, target, current ?? {}, fields, Object.keys(fields));
  });
  return saleEntry(db, req.id);
}

/** POST sales_statuses/delete_sales: a soft delete, answered with the removed record. */
export async function deleteSale(db: Db, actor: Actor, id: number): Promise<SaleEntry> {
  requireStaffManager(actor);
  const sale = await requireSale(db, actor, id);
  await inTransaction(db, async (trx) => {
    await setSaleDeleted(trx, id, true);
    await recordAction(trx, actor, saleTarget(id, sale.project_name), 'delete');
  });
  return saleEntry(db, id);
}

/** POST sales_statuses/restore_sales: a deleted customer comes back (restoring a live one changes nothing). */
export async function restoreSale(db: Db, actor: Actor, id: number): Promise<SaleEntry> {
  requireStaffManager(actor);
  const sale = await requireSale(db, actor, id, { includeDeleted: true });
  if (sale.is_deleted === 1) {
    await inTransaction(db, async (trx) => {
      await setSaleDeleted(trx, id, false);
      await recordAction(trx, actor, saleTarget(id, sale.project_name), 'restore');
    });
  }
  return saleEntry(db, id);
}
