import type { MasterKind, SavedNode } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, snapshot } from '../../../test/api-helpers.js';
import {
  changeView,
  create,
  expectBadInput,
  indexNums,
  newProject,
  post,
  save,
  taskRow,
  treeTables,
  useManagementApp,
} from '../../../test/management-helpers.js';

const ctx = useManagementApp();

/** A project with one KPI > task > factor > hypothesis, made through the API. */
async function chain() {
  const projectId = await newProject(ctx);
  const kpi = await create(ctx, 'kpi', { project_id: projectId, kpi: 'KPI' });
  const task = await create(ctx, 'task', { project_id: projectId, project_kpi_id: kpi, task: '課題' });
  const factor = await create(ctx, 'factor', { task_id: task, factor: '要因' });
  const hypothesis = await create(ctx, 'hypothesis', { factor_id: factor, hypothesis: '仮説' });
  return { projectId, kpi, task, factor, hypothesis };
}

const treeMeasure = {
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
} as const;

describe('create_* without id: each kind, from the tree (origin omitted or tree)', () => {
  it('creates a KPI 着手中 (status 3), last, linked to the project KGI', async () => {
    const projectId = await newProject(ctx);
    const kgi = await post(ctx, 'create_kgi', { projectId, kgi: 'KGI' });
    const first = await save(ctx, 'kpi', { project_id: projectId, kpi: '  売上KPI  ' });
    expect(first).toEqual({
      kind: 'kpi',
      id: first.id,
      node: {
        id: first.id,
        title: '売上KPI',
        current: { text: '' },
        detail: { text: '' },
        status: 3,
        deadLine: null,
        index_num: 1,
      },
    });
    const second = await save(ctx, 'kpi', {
      project_id: projectId,
      kpi: '問い合わせ数',
      current_figure: '月20件',
      kpi_detail: 'フォーム経由',
      dead_line: '2026-09-30',
      origin: 'tree',
    });
    expect(second.node).toEqual({
      id: second.id,
      title: '問い合わせ数',
      current: { text: '月20件' },
      detail: { text: 'フォーム経由' },
      status: 3,
      deadLine: '2026-09-30',
      index_num: 2,
    });
    const row = await ctx.t.db.selectFrom('kpis').select('kgi_id').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(row.kgi_id).toBe(kgi.json<{ kgi_id: number }>().kgi_id);
    // An explicit status wins over the default.
    expect((await save(ctx, 'kpi', { project_id: projectId, kpi: '完了KPI', status: 7 })).node).toMatchObject({
      status: 7,
      index_num: 3,
    });
  });

  it('creates a task under a KPI 着手中, a non-KPI task 着手中 and an inbox task without status', async () => {
    const { projectId, kpi } = await chain();
    const underKpi = await save(ctx, 'task', {
      project_id: projectId,
      project_kpi_id: kpi,
      task: 'KPIの課題',
      dead_line: '2026-07-01',
      link: 'https://example.com/x',
    });
    expect(underKpi).toEqual({
      kind: 'task',
      id: underKpi.id,
      node: {
        id: underKpi.id,
        title: 'KPIの課題',
        deadLine: '2026-07-01',
        status: 3,
        link: 'https://example.com/x',
        is_non_kpi: 0,
        project_kpi_id: kpi,
        index_num: 2,
      },
    });
    const nonKpi = await save(ctx, 'task', {
      project_id: projectId,
      is_non_kpi: 1,
      task: '非KPIの課題',
      origin: 'tree',
    });
    expect(nonKpi.node).toEqual({
      id: nonKpi.id,
      title: '非KPIの課題',
      deadLine: null,
      status: 3,
      link: null,
      is_non_kpi: 1,
      project_kpi_id: null,
      index_num: 1,
    });
    const inbox = await save(ctx, 'task', { project_id: projectId, task: '未整理の課題' });
    expect(inbox.node).toEqual({
      id: inbox.id,
      title: '未整理の課題',
      deadLine: null,
      status: null,
      link: null,
      is_non_kpi: 0,
      project_kpi_id: null,
      index_num: 1,
    });
    const unorganized = await call(
      ctx.t.app,
      'GET',
      `/api/v1/managements/get_unorganized_task?project_id=${projectId}`,
      {
        token: ctx.tokens.member,
      },
    );
    expect(unorganized.json<{ unorganized_task: { id: number }[] }>().unorganized_task.map((t) => t.id)).toEqual([
      inbox.id,
    ]);
  });

  it('creates a factor, a hypothesis (no category, no status), a measure (未着手, importance 2, urgency 2) and a work', async () => {
    const { task } = await chain();
    const factor = await save(ctx, 'factor', { task_id: task, factor: '新しい要因' });
    expect(factor).toEqual({
      kind: 'factor',
      id: factor.id,
      node: { id: factor.id, title: '新しい要因', index_num: 2 },
    });

    const hypothesis = await save(ctx, 'hypothesis', { factor_id: factor.id, hypothesis: '新しい仮説' });
    expect(hypothesis).toEqual({
      kind: 'hypothesis',
      id: hypothesis.id,
      node: { id: hypothesis.id, title: '新しい仮説', category: null, hypothesis_status: null, index_num: 1 },
    });
    const withCategory = await save(ctx, 'hypothesis', {
      factor_id: factor.id,
      hypothesis: 'カテゴリー付き',
      category: 3,
      hypothesis_status: 2,
    });
    expect(withCategory.node).toEqual({
      id: withCategory.id,
      title: 'カテゴリー付き',
      category: 3,
      hypothesis_status: 2,
      index_num: 2,
    });

    const measure = await save(ctx, 'measure', { hypothesis_id: hypothesis.id, measure: '新しい施策' });
    expect(measure).toEqual({
      kind: 'measure',
      id: measure.id,
      node: { id: measure.id, title: '新しい施策', ...treeMeasure, index_num: 1 },
    });
    const measureFromTree = await save(ctx, 'measure', {
      hypothesis_id: hypothesis.id,
      measure: 'ツリーから',
      origin: 'tree',
    });
    expect(measureFromTree.node).toEqual({ id: measureFromTree.id, title: 'ツリーから', ...treeMeasure, index_num: 2 });

    const work = await save(ctx, 'work', { hypothesis_id: hypothesis.id, work: '新しい作業' });
    expect(work).toEqual({
      kind: 'work',
      id: work.id,
      node: { id: work.id, title: '新しい作業', index_num: 1, deadLine: null },
    });
  });

  it('creates a measure with the fields sent, over the defaults', async () => {
    const { hypothesis } = await chain();
    const measure = await save(ctx, 'measure', {
      hypothesis_id: hypothesis,
      measure: '全部入り',
      status: 5,
      importance: 0,
      urgency: 1,
      priority: 2,
      verification: 3,
      verification_start_date: '2026-04-01',
      verification_end_date: '2026-04-30',
      conversion_rate: 1.25,
      expected_uplift: '７．５％',
      deadLine: null,
      is_show: 0,
    });
    expect(measure.node).toEqual({
      id: measure.id,
      title: '全部入り',
      status: 5,
      importance: 0,
      urgency: 1,
      rank: 'B',
      priority: 2,
      verification: 3,
      daterange: ['2026-04-01', '2026-04-30'],
      verification_start_date: '2026-04-01',
      verification_end_date: '2026-04-30',
      is_show: 0,
      conversion_rate: 1.25,
      expected_uplift: 7.5,
      deadLine: null,
      index_num: 1,
    });
  });
});

describe('create_* without id, from the table (origin table)', () => {
  it('creates a KPI and tasks with an empty status', async () => {
    const projectId = await newProject(ctx);
    const kpi = await save(ctx, 'kpi', { project_id: projectId, kpi: '表のKPI', origin: 'table' });
    expect(kpi.node).toMatchObject({ status: null });
    for (const placement of [{ project_kpi_id: kpi.id }, { is_non_kpi: 1 }, {}]) {
      const task = await save(ctx, 'task', { project_id: projectId, task: '表の課題', origin: 'table', ...placement });
      expect(task.node).toMatchObject({ status: null });
      expect((await taskRow(ctx, task.id)).status).toBeNull();
    }
  });

  it('gives a measure the first entry of each master list and an empty status; a hypothesis the first hypothesis_status', async () => {
    const { factor, hypothesis } = await chain();
    const measure = await save(ctx, 'measure', { hypothesis_id: hypothesis, measure: '表の施策', origin: 'table' });
    expect(measure.node).toEqual({
      id: measure.id,
      title: '表の施策',
      status: null,
      importance: 0,
      urgency: 0,
      rank: 'A',
      priority: 0,
      verification: 0,
      daterange: [null, null],
      verification_start_date: null,
      verification_end_date: null,
      is_show: 1,
      conversion_rate: null,
      expected_uplift: null,
      deadLine: null,
      index_num: 1,
    });
    const fromTable = await save(ctx, 'hypothesis', { factor_id: factor, hypothesis: '表の仮説', origin: 'table' });
    expect(fromTable.node).toEqual({
      id: fromTable.id,
      title: '表の仮説',
      category: null,
      hypothesis_status: 1,
      index_num: 2,
    });
  });

  it('follows the display order after an admin reorders the master lists', async () => {
    const order = async (kind: MasterKind, ids: number[]) => {
      const response = await call(ctx.t.app, 'POST', '/api/v1/setting/order_master', {
        token: ctx.tokens.admin,
        payload: { kind, ids },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const original: [MasterKind, number[]][] = [
      ['master_importance', [0, 1, 2]],
      ['master_urgency', [0, 1, 2]],
      ['master_priority', [0, 1, 2]],
      ['master_verification', [0, 1, 2, 3, 4]],
      ['hypothesis_status', [1, 2, 3, 4]],
    ];
    try {
      await order('master_importance', [2, 0, 1]);
      await order('master_urgency', [1, 2, 0]);
      await order('master_priority', [2, 1, 0]);
      await order('master_verification', [3, 0, 1, 2, 4]);
      await order('hypothesis_status', [4, 3, 2, 1]);
      const { factor, hypothesis } = await chain();
      const measure = await save(ctx, 'measure', { hypothesis_id: hypothesis, measure: '並べ替え後', origin: 'table' });
      expect(measure.node).toMatchObject({
        status: null,
        importance: 2,
        urgency: 1,
        rank: 'D',
        priority: 2,
        verification: 3,
      });
      const fromTable = await save(ctx, 'hypothesis', { factor_id: factor, hypothesis: '並べ替え後', origin: 'table' });
      expect(fromTable.node).toMatchObject({ hypothesis_status: 4 });
      // The tree's defaults do not depend on the order.
      const fromTree = await save(ctx, 'measure', { hypothesis_id: hypothesis, measure: 'ツリーの施策' });
      expect(fromTree.node).toMatchObject({ status: 1, importance: 2, urgency: 2, priority: null, verification: null });
    } finally {
      for (const [kind, ids] of original) await order(kind, ids);
    }
  });
});

describe('create_* placement', () => {
  it('puts new nodes of every kind last', async () => {
    const { projectId, kpi, task, factor, hypothesis } = await chain();
    const next = async (kind: SavedNode['kind'], payload: Record<string, unknown>) =>
      (await save(ctx, kind, payload)).node.index_num;
    expect(await next('kpi', { project_id: projectId, kpi: '二番目' })).toBe(2);
    expect(await next('task', { project_id: projectId, project_kpi_id: kpi, task: '二番目' })).toBe(2);
    expect(await next('factor', { task_id: task, factor: '二番目' })).toBe(2);
    expect(await next('hypothesis', { factor_id: factor, hypothesis: '二番目' })).toBe(2);
    expect(await next('measure', { hypothesis_id: hypothesis, measure: '一番目' })).toBe(1);
    expect(await next('measure', { hypothesis_id: hypothesis, measure: '二番目' })).toBe(2);
    // Measures and works are separate sibling groups.
    expect(await next('work', { hypothesis_id: hypothesis, work: '一番目' })).toBe(1);
    // A task of another group does not count.
    expect(await next('task', { project_id: projectId, is_non_kpi: 1, task: '非KPI一番目' })).toBe(1);
  });

  it('puts a node at index_num and renumbers its siblings from 1', async () => {
    const { task } = await chain();
    const ids = [
      (await ctx.t.db.selectFrom('factors').select('id').where('task_id', '=', task).executeTakeFirstOrThrow()).id,
    ];
    ids.push(await create(ctx, 'factor', { task_id: task, factor: '二' }));
    ids.push(await create(ctx, 'factor', { task_id: task, factor: '三' }));
    const first = await save(ctx, 'factor', { task_id: task, factor: '先頭', index_num: 1 });
    expect(first.node.index_num).toBe(1);
    expect(await indexNums(ctx, 'factor', ids)).toEqual([2, 3, 4]);

    const middle = await save(ctx, 'factor', { task_id: task, factor: '真ん中', index_num: 3 });
    expect(middle.node.index_num).toBe(3);
    expect(await indexNums(ctx, 'factor', [first.id, ids[0] as number, middle.id, ...ids.slice(1)])).toEqual([
      1, 2, 3, 4, 5,
    ]);

    // Beyond the end means last.
    const last = await save(ctx, 'factor', { task_id: task, factor: '最後', index_num: 99 });
    expect(last.node.index_num).toBe(6);
  });

  it('places KPIs and inbox tasks at index_num too', async () => {
    const projectId = await newProject(ctx);
    const a = await create(ctx, 'kpi', { project_id: projectId, kpi: 'A' });
    const b = await create(ctx, 'kpi', { project_id: projectId, kpi: 'B' });
    const c = await create(ctx, 'kpi', { project_id: projectId, kpi: 'C', index_num: 2 });
    expect(await indexNums(ctx, 'kpi', [a, c, b])).toEqual([1, 2, 3]);
    const view = await changeView(ctx, projectId);
    expect(view.kpi_array.map((k) => k.title)).toEqual(['A', 'C', 'B']);

    const t1 = await create(ctx, 'task', { project_id: projectId, task: '未整理1' });
    const t2 = await create(ctx, 'task', { project_id: projectId, task: '未整理2', index_num: 1 });
    expect(await indexNums(ctx, 'task', [t2, t1])).toEqual([1, 2]);
  });

  it("links a new KPI only to its own project's KGI: another project's or an unknown kgi_id is 400 naming kgi_id", async () => {
    const projectId = await newProject(ctx);
    const otherId = await newProject(ctx);
    const own = (await post(ctx, 'create_kgi', { projectId, kgi: '自分のKGI' })).json<{ kgi_id: number }>().kgi_id;
    const foreign = (await post(ctx, 'create_kgi', { projectId: otherId, kgi: '別のKGI' })).json<{ kgi_id: number }>()
      .kgi_id;
    const before = await snapshot(ctx.t.db, treeTables);
    for (const kgiId of [foreign, 999_999]) {
      expectBadInput(await post(ctx, 'create_kpi', { project_id: projectId, kgi_id: kgiId, kpi: '越境' }), 'kgi_id');
    }
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
    const linked = await create(ctx, 'kpi', { project_id: projectId, kgi_id: own, kpi: '自分の' });
    const row = await ctx.t.db.selectFrom('kpis').select('kgi_id').where('id', '=', linked).executeTakeFirstOrThrow();
    expect(row.kgi_id).toBe(own);
  });

  it("creates a KPI from the spec's fields alone: no project_id, the project taken from kgi_id", async () => {
    const projectId = await newProject(ctx);
    const kgiId = (await post(ctx, 'create_kgi', { projectId, kgi: 'KGI' })).json<{ kgi_id: number }>().kgi_id;
    const saved = await save(ctx, 'kpi', {
      kgi_id: kgiId,
      kpi: '仕様どおりのKPI',
      current_figure: '月10件',
      status: 3,
      dead_line: '2026-12-31',
      kpi_detail: '詳細',
      index_num: 1,
    });
    expect(saved.node).toMatchObject({ title: '仕様どおりのKPI', status: 3, deadLine: '2026-12-31', index_num: 1 });
    const row = await ctx.t.db
      .selectFrom('kpis')
      .select(['project_id', 'kgi_id'])
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ project_id: projectId, kgi_id: kgiId });
  });

  it('refuses a new KPI naming neither project_id nor kgi_id with 400, and an unknown kgi_id alone with 404', async () => {
    const before = await snapshot(ctx.t.db, treeTables);
    expectBadInput(await post(ctx, 'create_kpi', { kpi: '行き先なし' }), 'project_id');
    const unknown = await post(ctx, 'create_kpi', { kgi_id: 999_999, kpi: '行き先なし' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });

  it("refuses a work whose project_id is not its hypothesis's project with 400 naming project_id, saving nothing", async () => {
    const { hypothesis } = await chain();
    const otherProject = await newProject(ctx);
    const before = await snapshot(ctx.t.db, treeTables);
    const response = await post(ctx, 'create_work', { hypothesis_id: hypothesis, project_id: otherProject, work: 'x' });
    expectBadInput(response, 'project_id');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });

  it("refuses a measure whose project_id is not its hypothesis's project with 400 naming project_id", async () => {
    const { hypothesis } = await chain();
    const otherProject = await newProject(ctx);
    const before = await snapshot(ctx.t.db, treeTables);
    const response = await post(ctx, 'create_measure', {
      hypothesis_id: hypothesis,
      project_id: otherProject,
      measure: 'x',
    });
    expectBadInput(response, 'project_id');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });
});
