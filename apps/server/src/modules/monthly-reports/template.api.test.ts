import {
  formatChance,
  formatInterval,
  formatUplift,
  todayInJapan,
  type MeasureReportResponse,
  type Metric,
} from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import {
  create,
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  post,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import {
  getReports,
  reportSnapshot,
  staffAccess,
  statusesFor,
  templateOf,
} from '../../../test/monthly-report-helpers.js';
import { adoptedMeasure, seedAnalyticsMonths } from '../../../test/metrics-helpers.js';
import { moveCard } from '../../../test/status-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';

const ctx: ManagementContext = useManagementApp();

/** POST /api/v1/{path} as a staff member, which must succeed; the measure report it answers with. */
async function measureReportCall(path: string, payload: Record<string, unknown>): Promise<MeasureReportResponse> {
  const response = await call(ctx.t.app, 'POST', `/api/v1/${path}`, { token: ctx.tokens.member, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MeasureReportResponse>();
}

/**
 * A measure's verification report made through the API: its period, CVR increase, and (optionally)
 * an adopted pattern, named or not.
 */
async function verifiedMeasure(
  measureId: number,
  report: { start: string; end: string; cvr?: number; adopt?: { pattern: 1 | 2; name?: string } },
) {
  const made = await measureReportCall('measure_reports/create', {
    measure_id: measureId,
    start_date: report.start,
    end_date: report.end,
  });
  const reportId = made.report?.id;
  if (reportId === undefined) throw new Error('the measure report was not made');
  if (report.cvr !== undefined) {
    // CVR上昇率 follows 現状値 and 目標値 (cvrIncrease): from 1 the goal is 1 + rise / 100.
    await measureReportCall('measure_reports/update', {
      id: reportId,
      current_improvement: 1,
      porpose_improvement: 1 + report.cvr / 100,
    });
  }
  if (report.adopt) {
    const pattern = made.td[report.adopt.pattern - 1];
    if (!pattern) throw new Error('no such pattern');
    if (report.adopt.name !== undefined) {
      await measureReportCall('report_verification/update_pattern', { id: pattern.id, name: report.adopt.name });
    }
    const adopted = await measureReportCall('measure_reports/update_adopt', { id: pattern.id, is_adopt: 1 });
    expect(adopted.td.map((p) => p.is_adopt)).toEqual(report.adopt.pattern === 1 ? [1, 0] : [0, 1]);
  }
}

/** A measure under the hypothesis, made through the API with its verification period. */
function measureWithPeriod(hypothesis: number, title: string, start: string | null, end: string | null) {
  return create(ctx, 'measure', {
    hypothesis_id: hypothesis,
    measure: title,
    verification_start_date: start ?? '',
    verification_end_date: end ?? '',
  });
}

/** A notification row written with a fixed time (the API stamps the present). */
async function notificationAt(projectId: number, kind: string, title: string, createdAt: string) {
  await ctx.t.db
    .insertInto('notifications')
    .values({
      project_id: projectId,
      user_id: ctx.world.users.member.id,
      kind,
      action_page: 'ステータス',
      action_target: title,
      is_rev: 1,
      created_at: createdAt,
    })
    .execute();
}

describe('GET /api/v1/monthly_reports/template (regular)', () => {
  it('fills a month from the project’s KGI, KPI statuses, measures and verification reports', async () => {
    const projectId = await newProject(ctx, '四月プロジェクト');
    const kgi = await post(ctx, 'create_kgi', {
      projectId,
      purpose: '地域で一番選ばれる店にする',
      kgi: '月商1,000万円',
      startLine: '2026-01-01',
      deadLine: '2026-12-31',
    });
    expect(kgi.statusCode, kgi.body).toBe(200);
    const tree = await makeTree(ctx.t.db, projectId, '四月');
    await create(ctx, 'kpi', { project_id: projectId, kpi: '完了したKPI', status: 7 });
    await create(ctx, 'kpi', { project_id: projectId, kpi: '準備中のKPI', status: 2 });
    await create(ctx, 'kpi', { project_id: projectId, kpi: 'もう一つの着手中KPI', status: 3 });
    // A KPI without a status (as imported data may have): counted as ステータスなし, after the master's.
    const noStatus = await create(ctx, 'kpi', { project_id: projectId, kpi: 'ステータスのないKPI' });
    await ctx.t.db.updateTable('kpis').set({ status: null }).where('id', '=', noStatus).execute();
    const deletedKpi = await create(ctx, 'kpi', { project_id: projectId, kpi: '消したKPI', status: 7 });
    expect((await post(ctx, 'delete_kpi', { id: deletedKpi })).statusCode).toBe(200);

    const h = tree.hypothesis;
    await measureWithPeriod(h, '四月に始めた施策', '2026-04-10', '2026-05-20');
    await measureWithPeriod(h, '四月に終えた施策', '2026-03-01', '2026-04-15');
    await measureWithPeriod(h, '四月だけの施策|縦棒', '2026-04-01', '2026-04-30');
    await measureWithPeriod(h, '三月の施策', '2026-03-01', '2026-03-31');
    await measureWithPeriod(h, '五月の施策', '2026-05-01', '2026-05-31');
    await measureWithPeriod(h, '期間のない施策', null, null);
    const deletedMeasure = await measureWithPeriod(h, '消した施策', '2026-04-05', '2026-04-06');

    // Verification reports: ended in April (adopted and named, adopted unnamed, none adopted), and in May.
    await verifiedMeasure(tree.measure, {
      start: '2026-04-01',
      end: '2026-04-20',
      cvr: 1234.5,
      adopt: { pattern: 2, name: '赤いボタン' },
    });
    const unnamed = await measureWithPeriod(h, '名前なし採用の施策', null, null);
    await verifiedMeasure(unnamed, { start: '2026-03-20', end: '2026-04-03', cvr: -2, adopt: { pattern: 1 } });
    const noAdoption = await measureWithPeriod(h, '採用なしの施策', null, null);
    await verifiedMeasure(noAdoption, { start: '2026-04-25', end: '2026-04-30' });
    const inMay = await measureWithPeriod(h, '五月に検証を終えた施策', null, null);
    await verifiedMeasure(inMay, { start: '2026-04-20', end: '2026-05-01', cvr: 3, adopt: { pattern: 1 } });
    const deletedReported = await measureWithPeriod(h, '検証後に消した施策', null, null);
    await verifiedMeasure(deletedReported, { start: '2026-04-01', end: '2026-04-10', cvr: 9 });
    for (const id of [deletedMeasure, deletedReported]) {
      expect((await post(ctx, 'delete_measure', { id })).statusCode).toBe(200);
    }
    // Another project's facts stay out.
    const elsewhere = await newProject(ctx);
    const otherTree = await makeTree(ctx.t.db, elsewhere, '別');
    await measureWithPeriod(otherTree.hypothesis, '別プロジェクトの施策', '2026-04-01', '2026-04-30');

    const template = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2026-04' });
    expect(template).toEqual({
      title: '四月プロジェクト 定例レポート（2026年4月）',
      body: [
        '# 四月プロジェクト 定例レポート（2026年4月）',
        '',
        '## 今月のサマリー',
        '',
        '（今月の成果と所感を記入してください）',
        '',
        '## KGI',
        '',
        '- 目的: 地域で一番選ばれる店にする',
        '- KGI: 月商1,000万円',
        '- 期間: 2026/01/01 〜 2026/12/31',
        '',
        '## KPIの状況',
        '',
        '| ステータス | KPI数 |',
        '|---|---:|',
        '| 準備中 | 1 |',
        '| 着手中 | 2 |',
        '| 完了 | 1 |',
        '| ステータスなし | 1 |',
        '',
        '## 施策の動き',
        '',
        '### 開始した施策',
        '',
        // A verification report's period is its measure's (one fact): those measures started and ended too.
        '| 施策 | 検証期間 |',
        '|---|---|',
        '| 四月施策 | 2026/04/01 〜 2026/04/20 |',
        '| 四月に始めた施策 | 2026/04/10 〜 2026/05/20 |',
        '| 四月だけの施策\\|縦棒 | 2026/04/01 〜 2026/04/30 |',
        '| 採用なしの施策 | 2026/04/25 〜 2026/04/30 |',
        '| 五月に検証を終えた施策 | 2026/04/20 〜 2026/05/01 |',
        '',
        '### 終了した施策',
        '',
        '| 施策 | 検証期間 |',
        '|---|---|',
        '| 四月施策 | 2026/04/01 〜 2026/04/20 |',
        '| 四月に終えた施策 | 2026/03/01 〜 2026/04/15 |',
        '| 四月だけの施策\\|縦棒 | 2026/04/01 〜 2026/04/30 |',
        '| 名前なし採用の施策 | 2026/03/20 〜 2026/04/03 |',
        '| 採用なしの施策 | 2026/04/25 〜 2026/04/30 |',
        '',
        '### 検証結果',
        '',
        '| 施策 | 採用パターン | CVR上昇率 |',
        '|---|---|---:|',
        '| 名前なし採用の施策 | パターン1 | -2% |',
        '| 四月施策 | 赤いボタン | 1,234.5% |',
        '| 採用なしの施策 | 採用なし | — |',
        '',
        '## 主なステータスの変化',
        '',
        '今月のステータス変更はありません。',
        '',
        '## 来月の予定',
        '',
        '（来月の施策と確認事項を記入してください）',
        '',
      ].join('\n'),
      period_start: '2026-04-01',
      period_end: '2026-04-30',
      is_regular: 1,
    });

    // May: the measure started in April is not listed again; the May verification report is.
    const may = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2026-05' });
    expect(may.body).toContain(
      [
        '### 開始した施策',
        '',
        '| 施策 | 検証期間 |',
        '|---|---|',
        '| 五月の施策 | 2026/05/01 〜 2026/05/31 |',
        '',
        '### 終了した施策',
        '',
        '| 施策 | 検証期間 |',
        '|---|---|',
        '| 四月に始めた施策 | 2026/04/10 〜 2026/05/20 |',
        '| 五月の施策 | 2026/05/01 〜 2026/05/31 |',
        '| 五月に検証を終えた施策 | 2026/04/20 〜 2026/05/01 |',
        '',
        '### 検証結果',
        '',
        '| 施策 | 採用パターン | CVR上昇率 |',
        '|---|---|---:|',
        '| 五月に検証を終えた施策 | パターン1 | 3% |',
      ].join('\n'),
    );
    expect(may).toMatchObject({ period_start: '2026-05-01', period_end: '2026-05-31' });
  });

  it('writes what is not there yet for a project without a KGI, KPIs or measures', async () => {
    const projectId = await newProject(ctx, '空のプロジェクト');
    const template = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2024-02' });
    expect(template).toMatchObject({
      title: '空のプロジェクト 定例レポート（2024年2月）',
      period_start: '2024-02-01',
      period_end: '2024-02-29',
      is_regular: 1,
    });
    for (const line of [
      '- 目的: 未設定\n- KGI: 未設定\n- 期間: —',
      '## KPIの状況\n\nKPIはまだありません。',
      '### 開始した施策\n\n該当する施策はありません。',
      '### 終了した施策\n\n該当する施策はありません。',
      '### 検証結果\n\n該当する施策はありません。',
      '## 主なステータスの変化\n\n今月のステータス変更はありません。',
    ]) {
      expect(template.body).toContain(line);
    }
  });

  it('lists the month’s KPI and measure status changes made on the board, not task changes or other kinds', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '動き');
    await moveCard(ctx, 'measure', { id: tree.measure, status: 5 });
    await moveCard(ctx, 'kpi', { id: tree.kpi, status: 7 });
    await moveCard(ctx, 'task', { id: tree.task, status: 7 });
    const kgi = await post(ctx, 'create_kgi', { projectId, kgi: 'KGIの変更は状況の変化に入らない' });
    expect(kgi.statusCode).toBe(200);

    const moves = await ctx.t.db
      .selectFrom('notifications')
      .select(['kind', 'created_at'])
      .where('project_id', '=', projectId)
      .where('kind', 'in', ['kpi_status', 'measure_status'])
      .orderBy('id')
      .execute();
    expect(moves.map((m) => m.kind)).toEqual(['measure_status', 'kpi_status']);
    // The day of each change in Japan, read from what was recorded (not from the clock).
    const dayOf = (iso: string) => todayInJapan(new Date(iso));
    const [measureDay, kpiDay] = moves.map((m) => dayOf(m.created_at)) as [string, string];
    const short = (day: string) => day.replace(/-/g, '/');

    const template = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: measureDay.slice(0, 7) });
    // From → to, by the names the statuses had when they changed.
    const expected = [`- ${short(measureDay)} 施策「動き施策」のステータス：「未着手」→「検証中」`];
    if (kpiDay.slice(0, 7) === measureDay.slice(0, 7)) {
      expected.push(`- ${short(kpiDay)} KPI「動きKPI」のステータス：「着手中」→「完了」`);
    }
    expect(template.body).toContain(`## 主なステータスの変化\n\n${expected.join('\n')}\n\n## 来月の予定`);

    const april = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2026-04' });
    expect(april.body).toContain('## 主なステータスの変化\n\n今月のステータス変更はありません。');
  });

  it('leaves out what client users may not see: hidden measures, their reports and status changes, hidden reports', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '秘');
    const shown = await measureWithPeriod(tree.hypothesis, '公開の施策', '2026-04-03', '2026-04-20');
    const hidden = await create(ctx, 'measure', {
      hypothesis_id: tree.hypothesis,
      measure: '非公開の施策',
      verification_start_date: '2026-04-03',
      verification_end_date: '2026-04-20',
      is_show: 0,
    });
    await verifiedMeasure(hidden, { start: '2026-04-01', end: '2026-04-15', cvr: 9.9 });
    const hiddenReportMeasure = await measureWithPeriod(tree.hypothesis, '報告非公開の施策', null, null);
    await verifiedMeasure(hiddenReportMeasure, { start: '2026-04-01', end: '2026-04-16', cvr: 3.3 });
    const hiddenReport = await call(ctx.t.app, 'GET', `/api/v1/measure_reports?measure_id=${hiddenReportMeasure}`, {
      token: ctx.tokens.member,
    });
    await measureReportCall('measure_reports/update', {
      id: hiddenReport.json<MeasureReportResponse>().report?.id,
      is_show: 0,
    });
    await notificationAt(projectId, 'measure_status', '公開の施策', '2026-04-10T03:00:00.000Z');
    const hiddenNotice = await ctx.t.db
      .insertInto('notifications')
      .values({
        project_id: projectId,
        user_id: ctx.world.users.member.id,
        kind: 'measure_status',
        action_page: 'ステータス',
        action_target: '非公開の施策',
        is_rev: 1,
        created_at: '2026-04-11T03:00:00.000Z',
        target_kind: 'measure',
        target_id: hidden,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(hiddenNotice.id)).toBeGreaterThan(0);

    const { body } = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2026-04' });
    expect(shown).toBeGreaterThan(0);
    expect(body).toContain('| 公開の施策 | 2026/04/03 〜 2026/04/20 |');
    expect(body).toContain('- 2026/04/10 施策「公開の施策」のステータスが変わりました');
    // The measure whose report is hidden keeps its period (the measure's, on the clients' tree too),
    // but none of its report's results; the hidden measure is nowhere.
    const results = body.slice(body.indexOf('### 検証結果'), body.indexOf('## 主なステータスの変化'));
    expect(results).toContain('### 検証結果');
    expect(results).not.toContain('報告非公開の施策');
    expect(body.replaceAll('報告非公開の施策', '')).not.toContain('非公開の施策');
    expect(body).not.toContain('9.9%');
    expect(body).not.toContain('3.3%');
  });

  it('reads the statistics of the verified measures with counts, where a client may see them', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '統計');
    const counts = [
      { pattern: 1, users: 24_000, conversions: 720 },
      { pattern: 2, users: 24_100, conversions: 820 },
    ];
    const withCounts = async (measureId: number, period: { start: string; end: string }) => {
      await verifiedMeasure(measureId, { ...period, cvr: 4, adopt: { pattern: 2, name: '短いフォーム' } });
      return measureReportCall('measure_reports/update_results', { measure_id: measureId, patterns: counts });
    };
    const counted = await withCounts(tree.measure, { start: '2026-04-01', end: '2026-04-20' });
    const uncounted = await measureWithPeriod(tree.hypothesis, '数えていない施策', null, null);
    await verifiedMeasure(uncounted, { start: '2026-04-02', end: '2026-04-21', cvr: 1 });
    const hidden = await create(ctx, 'measure', {
      hypothesis_id: tree.hypothesis,
      measure: '非公開の施策',
      is_show: 0,
    });
    await withCounts(hidden, { start: '2026-04-03', end: '2026-04-22' });

    const best = counted.stats?.patterns[1];
    expect(counted.stats?.verdict).toBe('win');
    if (!best) throw new Error('no readout for the second pattern');
    const { body } = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2026-04' });
    expect(body).toContain(
      [
        '| 統計施策 | 短いフォーム | 4% |',
        '| 数えていない施策 | 採用なし | 1% |',
        '',
        '統計的な判定',
        '',
        `- 統計施策：短いフォームの改善幅 ${formatUplift(best.uplift)}（95%信用区間 ${formatInterval(best.uplift_ci)}）、` +
          `勝率 ${formatChance(best.chance_to_win)}、判定：勝ち`,
        '',
        '## 主なステータスの変化',
      ].join('\n'),
    );
    expect(body).not.toContain('数えていない施策：');
    expect(body).not.toContain('非公開の施策');

    // A verification still running: its counts are the consultant's working view, not the report's.
    const running = await measureWithPeriod(tree.hypothesis, '検証中の施策', null, null);
    await withCounts(running, { start: '2099-12-01', end: '2099-12-31' });
    const december = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2099-12' });
    expect(december.body).toContain('| 検証中の施策 | 短いフォーム | 4% |');
    expect(december.body).not.toContain('統計的な判定');
  });

  it('takes the month’s status changes by the day in Japan, not in UTC', async () => {
    const projectId = await newProject(ctx);
    await notificationAt(projectId, 'measure_status', '四月最後の施策', '2026-04-30T14:59:59.000Z'); // 4/30 23:59 JST
    await notificationAt(projectId, 'measure_status', '五月最初の施策', '2026-04-30T15:00:00.000Z'); // 5/1 0:00 JST
    await notificationAt(projectId, 'kpi_status', '五月最後のKPI', '2026-05-31T14:59:59.999Z'); // 5/31 23:59 JST
    await notificationAt(projectId, 'kpi_status', '六月最初のKPI', '2026-05-31T15:00:00.000Z'); // 6/1 0:00 JST
    await notificationAt(projectId, 'report_published', '五月のレポート', '2026-05-10T03:00:00.000Z');
    const moves = async (month: string) => {
      const { body } = await templateOf(ctx, { project_id: projectId, kind: 'regular', month });
      const section = body.split('## 主なステータスの変化\n\n')[1]?.split('\n\n## 来月の予定')[0];
      return section?.split('\n');
    };
    expect(await moves('2026-04')).toEqual(['- 2026/04/30 施策「四月最後の施策」のステータスが変わりました']);
    expect(await moves('2026-05')).toEqual([
      '- 2026/05/01 施策「五月最初の施策」のステータスが変わりました',
      '- 2026/05/31 KPI「五月最後のKPI」のステータスが変わりました',
    ]);
    expect(await moves('2026-06')).toEqual(['- 2026/06/01 KPI「六月最初のKPI」のステータスが変わりました']);
  });

  it('lists at most 30 status changes, the earliest of the month', async () => {
    const projectId = await newProject(ctx);
    for (let day = 1; day <= 31; day += 1) {
      const dd = String(day).padStart(2, '0');
      await notificationAt(projectId, 'measure_status', `施策${day}`, `2025-12-${dd}T03:00:00.000Z`);
    }
    const { body } = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2025-12' });
    const lines = body.split('\n').filter((line) => line.endsWith('のステータスが変わりました'));
    expect(lines).toHaveLength(30);
    expect(lines[0]).toBe('- 2025/12/01 施策「施策1」のステータスが変わりました');
    expect(lines[29]).toBe('- 2025/12/30 施策「施策30」のステータスが変わりました');
  });

  it('gives the adopted measures’ projected effect on the KGI as a client sees it (decisions/0044)', async () => {
    const projectId = await newProject(ctx);
    await seedAnalyticsMonths(ctx.t.db, projectId);
    const fixture = await adoptedMeasure(ctx.t.db, projectId, '効果');
    const template = await call(ctx.t.app, 'POST', '/api/v1/metrics/sales_template', {
      token: ctx.tokens.member,
      payload: { project_id: projectId },
    });
    expect(template.statusCode, template.body).toBe(200);
    const cvr = template.json<{ metrics: Metric[] }>().metrics.find((m) => m.name === 'CVR');
    const bound = await call(ctx.t.app, 'POST', '/api/v1/metrics/bind', {
      token: ctx.tokens.member,
      payload: { project_id: projectId, node: 'kpi', kpi_id: fixture.kpi, metric_id: cvr?.id },
    });
    expect(bound.statusCode, bound.body).toBe(200);
    // The hidden measure's typed 見込み counts for staff on the tree, never in what goes to the client.
    await ctx.t.db
      .updateTable('measures')
      .set({ expected_uplift: 50 })
      .where('id', '=', fixture.hiddenMeasure)
      .execute();

    const { body } = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2025-12' });
    expect(body).toContain('## 採用した施策の効果見込み（年間）');
    expect(body).toMatch(/\n {2}- 効果施策：上昇率 \+20\.0%、年間 [\d,]+円\n/);
    expect(body).toContain('採用前12か月の実績を基準にした1年分の合計です');
    expect(body).not.toContain('効果非公開施策');
    expect(body).not.toContain('（見込み）');
  });

  it('has no projection while the KGI has no metric', async () => {
    const projectId = await newProject(ctx);
    await adoptedMeasure(ctx.t.db, projectId, '未連携');
    const { body } = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2025-12' });
    expect(body).not.toContain('効果見込み');
  });

  it('defaults to the present month in Japan', async () => {
    const projectId = await newProject(ctx, '今月のプロジェクト');
    const before = todayInJapan().slice(0, 7);
    const template = await templateOf(ctx, { project_id: projectId, kind: 'regular' });
    const after = todayInJapan().slice(0, 7);
    // Read around the call, so a month turning over meanwhile cannot make the test fail.
    expect([`${before}-01`, `${after}-01`]).toContain(template.period_start);
    const month = template.period_start?.slice(0, 7) ?? '';
    expect(template.title).toBe(
      `今月のプロジェクト 定例レポート（${Number(month.slice(0, 4))}年${Number(month.slice(5))}月）`,
    );
    expect(template.period_end?.slice(0, 7)).toBe(month);
    expect(template.is_regular).toBe(1);
  });
});

describe('GET /api/v1/monthly_reports/template (point)', () => {
  it('starts a spot report from a short outline dated today', async () => {
    const projectId = await newProject(ctx, 'スポットのプロジェクト');
    const before = todayInJapan();
    const template = await templateOf(ctx, { project_id: projectId, kind: 'point', month: '2026-04' });
    const after = todayInJapan();
    expect([before, after]).toContain(template.period_start);
    const today = template.period_start ?? '';
    const shown = today.replace(/-/g, '/');
    expect(template).toEqual({
      title: `スポットのプロジェクト スポットレポート（${shown}）`,
      body: [
        `# スポットのプロジェクト スポットレポート（${shown}）`,
        '',
        '## テーマ',
        '',
        '（このレポートで扱うテーマを記入してください）',
        '',
        '## 現状と課題',
        '',
        '## 分析',
        '',
        '## 提案',
        '',
        '## 次のアクション',
        '',
        '- ',
        '',
      ].join('\n'),
      period_start: today,
      period_end: today,
      is_regular: 0,
    });
  });
});

describe('template: bad input and access', () => {
  it('refuses a bad month, kind or project_id with 400 naming the field', async () => {
    const projectId = await newProject(ctx);
    for (const month of ['2026-13', '2026-00', '2026-4', '202604', '2026/04', 'abcd-ef', '2026-04-01', '']) {
      expectBadInput(await getReports(ctx, '/template', { project_id: projectId, kind: 'regular', month }), 'month');
    }
    for (const kind of ['monthly', 'REGULAR', '1', '']) {
      expectBadInput(await getReports(ctx, '/template', { project_id: projectId, kind }), 'kind');
    }
    expectBadInput(await getReports(ctx, '/template', { project_id: projectId }), 'kind');
    expectBadInput(await getReports(ctx, '/template', { kind: 'regular' }), 'project_id');
    expectBadInput(await getReports(ctx, '/template', { project_id: 'x', kind: 'regular' }), 'project_id');
    expectError(await getReports(ctx, '/template', { project_id: 999_999, kind: 'regular' }), 404, 'not_found');
  });

  it('is for staff only: client users of any company get 403, and nothing is written', async () => {
    const projectId = await newProject(ctx);
    const before = await reportSnapshot(ctx);
    for (const kind of ['regular', 'point']) {
      const send = (token: string) => getReports(ctx, '/template', { project_id: projectId, kind }, token);
      expect(await statusesFor(ctx, send)).toEqual(staffAccess);
      expectError(await send(ctx.tokens.client), 403, 'forbidden');
    }
    const theirs = await newOtherProject(ctx);
    expectError(
      await getReports(ctx, '/template', { project_id: theirs, kind: 'regular' }, ctx.tokens.otherClient),
      403,
      'forbidden',
    );
    // Staff reach every company's project.
    expect((await templateOf(ctx, { project_id: theirs, kind: 'point' }, ctx.tokens.manager)).is_regular).toBe(0);
    expect(await reportSnapshot(ctx)).toEqual(before);
  });
});
