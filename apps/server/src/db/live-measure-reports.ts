import type { Db } from './types.js';

/**
 * Measure reports of measures in the tree: the measure and every node above it not deleted (a
 * non-KPI or inbox task has no KPI above it). The aliases r, m, h, f, t and k are the caller's to
 * join on, select from and filter further.
 */
export function liveMeasureReports(db: Db) {
  return db
    .selectFrom('measure_reports as r')
    .innerJoin('measures as m', 'm.id', 'r.measure_id')
    .innerJoin('hypotheses as h', 'h.id', 'm.hypothesis_id')
    .innerJoin('factors as f', 'f.id', 'h.factor_id')
    .innerJoin('tasks as t', 't.id', 'f.task_id')
    .leftJoin('kpis as k', 'k.id', 't.project_kpi_id')
    .where('m.is_deleted', '=', 0)
    .where('h.is_deleted', '=', 0)
    .where('f.is_deleted', '=', 0)
    .where('t.is_deleted', '=', 0)
    .where((eb) => eb.or([eb('t.project_kpi_id', 'is', null), eb('k.is_deleted', '=', 0)]));
}
