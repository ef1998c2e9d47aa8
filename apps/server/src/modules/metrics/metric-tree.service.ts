import {
  isSalesFormula,
  achievement,
  baseValuesForMonths,
  clientTargetFigure,
  comparisonPeriods,
  decompose,
  evaluateFrame,
  learningPattern,
  monthOf,
  monthlySeriesOf,
  monthsBefore,
  monthsEndingWith,
  previousMonth,
  projectUplift,
  sensitivity,
  targetForMonth,
  todayInJapan,
  type ClientTarget,
  type ConversionSlot,
  type MeasureNode,
  type MetricComparison,
  type MetricDefinition,
  type MetricNodeFigures,
  type MetricProjection,
  type MetricTreeResponse,
  type ProjectedMeasure,
  type WhatIfRequest,
  type WhatIfResponse,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { canEditProject, requireProject } from '../access/access.service.js';
import { openReports } from '../access/report-links.service.js';
import { mayReadVerificationData } from '../access/visibility.js';
import { targetsOfProject } from '../analytics/targets.service.js';
import { readoutsOf, verificationDoneBy } from '../measure-reports/report-readouts.service.js';
import { masterLists } from '../settings/masters.service.js';
import { analyticsOf, measureUpliftInputs, monthsOfMetrics } from './metrics.repository.js';
import { visibleAnswers, visibleMetrics, type VisibleMetrics } from './metrics.service.js';

/**
 * GET metrics/tree and POST metrics/what_if (issue 35 §2–§4, decisions/0044): every figure is the
 * domain's (packages/domain/src/metrics) over the project's stored months; this file only gathers the
 * months, the targets and the measures the reader may see.
 */

/** Every month the figures may read: the stored months are a few per year, read once per request. */
const ALL_MONTHS = { from: '0000-01', to: '9999-12' };

const cvSlotOf = (value: number | null | undefined): ConversionSlot | null =>
  value === 1 || value === 2 || value === 3 ? value : null;

/** What the figures of one request are computed from. */
interface Inputs {
  metrics: MetricDefinition[];
  /** The measured and typed metrics' values over a set of months (baseValuesForMonths), remembered. */
  baseOf: (months: readonly string[]) => ReadonlyMap<number, number | null>;
}

async function inputsOf(db: Db, projectId: number, metrics: MetricDefinition[]): Promise<Inputs> {
  const [analytics, manual] = await Promise.all([
    analyticsOf(db, projectId, ALL_MONTHS.from, ALL_MONTHS.to),
    monthsOfMetrics(db, projectId, 'actual'),
  ]);
  const cvSlot = cvSlotOf(analytics.cvSlot);
  const cache = new Map<string, ReadonlyMap<number, number | null>>();
  const baseOf = (months: readonly string[]) => {
    const key = months.join(',');
    let found = cache.get(key);
    if (!found) {
      found = baseValuesForMonths({ metrics, months, analytics: analytics.months, cvSlot, manual });
      cache.set(key, found);
    }
    return found;
  };
  return { metrics, baseOf };
}

/** The last month that is over, in Japan: the tree's month when none is asked for. */
export const lastCompleteMonth = () => previousMonth(todayInJapan().slice(0, 7));

/**
 * Each metric's target for the month, and where it comes from: the project's client targets for
 * the analytics figures they set (and 売上 for a KGI in 円), else the metric's own typed target, else —
 * for a formula — its formula over its inputs' targets.
 */
function targetsFor(
  metrics: MetricDefinition[],
  kgiId: number | null,
  month: string,
  clientTargets: ClientTarget[],
  typed: Map<number, Map<string, number>>,
) {
  const client = targetForMonth(clientTargets, month);
  const base = new Map<number, number | null>();
  const sources = new Map<number, MetricNodeFigures['target_source']>();
  const overrides = new Map<number, number>();
  for (const metric of metrics) {
    const own = typed.get(metric.id)?.get(month) ?? null;
    // 売上 as the simulator relates it (セッション × CVR × 客単価, the sales template's) is the project's
    // sales: the client targets' 目標売上 applies unless the metric has a target of its own.
    const kgiSales =
      metric.id === kgiId && own === null && isSalesFormula(metric, metrics) ? (client?.target_sales ?? null) : null;
    const fromClient =
      metric.source.kind === 'analytics' && client ? clientTargetFigure(metric.source.figure, client) : kgiSales;
    if (fromClient !== null) {
      sources.set(metric.id, 'client_target');
      base.set(metric.id, fromClient);
      overrides.set(metric.id, fromClient);
    } else if (own !== null) {
      sources.set(metric.id, 'metric');
      base.set(metric.id, own);
      overrides.set(metric.id, own);
    } else {
      base.set(metric.id, null);
    }
  }
  const frame = evaluateFrame(metrics, base, overrides);
  const targets = new Map<number, { value: number | null; source: MetricNodeFigures['target_source'] }>();
  for (const metric of metrics) {
    const value = frame.get(metric.id)?.value ?? null;
    const source = sources.get(metric.id) ?? (metric.source.kind === 'formula' && value !== null ? 'formula' : null);
    targets.set(metric.id, { value: source === null ? null : value, source });
  }
  return targets;
}

function measuresUnder(kpi: VisibleMetrics['tree']['kpis'][number]): MeasureNode[] {
  return kpi.problem.flatMap((task) => task.factor.flatMap((f) => f.hypothesis.flatMap((h) => h.measure)));
}

const sumOrNull = (values: (number | null)[]) =>
  values.every((value) => value === null) ? null : values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * 採用した施策の効果見込み (issue 35 §4): each measure the reader sees under a bound KPI, with the uplift
 * of its report's adopted pattern (and its interval) where the reader may read the verification, else
 * its typed 見込み; carried to the KGI over the twelve months before the month it was adopted in
 * (its verification's end; the tree's month when it has none).
 */
async function projectionOf(
  db: Db,
  actor: Actor,
  projectId: number,
  seen: VisibleMetrics,
  inputs: Inputs,
  month: string,
): Promise<MetricProjection | null> {
  const kgiId = seen.kgiMetricId;
  if (kgiId === null) return null;
  const candidates = seen.kpis.flatMap(({ kpiId, metricId }) => {
    const kpi = seen.tree.kpis.find((k) => k.id === kpiId);
    return kpi ? measuresUnder(kpi).map((measure) => ({ measure, kpiId, metricId })) : [];
  });
  const ids = candidates.map((c) => c.measure.id);
  const [upliftInputs, open, masters] = await Promise.all([
    measureUpliftInputs(db, ids),
    openReports(db, actor, ids),
    masterLists(db),
  ]);
  const done = verificationDoneBy(masters, todayInJapan());
  const readable = candidates
    .filter(
      ({ measure }) =>
        upliftInputs.adopted.has(measure.id) &&
        open.has(measure.id) &&
        mayReadVerificationData(
          actor,
          done({ status: measure.status, verification_end_date: measure.verification_end_date }),
        ),
    )
    .map((c) => c.measure.id);
  const readouts = await readoutsOf(db, projectId, readable);

  const measures: ProjectedMeasure[] = [];
  for (const { measure, kpiId, metricId } of candidates) {
    const readout = readouts.get(measure.id);
    const adopted = upliftInputs.adopted.get(measure.id) ?? null;
    const pattern = readout ? learningPattern(readout.stats, adopted, null) : null;
    let uplift: { point: number; low: number | null; high: number | null; estimated: boolean } | null = null;
    if (pattern && pattern.uplift !== null && pattern.pattern === adopted) {
      const [low, high] = pattern.uplift_ci ?? [null, null];
      uplift = {
        point: pattern.uplift * 100,
        low: low === null ? null : low * 100,
        high: high === null ? null : high * 100,
        estimated: false,
      };
    } else if (upliftInputs.expected.has(measure.id)) {
      uplift = { point: upliftInputs.expected.get(measure.id) ?? 0, low: null, high: null, estimated: true };
    }
    if (!uplift) continue;
    const adoptedIn = measure.verification_end_date ? monthOf(measure.verification_end_date) : month;
    const baseline = monthsEndingWith(monthsBefore(adoptedIn, 1), 12).map((m) => inputs.baseOf([m]));
    const effect = (percent: number | null) =>
      percent === null ? null : projectUplift(inputs.metrics, kgiId, baseline, metricId, percent);
    const annual = effect(uplift.point);
    if (annual === null) continue;
    measures.push({
      measure_id: measure.id,
      measure: measure.title,
      kpi_id: kpiId,
      metric_id: metricId,
      uplift: uplift.point,
      uplift_low: uplift.low,
      uplift_high: uplift.high,
      estimated: uplift.estimated,
      annual,
      annual_low: effect(uplift.low),
      annual_high: effect(uplift.high),
    });
  }
  const ranged = measures.some((m) => m.annual_low !== null);
  return {
    kgi_metric_id: kgiId,
    measures,
    annual: measures.reduce((total, m) => total + m.annual, 0),
    // A measure without an interval counts with its point in both ends of the range.
    annual_low: ranged ? sumOrNull(measures.map((m) => m.annual_low ?? m.annual)) : null,
    annual_high: ranged ? sumOrNull(measures.map((m) => m.annual_high ?? m.annual)) : null,
  };
}

/** GET metrics/tree: every bound node's figures for the month, the KGI's contribution, sensitivity and projection. */
export async function metricTree(
  db: Db,
  actor: Actor,
  query: { project_id: number; month?: string | undefined; comparison?: MetricComparison | undefined },
): Promise<MetricTreeResponse> {
  const project = await requireProject(db, actor, query.project_id, 'read');
  const month = query.month ?? lastCompleteMonth();
  const comparison = query.comparison ?? 'previous_month';
  const seen = await visibleMetrics(db, actor, query.project_id);
  const [inputs, clientTargets, typedTargets] = await Promise.all([
    inputsOf(db, query.project_id, seen.all),
    targetsOfProject(db, query.project_id),
    monthsOfMetrics(db, query.project_id, 'target'),
  ]);
  const { metrics, baseOf } = inputs;
  const byId = new Map(metrics.map((metric) => [metric.id, metric]));
  const periods = comparisonPeriods(month, comparison);
  const actual = evaluateFrame(metrics, baseOf([month]));
  const [baseFrame, currentFrame] = [
    evaluateFrame(metrics, baseOf(periods.base)),
    evaluateFrame(metrics, baseOf(periods.current)),
  ];
  const targets = targetsFor(metrics, seen.kgiMetricId, month, clientTargets, typedTargets);
  const series = monthlySeriesOf(metrics, monthsEndingWith(month, 12), (m) => baseOf([m]));

  const bound = [
    ...(seen.kgiMetricId === null ? [] : [{ binding: { node: 'kgi' as const }, metricId: seen.kgiMetricId }]),
    ...seen.kpis.map(({ kpiId, metricId }) => ({ binding: { node: 'kpi' as const, kpi_id: kpiId }, metricId })),
  ];
  const nodes: MetricNodeFigures[] = bound.flatMap(({ binding, metricId }) => {
    const metric = byId.get(metricId);
    if (!metric) return [];
    const value = actual.get(metricId) ?? { value: null, gap: { kind: 'no_data' as const } };
    const target = targets.get(metricId) ?? { value: null, source: null };
    const achieved = achievement(value.value, target.value, metric.direction);
    return [
      {
        binding,
        metric_id: metricId,
        actual: value.value,
        actual_gap: value.gap,
        actual_derived: metric.source.kind === 'formula',
        target: target.value,
        target_source: target.source,
        achievement: achieved?.percent ?? null,
        achievement_level: achieved?.level ?? null,
        base: baseFrame.get(metricId)?.value ?? null,
        current: currentFrame.get(metricId)?.value ?? null,
        sparkline: series.get(metricId) ?? [],
      },
    ];
  });

  const kgiId = seen.kgiMetricId;
  const split = kgiId === null ? null : decompose(metrics, kgiId, baseOf(periods.base), baseOf(periods.current));
  return {
    month,
    comparison,
    metrics: visibleAnswers(seen),
    nodes,
    contribution: split && kgiId !== null ? { metric_id: kgiId, ...split } : null,
    sensitivity: kgiId === null ? [] : sensitivity(metrics, kgiId, baseOf([month])),
    projection: await projectionOf(db, actor, query.project_id, seen, inputs, month),
    can_edit: canEditProject(actor, project),
  };
}

/** POST metrics/what_if: the month with some metrics typed over; stores nothing, so whoever reads the tree may. */
export async function whatIf(db: Db, actor: Actor, req: WhatIfRequest): Promise<WhatIfResponse> {
  await requireProject(db, actor, req.project_id, 'read');
  const seen = await visibleMetrics(db, actor, req.project_id);
  const overrides = new Map<number, number>();
  for (const { metric_id: id, value } of req.overrides) {
    if (!seen.visible.has(id)) throw AppError.badInput('overrides', 'このプロジェクトの指標を選んでください');
    overrides.set(id, value);
  }
  const { metrics, baseOf } = await inputsOf(db, req.project_id, seen.all);
  const base = baseOf([req.month]);
  const before = evaluateFrame(metrics, base);
  const after = evaluateFrame(metrics, base, overrides);
  return {
    values: metrics
      .filter((metric) => seen.visible.has(metric.id))
      .map((metric) => ({
        metric_id: metric.id,
        before: before.get(metric.id)?.value ?? null,
        after: after.get(metric.id)?.value ?? null,
        gap: after.get(metric.id)?.gap ?? null,
      })),
  };
}

/**
 * 採用した施策の効果見込み for a monthly report: as the reader sees it (a report's facts are gathered
 * for the project's client users), with the KGI's metric to name and format it; null when the KGI
 * has no metric.
 */
export async function projectionForReader(
  db: Db,
  reader: Actor,
  projectId: number,
  month: string,
): Promise<{ projection: MetricProjection; kgi: MetricDefinition } | null> {
  const seen = await visibleMetrics(db, reader, projectId);
  const kgi = seen.all.find((metric) => metric.id === seen.kgiMetricId);
  if (!kgi) return null;
  const inputs = await inputsOf(db, projectId, seen.all);
  const projection = await projectionOf(db, reader, projectId, seen, inputs, month);
  return projection ? { projection, kgi } : null;
}
