import {
  NEED_TURNED_INTO_TASK,
  masterSeeds,
  previousMonth,
  monthPeriod,
  todayInJapan,
  type ManagementTree,
  type ManagementsResponse,
  type MeasureNode,
  type MeasureReportResponse,
  type MonthlyReport,
  type StatusesResponse,
  type TaskNode,
} from '@kaizen/domain';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';

let t: TestApp;
let projects: { id: number; name: string; client: string }[] = [];
const today = todayInJapan();
const lastMonth = monthPeriod(previousMonth(today.slice(0, 7)));

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoIfEmpty(t.db);
  const rows = await t.db.selectFrom('projects').select(['id', 'project_name']).orderBy('id').execute();
  projects = rows.map((row) => ({
    id: Number(row.id),
    name: row.project_name,
    client: row.project_name.startsWith('コーポレート') ? 'client2' : 'client',
  }));
});
afterAll(() => t.close());

async function request(account: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(await signIn(t.app, account, DEMO_PASSWORD)) });
}

async function get<T>(account: string, url: string): Promise<T> {
  const response = await request(account, url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

const measuresOf = (tasks: TaskNode[]): MeasureNode[] =>
  tasks.flatMap((task) => task.factor.flatMap((f) => f.hypothesis.flatMap((h) => h.measure)));
const tasksOf = (tree: ManagementTree) => [...tree.kpi_array.flatMap((k) => k.problem), ...tree.non_kpi_task];
const orderOf = (rows: { index_num: number }[]) => rows.map((row) => row.index_num);
const counted = (rows: { index_num: number }[]) => rows.map((_, index) => index + 1);

describe('demo improvement tree', () => {
  it('gives each demo client project a KGI and 3–5 KPIs with tasks, factors, hypotheses, measures and works', async () => {
    for (const project of projects) {
      const { kgi } = await get<ManagementsResponse>('admin', `/api/v1/managements?project_id=${project.id}`);
      expect(kgi.purpose, project.name).not.toBe('');
      expect(kgi.kgi).not.toBe('');
      // A missing date fails the comparison on its side.
      expect((kgi.start_line ?? '9999') < today && today < (kgi.dead_line ?? '')).toBe(true);

      const tree = await get<ManagementTree>('admin', `/api/v1/managements/change_view?project_id=${project.id}`);
      expect(tree.kpi_array.length).toBeGreaterThanOrEqual(3);
      expect(tree.kpi_array.length).toBeLessThanOrEqual(5);
      expect(orderOf(tree.kpi_array)).toEqual(counted(tree.kpi_array));
      for (const kpi of tree.kpi_array) {
        expect(kpi.current.text, kpi.title).not.toBe('');
        expect(kpi.detail.text, kpi.title).not.toBe('');
        expect(kpi.problem.length, kpi.title).toBeGreaterThanOrEqual(1);
        expect(orderOf(kpi.problem)).toEqual(counted(kpi.problem));
      }
      expect(tree.non_kpi_task.length).toBeGreaterThanOrEqual(1);
      expect(tree.non_kpi_task.every((task) => task.is_non_kpi === 1)).toBe(true);
      const hypotheses = tasksOf(tree).flatMap((task) => task.factor.flatMap((f) => f.hypothesis));
      expect(hypotheses.length).toBeGreaterThanOrEqual(4);
      expect(hypotheses.flatMap((h) => h.work).length).toBeGreaterThanOrEqual(3);
      for (const h of hypotheses) expect(orderOf(h.measure)).toEqual(counted(h.measure));

      const measures = measuresOf(tasksOf(tree));
      expect(measures.length).toBeGreaterThanOrEqual(5);
      expect(new Set(measures.map((m) => m.status)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(measures.map((m) => m.rank)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(tree.kpi_array.map((k) => k.status)).size).toBeGreaterThanOrEqual(3);
      const periods = measures.flatMap((m) =>
        m.verification_start_date && m.verification_end_date
          ? [{ start: m.verification_start_date, end: m.verification_end_date }]
          : [],
      );
      expect(periods.some((p) => p.end < today)).toBe(true);
      expect(periods.some((p) => p.start <= today && today <= p.end)).toBe(true);
      expect(periods.some((p) => p.start > today)).toBe(true);

      const inbox = await get<{ unorganized_task: TaskNode[] }>(
        'admin',
        `/api/v1/managements/get_unorganized_task?project_id=${project.id}`,
      );
      expect(inbox.unorganized_task.length).toBeGreaterThanOrEqual(2);
      expect(orderOf(inbox.unorganized_task)).toEqual(counted(inbox.unorganized_task));
    }
  });

  it('spreads all four ranks and every status over the demo measures', async () => {
    const measures: MeasureNode[] = [];
    for (const project of projects) {
      const tree = await get<ManagementTree>('admin', `/api/v1/managements/change_view?project_id=${project.id}`);
      measures.push(...measuresOf(tasksOf(tree)));
    }
    expect([...new Set(measures.map((m) => m.rank))].sort()).toEqual(['A', 'B', 'C', 'D']);
    expect([...new Set(measures.map((m) => m.status))].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts board memos and a schedule on each project’s status page', async () => {
    for (const project of projects) {
      const board = await get<StatusesResponse>('admin', `/api/v1/statuses?project_id=${project.id}`);
      const cards = (columns: StatusesResponse['kpi_status']) => columns.flatMap((column) => column.items);
      expect(
        cards(board.kpi_status).some((card) => card.memo !== ''),
        project.name,
      ).toBe(true);
      expect(cards(board.measure_status).filter((card) => card.memo !== '').length).toBeGreaterThanOrEqual(2);
      const scheduled = board.status_table.filter((row) => row.preparation[0] && row.confirmation[1] && row.completion);
      expect(scheduled.length).toBeGreaterThanOrEqual(2);
      expect(board.works.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('demo measure reports', () => {
  it('gives each project 2–3 reports with CVR figures and PNG screenshots, one verified with an adopted pattern', async () => {
    for (const project of projects) {
      const reported = await t.db
        .selectFrom('measure_reports')
        .innerJoin('measures', 'measures.id', 'measure_reports.measure_id')
        .select('measures.id')
        .where('measures.project_id', '=', project.id)
        .execute();
      expect(reported.length, project.name).toBeGreaterThanOrEqual(2);
      expect(reported.length).toBeLessThanOrEqual(3);
      const reports: MeasureReportResponse[] = [];
      for (const { id } of reported) {
        reports.push(await get<MeasureReportResponse>('admin', `/api/v1/measure_reports?measure_id=${id}`));
      }
      const verified = reports.filter((r) => r.td.some((p) => p.is_adopt === 1));
      expect(verified).toHaveLength(1);
      expect(verified[0]?.verification_done).toBe(true);
      expect(verified[0]?.report?.cvr_increase).toBeGreaterThan(0);
      expect(verified[0]?.report?.consideration).not.toBe('');
      expect(reports.some((r) => !r.verification_done)).toBe(true);
      for (const report of reports) {
        expect(report.th.map((h) => h.title)).toContain('CVR');
        expect(report.td).toHaveLength(report.report?.pattern_num ?? -1);
        expect(report.report?.verification_diff).toBeGreaterThan(0);
        const screenshots = report.images.screenshot;
        expect(screenshots.map((s) => s.pattern)).toEqual(report.td.map((p) => p.pattern));
        const pixels: string[] = [];
        for (const shot of screenshots) {
          const file = await t.app.inject({ method: 'GET', url: shot.image_url });
          expect(file.statusCode).toBe(200);
          expect(file.headers['content-type']).toBe('image/png');
          const png = PNG.sync.read(file.rawPayload);
          expect(png.width).toBeGreaterThan(200);
          pixels.push(png.data.toString('base64'));
        }
        // The patterns' screenshots differ visibly (colour, layout), not just by name.
        expect(new Set(pixels).size).toBe(screenshots.length);
      }
      const measured = verified[0]?.td.flatMap((p) => p.data.map((cell) => cell.name)) ?? [];
      expect(measured.filter((value) => /^\d+\.\d+%$/.test(value)).length).toBe(2);
    }
  });
});

describe('demo monthly reports and notifications', () => {
  it('gives each project last month’s regular report, public, and a private spot report', async () => {
    for (const project of projects) {
      const staff = await get<{ reports: MonthlyReport[] }>(
        'manager',
        `/api/v1/monthly_reports?project_id=${project.id}`,
      );
      const regular = staff.reports.filter((r) => r.is_regular === 1);
      const spot = staff.reports.filter((r) => r.is_regular === 0);
      expect(
        regular.map((r) => [r.is_show, r.period_start, r.period_end]),
        project.name,
      ).toEqual([[1, lastMonth.start, lastMonth.end]]);
      expect(spot.map((r) => r.is_show)).toEqual([0]);
      expect(spot[0]?.period_start?.slice(0, 7)).toBe(lastMonth.start.slice(0, 7));

      const { monthly_report: body } = await get<{ monthly_report: MonthlyReport }>(
        'manager',
        `/api/v1/monthly_reports/get?id=${regular[0]?.id}`,
      );
      expect(body.body).not.toMatch(/記入してください/);
      expect(body.body).toMatch(/^## アクセス解析$/m);
      // Each change from → to, as the demo recorded it.
      expect(body.body).toMatch(/KPI「.+」のステータス：「着手中」→「.+」/);
      expect(body.body).not.toMatch(/のステータスが変わりました/);

      const client = await get<{ reports: MonthlyReport[] }>(
        project.client,
        `/api/v1/monthly_reports?project_id=${project.id}`,
      );
      expect(client.reports.map((r) => r.id)).toEqual(regular.map((r) => r.id));
      expect((await request(project.client, `/api/v1/monthly_reports/get?id=${spot[0]?.id}`)).statusCode).toBe(404);
    }
  });

  it('shows client users only the public measures, their reports and notifications', async () => {
    for (const project of projects) {
      const url = `/api/v1/managements/change_view?project_id=${project.id}`;
      const staffMeasures = measuresOf(tasksOf(await get<ManagementTree>('admin', url)));
      const clientMeasures = measuresOf(tasksOf(await get<ManagementTree>(project.client, url)));
      const hidden = staffMeasures.filter((m) => m.is_show === 0);
      expect(hidden.length, project.name).toBeGreaterThanOrEqual(1);
      expect(clientMeasures.map((m) => m.id).sort()).toEqual(
        staffMeasures
          .filter((m) => m.is_show === 1)
          .map((m) => m.id)
          .sort(),
      );

      const notifications = `/api/v1/notifications?project_id=${project.id}`;
      type List = {
        notifications: { kind: string; action_target: string; detail: string; created_at: string }[];
        unread_count: number;
      };
      const staff = await get<List>('admin', notifications);
      expect(new Set(staff.notifications.map((n) => n.kind))).toEqual(
        new Set(['kpi_status', 'measure_status', 'report_published', 'client_need']),
      );
      // Numbered as they happened: the bell's newest-first order is also the order in time.
      const times = staff.notifications.map((n) => n.created_at);
      expect(times).toEqual([...times].sort().reverse());
      // A status change says what the status became, as a live change's notification does (issue 15).
      const statusNames = new Set(masterSeeds.status.map((entry) => entry.name));
      for (const n of staff.notifications.filter((n) => n.kind.endsWith('_status'))) {
        expect(statusNames.has(n.detail), `${n.action_target}: 「${n.detail}」`).toBe(true);
      }
      expect(staff.unread_count).toBeGreaterThanOrEqual(4);
      const client = await get<List>(project.client, notifications);
      expect(client.notifications.length).toBeGreaterThanOrEqual(3);
      expect(client.notifications.length).toBeLessThan(staff.notifications.length);
      const hiddenTitles = new Set(hidden.map((m) => m.title));
      expect(client.notifications.some((n) => hiddenTitles.has(n.action_target))).toBe(false);
      // The client heard back on its needs: one answered, one turned into a task.
      expect(
        client.notifications
          .filter((n) => n.kind === 'need_answered')
          .map((n) => n.detail)
          .sort(),
      ).toEqual(['', NEED_TURNED_INTO_TASK]);
    }
  });

  it('keeps a hidden measure’s report from client users', async () => {
    const hiddenReports = await t.db
      .selectFrom('measure_reports')
      .innerJoin('measures', 'measures.id', 'measure_reports.measure_id')
      .select(['measures.id', 'measures.project_id'])
      .where('measures.is_show', '=', 0)
      .execute();
    expect(hiddenReports.length).toBeGreaterThanOrEqual(1);
    for (const report of hiddenReports) {
      const client = projects.find((p) => p.id === Number(report.project_id))?.client ?? 'client';
      const response = await request(client, `/api/v1/measure_reports?measure_id=${report.id}`);
      expect(response.statusCode).toBe(404);
    }
  });
});
