import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

/*
 * The statistics' reads and writes (issue 32, decisions/0030): a project's reading rule and the counts
 * of many reports at once. A single report's counts come with its patterns (measure-reports.repository).
 */

/** How the project reads its measures' results (issue 32): the engine, the prior, the data guard. */
export function statsSettingsOf(db: Db, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['stats_engine', 'stats_prior', 'stats_min_conversions'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
}

export async function updateStatsSettings(
  db: Db,
  projectId: number,
  settings: { stats_engine?: string; stats_prior?: string; stats_min_conversions?: number },
) {
  await db
    .updateTable('projects')
    .set({ ...settings, updated_at: nowIso() })
    .where('id', '=', projectId)
    .execute();
}

/** Measure ids per query: well under the bound parameters either engine takes in one query. */
const ID_BATCH = 500;

function countsQuery(db: Db, measureIds: readonly number[]) {
  return db
    .selectFrom('report_patterns as p')
    .innerJoin('measure_reports as r', 'r.measure_id', 'p.measure_id')
    .select([
      'p.measure_id',
      'p.pattern',
      'p.name',
      'p.users',
      'p.conversions',
      'p.value_sum',
      'p.value_sum_squares',
      'p.planned_share',
      'r.control_pattern',
      'r.plan_baseline_cvr',
      'r.plan_daily_users',
      'r.plan_mde',
      'r.pattern_num',
    ])
    .where('p.measure_id', 'in', [...measureIds])
    .orderBy('p.measure_id')
    .orderBy('p.pattern')
    .execute();
}

export type CountRow = Awaited<ReturnType<typeof countsQuery>>[number];

/**
 * The counted patterns of any number of measures' reports, with each report's control and plan, a
 * query per batch of ids: what the statistics of a list of measures (the board, the monthly template,
 * admin search, the learnings page) are read from.
 */
export async function countsOfReports(db: Db, measureIds: readonly number[]): Promise<CountRow[]> {
  const rows: CountRow[] = [];
  for (let start = 0; start < measureIds.length; start += ID_BATCH) {
    rows.push(...(await countsQuery(db, measureIds.slice(start, start + ID_BATCH))));
  }
  return rows;
}
