import type { MeasureNode, Rank, SavedNode } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/api-helpers.js';
import {
  changeView,
  create,
  expectBadInput,
  expectError,
  indexNums,
  newProject,
  post,
  save,
  taskRow,
  treeTables,
  useManagementApp,
} from '../../../test/management-helpers.js';

const ctx = useManagementApp();

/** A project with KPI > task > factor > hypothesis > (measure, work), made through the API. */
async function chain(projectId?: number) {
  const project = projectId ?? (await newProject(ctx));
  const kpi = await create(ctx, 'kpi', { project_id: project, kpi: 'KPI' });
  const task = await create(ctx, 'task', { project_id: project, project_kpi_id: kpi, task: '課題' });
  const factor = await create(ctx, 'factor', { task_id: task, factor: '要因' });
  const hypothesis = await create(ctx, 'hypothesis', { factor_id: factor, hypothesis: '仮説' });
  const measure = await create(ctx, 'measure', { hypothesis_id: hypothesis, measure: '施策' });
  const work = await create(ctx, 'work', { hypothesis_id: hypothesis, work: '作業' });
  return { projectId: project, kpi, task, factor, hypothesis, measure, work };
}

async function measureNode(id: number): Promise<MeasureNode> {
  const response = await post(ctx, 'create_measure', { id });
  expect(response.statusCode).toBe(200);
  return response.json<Extract<SavedNode, { kind: 'measure' }>>().node;
}

describe('create_* with id: a partial update', () => {
  it('changes only the fields sent on a KPI', async () => {
    const projectId = await newProject(ctx);
    const kpi = await save(ctx, 'kpi', {
      project_id: projectId,
      kpi: '元のKPI',
      current_figure: '元の現状',
      kpi_detail: '元の詳細',
      status: 4,
      dead_line: '2026-08-31',
    });
    const updated = await save(ctx, 'kpi', { id: kpi.id, current_figure: '新しい現状' });
    expect(updated).toEqual({
      kind: 'kpi',
      id: kpi.id,
      node: {
        id: kpi.id,
        title: '元のKPI',
        current: { text: '新しい現状' },
        detail: { text: '元の詳細' },
        status: 4,
        deadLine: '2026-08-31',
        index_num: 1,
      },
    });
    const retitled = await save(ctx, 'kpi', { id: kpi.id, kpi: '新しいKPI', status: 5 });
    expect(retitled.node).toEqual({ ...updated.node, title: '新しいKPI', status: 5 });
    const { kpi_array } = await changeView(ctx, projectId);
    expect(kpi_array).toEqual([{ ...retitled.node, problem: [] }]);
  });

  it('keeps single-line fields on one line: a line break at either end is trimmed, one inside is 400 naming the field', async () => {
    const projectId = await newProject(ctx);
    // As typed: an Enter left at the end of the one-line fields, a real line break in 詳細.
    const typed = { kpi: '客単価を上げる\n', current_figure: '6,800円（11月速報）\n', kpi_detail: '1行目\n2行目' };
    const kpi = await save(ctx, 'kpi', { project_id: projectId, ...typed });
    expect(kpi.node).toMatchObject({
      title: '客単価を上げる',
      current: { text: '6,800円（11月速報）' },
      detail: { text: '1行目\n2行目' },
    });
    const task = await save(ctx, 'task', { project_id: projectId, project_kpi_id: kpi.id, task: '\r\n離脱が多い\r\n' });
    expect(task.node.title).toBe('離脱が多い');

    const before = await snapshot(ctx.t.db, treeTables);
    const refused = await post(ctx, 'create_kpi', { id: kpi.id, current_figure: '6,800円\n（11月速報）' });
    expectBadInput(refused, 'current_figure');
    expect(refused.body).toContain('現状は改行を含めずに1行で入力してください');
    expectBadInput(await post(ctx, 'create_task', { id: task.id, task: '離脱が\n多い' }), 'task');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });

  it('changes only the fields sent on a task, keeping its place', async () => {
    const { kpi, task } = await chain();
    const before = await save(ctx, 'task', { id: task, link: 'https://example.com/t', status: 2 });
    const updated = await save(ctx, 'task', { id: task, dead_line: '2026-12-31' });
    expect(updated.node).toEqual({
      id: task,
      title: '課題',
      deadLine: '2026-12-31',
      status: 2,
      link: 'https://example.com/t',
      is_non_kpi: 0,
      project_kpi_id: kpi,
      index_num: 1,
    });
    expect(before.node).toEqual({ ...updated.node, deadLine: null });
    const renamed = await save(ctx, 'task', { id: task, task: '新しい課題' });
    expect(renamed.node).toEqual({ ...updated.node, title: '新しい課題' });
  });

  it('changes only the fields sent on a factor, a hypothesis and a work', async () => {
    const { factor, hypothesis, work } = await chain();
    expect((await save(ctx, 'factor', { id: factor, factor: '新しい要因' })).node).toEqual({
      id: factor,
      title: '新しい要因',
      index_num: 1,
    });
    await save(ctx, 'hypothesis', { id: hypothesis, category: 1, hypothesis_status: 2 });
    expect((await save(ctx, 'hypothesis', { id: hypothesis, category: 4 })).node).toEqual({
      id: hypothesis,
      title: '仮説',
      category: 4,
      hypothesis_status: 2,
      index_num: 1,
    });
    expect((await save(ctx, 'hypothesis', { id: hypothesis, hypothesis: '新しい仮説' })).node).toEqual({
      id: hypothesis,
      title: '新しい仮説',
      category: 4,
      hypothesis_status: 2,
      index_num: 1,
    });
    expect((await save(ctx, 'work', { id: work, work: '新しい作業' })).node).toEqual({
      id: work,
      title: '新しい作業',
      deadLine: null,
      index_num: 1,
    });
  });

  it('changes only the fields sent on a measure', async () => {
    const { measure } = await chain();
    const full = await save(ctx, 'measure', {
      id: measure,
      priority: 1,
      verification: 2,
      verification_start_date: '2026-04-01',
      verification_end_date: '2026-04-10',
      conversion_rate: 3.5,
    });
    const expected: MeasureNode = {
      id: measure,
      title: '施策',
      status: 1,
      importance: 2,
      urgency: 2,
      rank: 'D',
      priority: 1,
      verification: 2,
      daterange: ['2026-04-01', '2026-04-10'],
      verification_start_date: '2026-04-01',
      verification_end_date: '2026-04-10',
      is_show: 1,
      conversion_rate: 3.5,
      expected_uplift: null,
      deadLine: null,
      index_num: 1,
    };
    expect(full.node).toEqual(expected);
    expect((await save(ctx, 'measure', { id: measure, status: 4 })).node).toEqual({ ...expected, status: 4 });
    expect((await save(ctx, 'measure', { id: measure, measure: '新しい施策' })).node).toEqual({
      ...expected,
      status: 4,
      title: '新しい施策',
    });
  });

  it('answers 404 for an unknown or deleted node, changing nothing', async () => {
    const { factor } = await chain();
    await post(ctx, 'delete_factor', { id: factor });
    const before = await snapshot(ctx.t.db, treeTables);
    expectError(await post(ctx, 'create_factor', { id: factor, factor: '復活?' }), 404, 'not_found');
    expectError(await post(ctx, 'create_kpi', { id: 999_999, kpi: 'x' }), 404, 'not_found');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });
});

describe('rank and levels of a measure', () => {
  it.each<[Rank, number, number]>([
    ['A', 0, 0],
    ['B', 0, 2],
    ['C', 2, 0],
    ['D', 2, 2],
  ])('rank %s writes importance %i and urgency %i back and answers that rank', async (rank, importance, urgency) => {
    const { projectId, measure } = await chain();
    // Start from levels that differ from the result.
    await save(ctx, 'measure', { id: measure, importance: 1, urgency: 1 });
    const saved = await save(ctx, 'measure', { id: measure, rank });
    expect(saved.node).toMatchObject({ importance, urgency, rank });
    const row = await ctx.t.db
      .selectFrom('measures')
      .select(['importance', 'urgency'])
      .where('id', '=', measure)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ importance, urgency });
    const view = await changeView(ctx, projectId);
    expect(view.kpi_array[0]?.problem[0]?.factor[0]?.hypothesis[0]?.measure[0]).toMatchObject({
      importance,
      urgency,
      rank,
    });
  });

  it('lets a rank win over importance and urgency sent with it', async () => {
    const { measure } = await chain();
    const saved = await save(ctx, 'measure', { id: measure, rank: 'A', importance: 2, urgency: 2 });
    expect(saved.node).toMatchObject({ importance: 0, urgency: 0, rank: 'A' });
  });

  it.each<[number, number, Rank]>([
    [0, 0, 'A'],
    [0, 1, 'B'],
    [0, 2, 'B'],
    [1, 0, 'C'],
    [2, 0, 'C'],
    [1, 1, 'D'],
    [1, 2, 'D'],
    [2, 2, 'D'],
  ])('derives the rank from importance %i and urgency %i: %s', async (importance, urgency, rank) => {
    const { measure } = await chain();
    expect((await save(ctx, 'measure', { id: measure, importance, urgency })).node).toMatchObject({ rank });
  });

  it('accepts 0 for importance, urgency, priority and verification ("missing is sent as 0")', async () => {
    const { hypothesis, measure } = await chain();
    const updated = await save(ctx, 'measure', {
      id: measure,
      importance: 0,
      urgency: 0,
      priority: 0,
      verification: 0,
    });
    expect(updated.node).toMatchObject({ importance: 0, urgency: 0, priority: 0, verification: 0, rank: 'A' });
    const created = await save(ctx, 'measure', {
      hypothesis_id: hypothesis,
      measure: 'ゼロ',
      importance: 0,
      urgency: 0,
      priority: 0,
      verification: 0,
    });
    expect(created.node).toMatchObject({ importance: 0, urgency: 0, priority: 0, verification: 0, rank: 'A' });
  });

  it('refuses an unknown rank with 400 naming rank', async () => {
    const { measure } = await chain();
    const before = await snapshot(ctx.t.db, treeTables);
    expectBadInput(await post(ctx, 'create_measure', { id: measure, rank: 'E' }), 'rank');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });
});

describe('dates', () => {
  it("clears dead_line with '' on a KPI and a task", async () => {
    const { kpi, task } = await chain();
    await save(ctx, 'kpi', { id: kpi, dead_line: '2026-05-31' });
    await save(ctx, 'task', { id: task, dead_line: '2026-05-31' });
    expect((await save(ctx, 'kpi', { id: kpi, dead_line: '' })).node).toMatchObject({ title: 'KPI', deadLine: null });
    expect((await save(ctx, 'task', { id: task, dead_line: '' })).node).toMatchObject({
      title: '課題',
      deadLine: null,
    });
  });

  it("clears a verification period with '' for both ends", async () => {
    const { measure } = await chain();
    await save(ctx, 'measure', {
      id: measure,
      verification_start_date: '2026-06-01',
      verification_end_date: '2026-06-30',
    });
    const cleared = await save(ctx, 'measure', { id: measure, verification_start_date: '', verification_end_date: '' });
    expect(cleared.node).toMatchObject({
      daterange: [null, null],
      verification_start_date: null,
      verification_end_date: null,
    });
  });

  it('keeps a one-day period (start equal to end)', async () => {
    const { measure } = await chain();
    const saved = await save(ctx, 'measure', {
      id: measure,
      verification_start_date: '2026-06-01',
      verification_end_date: '2026-06-01',
    });
    expect(saved.node).toMatchObject({ daterange: ['2026-06-01', '2026-06-01'] });
  });

  it.each<[string, Record<string, string>]>([
    ['only a start', { verification_start_date: '2026-06-01' }],
    ['only an end', { verification_end_date: '2026-06-30' }],
    ['a start and an empty end', { verification_start_date: '2026-06-01', verification_end_date: '' }],
    ['an empty start and an end', { verification_start_date: '', verification_end_date: '2026-06-30' }],
    ['a start after the end', { verification_start_date: '2026-07-01', verification_end_date: '2026-06-30' }],
  ])('refuses a verification period with %s (400 verification_end_date), saving nothing', async (_label, dates) => {
    const { hypothesis, measure } = await chain();
    await save(ctx, 'measure', {
      id: measure,
      verification_start_date: '2026-01-01',
      verification_end_date: '2026-01-31',
    });
    const before = await snapshot(ctx.t.db, treeTables);
    expectBadInput(
      await post(ctx, 'create_measure', { id: measure, measure: '変更してはいけない', ...dates }),
      'verification_end_date',
    );
    expectBadInput(
      await post(ctx, 'create_measure', { hypothesis_id: hypothesis, measure: '新規', ...dates }),
      'verification_end_date',
    );
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
    expect(await measureNode(measure)).toMatchObject({
      title: '施策',
      daterange: ['2026-01-01', '2026-01-31'],
    });
  });

  it.each<[string, string, Record<string, unknown>, string]>([
    ['a KPI dead_line that is no date', 'create_kpi', { dead_line: '2026-02-30' }, 'dead_line'],
    ['a task dead_line in another format', 'create_task', { dead_line: '2026/05/01' }, 'dead_line'],
    [
      'a verification start that is no date',
      'create_measure',
      { verification_start_date: '2026-02-30', verification_end_date: '2026-06-30' },
      'verification_start_date',
    ],
  ])('refuses %s with 400 naming the field', async (_label, path, fields, field) => {
    const ids = await chain();
    const id = path === 'create_kpi' ? ids.kpi : path === 'create_task' ? ids.task : ids.measure;
    const before = await snapshot(ctx.t.db, treeTables);
    expectBadInput(await post(ctx, path, { id, ...fields }), field);
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });
});

describe('master ids', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    ['a KPI status', 'create_kpi', { status: 8 }, 'status'],
    ['a task status', 'create_task', { status: 0 }, 'status'],
    ['a hypothesis category', 'create_hypothesis', { category: 99 }, 'category'],
    ['a hypothesis status', 'create_hypothesis', { hypothesis_status: 9 }, 'hypothesis_status'],
    ['a measure status', 'create_measure', { status: 99 }, 'status'],
    ['a measure importance', 'create_measure', { importance: 3 }, 'importance'],
    ['a measure urgency', 'create_measure', { urgency: 7 }, 'urgency'],
    ['a measure priority', 'create_measure', { priority: 5 }, 'priority'],
    ['a measure verification', 'create_measure', { verification: 42 }, 'verification'],
    ['a negative importance', 'create_measure', { importance: -1 }, 'importance'],
  ])('refuses an unknown id for %s with 400 naming the field, on update and on create', async (_l, path, fields, f) => {
    const ids = await chain();
    const target: Record<string, Record<string, unknown>> = {
      create_kpi: { update: { id: ids.kpi }, create: { project_id: ids.projectId, kpi: '新' } },
      create_task: { update: { id: ids.task }, create: { project_id: ids.projectId, task: '新' } },
      create_hypothesis: { update: { id: ids.hypothesis }, create: { factor_id: ids.factor, hypothesis: '新' } },
      create_measure: { update: { id: ids.measure }, create: { hypothesis_id: ids.hypothesis, measure: '新' } },
    };
    const { update, create: creation } = target[path] as { update: object; create: object };
    const before = await snapshot(ctx.t.db, treeTables);
    expectBadInput(await post(ctx, path, { ...update, ...fields }), f);
    expectBadInput(await post(ctx, path, { ...creation, ...fields }), f);
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });
});

describe('a changed parent in an update', () => {
  it('moves a factor, a hypothesis, a measure and a work to the end of the new parent, renumbering the old group', async () => {
    const a = await chain();
    const b = await chain(a.projectId);
    const factor2 = await create(ctx, 'factor', { task_id: a.task, factor: '要因2' });
    const hypothesis2 = await create(ctx, 'hypothesis', { factor_id: a.factor, hypothesis: '仮説2' });
    const measure2 = await create(ctx, 'measure', { hypothesis_id: a.hypothesis, measure: '施策2' });
    const work2 = await create(ctx, 'work', { hypothesis_id: a.hypothesis, work: '作業2' });

    // The first of each group moves to b's parent, after b's own child.
    expect((await save(ctx, 'factor', { id: a.factor, task_id: b.task })).node.index_num).toBe(2);
    expect(await indexNums(ctx, 'factor', [factor2, b.factor, a.factor])).toEqual([1, 1, 2]);

    const movedHypothesis = await save(ctx, 'hypothesis', { id: hypothesis2, factor_id: b.factor, hypothesis: '移動' });
    expect(movedHypothesis.node).toMatchObject({ title: '移動', index_num: 2 });
    expect(await indexNums(ctx, 'hypothesis', [a.hypothesis, b.hypothesis, hypothesis2])).toEqual([1, 1, 2]);

    expect((await save(ctx, 'measure', { id: a.measure, hypothesis_id: b.hypothesis })).node.index_num).toBe(2);
    expect(await indexNums(ctx, 'measure', [measure2, b.measure, a.measure])).toEqual([1, 1, 2]);

    expect((await save(ctx, 'work', { id: a.work, hypothesis_id: b.hypothesis })).node.index_num).toBe(2);
    expect(await indexNums(ctx, 'work', [work2, b.work, a.work])).toEqual([1, 1, 2]);

    const view = await changeView(ctx, a.projectId);
    const bFactors = view.kpi_array[1]?.problem[0]?.factor ?? [];
    expect(bFactors.map((f) => f.id)).toEqual([b.factor, a.factor]);
    expect(bFactors[0]?.hypothesis.map((h) => h.id)).toEqual([b.hypothesis, hypothesis2]);
    expect(bFactors[0]?.hypothesis[0]?.measure.map((m) => m.id)).toEqual([b.measure, a.measure]);
    expect(bFactors[0]?.hypothesis[0]?.work.map((w) => w.id)).toEqual([b.work, a.work]);
  });

  it('moves a task to the end of another KPI and makes it 着手中', async () => {
    const a = await chain();
    const b = await chain(a.projectId);
    const second = await create(ctx, 'task', { project_id: a.projectId, project_kpi_id: a.kpi, task: '二番目' });
    await save(ctx, 'task', { id: a.task, status: 7 });
    const moved = await save(ctx, 'task', { id: a.task, project_kpi_id: b.kpi });
    expect(moved.node).toMatchObject({ project_kpi_id: b.kpi, status: 3, index_num: 2, is_non_kpi: 0 });
    expect(await indexNums(ctx, 'task', [second, b.task, a.task])).toEqual([1, 1, 2]);
  });

  it('moves a task into the non-KPI group (着手中) and into the inbox (status kept)', async () => {
    const a = await chain();
    await save(ctx, 'task', { id: a.task, status: 1 });
    const nonKpi = await save(ctx, 'task', { id: a.task, project_kpi_id: null, is_non_kpi: 1 });
    expect(nonKpi.node).toMatchObject({ project_kpi_id: null, is_non_kpi: 1, status: 3, index_num: 1 });
    const view = await changeView(ctx, a.projectId);
    expect(view.kpi_array[0]?.problem).toEqual([]);
    expect(view.non_kpi_task.map((t) => t.id)).toEqual([a.task]);

    await save(ctx, 'task', { id: a.task, status: 5 });
    const inbox = await save(ctx, 'task', { id: a.task, is_non_kpi: 0 });
    expect(inbox.node).toMatchObject({ project_kpi_id: null, is_non_kpi: 0, status: 5 });
    expect(await taskRow(ctx, a.task)).toMatchObject({ project_kpi_id: null, is_non_kpi: 0, status: 5 });
  });

  it.each<[string, string, string]>([
    ['a task', 'create_task', 'project_kpi_id'],
    ['a factor', 'create_factor', 'task_id'],
    ['a hypothesis', 'create_hypothesis', 'factor_id'],
    ['a measure', 'create_measure', 'hypothesis_id'],
    ['a work', 'create_work', 'hypothesis_id'],
  ])(
    'refuses to move %s under a parent of another project (400 naming the field), changing nothing',
    async (_l, path, field) => {
      const a = await chain();
      const other = await chain();
      const ids: Record<string, [number, number]> = {
        create_task: [a.task, other.kpi],
        create_factor: [a.factor, other.task],
        create_hypothesis: [a.hypothesis, other.factor],
        create_measure: [a.measure, other.hypothesis],
        create_work: [a.work, other.hypothesis],
      };
      const [id, parent] = ids[path] as [number, number];
      const before = await snapshot(ctx.t.db, treeTables);
      expectBadInput(await post(ctx, path, { id, [field]: parent }), field);
      expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
    },
  );

  it('refuses a new task under a KPI of another project with 400 naming project_kpi_id', async () => {
    const a = await chain();
    const other = await chain();
    const before = await snapshot(ctx.t.db, treeTables);
    expectBadInput(
      await post(ctx, 'create_task', { project_id: a.projectId, project_kpi_id: other.kpi, task: '越境' }),
      'project_kpi_id',
    );
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });
});

describe('required text', () => {
  const cases: [string, string][] = [
    ['create_kpi', 'kpi'],
    ['create_task', 'task'],
    ['create_factor', 'factor'],
    ['create_hypothesis', 'hypothesis'],
    ['create_measure', 'measure'],
    ['create_work', 'work'],
  ];

  async function targets() {
    const ids = await chain();
    const parents: Record<string, object> = {
      create_kpi: { project_id: ids.projectId },
      create_task: { project_id: ids.projectId, project_kpi_id: ids.kpi },
      create_factor: { task_id: ids.task },
      create_hypothesis: { factor_id: ids.factor },
      create_measure: { hypothesis_id: ids.hypothesis },
      create_work: { hypothesis_id: ids.hypothesis },
    };
    const nodes: Record<string, number> = {
      create_kpi: ids.kpi,
      create_task: ids.task,
      create_factor: ids.factor,
      create_hypothesis: ids.hypothesis,
      create_measure: ids.measure,
      create_work: ids.work,
    };
    return { parents, nodes };
  }

  it.each(cases)(
    '%s refuses empty or whitespace-only %s with 400 naming it, on create, saving nothing',
    async (path, field) => {
      const { parents } = await targets();
      const before = await snapshot(ctx.t.db, treeTables);
      for (const value of ['', '   ', '　']) {
        expectBadInput(await post(ctx, path, { ...parents[path], [field]: value }), field);
      }
      expectBadInput(await post(ctx, path, { ...parents[path] }), field);
      expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
    },
  );

  it.each(cases)(
    '%s refuses empty or whitespace-only %s with 400 naming it, on update, saving nothing',
    async (path, field) => {
      const { nodes } = await targets();
      const before = await snapshot(ctx.t.db, treeTables);
      for (const value of ['', '   ', '　']) {
        expectBadInput(await post(ctx, path, { id: nodes[path], [field]: value }), field);
      }
      expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
    },
  );

  it('refuses a link that is not http(s) with 400 naming link', async () => {
    const { task } = await chain();
    expectBadInput(await post(ctx, 'create_task', { id: task, link: 'javascript:alert(1)' }), 'link');
  });
});
