import { sql } from 'kysely';
import { liveMeasureReports } from '../../db/live-measure-reports.js';
import type { Db } from '../../db/types.js';
import { SHOWN } from '../access/visibility.js';

/** Who reads: a client user only its company's shown measures with shown reports. */
export interface LearningsScope {
  companyId: number | undefined;
  clientOnly: boolean;
  /** The verification's end date, both ends included, as YYYY-MM-DD text. */
  endFrom: string | undefined;
  endTo: string | undefined;
}

/**
 * The measures with a report that may have taught something: live (in a live tree, project and
 * company), with their hypothesis's category, their verification method, their adopted pattern and
 * their project's statistics settings. Whether the verification is done is the service's check.
 */
export async function learningCandidates(db: Db, scope: LearningsScope) {
  let query = liveMeasureReports(db)
    .innerJoin('projects as p', 'p.id', 'm.project_id')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('report_patterns as ap', (join) =>
      join.onRef('ap.measure_id', '=', 'r.measure_id').on('ap.is_adopt', '=', 1),
    )
    .select([
      'r.measure_id',
      'm.project_id',
      'p.project_name',
      'c.company_name',
      'm.measure',
      'h.hypothesis',
      'h.category',
      'm.verification',
      'm.status',
      'm.verification_end_date',
      'ap.pattern as adopted_pattern',
      'ap.name as adopted_name',
      'p.stats_engine',
      'p.stats_prior',
      'p.stats_min_conversions',
    ])
    .where('p.is_deleted', '=', 0)
    .where('c.is_deleted', '=', 0);
  if (scope.clientOnly) query = query.where('m.is_show', '=', SHOWN).where('r.is_show', '=', SHOWN);
  if (scope.companyId !== undefined) query = query.where('p.company_id', '=', scope.companyId);
  if (scope.endFrom !== undefined) query = query.where('m.verification_end_date', '>=', scope.endFrom);
  if (scope.endTo !== undefined) query = query.where('m.verification_end_date', '<=', scope.endTo);
  // Newest result first; a measure done by its status without an end date last, on both engines.
  return query
    .orderBy(sql`coalesce(m.verification_end_date, '')`, 'desc')
    .orderBy('r.measure_id', 'desc')
    .execute();
}
