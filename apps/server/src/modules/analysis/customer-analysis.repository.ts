import { ownerColumn, ownerValues } from '../../db/owned-tables.js';
import { BLANK_POINT_INDEX, type Owner } from '@kaizen/domain';
import type { Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { AnalysisPointsTable, Db } from '../../db/types.js';

/** The two item tables of the journey board: what the company offers, what the customer achieves. */
export type ItemTable = 'analysis_company_items' | 'analysis_customer_items';

const itemColumns = ['id', 'project_id', 'sale_id', 'phase_id', 'text', 'index_num'] as const;
const pointColumns = [
  'id',
  'project_id',
  'sale_id',
  'phase_id',
  'is_action',
  'is_good',
  'action_contents',
  'propriety_id',
  'detail',
  'element',
  'index_num',
] as const;

// ---------------------------------------------------------------- items

/** The owner's items of one table, by phase, then index_num. */
export function listItems(db: Db, table: ItemTable, owner: Owner) {
  return db
    .selectFrom(table)
    .select(itemColumns)
    .where(ownerColumn(owner), '=', owner.id)
    .orderBy('phase_id')
    .orderBy('index_num')
    .orderBy('id')
    .execute();
}

export function findItem(db: Db, table: ItemTable, id: number) {
  return db.selectFrom(table).select(itemColumns).where('id', '=', id).executeTakeFirst();
}

/** The ids of the owner's items in one phase, in their order. */
export async function phaseItemIds(db: Db, table: ItemTable, owner: Owner, phaseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where(ownerColumn(owner), '=', owner.id)
    .where('phase_id', '=', phaseId)
    .orderBy('index_num')
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

export async function insertItem(
  db: Db,
  table: ItemTable,
  owner: Owner,
  values: { phase_id: number; text: string; index_num: number },
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto(table)
    .values({
      ...ownerValues(owner),
      ...values,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function updateItem(
  db: Db,
  table: ItemTable,
  id: number,
  values: { text?: string; phase_id?: number },
): Promise<void> {
  await db
    .updateTable(table)
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** index_num from 1 in the order given (one phase's items). */
export async function renumberItems(db: Db, table: ItemTable, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable(table)
      .set({ index_num: index + 1 })
      .where('id', '=', id)
      .execute();
  }
}

export async function deleteItem(db: Db, table: ItemTable, id: number): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).execute();
}

// ---------------------------------------------------------------- point rows

/** The owner's point rows, filled ones by index_num and the blank rows (9999) last. */
export function listPoints(db: Db, owner: Owner) {
  return db
    .selectFrom('analysis_points')
    .select(pointColumns)
    .where(ownerColumn(owner), '=', owner.id)
    .orderBy('index_num')
    .orderBy('id')
    .execute();
}

export function findPoint(db: Db, id: number) {
  return db.selectFrom('analysis_points').select(pointColumns).where('id', '=', id).executeTakeFirst();
}

/** A new blank row (index_num 9999) of the owner. */
export async function insertBlankPoint(db: Db, owner: Owner): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('analysis_points')
    .values({
      ...ownerValues(owner),
      phase_id: null,
      is_action: 0,
      is_good: 0,
      action_contents: '',
      propriety_id: null,
      detail: '',
      element: '',
      index_num: BLANK_POINT_INDEX,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

type PointValues = Omit<Updateable<AnalysisPointsTable>, 'id' | 'project_id' | 'sale_id' | 'created_at' | 'updated_at'>;

export async function updatePoint(db: Db, id: number, values: PointValues): Promise<void> {
  await db
    .updateTable('analysis_points')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** index_num from 1 in the order given (the owner's filled rows). */
export async function renumberPoints(db: Db, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('analysis_points')
      .set({ index_num: index + 1 })
      .where('id', '=', id)
      .execute();
  }
}

export async function deletePoint(db: Db, id: number): Promise<void> {
  await db.deleteFrom('analysis_points').where('id', '=', id).execute();
}
