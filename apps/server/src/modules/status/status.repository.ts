import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

export function boardCardsOf(db: Db, projectId: number) {
  return db
    .selectFrom('board_cards')
    .select(['kind', 'node_id', 'memo', 'array_num'])
    .where('project_id', '=', projectId)
    .execute();
}

export function schedulesOf(db: Db, projectId: number) {
  return db
    .selectFrom('measure_schedules')
    .innerJoin('measures', 'measures.id', 'measure_schedules.measure_id')
    .select([
      'measure_schedules.measure_id',
      'measure_schedules.preparation_start',
      'measure_schedules.preparation_end',
      'measure_schedules.confirmation_start',
      'measure_schedules.confirmation_end',
      'measure_schedules.completion_date',
    ])
    .where('measures.project_id', '=', projectId)
    .execute();
}

export async function saveMemo(db: Db, projectId: number, kind: string, nodeId: number, memo: string): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('board_cards')
    .values({ project_id: projectId, kind, node_id: nodeId, memo, updated_at: at })
    .onConflict((oc) => oc.columns(['kind', 'node_id']).doUpdateSet({ memo, updated_at: at }))
    .execute();
}

/** Numbers a column's cards 1, 2, 3 … in the given order. */
export async function saveColumnOrder(db: Db, projectId: number, kind: string, nodeIds: number[]): Promise<void> {
  const at = nowIso();
  for (const [i, nodeId] of nodeIds.entries()) {
    await db
      .insertInto('board_cards')
      .values({ project_id: projectId, kind, node_id: nodeId, array_num: i + 1, updated_at: at })
      .onConflict((oc) => oc.columns(['kind', 'node_id']).doUpdateSet({ array_num: i + 1, updated_at: at }))
      .execute();
  }
}

export async function saveSchedule(
  db: Db,
  measureId: number,
  fields: Partial<{
    preparation_start: string | null;
    preparation_end: string | null;
    confirmation_start: string | null;
    confirmation_end: string | null;
    completion_date: string | null;
  }>,
): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('measure_schedules')
    .values({ measure_id: measureId, ...fields, updated_at: at })
    .onConflict((oc) => oc.column('measure_id').doUpdateSet({ ...fields, updated_at: at }))
    .execute();
}
