import { bestTreatment, isVerificationDone, patternLabel, type MasterLists, type MeasureStats } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import { countsOfReports, statsSettingsOf, type CountRow } from './verification-data.repository.js';
import { controlOf, planOf, statsOf, type StoredStatsSettings } from './report-stats.js';

/** A measure's readout as a list shows it: the overall statistics and its best treatment's label. */
export interface MeasureReadout {
  stats: MeasureStats;
  best: (MeasureStats['patterns'][number] & { label: string }) | null;
}

/**
 * Whether a measure's verification is done (isVerificationDone) by its status's class in the
 * master: what decides if a client user may see its readout (decisions/0030).
 */
export function verificationDoneBy(masters: MasterLists, today: string) {
  const classOf = new Map(masters.measure_status.map((s) => [s.id, s.class]));
  return (measure: { status: number | null; verification_end_date: string | null }) =>
    isVerificationDone({
      statusClass: measure.status === null ? null : classOf.get(measure.status),
      endDate: measure.verification_end_date,
      today,
    });
}

/**
 * The readouts of a project's measures, read as the report reads each (issue 32 §3), in two queries
 * whatever the number of measures. The caller passes only the measures whose verification data its
 * reader may see (decisions/0030); a measure without a readout is left out of the map.
 */
export async function readoutsOf(
  db: Db,
  projectId: number,
  measureIds: readonly number[],
): Promise<Map<number, MeasureReadout>> {
  if (measureIds.length === 0) return new Map();
  const settings = await statsSettingsOf(db, projectId);
  return readoutsAcross(
    db,
    measureIds.map((measureId) => ({ measureId, settings })),
  );
}

/**
 * The readouts of measures in any projects, each under its project's statistics settings: what the
 * admin search reads across every company.
 */
export async function readoutsAcross(
  db: Db,
  measures: readonly { measureId: number; settings: StoredStatsSettings }[],
): Promise<Map<number, MeasureReadout>> {
  const settingsOfMeasure = new Map(measures.map((m) => [m.measureId, m.settings]));
  const rows = await countsOfReports(db, [...settingsOfMeasure.keys()]);
  return readoutsOfCounts(rows, (measureId) => settingsOfMeasure.get(measureId));
}

/**
 * The readouts of the counted patterns of many reports (countsOfReports' rows), each read with its
 * project's settings; a measure without settings or without a readout is left out of the map.
 */
export function readoutsOfCounts(
  rows: readonly CountRow[],
  settingsOf: (measureId: number) => StoredStatsSettings | undefined,
): Map<number, MeasureReadout> {
  const readouts = new Map<number, MeasureReadout>();
  const byMeasure = new Map<number, CountRow[]>();
  for (const row of rows) {
    const id = Number(row.measure_id);
    const list = byMeasure.get(id) ?? [];
    list.push(row);
    byMeasure.set(id, list);
  }
  for (const [id, patterns] of byMeasure) {
    const counted = patterns.map((p) => ({
      pattern: Number(p.pattern),
      users: p.users,
      conversions: p.conversions,
      value_sum: p.value_sum,
      value_sum_squares: p.value_sum_squares,
      planned_share: p.planned_share,
    }));
    const report = patterns[0];
    const settings = settingsOf(id);
    if (!report || !settings) continue;
    const control = controlOf(counted, report.control_pattern === null ? null : Number(report.control_pattern));
    // A list reads the verdict, uplift and chance to win, never the chance of being best.
    const stats = statsOf(counted, control, settings, planOf(report)?.users_per_pattern ?? null, { probBest: false });
    if (!stats) continue;
    const best = bestTreatment(stats);
    const name = patterns.find((p) => Number(p.pattern) === best?.pattern)?.name ?? '';
    readouts.set(id, { stats, best: best ? { ...best, label: patternLabel({ name, pattern: best.pattern }) } : null });
  }
  return readouts;
}
