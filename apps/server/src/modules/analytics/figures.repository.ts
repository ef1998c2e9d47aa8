import { liveMeasureReports } from '../../db/live-measure-reports.js';
import type { Db } from '../../db/types.js';
import { SHOWN } from '../access/visibility.js';

/** What the graph needs of a project's analytics settings: the conversion names and the CVR slot. */
export function findFigureSettings(db: Db, projectId: number) {
  return db
    .selectFrom('analytics_settings')
    .select(['cv1_id', 'cv2_id', 'cv3_id', 'measure_cv_slot'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/**
 * Measures of the project whose report's verification period ended between the two days (both
 * included), with the adopted pattern if any. Only measures in the tree: not deleted and under no
 * deleted node. For a client user, what is hidden from clients (the measure or its report) stays out.
 */
export function verifiedMeasures(db: Db, projectId: number, days: { start: string; end: string }, clientView: boolean) {
  let query = liveMeasureReports(db)
    .leftJoin('report_patterns as ap', (join) =>
      join.onRef('ap.measure_id', '=', 'r.measure_id').on('ap.is_adopt', '=', 1),
    )
    .select([
      'm.id as measure_id',
      'm.measure',
      'm.verification_end_date as end_date',
      'ap.name as pattern_name',
      'ap.pattern',
    ])
    .where('m.project_id', '=', projectId)
    .where('m.verification_end_date', '>=', days.start)
    .where('m.verification_end_date', '<=', days.end);
  if (clientView) query = query.where('m.is_show', '=', SHOWN).where('r.is_show', '=', SHOWN);
  return query.orderBy('m.verification_end_date').orderBy('m.id').execute();
}
