import { ownerColumn } from '../../db/owned-tables.js';
import type { Owner } from '@kaizen/domain';
import type { Insertable, Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { MarketsTable, Db } from '../../db/types.js';

const boardColumns = [
  'id',
  'sale_id',
  'project_id',
  'name',
  'top_name',
  'right_name',
  'bottom_name',
  'left_name',
  'index_num',
] as const;

/** The owner's boards, in their order. */
export function listBoards(db: Db, owner: Owner) {
  return db
    .selectFrom('markets')
    .select(boardColumns)
    .where(ownerColumn(owner), '=', owner.id)
    .orderBy('index_num')
    .orderBy('id')
    .execute();
}

export function findBoard(db: Db, id: number) {
  return db.selectFrom('markets').select(boardColumns).where('id', '=', id).executeTakeFirst();
}
export type BoardRow = NonNullable<Awaited<ReturnType<typeof findBoard>>>;

/** The comparison's companies of the owner, in the comparison's order. */
export function listOwnerCompanies(db: Db, owner: Owner) {
  return db
    .selectFrom('conflict_companies')
    .select(['id', 'name'])
    .where(ownerColumn(owner), '=', owner.id)
    .orderBy('index_num')
    .orderBy('id')
    .execute();
}

export function findCompany(db: Db, id: number) {
  return db
    .selectFrom('conflict_companies')
    .select(['id', 'name', 'project_id', 'sale_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The companies placed on these boards, with their names. */
export async function listTargets(db: Db, marketIds: number[]) {
  if (marketIds.length === 0) return [];
  return db
    .selectFrom('market_targets as t')
    .innerJoin('conflict_companies as c', 'c.id', 't.company_id')
    .select(['t.market_id', 't.company_id', 't.pos', 'c.name'])
    .where('t.market_id', 'in', marketIds)
    .orderBy('t.pos')
    .execute();
}

/** The number after the owner's last board. */
export async function nextBoardIndex(db: Db, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('markets')
    .select((eb) => eb.fn.max('index_num').as('max'))
    .where(ownerColumn(owner), '=', owner.id)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertBoard(
  db: Db,
  values: Omit<Insertable<MarketsTable>, 'created_at' | 'updated_at'>,
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('markets')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function updateBoard(
  db: Db,
  id: number,
  values: Pick<Updateable<MarketsTable>, 'name' | 'top_name' | 'right_name' | 'bottom_name' | 'left_name'>,
) {
  await db
    .updateTable('markets')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Marks the board changed (a company placed, moved or taken off). */
export async function touchBoard(db: Db, id: number) {
  await db.updateTable('markets').set({ updated_at: nowIso() }).where('id', '=', id).execute();
}

/** The board and its placements. */
export async function deleteBoard(db: Db, id: number) {
  await db.deleteFrom('market_targets').where('market_id', '=', id).execute();
  await db.deleteFrom('markets').where('id', '=', id).execute();
}

/** The company placed at a point of the board, if any. */
export function findTargetAt(db: Db, marketId: number, pos: number) {
  return db
    .selectFrom('market_targets')
    .select(['id', 'company_id'])
    .where('market_id', '=', marketId)
    .where('pos', '=', pos)
    .executeTakeFirst();
}

/** Places the company at the point, or moves it there when it is on the board already. */
export async function placeTarget(db: Db, marketId: number, companyId: number, pos: number) {
  const existing = await db
    .selectFrom('market_targets')
    .select('id')
    .where('market_id', '=', marketId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (existing) {
    await db.updateTable('market_targets').set({ pos }).where('id', '=', existing.id).execute();
  } else {
    await db.insertInto('market_targets').values({ market_id: marketId, company_id: companyId, pos }).execute();
  }
}

/** Takes the company off the board (back to the other items). */
export async function removeTarget(db: Db, marketId: number, companyId: number) {
  await db.deleteFrom('market_targets').where('market_id', '=', marketId).where('company_id', '=', companyId).execute();
}
