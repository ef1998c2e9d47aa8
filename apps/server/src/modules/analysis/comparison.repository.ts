import type { Owner } from '@kaizen/domain';
import { nowIso } from '../../db/schema-helpers.js';
import { ownerColumn, ownerValues } from '../../db/owned-tables.js';
import type { Db } from '../../db/types.js';

/** The table's two ordered kinds of line: companies (rows) and comparison items (columns). */
export type LineTable = 'conflict_companies' | 'conflict_items';

export interface LineRow {
  id: number;
  index_num: number;
}

/** The owner's comparison items (columns), in order. */
export async function listItems(db: Db, owner: Owner) {
  const rows = await db
    .selectFrom('conflict_items')
    .select(['id', 'title', 'index_num'])
    .where(ownerColumn(owner), '=', owner.id)
    .orderBy('index_num')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), title: row.title, index_num: Number(row.index_num) }));
}

/** The owner's companies (rows), in order. */
export async function listCompanies(db: Db, owner: Owner) {
  const rows = await db
    .selectFrom('conflict_companies')
    .select(['id', 'name', 'index_num'])
    .where(ownerColumn(owner), '=', owner.id)
    .orderBy('index_num')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name, index_num: Number(row.index_num) }));
}

/** The ids of the owner's rows or columns, in order. */
export async function listLines(db: Db, table: LineTable, owner: Owner): Promise<LineRow[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'index_num'])
    .where(ownerColumn(owner), '=', owner.id)
    .orderBy('index_num')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), index_num: Number(row.index_num) }));
}

/** The cells of the given companies. */
export async function listCells(db: Db, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  const rows = await db
    .selectFrom('conflict_cells')
    .select(['company_id', 'item_id', 'name'])
    .where('company_id', 'in', companyIds)
    .execute();
  return rows.map((row) => ({ company_id: Number(row.company_id), item_id: Number(row.item_id), name: row.name }));
}

/** A company or a comparison item with the owner columns it belongs to. */
export async function findLine(db: Db, table: LineTable, id: number) {
  const row = await db
    .selectFrom(table)
    .select(['id', 'project_id', 'sale_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    project_id: row.project_id === null ? null : Number(row.project_id),
    sale_id: row.sale_id === null ? null : Number(row.sale_id),
  };
}

export async function countLines(db: Db, table: LineTable, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(ownerColumn(owner), '=', owner.id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The next index_num after the owner's last row or column. */
export async function nextIndex(db: Db, table: LineTable, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('index_num').as('max'))
    .where(ownerColumn(owner), '=', owner.id)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertCompany(db: Db, owner: Owner, name: string, indexNum: number): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('conflict_companies')
    .values({ ...ownerValues(owner), name, index_num: indexNum, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function insertItem(db: Db, owner: Owner, title: string, indexNum: number): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('conflict_items')
    .values({ ...ownerValues(owner), title, index_num: indexNum, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Empty cells for the pairs given. */
export async function insertEmptyCells(db: Db, pairs: { company_id: number; item_id: number }[]) {
  if (pairs.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('conflict_cells')
    .values(pairs.map((pair) => ({ ...pair, name: '', created_at: now, updated_at: now })))
    .execute();
}

export async function updateCompanyName(db: Db, id: number, name: string) {
  await db.updateTable('conflict_companies').set({ name, updated_at: nowIso() }).where('id', '=', id).execute();
}

export async function updateItemTitle(db: Db, id: number, title: string) {
  await db.updateTable('conflict_items').set({ title, updated_at: nowIso() }).where('id', '=', id).execute();
}

/** One cell's text, written whether or not the cell was there. */
export async function upsertCell(db: Db, companyId: number, itemId: number, name: string) {
  const now = nowIso();
  await db
    .insertInto('conflict_cells')
    .values({ company_id: companyId, item_id: itemId, name, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['company_id', 'item_id']).doUpdateSet({ name, updated_at: now }))
    .execute();
}

/**
 * A company with its cells and its places on the market boards (market_targets, issue 12's board:
 * the foreign key cascades too, but the removal says what it takes).
 */
export async function deleteCompany(db: Db, id: number) {
  await db.deleteFrom('market_targets').where('company_id', '=', id).execute();
  await db.deleteFrom('conflict_cells').where('company_id', '=', id).execute();
  await db.deleteFrom('conflict_companies').where('id', '=', id).execute();
}

/** A comparison item with its cells. */
export async function deleteItem(db: Db, id: number) {
  await db.deleteFrom('conflict_cells').where('item_id', '=', id).execute();
  await db.deleteFrom('conflict_items').where('id', '=', id).execute();
}

export async function setIndexNums(db: Db, table: LineTable, rows: LineRow[]) {
  const now = nowIso();
  for (const row of rows) {
    await db.updateTable(table).set({ index_num: row.index_num, updated_at: now }).where('id', '=', row.id).execute();
  }
}

/** The owner's strengths and weaknesses, if written. */
export async function findIndividual(db: Db, owner: Owner) {
  const row = await db
    .selectFrom('analysis_individual')
    .select(['id', 'project_id', 'strength', 'weakness'])
    .where(ownerColumn(owner), '=', owner.id)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return null;
  const projectId = row.project_id === null ? null : Number(row.project_id);
  return { id: Number(row.id), project_id: projectId, strength: row.strength, weakness: row.weakness };
}

/** The owner's strengths and weaknesses, written whether or not they were there (one row per owner). */
export async function upsertIndividual(db: Db, owner: Owner, strength: string, weakness: string) {
  const now = nowIso();
  await db
    .insertInto('analysis_individual')
    .values({ ...ownerValues(owner), strength, weakness, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column(ownerColumn(owner)).doUpdateSet({ strength, weakness, updated_at: now }))
    .execute();
}
