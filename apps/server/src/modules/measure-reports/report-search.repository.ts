import { patternLabel, type MeasureReportSearchQuery, type MeasureReportSearchResult } from '@kaizen/domain';
import { sql } from 'kysely';
import { liveMeasureReports } from '../../db/live-measure-reports.js';
import type { Db } from '../../db/types.js';
import { SHOWN } from '../access/visibility.js';

/**
 * A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. Not
 * lower-cased here: the query folds both sides with the database's own lower(), because SQLite folds
 * only ASCII where JavaScript (and PostgreSQL) fold every letter — 'ＣＶＲ' lower-cased here would
 * never match the 'ＣＶＲ' SQLite left as it was.
 */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A report found, before its readout is read: the statistics settings of its project come along. */
export interface FoundReport {
  result: Omit<MeasureReportSearchResult, 'verdict' | 'uplift'>;
  settings: { stats_engine: string; stats_prior: string; stats_min_conversions: number };
}

/**
 * /admin/search: reports of live measures in live projects, filtered by the conditions, newest
 * period first, at most `limit` (all when null: the verdict is read after the query, so a filter or
 * sort on it needs every candidate). One query on both engines (LIKE on lower(), ESCAPE spelled out).
 */
export async function searchReports(db: Db, q: MeasureReportSearchQuery, limit: number | null): Promise<FoundReport[]> {
  let query = liveMeasureReports(db)
    .innerJoin('projects as p', 'p.id', 'm.project_id')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('report_patterns as ap', (join) =>
      join.onRef('ap.measure_id', '=', 'r.measure_id').on('ap.is_adopt', '=', 1),
    )
    .leftJoin('master_items as dm', (join) => join.onRef('dm.id', '=', 'r.device').on('dm.kind', '=', 'device'))
    .leftJoin('master_items as vm', (join) =>
      join.onRef('vm.id', '=', 'r.verification').on('vm.kind', '=', 'master_verification'),
    )
    .select([
      'r.measure_id',
      'm.project_id',
      'p.company_id',
      'c.company_name',
      'p.project_name',
      'm.measure',
      'r.porpose',
      'ap.name as adopted_name',
      'ap.pattern as adopted_pattern',
      'r.pattern_num',
      'dm.name as device_name',
      'vm.name as verification_name',
      'm.verification_start_date as start_date',
      'm.verification_end_date as end_date',
      'r.cvr_increase',
      'r.is_show',
      'p.stats_engine',
      'p.stats_prior',
      'p.stats_min_conversions',
    ])
    .where('p.is_deleted', '=', 0)
    .where('c.is_deleted', '=', 0);

  const keyword = q.keyword?.trim();
  if (keyword) {
    const like = containsPattern(keyword);
    const matches = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like lower(${like}) escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        matches('m.measure'),
        matches('r.porpose'),
        matches('r.consideration'),
        matches('r.detail'),
        eb.exists(
          eb
            .selectFrom('report_patterns as kp')
            .select('kp.id')
            .whereRef('kp.measure_id', '=', 'r.measure_id')
            .where((inner) => inner.or([matches('kp.name'), matches('kp.good'), matches('kp.bad')])),
        ),
      ]),
    );
  }
  if (q.company_id !== undefined) query = query.where('p.company_id', '=', q.company_id);
  if (q.project_id !== undefined) query = query.where('m.project_id', '=', q.project_id);
  if (q.device !== undefined) query = query.where('r.device', '=', q.device);
  if (q.verification !== undefined) query = query.where('r.verification', '=', q.verification);
  // The period overlaps the conditions' period (an open end leaves that side unbounded).
  if (q.start_date !== undefined) query = query.where('m.verification_end_date', '>=', q.start_date);
  if (q.end_date !== undefined) query = query.where('m.verification_start_date', '<=', q.end_date);
  if (q.adopted !== undefined) query = query.where('ap.id', q.adopted ? 'is not' : 'is', null);
  // Only a report with counts has a verdict: the rest need no readout to be left out.
  if (q.verdict !== undefined && q.verdict !== 'none') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('report_patterns as cp')
          .select('cp.id')
          .whereRef('cp.measure_id', '=', 'r.measure_id')
          .where('cp.users', 'is not', null),
      ),
    );
  }

  query = query.orderBy(sql`coalesce(m.verification_end_date, '')`, 'desc').orderBy('r.id', 'desc');
  const rows = await (limit === null ? query : query.limit(limit)).execute();

  return rows.map((row) => ({
    settings: {
      stats_engine: row.stats_engine,
      stats_prior: row.stats_prior,
      stats_min_conversions: Number(row.stats_min_conversions),
    },
    result: {
      measure_id: Number(row.measure_id),
      project_id: Number(row.project_id),
      company_id: Number(row.company_id),
      company_name: row.company_name,
      project_name: row.project_name,
      measure: row.measure,
      porpose: row.porpose,
      pattern:
        row.adopted_pattern === null
          ? null
          : patternLabel({ name: row.adopted_name ?? '', pattern: Number(row.adopted_pattern) }),
      pattern_num: Number(row.pattern_num),
      device: row.device_name ?? null,
      verification: row.verification_name ?? null,
      start_date: row.start_date,
      end_date: row.end_date,
      cvr_increase: row.cvr_increase === null ? null : Number(row.cvr_increase),
      is_show: row.is_show === SHOWN ? 1 : 0,
    },
  }));
}
