import { todayInJapan, type DashboardSummary } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import { ownCompanyRoute } from '../../../test/access-expectations.js';
import {
  expectBadInput,
  expectError,
  newProject,
  post,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { createReport as createMeasureReport } from '../../../test/measure-report-helpers.js';
import { createReport, publicReport, statusesFor } from '../../../test/monthly-report-helpers.js';
import { insertNode, makeTree } from '../../../test/tree-factory.js';

const ctx: ManagementContext = useManagementApp();

/** A day counted from another, as YYYY-MM-DD. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const get = (projectId: number | string, token = ctx.tokens.client) =>
  call(ctx.t.app, 'GET', `/api/v1/pb_dashboards/summary?project_id=${projectId}`, { token });

async function summaryOf(projectId: number, token = ctx.tokens.client): Promise<DashboardSummary> {
  const response = await get(projectId, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardSummary>();
}

const zeroCounts = [
  { status: 1, name: '未着手', count: 0 },
  { status: 2, name: '準備中', count: 0 },
  { status: 3, name: '着手中', count: 0 },
  { status: 4, name: '確認中', count: 0 },
  { status: 5, name: '検証中', count: 0 },
  { status: 6, name: '結果確認', count: 0 },
  { status: 7, name: '完了', count: 0 },
];

describe('GET /api/v1/pb_dashboards/summary', () => {
  it('answers an empty project with empty goals, zero counts, no report and nothing in verification', async () => {
    const projectId = await newProject(ctx);
    expect(await summaryOf(projectId)).toEqual({
      kgi: { purpose: '', kgi: '', start_line: null, dead_line: null },
      kpi_status_counts: zeroCounts,
      kpi_total: 0,
      latest_report: null,
      verifying_measures: [],
    });
  });

  it('gathers the KGI, KPI counts, the latest readable report and the measures in verification now', async () => {
    const projectId = await newProject(ctx);
    const kgi = await post(ctx, 'create_kgi', {
      projectId,
      purpose: 'リピート購入を増やし、安定した売上をつくる',
      kgi: '月間売上 1,200万円',
      startLine: '2026-04-01',
      deadLine: '2027-03-31',
    });
    expect(kgi.statusCode, kgi.body).toBe(200);
    const tree = await makeTree(ctx.t.db, projectId, 'EC'); // a KPI 着手中, its measure 未着手, a hidden measure
    await insertNode.kpi(ctx.t.db, { project_id: projectId, kpi: 'CVR', status: 7, index_num: 10 });
    await insertNode.kpi(ctx.t.db, { project_id: projectId, kpi: '客単価', status: null, index_num: 11 });

    const today = todayInJapan();
    const hypothesis = tree.hypothesis;
    const byStatus = await insertNode.measure(ctx.t.db, {
      project_id: projectId,
      hypothesis_id: hypothesis,
      measure: 'レビュー表示の追加',
      status: 5,
      index_num: 5,
    });
    const byPeriod = await insertNode.measure(ctx.t.db, {
      project_id: projectId,
      hypothesis_id: hypothesis,
      measure: '送料無料ラインの変更',
      status: 3,
      verification_start_date: addDays(today, -3),
      verification_end_date: addDays(today, 10),
      index_num: 6,
    });
    await insertNode.measure(ctx.t.db, {
      project_id: projectId,
      hypothesis_id: hypothesis,
      measure: '終わった検証',
      status: 3,
      verification_start_date: addDays(today, -30),
      verification_end_date: addDays(today, -1),
      index_num: 7,
    });
    const hiddenVerifying = await insertNode.measure(ctx.t.db, {
      project_id: projectId,
      hypothesis_id: hypothesis,
      measure: '社内検討中の施策',
      status: 5,
      is_show: 0,
      index_num: 8,
    });
    // A shown report on one, a report hidden from clients on the other.
    await createMeasureReport(ctx, byStatus, { is_show: 1 });
    await createMeasureReport(ctx, byPeriod, { is_show: 0 });

    const older = await publicReport(ctx, projectId, {
      title: '4月度 定例レポート',
      is_regular: 1,
      period_start: '2026-04-01',
      period_end: '2026-04-30',
    });
    const newer = await createReport(ctx, projectId, {
      title: '5月度 定例レポート（作成中）',
      is_regular: 1,
      period_start: '2026-05-01',
      period_end: '2026-05-31',
    });

    const forClient = await summaryOf(projectId);
    expect(forClient.kgi).toEqual({
      purpose: 'リピート購入を増やし、安定した売上をつくる',
      kgi: '月間売上 1,200万円',
      start_line: '2026-04-01',
      dead_line: '2027-03-31',
    });
    expect(forClient.kpi_total).toBe(3);
    expect(forClient.kpi_status_counts.filter((c) => c.count > 0)).toEqual([
      { status: 3, name: '着手中', count: 1 },
      { status: 7, name: '完了', count: 1 },
      { status: null, name: 'ステータスなし', count: 1 },
    ]);
    expect(forClient.latest_report).toEqual({
      id: older.id,
      title: '4月度 定例レポート',
      is_regular: 1,
      period_start: '2026-04-01',
      period_end: '2026-04-30',
    });
    expect(forClient.verifying_measures).toEqual([
      {
        id: byStatus,
        title: 'レビュー表示の追加',
        status_name: '検証中',
        verification_start_date: null,
        verification_end_date: null,
        has_report: true,
      },
      {
        id: byPeriod,
        title: '送料無料ラインの変更',
        status_name: '着手中',
        verification_start_date: addDays(today, -3),
        verification_end_date: addDays(today, 10),
        has_report: false,
      },
    ]);

    // Staff see the private report and the hidden measure, and open every report there is.
    const forStaff = await summaryOf(projectId, ctx.tokens.member);
    expect(forStaff.latest_report?.id).toBe(newer.id);
    expect(forStaff.verifying_measures.map((m) => [m.id, m.has_report])).toEqual([
      [byStatus, true],
      [byPeriod, true],
      [hiddenVerifying, false],
    ]);
  });

  it('refuses a bad project id (400), another company (404), signed out (401)', async () => {
    expectBadInput(await get('0'), 'project_id');
    expectBadInput(await get('abc'), 'project_id');
    expectError(await get(ctx.world.otherProjectId), 404, 'not_found');
    expectError(await get(999_999, ctx.tokens.admin), 404, 'not_found');
    expect(await statusesFor(ctx, (token) => get(ctx.world.projectId, token))).toEqual(ownCompanyRoute());
  });
});
