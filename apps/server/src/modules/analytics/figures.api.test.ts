import { monthsBetween, previousMonth, todayInJapan, type AnalyticsMonthsResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  newProject,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { templateOf } from '../../../test/monthly-report-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';
import { nowIso } from '../../db/schema-helpers.js';
import { upsertMonths, type MonthFigures } from './months.repository.js';

const ctx: ManagementContext = useManagementApp();

const monthsCall = (query: Record<string, string | number>, token = ctx.tokens.member) =>
  call(
    ctx.t.app,
    'GET',
    `/api/v1/analytics/months?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    {
      token,
    },
  );

/** GET analytics/months, which must succeed. */
async function monthsOf(query: Record<string, string | number>, token = ctx.tokens.member) {
  const response = await monthsCall(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnalyticsMonthsResponse>();
}

const figures = (month: string, sessions: number, more: Partial<MonthFigures> = {}): MonthFigures => ({
  month,
  sessions,
  cv1: null,
  cv2: null,
  cv3: null,
  transactions: null,
  revenue: null,
  ...more,
});

/**
 * A measure report written straight to the database: its period's end (the measure's, one fact),
 * visibility and adopted pattern.
 */
async function verifiedReport(
  measureId: number,
  endDate: string,
  options: { isShow?: 0 | 1; adopt?: { pattern: number; name: string } } = {},
) {
  const now = nowIso();
  await ctx.t.db
    .updateTable('measures')
    .set({ verification_start_date: '2020-01-01', verification_end_date: endDate })
    .where('id', '=', measureId)
    .execute();
  await ctx.t.db
    .insertInto('measure_reports')
    .values({
      measure_id: measureId,
      pattern_num: 2,
      is_show: options.isShow ?? 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await ctx.t.db
    .insertInto('report_patterns')
    .values(
      [1, 2].map((pattern) => ({
        measure_id: measureId,
        pattern,
        name: options.adopt?.pattern === pattern ? options.adopt.name : '',
        is_adopt: options.adopt?.pattern === pattern ? 1 : 0,
      })),
    )
    .execute();
}

describe('GET /api/v1/analytics/months', () => {
  it('answers the stored months of the period with where they came from', async () => {
    const projectId = await newProject(ctx);
    await upsertMonths(
      ctx.t.db,
      projectId,
      [figures('2026-01', 1000, { cv1: 10, cv2: 2, transactions: 1, revenue: 50_000 }), figures('2026-03', 1200.5)],
      'csv',
      ctx.world.users.member.id,
    );
    await upsertMonths(ctx.t.db, projectId, [figures('2025-12', 900), figures('2026-05', 1)], 'ga4', null);
    const body = await monthsOf({ project_id: projectId, from: '2026-01', to: '2026-04' });
    expect(body).toEqual({
      from: '2026-01',
      to: '2026-04',
      months: [
        {
          month: '2026-01',
          sessions: 1000,
          cv1: 10,
          cv2: 2,
          cv3: null,
          transactions: 1,
          revenue: 50_000,
          source: 'csv',
          fetched_at: expect.any(String),
          fetched_by_name: 't-member さん',
        },
        expect.objectContaining({ month: '2026-03', sessions: 1200.5, source: 'csv' }),
      ],
      marks: [],
      cv_names: ['', '', ''],
      cv_slot: null,
      can_edit: true,
    });
  });

  it('defaults to the 12 months up to this month in Japan, or the 12 up to the month given', async () => {
    const projectId = await newProject(ctx);
    const thisMonth = todayInJapan().slice(0, 7);
    let first = thisMonth;
    for (let i = 0; i < 11; i += 1) first = previousMonth(first);
    expect(await monthsOf({ project_id: projectId })).toMatchObject({ from: first, to: thisMonth });
    expect(monthsBetween(first, thisMonth)).toHaveLength(12);
    expect(await monthsOf({ project_id: projectId, to: '2026-03' })).toMatchObject({ from: '2025-04', to: '2026-03' });
  });

  it('takes up to 60 months and refuses more, or an end before the start, naming the field', async () => {
    const projectId = await newProject(ctx);
    expect((await monthsOf({ project_id: projectId, from: '2021-01', to: '2025-12' })).from).toBe('2021-01');
    expectBadInput(await monthsCall({ project_id: projectId, from: '2020-12', to: '2025-12' }), 'from');
    expectBadInput(await monthsCall({ project_id: projectId, from: '2026-05', to: '2026-04' }), 'to');
    expectBadInput(await monthsCall({ project_id: projectId, from: '2999-01' }), 'from');
    expectBadInput(await monthsCall({ project_id: projectId, from: '2026/05' }), 'from');
    expectBadInput(await monthsCall({ project_id: projectId, to: '2026-13' }), 'to');
    expectBadInput(await monthsCall({ project_id: 'x' }), 'project_id');
  });

  it('gives the legend’s conversion names and the CVR slot from the analytics settings', async () => {
    const projectId = await newProject(ctx);
    await ctx.t.db
      .insertInto('analytics_settings')
      .values({
        project_id: projectId,
        cv1_id: '資料請求',
        cv3_id: '会員登録',
        measure_cv_slot: 3,
        updated_at: nowIso(),
      })
      .execute();
    expect(await monthsOf({ project_id: projectId })).toMatchObject({
      cv_names: ['資料請求', '', '会員登録'],
      cv_slot: 3,
    });
  });

  it('marks the measures whose verification ended in the period, with the adopted pattern', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '印');
    const second = await makeTree(ctx.t.db, projectId, '別');
    const gone = await makeTree(ctx.t.db, projectId, '削除');
    await verifiedReport(tree.measure, '2026-03-31', { adopt: { pattern: 2, name: '赤ボタン' } });
    await verifiedReport(second.measure, '2026-02-01');
    await verifiedReport(second.hiddenMeasure, '2026-02-10', { adopt: { pattern: 1, name: '' } });
    await verifiedReport(tree.hiddenMeasure, '2026-05-01', { adopt: { pattern: 1, name: '範囲外' } });
    await verifiedReport(gone.measure, '2026-02-15');
    await ctx.t.db.updateTable('tasks').set({ is_deleted: 1 }).where('id', '=', gone.task).execute();

    const staff = await monthsOf({ project_id: projectId, from: '2026-02', to: '2026-04' });
    expect(staff.marks).toEqual([
      { month: '2026-02', measure_id: second.measure, measure: '別施策', pattern: null },
      { month: '2026-02', measure_id: second.hiddenMeasure, measure: '別非公開施策', pattern: 'パターン1' },
      { month: '2026-03', measure_id: tree.measure, measure: '印施策', pattern: '赤ボタン' },
    ]);
    // A client user does not see measures hidden from clients, on the graph either.
    const client = await monthsOf({ project_id: projectId, from: '2026-02', to: '2026-04' }, ctx.tokens.client);
    expect(client.marks.map((mark) => mark.measure_id)).toEqual([second.measure, tree.measure]);
    expect(client.can_edit).toBe(false);
  });

  it('leaves out a measure whose report is hidden from clients for client users only', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '非');
    await verifiedReport(tree.measure, '2026-03-01', { isShow: 0 });
    expect((await monthsOf({ project_id: projectId, from: '2026-03', to: '2026-03' })).marks).toHaveLength(1);
    expect(
      (await monthsOf({ project_id: projectId, from: '2026-03', to: '2026-03' }, ctx.tokens.client)).marks,
    ).toEqual([]);
  });

  it('is 404 for another company’s client and 401 signed out', async () => {
    const projectId = await newProject(ctx);
    expectError(await monthsCall({ project_id: projectId }, ctx.tokens.otherClient), 404, 'not_found');
    expect((await monthsCall({ project_id: projectId }, '')).statusCode).toBe(401);
  });
});

describe('a regular monthly report’s template with the month’s analytics', () => {
  it('includes the month’s figures against its targets when the project has them', async () => {
    const projectId = await newProject(ctx);
    await ctx.t.db
      .insertInto('analytics_settings')
      .values({ project_id: projectId, measure_cv_slot: 1, updated_at: nowIso() })
      .execute();
    await upsertMonths(
      ctx.t.db,
      projectId,
      [figures('2026-04', 10_000, { cv1: 150, cv2: 99, transactions: 12, revenue: 1_800_000 })],
      'csv',
      null,
    );
    const target = await call(ctx.t.app, 'POST', '/api/v1/gapi/v2/setClientTargetData', {
      token: ctx.tokens.member,
      payload: {
        project_id: projectId,
        start_month: '2026-01',
        end_month: '2026-06',
        target_cv_cnt: 200,
        contract_rate: 10,
        ltv: 150_000,
      },
    });
    expect(target.statusCode, target.body).toBe(200);

    const { body } = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2026-04' });
    expect(body).toContain(
      [
        '## アクセス解析',
        '',
        '| 指標 | 実績 | 目標 |',
        '|---|---:|---:|',
        '| セッション数 | 10,000 | — |',
        '| CV数 | 150 | 200 |',
        '| CVR | 1.5% | — |',
        '| 成約数 | 12 | 20 |',
        '| 売上 | 1,800,000円 | 3,000,000円 |',
      ].join('\n'),
    );
    // A month with a target and no figures shows the targets alone.
    const may = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2026-05' });
    expect(may.body).toContain('| CV数 | — | 200 |');
    expect(may.body).not.toContain('| セッション数 |');
  });

  it('has no analytics section for a project without figures or targets that month', async () => {
    const projectId = await newProject(ctx);
    await upsertMonths(ctx.t.db, projectId, [figures('2026-03', 10)], 'csv', null);
    const { body } = await templateOf(ctx, { project_id: projectId, kind: 'regular', month: '2026-04' });
    expect(body).not.toContain('アクセス解析');
  });
});
