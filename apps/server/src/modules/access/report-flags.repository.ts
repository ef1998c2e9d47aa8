import type { Db } from '../../db/types.js';

/** Ids per query, well under either engine's bound-parameter limit (SQLite 32,766; PostgreSQL 65,535). */
const ID_BATCH = 5_000;

/**
 * The visibility flags of the reports the given measures have (a measure without one is not
 * listed): one query, or one per 5,000 measures on a tree with more in verification at once.
 */
export async function findReportFlags(db: Db, measureIds: number[]) {
  const flags: { measure_id: number; is_show: number }[] = [];
  for (let start = 0; start < measureIds.length; start += ID_BATCH) {
    const rows = await db
      .selectFrom('measure_reports')
      .select(['measure_id', 'is_show'])
      .where('measure_id', 'in', measureIds.slice(start, start + ID_BATCH))
      .execute();
    for (const row of rows) flags.push({ measure_id: Number(row.measure_id), is_show: Number(row.is_show) });
  }
  return flags;
}
