import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

export type LinkKind = 'task' | 'hypothesis';

/** The ids of the tasks (or hypotheses) the report is linked to, deleted ones included. */
export async function linkedIds(db: Db, measureId: number, kind: LinkKind): Promise<Set<number>> {
  const rows = await db
    .selectFrom('report_links')
    .select('target_id')
    .where('measure_id', '=', measureId)
    .where('kind', '=', kind)
    .execute();
  return new Set(rows.map((r) => Number(r.target_id)));
}

/** Links the report to the item; linking it again changes nothing. */
export async function insertLink(db: Db, measureId: number, kind: LinkKind, targetId: number) {
  await db
    .insertInto('report_links')
    .values({ measure_id: measureId, kind, target_id: targetId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['measure_id', 'kind', 'target_id']).doNothing())
    .execute();
}

export async function deleteLink(db: Db, measureId: number, kind: LinkKind, targetId: number) {
  await db
    .deleteFrom('report_links')
    .where('measure_id', '=', measureId)
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .execute();
}
