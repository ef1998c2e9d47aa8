import {
  monthPeriod,
  patternLabel,
  pointReportTemplate,
  regularReportTemplate,
  todayInJapan,
  type MeasureNode,
  type MonthlyReportTemplate,
  type ReportMeasureFact,
  type ReportReadout,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { requireStaff } from '../access/staff-policy.js';
import { measuresOfTree, projectKgi, projectTree } from '../management/management.read.service.js';
import { requireProject } from '../access/access.service.js';
import { clientViewer } from '../access/visibility.js';
import { projectionForReader } from '../metrics/metric-tree.service.js';
import { reportAnalyticsFacts } from '../analytics/figures.service.js';
import { masterLists } from '../settings/masters.service.js';
import { readoutsOf, verificationDoneBy, type MeasureReadout } from '../measure-reports/report-readouts.service.js';
import { statusMovesIn, verifiedInMonth } from './report-template.repository.js';

const within = (date: string | null, p: { start: string; end: string }) => !!date && date >= p.start && date <= p.end;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The month's days in Japan as UTC timestamps (what created_at holds): from its first day's midnight
 * in Japan up to, not including, the next month's.
 */
function japanMonthSpan(p: { start: string; end: string }): { from: string; until: string } {
  const from = new Date(`${p.start}T00:00:00+09:00`);
  const until = new Date(new Date(`${p.end}T00:00:00+09:00`).getTime() + DAY_MS);
  return { from: from.toISOString(), until: until.toISOString() };
}

const reportReadout = (r: MeasureReadout): ReportReadout => ({
  engine: r.stats.engine,
  verdict: r.stats.verdict,
  best: r.best,
});

/**
 * The template-fill call: a regular report starts from the month's facts (KGI, KPI status counts,
 * measures started, finished and verified, status changes); a spot report from a short outline.
 */
export async function monthlyReportTemplate(
  db: Db,
  actor: Actor,
  query: { project_id: number; kind: 'regular' | 'point'; month?: string | undefined },
): Promise<MonthlyReportTemplate> {
  requireStaff(actor);
  const project = await requireProject(db, actor, query.project_id, 'read');
  const today = todayInJapan();
  if (query.kind === 'point') {
    return {
      ...pointReportTemplate(project.project_name, today),
      period_start: today,
      period_end: today,
      is_regular: 0,
    };
  }
  const month = query.month ?? today.slice(0, 7);
  const period = monthPeriod(month);
  const span = japanMonthSpan(period);
  const [kgi, tree, masters, verified, moves, analytics, projected] = await Promise.all([
    projectKgi(db, project.id),
    // The report goes to the client: what is hidden from client users stays out of it.
    projectTree(db, project.id, true),
    masterLists(db),
    verifiedInMonth(db, project.id, period),
    statusMovesIn(db, project.id, span),
    reportAnalyticsFacts(db, project.id, month),
    projectionForReader(db, clientViewer(project.company_id), project.id, month),
  ]);
  const statusName = new Map(masters.status.map((s) => [s.id, s.name]));
  const counts = new Map<string, number>();
  for (const kpi of tree.kpis) {
    const name = (kpi.status !== null ? statusName.get(kpi.status) : undefined) ?? 'ステータスなし';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const order = [...masters.status.map((s) => s.name), 'ステータスなし'];
  const kpiStatusCounts = order
    .filter((name) => counts.has(name))
    .map((status) => ({ status, count: counts.get(status) ?? 0 }));

  const measures = measuresOfTree(tree);
  const fact = (m: MeasureNode): ReportMeasureFact => ({
    title: m.title,
    verification_start_date: m.verification_start_date,
    verification_end_date: m.verification_end_date,
    adopted: null,
    cvr_increase: null,
  });
  const live = new Map(measures.map((m) => [m.id, m]));
  const readoutOf = (id: number) => {
    const readout = readouts.get(id);
    return readout ? reportReadout(readout) : null;
  };
  const verifiedIds = new Set(verified.map((r) => Number(r.measure_id)));
  // The report goes to the client, who sees a measure's statistics only once its verification is
  // done (decisions/0030).
  const done = verificationDoneBy(masters, today);
  const readouts = await readoutsOf(
    db,
    project.id,
    measures.filter((m) => verifiedIds.has(m.id) && done(m)).map((m) => m.id),
  );
  return {
    ...regularReportTemplate({
      projectName: project.project_name,
      month,
      purpose: kgi?.purpose ?? null,
      kgi: kgi ? { title: kgi.kgi, start_line: kgi.start_line, dead_line: kgi.dead_line } : null,
      kpiStatusCounts,
      started: measures.filter((m) => within(m.verification_start_date, period)).map(fact),
      finished: measures.filter((m) => within(m.verification_end_date, period)).map(fact),
      verified: verified.flatMap((r) => {
        const m = live.get(Number(r.measure_id));
        if (!m) return [];
        return [
          {
            title: m.title,
            verification_start_date: r.start_date,
            verification_end_date: r.end_date,
            adopted: r.pattern === null ? null : patternLabel({ name: r.name ?? '', pattern: Number(r.pattern) }),
            cvr_increase: r.cvr_increase === null ? null : Number(r.cvr_increase),
            readout: readoutOf(Number(r.measure_id)),
          },
        ];
      }),
      statusMoves: moves.map((n) => ({
        // The day in Japan, as the month is.
        date: todayInJapan(new Date(n.created_at)),
        kind: n.kind === 'kpi_status' ? ('kpi' as const) : ('measure' as const),
        title: n.action_target,
        from: n.detail_from,
        to: n.detail,
      })),
      analytics,
      projection: projected && {
        kgiName: projected.kgi.name,
        unit: projected.kgi.unit,
        annual: projected.projection.annual,
        annual_low: projected.projection.annual_low,
        annual_high: projected.projection.annual_high,
        measures: projected.projection.measures.map((m) => ({
          title: m.measure,
          uplift: m.uplift,
          estimated: m.estimated,
          annual: m.annual,
        })),
      },
    }),
    period_start: period.start,
    period_end: period.end,
    is_regular: 1,
  };
}
