import {
  monthPeriod,
  previousMonth,
  regularReportTemplate,
  reportPlaceholders,
  todayInJapan,
  type RegularReportFacts,
  type ReportMeasureFact,
} from '@kaizen/domain';
import { nowIso } from '../schema-helpers.js';
import type { Db } from '../types.js';
import { demoLastMonthFacts } from './demo-analytics.js';
import { momentOn } from './demo-days.js';
import { demoTreeFor } from './demo-management.js';

/** The template's two free sections, which the consultant writes (domain monthly-reports/template.ts). */
const [SUMMARY_PLACEHOLDER, NEXT_MONTH_PLACEHOLDER] = reportPlaceholders;

/**
 * The month's facts of the regular report template, as the template call gathers them (KGI, KPI status
 * counts, measures started and finished, status changes, figures) from what the client may see.
 */
async function monthFacts(
  db: Db,
  project: { id: number; project_name: string },
  month: string,
): Promise<RegularReportFacts> {
  const period = monthPeriod(month);
  const kgi = await db
    .selectFrom('kgis')
    .select(['purpose', 'kgi', 'start_line', 'dead_line'])
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  const statuses = await db
    .selectFrom('master_items')
    .select(['id', 'name'])
    .where('kind', '=', 'status')
    .orderBy('index_num')
    .execute();
  const kpis = await db
    .selectFrom('kpis')
    .select('status')
    .where('project_id', '=', project.id)
    .where('is_deleted', '=', 0)
    .execute();
  const measures = await db
    .selectFrom('measures')
    .select(['measure', 'verification_start_date', 'verification_end_date'])
    .where('project_id', '=', project.id)
    .where('is_deleted', '=', 0)
    .where('is_show', '=', 1)
    .orderBy('id')
    .execute();
  const moves = await db
    .selectFrom('notifications as n')
    .leftJoin('measures as m', (join) => join.onRef('m.id', '=', 'n.target_id').on('n.target_kind', '=', 'measure'))
    .select(['n.created_at', 'n.kind', 'n.action_target', 'n.detail', 'n.detail_from'])
    .where('n.project_id', '=', project.id)
    .where('n.kind', 'in', ['kpi_status', 'measure_status'])
    .where((eb) => eb.or([eb('m.is_show', 'is', null), eb('m.is_show', '=', 1)]))
    .where('n.created_at', '>=', momentOn(period.start, 0))
    .where('n.created_at', '<=', momentOn(period.end, 23))
    .orderBy('n.created_at')
    .execute();
  const within = (day: string | null) => !!day && day >= period.start && day <= period.end;
  const fact = (m: (typeof measures)[number]): ReportMeasureFact => ({
    title: m.measure,
    verification_start_date: m.verification_start_date,
    verification_end_date: m.verification_end_date,
    adopted: null,
    cvr_increase: null,
  });
  return {
    projectName: project.project_name,
    month,
    purpose: kgi?.purpose ?? null,
    kgi: kgi ? { title: kgi.kgi, start_line: kgi.start_line, dead_line: kgi.dead_line } : null,
    kpiStatusCounts: statuses
      .map((status) => ({ status: status.name, count: kpis.filter((k) => k.status === status.id).length }))
      .filter((row) => row.count > 0),
    started: measures.filter((m) => within(m.verification_start_date)).map(fact),
    finished: measures.filter((m) => within(m.verification_end_date)).map(fact),
    // The demo's verified measures ended months ago or end later: none in last month.
    verified: [],
    statusMoves: moves.map((move) => ({
      date: todayInJapan(new Date(move.created_at)),
      kind: move.kind === 'kpi_status' ? ('kpi' as const) : ('measure' as const),
      title: move.action_target,
      from: move.detail_from,
      to: move.detail,
    })),
    analytics: demoLastMonthFacts(project.project_name),
  };
}

/**
 * Last month's reports of each demo client project: the regular report, filled from the month's facts
 * the way the template call fills it and written up by the consultant, published to the client (and
 * announced); and a spot report still private to the staff.
 */
export async function seedDemoMonthlyReports(db: Db): Promise<void> {
  const projects = await db.selectFrom('projects').select(['id', 'project_name']).orderBy('id').execute();
  const staff = await db
    .selectFrom('users')
    .select(['id', 'account'])
    .where('account', 'in', ['manager', 'member'])
    .execute();
  const thisMonth = todayInJapan().slice(0, 7);
  const lastMonth = previousMonth(thisMonth);
  const now = nowIso();
  // Written on the 1st of this month, or now if the seed runs before 09:00 on the 1st.
  const regularAt = [momentOn(`${thisMonth}-01`), now].sort()[0] ?? now;
  for (const project of projects) {
    const tree = demoTreeFor(project.project_name);
    const writing = tree.monthly;
    const author = staff.find((u) => u.account === tree.consultant);
    if (!author) continue;
    const template = regularReportTemplate(
      await monthFacts(db, { id: Number(project.id), project_name: project.project_name }, lastMonth),
    );
    const period = monthPeriod(lastMonth);
    const base = { project_id: Number(project.id), user_id: Number(author.id) };
    const regular = await db
      .insertInto('monthly_reports')
      .values({
        ...base,
        title: template.title,
        is_regular: 1,
        is_show: 1,
        body: template.body
          .replace(SUMMARY_PLACEHOLDER, writing.summary)
          .replace(NEXT_MONTH_PLACEHOLDER, writing.nextMonth),
        period_start: period.start,
        period_end: period.end,
        created_at: regularAt,
        updated_at: regularAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const spotDay = `${lastMonth}-18`;
    await db
      .insertInto('monthly_reports')
      .values({
        ...base,
        title: writing.spot.title,
        is_regular: 0,
        is_show: 0,
        body: writing.spot.body,
        period_start: spotDay,
        period_end: spotDay,
        created_at: momentOn(spotDay, 16),
        updated_at: momentOn(spotDay, 16),
      })
      .execute();
    await db
      .insertInto('notifications')
      .values({
        project_id: Number(project.id),
        user_id: Number(author.id),
        kind: 'report_published',
        action_page: 'レポート',
        action_target: template.title,
        is_rev: 1,
        created_at: now,
        target_kind: 'monthly_report',
        target_id: Number(regular.id),
      })
      .execute();
  }
}
