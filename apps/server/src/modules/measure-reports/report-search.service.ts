import {
  MEASURE_REPORT_SEARCH_LIMIT,
  type MeasureReportSearchQuery,
  type MeasureReportSearchResult,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import { readoutsAcross } from './report-readouts.service.js';
import { searchReports } from './report-search.repository.js';

/** Highest uplift first; reports without one go last. */
function byUpliftDescending(a: MeasureReportSearchResult, b: MeasureReportSearchResult): number {
  if (a.uplift === b.uplift) return 0;
  if (a.uplift === null) return 1;
  if (b.uplift === null) return -1;
  return b.uplift - a.uplift;
}

/**
 * /admin/search with each report's verdict and its best pattern's uplift (issue 32 §3). The verdict
 * is the engine's, read in code, so a filter or sort on it reads every candidate before the limit.
 */
export async function searchReportsWithReadouts(db: Db, q: MeasureReportSearchQuery) {
  const byReadout = q.verdict !== undefined || q.sort === 'uplift';
  const found = await searchReports(db, q, byReadout ? null : MEASURE_REPORT_SEARCH_LIMIT + 1);
  const readouts = await readoutsAcross(
    db,
    found.map((f) => ({ measureId: f.result.measure_id, settings: f.settings })),
  );
  let results: MeasureReportSearchResult[] = found.map(({ result }) => {
    const readout = readouts.get(result.measure_id);
    return { ...result, verdict: readout?.stats.verdict ?? null, uplift: readout?.best?.uplift ?? null };
  });
  if (q.verdict !== undefined) {
    const wanted = q.verdict === 'none' ? null : q.verdict;
    results = results.filter((r) => r.verdict === wanted);
  }
  // A stable sort: equal uplifts keep the newest period first.
  if (q.sort === 'uplift') results.sort(byUpliftDescending);
  return {
    results: results.slice(0, MEASURE_REPORT_SEARCH_LIMIT),
    truncated: results.length > MEASURE_REPORT_SEARCH_LIMIT,
  };
}
