import type { Db } from '../../db/types.js';
import { SHOWN } from '../access/visibility.js';

/** Measure reports whose verification period ended in the month, with their adopted pattern. */
export function verifiedInMonth(db: Db, projectId: number, p: { start: string; end: string }) {
  return db
    .selectFrom('measure_reports as r')
    .innerJoin('measures as m', 'm.id', 'r.measure_id')
    .leftJoin('report_patterns as ap', (join) =>
      join.onRef('ap.measure_id', '=', 'r.measure_id').on('ap.is_adopt', '=', 1),
    )
    .select([
      'r.measure_id',
      'm.verification_start_date as start_date',
      'm.verification_end_date as end_date',
      'r.cvr_increase',
      'ap.name',
      'ap.pattern',
    ])
    .where('m.project_id', '=', projectId)
    .where('r.is_show', '=', SHOWN)
    .where('m.verification_end_date', '>=', p.start)
    .where('m.verification_end_date', '<=', p.end)
    .orderBy('m.verification_end_date')
    .execute();
}

/**
 * The first 30 KPI and measure status changes of the span (UTC timestamps), leaving out those of
 * measures hidden from client users.
 */
export function statusMovesIn(db: Db, projectId: number, span: { from: string; until: string }) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('measures as m', (join) => join.onRef('m.id', '=', 'n.target_id').on('n.target_kind', '=', 'measure'))
    .select(['n.created_at', 'n.kind', 'n.action_target', 'n.detail', 'n.detail_from'])
    .where('n.project_id', '=', projectId)
    .where('n.kind', 'in', ['kpi_status', 'measure_status'])
    .where((eb) => eb.or([eb('m.is_show', 'is', null), eb('m.is_show', '=', SHOWN)]))
    .where('n.created_at', '>=', span.from)
    .where('n.created_at', '<', span.until)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .limit(30)
    .execute();
}
