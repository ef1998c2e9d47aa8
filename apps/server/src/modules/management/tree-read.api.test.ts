import {
  nestTreeColumns,
  type KpiNode,
  type ManagementsResponse,
  type ManagementTree,
  type MasterItem,
  type MeasureNode,
  type TaskNode,
  type TreeColumns,
} from '@kaizen/domain';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  changeView,
  expectBadInput,
  get,
  newProject,
  post,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { reportFixture } from '../../../test/measure-report-fixture.js';
import { makeTree } from '../../../test/tree-factory.js';
import { insertNode } from './node-writes.repository.js';

const ctx = useManagementApp();

/**
 * A tree written straight into the database, each level inserted out of display order (so only
 * index_num can put it right), with deleted nodes (and live children under them), a measure hidden
 * from clients, an inbox task and non-KPI tasks.
 */
async function buildFixture(c: ManagementContext, projectId: number) {
  const db = c.t.db;
  const p = { project_id: projectId };
  const kpi2 = await insertNode.kpi(db, { ...p, kpi: 'KPI二', status: 1, index_num: 2 });
  const kpi1 = await insertNode.kpi(db, {
    ...p,
    kpi: 'KPI一',
    current_figure: '現状の数値',
    kpi_detail: '詳細の説明',
    status: 3,
    dead_line: '2026-06-30',
    index_num: 1,
  });
  const deletedKpi = await insertNode.kpi(db, { ...p, kpi: '削除KPI', index_num: 3, is_deleted: 1 });
  await insertNode.task(db, { ...p, project_kpi_id: deletedKpi, task: '削除KPIの課題', status: 3, index_num: 1 });

  const taskB = await insertNode.task(db, { ...p, project_kpi_id: kpi1, task: '課題B', status: 2, index_num: 2 });
  const taskA = await insertNode.task(db, {
    ...p,
    project_kpi_id: kpi1,
    task: '課題A',
    status: 3,
    dead_line: '2026-05-31',
    link: 'https://example.com/a',
    index_num: 1,
  });
  const deletedFactor = await insertNode.factor(db, {
    ...p,
    task_id: taskA,
    factor: '削除要因',
    index_num: 2,
    is_deleted: 1,
  });
  await insertNode.hypothesis(db, { ...p, factor_id: deletedFactor, hypothesis: '削除要因の仮説', index_num: 1 });
  const factorA = await insertNode.factor(db, { ...p, task_id: taskA, factor: '要因A', index_num: 1 });
  const hypothesisA = await insertNode.hypothesis(db, {
    ...p,
    factor_id: factorA,
    hypothesis: '仮説A',
    category: 2,
    hypothesis_status: 1,
    index_num: 1,
  });
  const h = { ...p, hypothesis_id: hypothesisA };
  const hidden = await insertNode.measure(db, { ...h, measure: '非公開施策', status: 1, is_show: 0, index_num: 3 });
  const measure2 = await insertNode.measure(db, {
    ...h,
    measure: '施策二',
    status: 3,
    importance: 0,
    urgency: 2,
    priority: 1,
    verification: 0,
    verification_start_date: '2026-05-01',
    verification_end_date: '2026-05-31',
    conversion_rate: 2.5,
    expected_uplift: 12.5,
    index_num: 2,
  });
  const measure1 = await insertNode.measure(db, {
    ...h,
    measure: '施策一',
    status: 1,
    importance: 2,
    urgency: 2,
    index_num: 1,
  });
  await insertNode.measure(db, { ...h, measure: '削除施策', index_num: 4, is_deleted: 1 });
  const work2 = await insertNode.work(db, { ...h, work: '作業二', index_num: 2 });
  const work1 = await insertNode.work(db, { ...h, work: '作業一', index_num: 1 });
  await insertNode.work(db, { ...h, work: '削除作業', index_num: 3, is_deleted: 1 });

  const inbox2 = await insertNode.task(db, { ...p, task: '未整理二', index_num: 2 });
  const inbox1 = await insertNode.task(db, { ...p, task: '未整理一', index_num: 1 });
  const inboxFactor = await insertNode.factor(db, { ...p, task_id: inbox1, factor: '未整理の要因', index_num: 1 });
  await insertNode.task(db, { ...p, task: '削除未整理', index_num: 3, is_deleted: 1 });

  const nonKpi2 = await insertNode.task(db, { ...p, task: '非KPI二', is_non_kpi: 1, status: 3, index_num: 2 });
  const nonKpi1 = await insertNode.task(db, { ...p, task: '非KPI一', is_non_kpi: 1, status: 1, index_num: 1 });
  const nonKpiFactor = await insertNode.factor(db, { ...p, task_id: nonKpi1, factor: '非KPIの要因', index_num: 1 });
  await insertNode.task(db, { ...p, task: '削除非KPI', is_non_kpi: 1, index_num: 3, is_deleted: 1 });

  return {
    kpi1,
    kpi2,
    taskA,
    taskB,
    factorA,
    hypothesisA,
    measure1,
    measure2,
    hidden,
    work1,
    work2,
    inbox1,
    inbox2,
    inboxFactor,
    nonKpi1,
    nonKpi2,
    nonKpiFactor,
  };
}

type Fixture = Awaited<ReturnType<typeof buildFixture>>;

const task = (fields: Partial<TaskNode> & Pick<TaskNode, 'id' | 'title' | 'index_num'>): TaskNode => ({
  deadLine: null,
  status: null,
  link: null,
  is_non_kpi: 0,
  project_kpi_id: null,
  factor: [],
  ...fields,
});

function expectedTree(ids: Fixture, forClient: boolean): ManagementTree {
  const measures: MeasureNode[] = [
    {
      id: ids.measure1,
      title: '施策一',
      status: 1,
      importance: 2,
      urgency: 2,
      rank: 'D',
      priority: null,
      verification: null,
      daterange: [null, null],
      verification_start_date: null,
      verification_end_date: null,
      is_show: 1,
      conversion_rate: null,
      expected_uplift: null,
      deadLine: null,
      index_num: 1,
    },
    {
      id: ids.measure2,
      title: '施策二',
      status: 3,
      importance: 0,
      urgency: 2,
      rank: 'B',
      priority: 1,
      verification: 0,
      daterange: ['2026-05-01', '2026-05-31'],
      verification_start_date: '2026-05-01',
      verification_end_date: '2026-05-31',
      is_show: 1,
      conversion_rate: 2.5,
      expected_uplift: 12.5,
      deadLine: null,
      index_num: 2,
    },
  ];
  if (!forClient) {
    measures.push({
      id: ids.hidden,
      title: '非公開施策',
      status: 1,
      importance: null,
      urgency: null,
      rank: 'D',
      priority: null,
      verification: null,
      daterange: [null, null],
      verification_start_date: null,
      verification_end_date: null,
      is_show: 0,
      conversion_rate: null,
      expected_uplift: null,
      deadLine: null,
      index_num: 3,
    });
  }
  const kpi1: KpiNode = {
    id: ids.kpi1,
    title: 'KPI一',
    current: { text: '現状の数値' },
    detail: { text: '詳細の説明' },
    status: 3,
    deadLine: '2026-06-30',
    index_num: 1,
    problem: [
      task({
        id: ids.taskA,
        title: '課題A',
        deadLine: '2026-05-31',
        status: 3,
        link: 'https://example.com/a',
        project_kpi_id: ids.kpi1,
        index_num: 1,
        factor: [
          {
            id: ids.factorA,
            title: '要因A',
            index_num: 1,
            hypothesis: [
              {
                id: ids.hypothesisA,
                title: '仮説A',
                category: 2,
                hypothesis_status: 1,
                index_num: 1,
                measure: measures,
                work: [
                  { id: ids.work1, title: '作業一', deadLine: null, index_num: 1 },
                  { id: ids.work2, title: '作業二', deadLine: null, index_num: 2 },
                ],
              },
            ],
          },
        ],
      }),
      task({ id: ids.taskB, title: '課題B', status: 2, project_kpi_id: ids.kpi1, index_num: 2 }),
    ],
  };
  const kpi2: KpiNode = {
    id: ids.kpi2,
    title: 'KPI二',
    current: { text: '' },
    detail: { text: '' },
    status: 1,
    deadLine: null,
    index_num: 2,
    problem: [],
  };
  return {
    kpi_array: [kpi1, kpi2],
    non_kpi_task: [
      task({
        id: ids.nonKpi1,
        title: '非KPI一',
        status: 1,
        is_non_kpi: 1,
        index_num: 1,
        factor: [{ id: ids.nonKpiFactor, title: '非KPIの要因', index_num: 1, hypothesis: [] }],
      }),
      task({ id: ids.nonKpi2, title: '非KPI二', status: 3, is_non_kpi: 1, index_num: 2 }),
    ],
  };
}

function expectedInbox(ids: Fixture): TaskNode[] {
  return [
    task({
      id: ids.inbox1,
      title: '未整理一',
      index_num: 1,
      factor: [{ id: ids.inboxFactor, title: '未整理の要因', index_num: 1, hypothesis: [] }],
    }),
    task({ id: ids.inbox2, title: '未整理二', index_num: 2 }),
  ];
}

async function allowClientEdit(projectId: number, allowed: boolean) {
  const response = await post(
    ctx,
    'update_client_edit',
    { project_id: projectId, client_can_edit: allowed },
    ctx.tokens.member,
  );
  expect(response.statusCode, response.body).toBe(200);
}

// What migrations 0002 and 0004 seed (0004 locks master_verification 0).
const statuses: MasterItem[] = [
  { id: 1, name: '未着手', class: 'not', index_num: 1, locked: true },
  { id: 2, name: '準備中', class: 'prep', index_num: 2, locked: true },
  { id: 3, name: '着手中', class: 'now', index_num: 3, locked: true },
  { id: 4, name: '確認中', class: 'check', index_num: 4, locked: true },
  { id: 5, name: '検証中', class: 'ver', index_num: 5, locked: true },
  { id: 6, name: '結果確認', class: 'result', index_num: 6, locked: true },
  { id: 7, name: '完了', class: 'comp', index_num: 7, locked: true },
];
const plain = (entries: [id: number, name: string, locked?: boolean][]): MasterItem[] =>
  entries.map(([id, name, locked], i) => ({ id, name, class: null, index_num: i + 1, locked: locked ?? false }));
const levels = plain([
  [0, '高', true],
  [1, '中'],
  [2, '低', true],
]);
const masters = {
  status: statuses,
  hypothesis_status: plain([
    [1, '未検証'],
    [2, '検証中'],
    [3, '立証'],
    [4, '棄却'],
  ]),
  measure_status: statuses,
  master_importance: levels,
  master_priority: levels,
  master_urgency: levels,
  master_verification: plain([
    [0, 'ABテスト', true],
    [1, '前後比較'],
    [2, '多変量テスト'],
    [3, 'ユーザーテスト'],
    [4, '検証なし'],
  ]),
  category: plain([
    [1, 'UI・デザイン'],
    [2, 'コンテンツ'],
    [3, '導線・遷移'],
    [4, '集客・流入'],
    [5, '価格・オファー'],
    [6, 'その他'],
  ]),
};
const noKgi = { kgi_id: null, purpose: '', kgi: '', start_line: null, dead_line: null, updated_at: null };

describe('GET /api/v1/managements', () => {
  it('gives staff the master lists in display order, the KGI and full permissions', async () => {
    const projectId = await newProject(ctx);
    const response = await get(ctx, '', { project_id: projectId });
    expect(response.statusCode).toBe(200);
    const expected: ManagementsResponse = {
      ...masters,
      kgi: noKgi,
      permissions: { can_edit: true, client_can_edit: false, can_change_visibility: true, report_links: null },
    };
    expect(response.json()).toEqual(expected);
  });

  it('carries the saved KGI', async () => {
    const projectId = await newProject(ctx);
    const saved = await post(ctx, 'create_kgi', {
      projectId,
      kgi: '売上120%',
      startLine: '2026-04-01',
      deadLine: '2027-03-31',
    });
    expect(saved.statusCode).toBe(200);
    const response = await get(ctx, '', { project_id: projectId });
    expect(response.json<ManagementsResponse>().kgi).toEqual(saved.json());
    expect(response.json<ManagementsResponse>().kgi).toMatchObject({
      purpose: '',
      kgi: '売上120%',
      start_line: '2026-04-01',
      dead_line: '2027-03-31',
    });
  });

  it('tells a client user it may not edit until staff allow it, and never may change visibility', async () => {
    const projectId = await newProject(ctx);
    const before = await get(ctx, '', { project_id: projectId }, ctx.tokens.client);
    expect(before.statusCode).toBe(200);
    expect(before.json<ManagementsResponse>().permissions).toEqual({
      can_edit: false,
      client_can_edit: false,
      can_change_visibility: false,
      report_links: [],
    });
    // The client sees the same master lists as staff.
    expect(before.json<ManagementsResponse>()).toMatchObject(masters);

    await allowClientEdit(projectId, true);
    const after = await get(ctx, '', { project_id: projectId }, ctx.tokens.client);
    expect(after.json<ManagementsResponse>().permissions).toEqual({
      can_edit: true,
      client_can_edit: true,
      can_change_visibility: false,
      report_links: [],
    });
    const staff = await get(ctx, '', { project_id: projectId }, ctx.tokens.admin);
    expect(staff.json<ManagementsResponse>().permissions).toEqual({
      can_edit: true,
      client_can_edit: true,
      can_change_visibility: true,
      report_links: null,
    });
  });

  it('links a client user only to the shown reports of the measures it sees; staff to every measure', async () => {
    const projectId = await newProject(ctx);
    const shown = await reportFixture(ctx.t.db, projectId, '公開');
    const hiddenReport = await reportFixture(ctx.t.db, projectId, '非公開');
    const hiddenMeasure = await reportFixture(ctx.t.db, projectId, '施策非表示');
    await ctx.t.db
      .updateTable('measure_reports')
      .set({ is_show: 0 })
      .where('measure_id', '=', hiddenReport.measure)
      .execute();
    await ctx.t.db.updateTable('measures').set({ is_show: 0 }).where('id', '=', hiddenMeasure.measure).execute();
    await makeTree(ctx.t.db, projectId, 'レポートなし');
    // Shown reports the client does not see in the tree: under a deleted factor, under a deleted KPI.
    const underDeletedFactor = await reportFixture(ctx.t.db, projectId, '削除要因の下');
    const underDeletedKpi = await reportFixture(ctx.t.db, projectId, '削除KPIの下');
    await ctx.t.db.updateTable('factors').set({ is_deleted: 1 }).where('id', '=', underDeletedFactor.factor).execute();
    await ctx.t.db.updateTable('kpis').set({ is_deleted: 1 }).where('id', '=', underDeletedKpi.kpi).execute();
    // And one it does see: under a task the inbox holds.
    const inInbox = await reportFixture(ctx.t.db, projectId, '未整理の下');
    await ctx.t.db.updateTable('tasks').set({ project_kpi_id: null }).where('id', '=', inInbox.task).execute();

    const client = await get(ctx, '', { project_id: projectId }, ctx.tokens.client);
    expect(client.json<ManagementsResponse>().permissions.report_links?.toSorted((a, b) => a - b)).toEqual([
      shown.measure,
      inInbox.measure,
    ]);
    const staff = await get(ctx, '', { project_id: projectId }, ctx.tokens.member);
    expect(staff.json<ManagementsResponse>().permissions.report_links).toBeNull();
  });

  it("refuses project_id 'x' with 400 naming project_id", async () => {
    expectBadInput(await get(ctx, '', { project_id: 'x' }), 'project_id');
  });
});

describe('GET managements/change_view', () => {
  it('answers an empty tree for a new project', async () => {
    const projectId = await newProject(ctx);
    expect(await changeView(ctx, projectId)).toEqual({ kpi_array: [], non_kpi_task: [] });
  });

  it('gives staff the whole live tree in index order with the field names of product.md §3.3', async () => {
    const projectId = await newProject(ctx);
    const ids = await buildFixture(ctx, projectId);
    expect(await changeView(ctx, projectId)).toEqual(expectedTree(ids, false));
    expect(await changeView(ctx, projectId, ctx.tokens.admin)).toEqual(expectedTree(ids, false));
  });

  it('gives a client user the same tree without the measures hidden from clients', async () => {
    const projectId = await newProject(ctx);
    const ids = await buildFixture(ctx, projectId);
    const tree = await changeView(ctx, projectId, ctx.tokens.client);
    expect(tree).toEqual(expectedTree(ids, true));
    expect(JSON.stringify(tree)).not.toContain('非公開施策');
    // Allowing the client to edit does not show it hidden measures either.
    await allowClientEdit(projectId, true);
    expect(await changeView(ctx, projectId, ctx.tokens.client)).toEqual(expectedTree(ids, true));
  });

  it('leaves out inbox tasks, deleted nodes and everything under a deleted node', async () => {
    const projectId = await newProject(ctx);
    await buildFixture(ctx, projectId);
    const text = JSON.stringify(await changeView(ctx, projectId));
    for (const title of ['未整理一', '未整理二', '未整理の要因', '削除']) expect(text).not.toContain(title);
  });

  it('shows only its own project', async () => {
    const projectId = await newProject(ctx);
    const otherId = await newProject(ctx);
    await buildFixture(ctx, otherId);
    expect(await changeView(ctx, projectId)).toEqual({ kpi_array: [], non_kpi_task: [] });
  });
});

describe('GET managements/get_limit_kpi', () => {
  it('answers null when the project has no KPI', async () => {
    const projectId = await newProject(ctx);
    const response = await get(ctx, '/get_limit_kpi', { project_id: projectId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kpi: null });
  });

  it('answers the first KPI (by index_num) with everything under it', async () => {
    const projectId = await newProject(ctx);
    const ids = await buildFixture(ctx, projectId);
    const staff = await get(ctx, '/get_limit_kpi', { project_id: projectId });
    expect(staff.json()).toEqual({ kpi: expectedTree(ids, false).kpi_array[0] });
    const client = await get(ctx, '/get_limit_kpi', { project_id: projectId }, ctx.tokens.client);
    expect(client.json()).toEqual({ kpi: expectedTree(ids, true).kpi_array[0] });
  });

  it('skips a deleted first KPI', async () => {
    const projectId = await newProject(ctx);
    const ids = await buildFixture(ctx, projectId);
    await ctx.t.db.updateTable('kpis').set({ is_deleted: 1 }).where('id', '=', ids.kpi1).execute();
    const response = await get(ctx, '/get_limit_kpi', { project_id: projectId });
    expect(response.json()).toEqual({ kpi: expectedTree(ids, false).kpi_array[1] });
  });
});

describe('GET managements/get_other_kpi', () => {
  it('answers every KPI but kpi_id, and the non-KPI tasks', async () => {
    const projectId = await newProject(ctx);
    const ids = await buildFixture(ctx, projectId);
    const full = expectedTree(ids, false);
    const response = await get(ctx, '/get_other_kpi', { project_id: projectId, kpi_id: ids.kpi1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kpi_array: [full.kpi_array[1]], non_kpi_task: full.non_kpi_task });

    const second = await get(ctx, '/get_other_kpi', { project_id: projectId, kpi_id: ids.kpi2 });
    expect(second.json()).toEqual({ kpi_array: [full.kpi_array[0]], non_kpi_task: full.non_kpi_task });
  });

  it('hides hidden measures from a client user', async () => {
    const projectId = await newProject(ctx);
    const ids = await buildFixture(ctx, projectId);
    const response = await get(ctx, '/get_other_kpi', { project_id: projectId, kpi_id: ids.kpi2 }, ctx.tokens.client);
    const tree = expectedTree(ids, true);
    expect(response.json()).toEqual({ kpi_array: [tree.kpi_array[0]], non_kpi_task: tree.non_kpi_task });
  });

  it('refuses a missing kpi_id with 400 naming kpi_id', async () => {
    const projectId = await newProject(ctx);
    expectBadInput(await get(ctx, '/get_other_kpi', { project_id: projectId }), 'kpi_id');
  });
});

describe('GET managements/tree_columns', () => {
  async function treeColumns(projectId: number, token?: string): Promise<TreeColumns> {
    const response = await get(ctx, '/tree_columns', { project_id: projectId }, token);
    expect(response.statusCode).toBe(200);
    return response.json<TreeColumns>();
  }

  it('answers empty columns for a new project', async () => {
    const columns = await treeColumns(await newProject(ctx));
    for (const level of Object.values(columns)) {
      for (const column of Object.values(level)) expect(column).toEqual([]);
    }
    expect(Object.keys(columns)).toEqual(['kpi', 'task', 'factor', 'hypothesis', 'measure', 'work', 'assignees']);
  });

  it('holds the nodes of change_view and get_unorganized_task, in the same order once nested', async () => {
    const projectId = await newProject(ctx);
    const ids = await buildFixture(ctx, projectId);
    const expected = {
      kpis: expectedTree(ids, false).kpi_array,
      nonKpiTasks: expectedTree(ids, false).non_kpi_task,
      inboxTasks: expectedInbox(ids),
    };
    expect(nestTreeColumns(await treeColumns(projectId))).toEqual(expected);
    expect(nestTreeColumns(await treeColumns(projectId, ctx.tokens.admin))).toEqual(expected);
  });

  it('sends rows and columns only: no rank or daterange, and a parent id on every row below KPI', async () => {
    const projectId = await newProject(ctx);
    const ids = await buildFixture(ctx, projectId);
    const { task, measure } = await treeColumns(projectId);
    expect(Object.keys(measure)).not.toContain('rank');
    expect(Object.keys(measure)).not.toContain('daterange');
    expect(task.project_kpi_id[task.id.indexOf(ids.taskA)]).toBe(ids.kpi1);
  });

  it('gives a client user the same nodes without the measures hidden from clients', async () => {
    const projectId = await newProject(ctx);
    const ids = await buildFixture(ctx, projectId);
    const columns = await treeColumns(projectId, ctx.tokens.client);
    expect(nestTreeColumns(columns)).toEqual({
      kpis: expectedTree(ids, true).kpi_array,
      nonKpiTasks: expectedTree(ids, true).non_kpi_task,
      inboxTasks: expectedInbox(ids),
    });
    expect(JSON.stringify(columns)).not.toContain('非公開施策');
  });

  it('sends no deleted node and no row under one', async () => {
    const projectId = await newProject(ctx);
    await buildFixture(ctx, projectId);
    expect(JSON.stringify(await treeColumns(projectId))).not.toContain('削除');
  });

  it("refuses project_id 'x' with 400 naming project_id", async () => {
    expectBadInput(await get(ctx, '/tree_columns', { project_id: 'x' }), 'project_id');
  });
});

// tree_columns, megabytes on a big project, takes the faster settings; change_view every other answer's.
describe('the tree, compressed as sent', () => {
  const send = async (path: string, projectId: number, accept: string) =>
    ctx.t.app.inject({
      method: 'GET',
      url: `/api/v1/managements${path}?project_id=${projectId}`,
      headers: { authorization: `Bearer ${ctx.tokens.member}`, 'accept-encoding': accept },
    });
  const quality = (level: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level } });

  it.each([
    { path: '/tree_columns', brotli: 2, otherBrotli: 4, gzip: 3 },
    { path: '/change_view', brotli: 4, otherBrotli: 2, gzip: 6 },
  ])('$path: brotli at quality $brotli, gzip at level $gzip', async ({ path, brotli, otherBrotli, gzip: level }) => {
    const projectId = await newProject(ctx);
    await buildFixture(ctx, projectId);
    const plain = await send(path, projectId, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const body = plain.rawPayload;

    const br = await send(path, projectId, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(zlib.brotliCompressSync(body, quality(brotli)))).toBe(true);
    expect(br.rawPayload.equals(zlib.brotliCompressSync(body, quality(otherBrotli)))).toBe(false);

    const gzipped = await send(path, projectId, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).equals(body)).toBe(true);
    expect(gzipped.rawPayload.equals(zlib.gzipSync(body, { level }))).toBe(true);
  });

  it('keeps to brotli and gzip: a client asking only for deflate or zstd gets plain JSON', async () => {
    const projectId = await newProject(ctx);
    await buildFixture(ctx, projectId);
    for (const accept of ['deflate', 'zstd']) {
      const response = await send('/tree_columns', projectId, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json<TreeColumns>().kpi.id.length).toBe(2);
    }
  });
});

describe('GET managements/get_unorganized_task', () => {
  it('answers the live inbox tasks in order, without non-KPI tasks or tasks under KPIs', async () => {
    const projectId = await newProject(ctx);
    const ids = await buildFixture(ctx, projectId);
    const response = await get(ctx, '/get_unorganized_task', { project_id: projectId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unorganized_task: expectedInbox(ids) });
    const client = await get(ctx, '/get_unorganized_task', { project_id: projectId }, ctx.tokens.client);
    expect(client.json()).toEqual({ unorganized_task: expectedInbox(ids) });
  });

  it('answers an empty list for a project without inbox tasks', async () => {
    const projectId = await newProject(ctx);
    const response = await get(ctx, '/get_unorganized_task', { project_id: projectId });
    expect(response.json()).toEqual({ unorganized_task: [] });
  });

  it('reads each inbox task down to its measures and works, as the whole tree has them', async () => {
    const projectId = await newProject(ctx);
    const ids = await buildFixture(ctx, projectId);
    const db = ctx.t.db;
    const p = { project_id: projectId };
    const hypothesis = await insertNode.hypothesis(db, {
      ...p,
      factor_id: ids.inboxFactor,
      hypothesis: '未整理の仮説',
      index_num: 1,
    });
    const h = { ...p, hypothesis_id: hypothesis };
    const shown = await insertNode.measure(db, { ...h, measure: '未整理の施策', index_num: 1 });
    const hidden = await insertNode.measure(db, { ...h, measure: '未整理の非公開施策', is_show: 0, index_num: 2 });
    const work = await insertNode.work(db, { ...h, work: '未整理の作業', index_num: 1 });
    const deletedFactor = await insertNode.factor(db, {
      ...p,
      task_id: ids.inbox2,
      factor: '削除要因',
      index_num: 1,
      is_deleted: 1,
    });
    await insertNode.hypothesis(db, { ...p, factor_id: deletedFactor, hypothesis: '削除要因の仮説', index_num: 1 });

    for (const [token, measures] of [
      [ctx.tokens.admin, [shown, hidden]],
      [ctx.tokens.client, [shown]],
    ] as const) {
      const inbox = (await get(ctx, '/get_unorganized_task', { project_id: projectId }, token)).json<{
        unorganized_task: TaskNode[];
      }>().unorganized_task;
      const columns = (await get(ctx, '/tree_columns', { project_id: projectId }, token)).json<TreeColumns>();
      expect(inbox).toEqual(nestTreeColumns(columns).inboxTasks);
      const branch = inbox[0]?.factor[0]?.hypothesis[0];
      expect(branch?.measure.map((m) => m.id)).toEqual(measures);
      expect(branch?.work.map((w) => w.id)).toEqual([work]);
      expect(inbox[1]?.factor).toEqual([]);
    }
  });
});

describe('GET managements/get_kgi', () => {
  it('answers an empty KGI before one is saved, and the saved one after', async () => {
    const projectId = await newProject(ctx);
    const empty = await get(ctx, '/get_kgi', { project_id: projectId }, ctx.tokens.client);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(noKgi);

    const saved = await post(ctx, 'create_kgi', { projectId, purpose: '売上を伸ばす' });
    expect(saved.statusCode).toBe(200);
    const after = await get(ctx, '/get_kgi', { project_id: projectId }, ctx.tokens.client);
    expect(after.json()).toEqual(saved.json());
    expect(after.json()).toMatchObject({ purpose: '売上を伸ばす', kgi: '', start_line: null, dead_line: null });
  });
});
