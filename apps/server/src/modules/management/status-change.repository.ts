import type { BoardKind } from '@kaizen/domain';
import { sql } from 'kysely';
import { nodeTables } from '../../db/node-tables.js';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

/** A KPI's, task's or measure's status, title and project. */
export async function statusOf(
  db: Db,
  kind: BoardKind,
  id: number,
): Promise<{ status: number | null; title: string; project_id: number } | undefined> {
  const { table, title } = nodeTables[kind];
  const { rows } = await sql<{ status: number | null; title: string; project_id: number }>`
    select status, ${sql.ref(title)} as title, project_id from ${sql.table(table)} where id = ${id}`.execute(db);
  const row = rows[0];
  return row
    ? { title: row.title, status: row.status === null ? null : Number(row.status), project_id: Number(row.project_id) }
    : undefined;
}

/**
 * The card leaves its place on the board: that place belonged to its old column, so in the new one
 * it goes after the cards ordered there.
 */
export async function clearBoardOrder(db: Db, kind: BoardKind, nodeId: number): Promise<void> {
  await db
    .updateTable('board_cards')
    .set({ array_num: null, updated_at: nowIso() })
    .where('kind', '=', kind)
    .where('node_id', '=', nodeId)
    .execute();
}
