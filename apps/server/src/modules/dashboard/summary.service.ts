import { isVerifyingNow, statusCounts, todayInJapan, type DashboardSummary } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { requireProject } from '../access/access.service.js';
import { kgiOf, measuresOfTree, projectTree } from '../management/management.read.service.js';
import { monthlyReports } from '../monthly-reports/monthly-reports.service.js';
import { openReports } from '../access/report-links.service.js';
import { masterLists } from '../settings/masters.service.js';

/**
 * GET pb_dashboards/summary (project_id): the KGI with its period, the KPIs per status (the domain's
 * statusCounts), the newest monthly report the caller may read, and the measures in verification now
 * — gathered through the management and monthly-report services, as the caller may see them.
 */
export async function dashboardSummary(db: Db, actor: Actor, projectId: number): Promise<DashboardSummary> {
  await requireProject(db, actor, projectId, 'read');
  const [kgi, tree, masters, reports] = await Promise.all([
    kgiOf(db, projectId),
    projectTree(db, projectId, actor.isClient),
    masterLists(db),
    monthlyReports(db, actor, { project_id: projectId, type: undefined, year: undefined }),
  ]);

  const kpiCounts = statusCounts(tree.kpis, tree.nonKpiTasks).kpi;
  const kpi_status_counts: DashboardSummary['kpi_status_counts'] = masters.status.map((s) => ({
    status: s.id,
    name: s.name,
    count: kpiCounts.get(s.id) ?? 0,
  }));
  const known = new Set(masters.status.map((s) => s.id));
  const others = [...kpiCounts].filter(([status]) => status === null || !known.has(status));
  const unset = others.reduce((sum, [, count]) => sum + count, 0);
  if (unset > 0) kpi_status_counts.push({ status: null, name: 'ステータスなし', count: unset });

  const latest = reports.reports[0];
  const today = todayInJapan();
  const measureStatus = new Map(masters.measure_status.map((s) => [s.id, s]));
  const verifying = measuresOfTree(tree).filter((m) =>
    isVerifyingNow(m, m.status === null ? null : (measureStatus.get(m.status)?.class ?? null), today),
  );
  const opens = await openReports(
    db,
    actor,
    verifying.map((m) => m.id),
  );
  const verifying_measures = verifying.map((m) => ({
    id: m.id,
    title: m.title,
    status_name: m.status === null ? null : (measureStatus.get(m.status)?.name ?? null),
    verification_start_date: m.verification_start_date,
    verification_end_date: m.verification_end_date,
    has_report: opens.has(m.id),
  }));

  return {
    kgi: { purpose: kgi.purpose, kgi: kgi.kgi, start_line: kgi.start_line, dead_line: kgi.dead_line },
    kpi_status_counts,
    kpi_total: tree.kpis.length,
    latest_report: latest
      ? {
          id: latest.id,
          title: latest.title,
          is_regular: latest.is_regular,
          period_start: latest.period_start,
          period_end: latest.period_end,
        }
      : null,
    verifying_measures,
  };
}
