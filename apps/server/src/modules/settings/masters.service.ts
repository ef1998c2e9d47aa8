import {
  adminMessages,
  masterKinds,
  statusClasses,
  type MasterItem,
  type MasterKind,
  type MasterLists,
  type StatusClass,
} from '@kaizen/domain';
import { lockName } from '../../db/row-locks.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { requireStaff, requireStaffAdmin } from '../access/staff-policy.js';
import { inTransaction } from '../../lib/transaction.js';
import { masterReferences, type MasterReference } from './master-references.js';
import {
  deleteMasterItem,
  findMasterItem,
  insertMasterItem,
  isReferenced,
  listMasterItems,
  renameMasterItem,
  setMasterOrder,
} from './masters.repository.js';

type Row = Awaited<ReturnType<typeof listMasterItems>>[number];

function isStatusClass(value: string | null): value is StatusClass {
  return value !== null && (statusClasses as readonly string[]).includes(value);
}

function toItem(row: Row): MasterItem {
  return {
    id: row.id,
    name: row.name,
    class: isStatusClass(row.class) ? row.class : null,
    index_num: row.index_num,
    locked: row.is_locked === 1,
  };
}

/** Every master list, each in its display order (GET setting/pb_index; also read by the management area). */
export async function masterLists(db: Db): Promise<MasterLists> {
  const lists = Object.fromEntries(masterKinds.map((kind) => [kind, [] as MasterItem[]])) as MasterLists;
  for (const row of await listMasterItems(db)) {
    lists[row.kind as MasterKind]?.push(toItem(row));
  }
  return lists;
}

/** One entry's name ('' when there is none): what a status change's notification calls the new status. */
export async function masterItemName(db: Db, kind: MasterKind, id: number | null): Promise<string> {
  if (id === null) return '';
  return (await findMasterItem(db, kind, id))?.name ?? '';
}

export async function settingIndex(db: Db, actor: Actor): Promise<MasterLists> {
  requireStaff(actor);
  return masterLists(db);
}

async function itemOrNotFound(db: Db, kind: MasterKind, id: number): Promise<MasterItem> {
  const row = await findMasterItem(db, kind, id);
  if (!row) throw AppError.notFound('マスターが見つかりません');
  return toItem(row);
}

/**
 * A new entry takes the next id of its kind, read from the ids there: additions of one kind take
 * turns (lockName, held to the commit), so two at once never read the same highest id.
 */
function addMasterItem(db: Db, kind: MasterKind, name: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    await lockName(trx, `master_items:${kind}`);
    return insertMasterItem(trx, kind, name);
  });
}

export async function addMaster(db: Db, actor: Actor, kind: MasterKind, name: string): Promise<MasterItem> {
  requireStaffAdmin(actor);
  const id = await addMasterItem(db, kind, name);
  return itemOrNotFound(db, kind, id);
}

/** Any staff member may add an improvement indicator while writing a measure report (product.md §6.5, §7.4 add_improvement). */
export async function addImprovement(db: Db, actor: Actor, name: string): Promise<MasterItem> {
  requireStaff(actor);
  const id = await addMasterItem(db, 'improvement', name);
  return itemOrNotFound(db, 'improvement', id);
}

export async function renameMaster(
  db: Db,
  actor: Actor,
  kind: MasterKind,
  id: number,
  name: string,
): Promise<MasterItem> {
  requireStaffAdmin(actor);
  await itemOrNotFound(db, kind, id);
  await renameMasterItem(db, kind, id, name);
  return itemOrNotFound(db, kind, id);
}

export async function orderMaster(db: Db, actor: Actor, kind: MasterKind, ids: number[]): Promise<MasterItem[]> {
  requireStaffAdmin(actor);
  const current = (await listMasterItems(db, kind)).map((row) => row.id);
  const same =
    ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
  if (!same) throw AppError.badInput('ids', adminMessages.masterOrderMismatch);
  await inTransaction(db, (trx) => setMasterOrder(trx, kind, ids));
  return (await listMasterItems(db, kind)).map(toItem);
}

export async function removeMaster(
  db: Db,
  actor: Actor,
  kind: MasterKind,
  id: number,
  references: MasterReference[] = masterReferences[kind],
): Promise<void> {
  requireStaffAdmin(actor);
  const item = await itemOrNotFound(db, kind, id);
  if (item.locked) throw new AppError('conflict', adminMessages.masterLocked);
  if (await isReferenced(db, references, id)) throw new AppError('conflict', adminMessages.masterInUse);
  await deleteMasterItem(db, kind, id);
}
