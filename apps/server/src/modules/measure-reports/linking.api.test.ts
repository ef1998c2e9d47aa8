import { measureReportMessages, type LinkCandidate, type ManagementTree } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/api-helpers.js';
import {
  changeView,
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  post,
  taskRow,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import {
  allowClientEdit,
  createReport,
  expectReportReadAccess,
  expectReportWriteAccess,
  getApi,
  measureUnderTask,
  postApi,
  readReport,
  reportIn,
  reportOf,
  reportSetup,
  reportTables,
} from '../../../test/measure-report-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';

const ctx: ManagementContext = useManagementApp();

async function candidates(kind: 'task' | 'hypothesis', measureId: number, token = ctx.tokens.member) {
  const response = await getApi(ctx, `linking/get_${kind}_list`, { measure_id: measureId }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: LinkCandidate[] }>().items;
}

function linkTask(measureId: number, taskId: unknown, isLink?: unknown) {
  return postApi(ctx, 'linking/link_task', {
    measure_id: measureId,
    task_id: taskId,
    ...(isLink === undefined ? {} : { is_link: isLink }),
  });
}

function linkHypothesis(measureId: number, hypothesisId: unknown, isLink?: unknown) {
  return postApi(ctx, 'linking/link_hypothesis', {
    measure_id: measureId,
    hypothesis_id: hypothesisId,
    ...(isLink === undefined ? {} : { is_link: isLink }),
  });
}

function linkRows(measureId: number) {
  return ctx.t.db
    .selectFrom('report_links')
    .select(['kind', 'target_id'])
    .where('measure_id', '=', measureId)
    .orderBy('kind')
    .orderBy('target_id')
    .execute()
    .then((rows) => rows.map((r) => [r.kind, Number(r.target_id)]));
}

/** Every task of the tree (KPI groups and non-KPI) with its place. */
function treeTasks(tree: ManagementTree) {
  return [
    ...tree.kpi_array.flatMap((kpi) => kpi.problem.map((t) => ({ group: kpi.id, task: t }))),
    ...tree.non_kpi_task.map((t) => ({ group: 'non_kpi' as const, task: t })),
  ];
}

describe('GET /api/v1/linking/get_task_list and get_hypothesis_list', () => {
  it('lists the live tasks of the project with where each sits, and whether it is linked', async () => {
    const setup = await reportSetup(ctx);
    const { tree, measure } = setup;
    const deleted = await makeTree(ctx.t.db, setup.projectId, '削除');
    expect((await post(ctx, 'delete_task', { id: deleted.task })).statusCode).toBe(200);
    const elsewhere = await makeTree(ctx.t.db, await newProject(ctx), '他');
    reportOf(await linkTask(measure, tree.nonKpiTask));

    const tasks = await candidates('task', measure);
    expect(tasks).toEqual([
      { id: tree.task, title: 'テスト課題', path: ['テストKPI'], linked: false },
      { id: tree.nonKpiTask, title: 'テスト非KPI', path: ['非KPI'], linked: true },
      { id: deleted.nonKpiTask, title: '削除非KPI', path: ['非KPI'], linked: false },
      { id: tree.inboxTask, title: 'テスト未整理', path: ['未整理'], linked: false },
      { id: deleted.inboxTask, title: '削除未整理', path: ['未整理'], linked: false },
    ]);
    expect(tasks.map((t) => t.id)).not.toContain(elsewhere.task);
  });

  it('lists the live hypotheses with their KPI, task and factor', async () => {
    const setup = await reportSetup(ctx);
    const { tree, measure, projectId } = setup;
    const nonKpi = await measureUnderTask(ctx, projectId, tree.nonKpiTask, '非');
    const deletedHypothesis = await measureUnderTask(ctx, projectId, tree.inboxTask, '消');
    expect((await post(ctx, 'delete_hypothesis', { id: deletedHypothesis.hypothesis })).statusCode).toBe(200);
    reportOf(await linkHypothesis(measure, nonKpi.hypothesis));

    expect(await candidates('hypothesis', measure)).toEqual([
      {
        id: tree.hypothesis,
        title: 'テスト仮説',
        path: ['テストKPI', 'テスト課題', 'テスト要因'],
        linked: false,
      },
      { id: nonKpi.hypothesis, title: '非仮説', path: ['非KPI', 'テスト非KPI', '非要因'], linked: true },
    ]);
  });

  it('refuses a bad measure_id and answers 404 for a measure without a report', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId);
    for (const kind of ['task', 'hypothesis']) {
      expectBadInput(await getApi(ctx, `linking/get_${kind}_list`, { measure_id: 'x' }), 'measure_id');
      expectError(
        await getApi(ctx, `linking/get_${kind}_list`, { measure_id: tree.measure }),
        404,
        'not_found',
        measureReportMessages.notFound,
      );
    }
  });

  it('access: get_task_list', async () => {
    await expectReportReadAccess(ctx, (s) => ({
      method: 'GET',
      url: `/api/v1/linking/get_task_list?measure_id=${s.measure}`,
    }));
  });

  it('access: get_hypothesis_list', async () => {
    await expectReportReadAccess(ctx, (s) => ({
      method: 'GET',
      url: `/api/v1/linking/get_hypothesis_list?measure_id=${s.measure}`,
    }));
  });
});

describe('POST /api/v1/linking/link_task', () => {
  it('links a task once and unlinks it', async () => {
    const { tree, measure } = await reportSetup(ctx);
    let body = reportOf(await linkTask(measure, tree.inboxTask));
    expect(body.links).toEqual([{ kind: 'task', id: tree.inboxTask, title: 'テスト未整理' }]);
    body = reportOf(await linkTask(measure, tree.inboxTask, 1));
    expect(body.links).toHaveLength(1);
    expect(await linkRows(measure)).toEqual([['task', tree.inboxTask]]);
    expect((await candidates('task', measure)).find((t) => t.id === tree.inboxTask)?.linked).toBe(true);

    body = reportOf(await linkTask(measure, tree.inboxTask, 0));
    expect(body.links).toEqual([]);
    expect(await linkRows(measure)).toEqual([]);
    // Unlinking what is not linked changes nothing.
    expect(reportOf(await linkTask(measure, tree.task, 0)).links).toEqual([]);
  });

  it('leaves a task deleted after linking out of the links', async () => {
    const { tree, measure } = await reportSetup(ctx);
    reportOf(await linkTask(measure, tree.inboxTask));
    reportOf(await linkTask(measure, tree.nonKpiTask));
    expect((await post(ctx, 'delete_task', { id: tree.inboxTask })).statusCode).toBe(200);
    expect((await readReport(ctx, measure)).links).toEqual([
      { kind: 'task', id: tree.nonKpiTask, title: 'テスト非KPI' },
    ]);
  });

  it('refuses a task of another project, a deleted one and bad input, writing nothing', async () => {
    const { tree, measure, projectId } = await reportSetup(ctx);
    const otherOwn = await makeTree(ctx.t.db, await newProject(ctx), '同社別');
    const otherCompany = await makeTree(ctx.t.db, await newOtherProject(ctx), '別社');
    const underDeletedKpi = await makeTree(ctx.t.db, projectId, '親削除');
    expect((await post(ctx, 'delete_task', { id: tree.inboxTask })).statusCode).toBe(200);
    expect((await post(ctx, 'delete_kpi', { id: underDeletedKpi.kpi })).statusCode).toBe(200);
    const before = await snapshot(ctx.t.db, reportTables);

    for (const foreign of [otherOwn.task, otherCompany.task]) {
      const response = await linkTask(measure, foreign);
      expectBadInput(response, 'task_id');
      expectError(response, 400, 'bad_input', measureReportMessages.otherProject);
    }
    for (const gone of [tree.inboxTask, underDeletedKpi.task, 99_999_999]) {
      const response = await linkTask(measure, gone);
      expectBadInput(response, 'task_id');
      expectError(response, 400, 'bad_input', measureReportMessages.linkTargetNotFound);
    }
    expectBadInput(await linkTask(measure, undefined), 'task_id');
    expectBadInput(await linkTask(measure, tree.task, 2), 'is_link');
    expectBadInput(await postApi(ctx, 'linking/link_task', { task_id: tree.task }), 'measure_id');
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, (s) => ({
      method: 'POST',
      url: '/api/v1/linking/link_task',
      payload: { measure_id: s.measure, task_id: s.tree.inboxTask },
    }));
  });
});

describe('POST /api/v1/linking/link_hypothesis', () => {
  it('links a hypothesis once and unlinks it', async () => {
    const { tree, measure, projectId } = await reportSetup(ctx);
    const other = await measureUnderTask(ctx, projectId, tree.nonKpiTask, '別');
    reportOf(await linkHypothesis(measure, other.hypothesis));
    reportOf(await linkTask(measure, tree.task));
    let body = reportOf(await linkHypothesis(measure, other.hypothesis));
    expect(body.links).toEqual([
      { kind: 'task', id: tree.task, title: 'テスト課題' },
      { kind: 'hypothesis', id: other.hypothesis, title: '別仮説' },
    ]);
    expect(await linkRows(measure)).toEqual([
      ['hypothesis', other.hypothesis],
      ['task', tree.task],
    ]);
    body = reportOf(await linkHypothesis(measure, other.hypothesis, 0));
    expect(body.links).toEqual([{ kind: 'task', id: tree.task, title: 'テスト課題' }]);
  });

  it('refuses a hypothesis of another project, a deleted one and bad input, writing nothing', async () => {
    const { tree, measure, projectId } = await reportSetup(ctx);
    const otherProject = await makeTree(ctx.t.db, await newProject(ctx), '別');
    const deleted = await measureUnderTask(ctx, projectId, tree.inboxTask, '削');
    expect((await post(ctx, 'delete_hypothesis', { id: deleted.hypothesis })).statusCode).toBe(200);
    const underDeletedTask = await measureUnderTask(ctx, projectId, tree.nonKpiTask, '親');
    expect((await post(ctx, 'delete_task', { id: tree.nonKpiTask })).statusCode).toBe(200);
    const before = await snapshot(ctx.t.db, reportTables);

    const foreign = await linkHypothesis(measure, otherProject.hypothesis);
    expectBadInput(foreign, 'hypothesis_id');
    expectError(foreign, 400, 'bad_input', measureReportMessages.otherProject);
    for (const gone of [deleted.hypothesis, underDeletedTask.hypothesis, 99_999_999]) {
      const response = await linkHypothesis(measure, gone);
      expectBadInput(response, 'hypothesis_id');
      expectError(response, 400, 'bad_input', measureReportMessages.linkTargetNotFound);
    }
    expectBadInput(await linkHypothesis(measure, 'x'), 'hypothesis_id');
    expectBadInput(await linkHypothesis(measure, tree.hypothesis, 'yes'), 'is_link');
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('answers a client another company’s task or hypothesis exactly as a missing one (no existence oracle)', async () => {
    const { tree, measure, projectId } = await reportSetup(ctx);
    await allowClientEdit(ctx, projectId);
    const otherCompany = await makeTree(ctx.t.db, await newOtherProject(ctx), '別社');
    const before = await snapshot(ctx.t.db, reportTables);
    const asClient = (path: string, field: string, id: number) =>
      postApi(ctx, `linking/${path}`, { measure_id: measure, [field]: id, is_link: 1 }, ctx.tokens.client);

    const cases = [
      { path: 'link_task', field: 'task_id', foreign: otherCompany.task },
      { path: 'link_hypothesis', field: 'hypothesis_id', foreign: otherCompany.hypothesis },
    ];
    for (const { path, field, foreign } of cases) {
      const missing = await asClient(path, field, 99_999_999);
      expectError(missing, 400, 'bad_input', measureReportMessages.linkTargetNotFound);
      const response = await asClient(path, field, foreign);
      expect(response.statusCode).toBe(missing.statusCode);
      expect(response.json()).toEqual(missing.json());
    }
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
    // The client's own project still links.
    reportOf(await asClient('link_task', 'task_id', tree.task));
    expect(await linkRows(measure)).toEqual([['task', tree.task]]);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, (s) => ({
      method: 'POST',
      url: '/api/v1/linking/link_hypothesis',
      payload: { measure_id: s.measure, hypothesis_id: s.tree.hypothesis },
    }));
  });
});

describe('POST /api/v1/linking/create_task', () => {
  it('makes a task under the measure’s KPI, linked, and shown in the tree', async () => {
    const { tree, measure, projectId } = await reportSetup(ctx);
    const body = reportOf(await postApi(ctx, 'linking/create_task', { measure_id: measure, task: '  次の課題  ' }));
    expect(body.links).toEqual([{ kind: 'task', id: expect.any(Number), title: '次の課題' }]);
    const id = body.links[0]?.id as number;
    expect(await taskRow(ctx, id)).toMatchObject({ project_kpi_id: tree.kpi, is_non_kpi: 0, is_deleted: 0 });
    const placed = treeTasks(await changeView(ctx, projectId)).find((t) => t.task.id === id);
    expect(placed?.group).toBe(tree.kpi);
    expect(placed?.task.title).toBe('次の課題');
    expect(await linkRows(measure)).toEqual([['task', id]]);
  });

  it('makes the task in the non-KPI group for a measure under a non-KPI task', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId);
    const { measure } = await measureUnderTask(ctx, projectId, tree.nonKpiTask, '非');
    await createReport(ctx, measure);
    const body = reportOf(await postApi(ctx, 'linking/create_task', { measure_id: measure, task: '非KPIの次' }));
    const id = body.links[0]?.id as number;
    expect(await taskRow(ctx, id)).toMatchObject({ project_kpi_id: null, is_non_kpi: 1 });
    const placed = treeTasks(await changeView(ctx, projectId)).find((t) => t.task.id === id);
    expect(placed?.group).toBe('non_kpi');
  });

  it('makes the task in the inbox for a measure under an inbox task', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId);
    const { measure } = await measureUnderTask(ctx, projectId, tree.inboxTask, '未');
    await createReport(ctx, measure);
    const body = reportOf(await postApi(ctx, 'linking/create_task', { measure_id: measure, task: '整理前の次' }));
    const id = body.links[0]?.id as number;
    expect(await taskRow(ctx, id)).toMatchObject({ project_kpi_id: null, is_non_kpi: 0 });
    expect((await candidates('task', measure)).find((t) => t.id === id)).toEqual({
      id,
      title: '整理前の次',
      path: ['未整理'],
      linked: true,
    });
  });

  it('refuses an empty or too long title and a measure without a report, writing nothing', async () => {
    const { measure, tree } = await reportSetup(ctx);
    const before = await snapshot(ctx.t.db, reportTables);
    for (const task of ['', '   ', undefined, 5, 'あ'.repeat(1001)]) {
      expectBadInput(await postApi(ctx, 'linking/create_task', { measure_id: measure, task }), 'task');
    }
    expectError(
      await postApi(ctx, 'linking/create_task', { measure_id: tree.hiddenMeasure, task: '次' }),
      404,
      'not_found',
      measureReportMessages.notFound,
    );
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, (s) => ({
      method: 'POST',
      url: '/api/v1/linking/create_task',
      payload: { measure_id: s.measure, task: '次の課題' },
    }));
  });
});

describe('POST /api/v1/linking/create_hypothesis', () => {
  it('makes a hypothesis under the measure’s factor, linked, and shown in the tree', async () => {
    const { tree, measure, projectId } = await reportSetup(ctx);
    const body = reportOf(
      await postApi(ctx, 'linking/create_hypothesis', { measure_id: measure, hypothesis: '色より文言が効く' }),
    );
    expect(body.links).toEqual([{ kind: 'hypothesis', id: expect.any(Number), title: '色より文言が効く' }]);
    const id = body.links[0]?.id as number;
    const row = await ctx.t.db
      .selectFrom('hypotheses')
      .select(['factor_id', 'project_id', 'is_deleted'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([Number(row.factor_id), Number(row.project_id), Number(row.is_deleted)]).toEqual([
      tree.factor,
      projectId,
      0,
    ]);
    const view = await changeView(ctx, projectId);
    const factor = treeTasks(view)
      .flatMap((t) => t.task.factor)
      .find((f) => f.id === tree.factor);
    expect(factor?.hypothesis.map((h) => h.title)).toEqual(['テスト仮説', '色より文言が効く']);
    expect(await linkRows(measure)).toEqual([['hypothesis', id]]);
  });

  it('refuses an empty title, writing nothing', async () => {
    const { measure } = await reportSetup(ctx);
    const before = await snapshot(ctx.t.db, reportTables);
    for (const hypothesis of ['', '  ', '\u3000', null, 'あ'.repeat(1001)]) {
      expectBadInput(
        await postApi(ctx, 'linking/create_hypothesis', { measure_id: measure, hypothesis }),
        'hypothesis',
      );
    }
    expectBadInput(await postApi(ctx, 'linking/create_hypothesis', { hypothesis: '仮説' }), 'measure_id');
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, (s) => ({
      method: 'POST',
      url: '/api/v1/linking/create_hypothesis',
      payload: { measure_id: s.measure, hypothesis: '次の仮説' },
    }));
  });
});

describe('links in the report answer', () => {
  it('shows a client the links of a report it reads', async () => {
    const projectId = await newProject(ctx);
    const setup = await reportIn(ctx, projectId);
    reportOf(await linkTask(setup.measure, setup.tree.task));
    expect((await readReport(ctx, setup.measure, ctx.tokens.client)).links).toEqual([
      { kind: 'task', id: setup.tree.task, title: expect.stringContaining('課題') },
    ]);
  });
});
