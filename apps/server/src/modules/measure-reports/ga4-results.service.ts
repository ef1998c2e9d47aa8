import {
  ga4DimensionOf,
  ga4SourceKinds,
  ga4SourceMessages,
  missingGa4Value,
  moreConversionsThanUsers,
  patternCountsFromRows,
  type FetchResultsResponse,
  type Ga4Source,
  type UpdateGa4SourceRequest,
} from '@kaizen/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { requireReport } from '../access/access.service.js';
import { fetchPatternRows } from '../analytics/ga4-pattern-report.js';
import { withGa4Connection } from '../analytics/ga4.service.js';
import { saveGa4Source } from './ga4-source.repository.js';
import { findReport, lockPatternNum, patternsOf, type ReportRow } from './measure-reports.repository.js';
import { updateResults } from './verification-data.service.js';
import { measureReportTarget, recordUpdate } from '../history/history.recorder.js';

type Ga4Config = Pick<Config, 'ga4ApiBase' | 'secretsKey'>;
type PatternRow = Awaited<ReturnType<typeof patternsOf>>[number];

/** The stored source of a report, or null until one is saved. */
export function ga4SourceOf(report: ReportRow, patterns: readonly PatternRow[]): Ga4Source | null {
  const kind = ga4SourceKinds.find((k) => k === report.ga4_kind);
  if (!kind) return null;
  return {
    kind,
    dimension: report.ga4_dimension ?? '',
    event: report.ga4_event ?? '',
    values: patterns.map((p) => ({ pattern: Number(p.pattern), value: p.ga4_value ?? '' })),
  };
}

/**
 * POST measure_reports/update_ga4_source (decisions/0034): how GA4 tells this report's patterns apart.
 * Checked against the report's patterns under its row lock, as update_results is.
 */
/** The sampled share as the warning says it: 12.5 → 「12.5」, 3 → 「3」. */
const samplePercent = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });

export async function updateGa4Source(db: Db, actor: Actor, req: UpdateGa4SourceRequest): Promise<number> {
  const { measure } = await requireReport(db, actor, req.measure_id, 'edit');
  await projectTransaction(db, measure.project_id, async (trx) => {
    await recordUpdate(trx, actor, measureReportTarget(measure), 'ga4_source');
    const patternNum = await lockPatternNum(trx, measure.id);
    const outside = req.values.findIndex((row) => row.pattern > patternNum);
    if (outside >= 0) {
      throw AppError.badInput(`values.${outside}.pattern`, `パターン${req.values[outside]?.pattern}はありません`);
    }
    await saveGa4Source(trx, measure.id, {
      kind: req.kind,
      dimension: req.kind === 'custom_dimension' ? (req.dimension ?? null) : null,
      event: req.event,
      values: req.values,
    });
  });
  return measure.id;
}

/**
 * POST measure_reports/fetch_results (issue 32 §1): the patterns' users and conversions from GA4 for
 * the report's verification period. dry_run 1 answers the preview; dry_run 0 saves through
 * update_results — the same rules, lock and access. Nothing is asked of GA4 while the source, the
 * period or a pattern's value is missing.
 */
export async function fetchResults(
  db: Db,
  actor: Actor,
  config: Ga4Config,
  req: { measure_id: number; dry_run: 0 | 1 },
): Promise<FetchResultsResponse> {
  const { measure } = await requireReport(db, actor, req.measure_id, 'edit');
  const [report, patterns] = await Promise.all([findReport(db, measure.id), patternsOf(db, measure.id)]);
  const source = report ? ga4SourceOf(report, patterns) : null;
  if (!report || !source) throw AppError.badInput('kind', ga4SourceMessages.notSet);
  const { start_date: startDate, end_date: endDate } = report;
  if (!startDate || !endDate) throw AppError.badInput('start_date', ga4SourceMessages.noPeriod);
  const reportPatterns = patterns.map((p) => ({ pattern: Number(p.pattern), name: p.name }));
  const missing = missingGa4Value(source, reportPatterns);
  if (missing) throw AppError.badInput(missing.field, missing.message);

  const { rows, thresholded, sampledShare } = await withGa4Connection(
    db,
    config,
    measure.project_id,
    ga4SourceMessages.notConnected,
    (call) =>
      fetchPatternRows(call, {
        dimension: ga4DimensionOf(source),
        values: source.values.map((row) => row.value),
        event: source.event,
        impressionsOnly: source.kind === 'experience_impression',
        startDate,
        endDate,
      }),
  );
  const counts = patternCountsFromRows(source, reportPatterns, rows);
  // GA4 answered, but with figures no test can read: its answer is the problem, as a refusal is.
  const inconsistent = moreConversionsThanUsers(counts);
  if (inconsistent) throw new AppError('upstream', inconsistent);
  const period = {
    start_date: startDate,
    end_date: endDate,
    warnings: [
      ...(thresholded ? [ga4SourceMessages.thresholded] : []),
      ...(sampledShare === null ? [] : [ga4SourceMessages.sampled(samplePercent.format(sampledShare * 100))]),
    ],
  };
  if (req.dry_run === 1) {
    return { ...period, rows: counts, saved: false, message: ga4SourceMessages.preview(counts.length) };
  }
  await updateResults(db, actor, {
    measure_id: measure.id,
    patterns: counts.map(({ pattern, users, conversions }) => ({ pattern, users, conversions })),
  });
  return { ...period, rows: counts, saved: true, message: ga4SourceMessages.imported(counts.length) };
}
