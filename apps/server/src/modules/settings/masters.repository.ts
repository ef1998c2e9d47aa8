import type { MasterKind } from '@kaizen/domain';
import { sql } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';
import type { MasterReference } from './master-references.js';

export function listMasterItems(db: Db, kind?: MasterKind) {
  let query = db.selectFrom('master_items').select(['kind', 'id', 'name', 'class', 'index_num', 'is_locked']);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('kind').orderBy('index_num').orderBy('id').execute();
}

export function findMasterItem(db: Db, kind: MasterKind, id: number) {
  return db
    .selectFrom('master_items')
    .select(['kind', 'id', 'name', 'class', 'index_num', 'is_locked'])
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

const INSERT_ATTEMPTS = 5;

/**
 * New entries take the next id and go to the end: ids never change meaning. Run it under the kind's
 * lock (masters.service addMasterItem), so two additions never read the same highest id; should an
 * id be taken anyway (a row written around the service), it reads again and takes the next.
 */
export async function insertMasterItem(db: Db, kind: MasterKind, name: string): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const next = await db
      .selectFrom('master_items')
      .select((eb) => [eb.fn.max('id').as('max_id'), eb.fn.max('index_num').as('max_index')])
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    const id = Number(next.max_id ?? -1) + 1;
    const result = await db
      .insertInto('master_items')
      .values({
        kind,
        id,
        name,
        class: null,
        index_num: Number(next.max_index ?? 0) + 1,
        is_locked: 0,
        updated_at: nowIso(),
      })
      .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return id;
    if (attempt >= INSERT_ATTEMPTS) throw new Error(`no free id for a new ${kind} entry`);
  }
}

export async function renameMasterItem(db: Db, kind: MasterKind, id: number, name: string): Promise<void> {
  await db
    .updateTable('master_items')
    .set({ name, updated_at: nowIso() })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .execute();
}

export async function setMasterOrder(db: Db, kind: MasterKind, ids: number[]): Promise<void> {
  const at = nowIso();
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('master_items')
      .set({ index_num: index + 1, updated_at: at })
      .where('kind', '=', kind)
      .where('id', '=', id)
      .execute();
  }
}

export async function deleteMasterItem(db: Db, kind: MasterKind, id: number): Promise<void> {
  await db.deleteFrom('master_items').where('kind', '=', kind).where('id', '=', id).execute();
}

export async function isReferenced(db: Db, references: MasterReference[], id: number): Promise<boolean> {
  for (const { table, column } of references) {
    const { rows } = await sql<{
      hit: number;
    }>`select 1 as hit from ${sql.table(table)} where ${sql.ref(column)} = ${id} limit 1`.execute(db);
    if (rows.length > 0) return true;
  }
  return false;
}
