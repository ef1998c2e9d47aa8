import { managementMessages, type ManagementsResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/api-helpers.js';
import {
  changeView,
  create,
  expectBadInput,
  expectError,
  get,
  newProject,
  post,
  save,
  staffTree as sharedStaffTree,
  treeTables,
  useManagementApp,
} from '../../../test/management-helpers.js';

const ctx = useManagementApp();

function allow(projectId: number, allowed: boolean, token = ctx.tokens.member) {
  return post(ctx, 'update_client_edit', { project_id: projectId, client_can_edit: allowed }, token);
}

async function permissions(projectId: number, token: string) {
  const response = await get(ctx, '', { project_id: projectId }, token);
  expect(response.statusCode).toBe(200);
  return response.json<ManagementsResponse>().permissions;
}

const staffTree = () => sharedStaffTree(ctx);

describe('a measure hidden from client users', () => {
  it('is not there for a client write either: 404 with or without client editing, never a telling 403', async () => {
    const { projectId, hidden, measure } = await staffTree();
    const rename = (id: number) => post(ctx, 'create_measure', { id, measure: '改名' }, ctx.tokens.client);
    expectError(await rename(hidden), 404, 'not_found');
    expectError(await rename(measure), 403, 'forbidden');
    await allow(projectId, true);
    expectError(await rename(hidden), 404, 'not_found');
    expect((await rename(measure)).statusCode).toBe(200);
  });
});

describe('POST managements/update_client_edit', () => {
  it("lets staff turn the client's editing on and off; the client's writes and permissions follow", async () => {
    const { projectId } = await staffTree();
    const otherId = await newProject(ctx);
    const refused = await post(
      ctx,
      'create_kpi',
      { project_id: projectId, kpi: 'クライアントのKPI' },
      ctx.tokens.client,
    );
    expectError(refused, 403, 'forbidden', managementMessages.clientEditForbidden);

    const on = await allow(projectId, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ ok: true });
    const row = await ctx.t.db
      .selectFrom('projects')
      .select('client_can_edit')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(row.client_can_edit).toBe(1);
    expect(await permissions(projectId, ctx.tokens.client)).toEqual({
      can_edit: true,
      client_can_edit: true,
      can_change_visibility: false,
      report_links: [],
    });
    const kpi = await post(ctx, 'create_kpi', { project_id: projectId, kpi: 'クライアントのKPI' }, ctx.tokens.client);
    expect(kpi.statusCode, kpi.body).toBe(200);
    // Only that project.
    expect(await permissions(otherId, ctx.tokens.client)).toMatchObject({ can_edit: false, client_can_edit: false });
    expectError(await post(ctx, 'create_kpi', { project_id: otherId, kpi: 'x' }, ctx.tokens.client), 403, 'forbidden');

    const off = await allow(projectId, false, ctx.tokens.admin);
    expect(off.statusCode).toBe(200);
    expect(await permissions(projectId, ctx.tokens.client)).toEqual({
      can_edit: false,
      client_can_edit: false,
      can_change_visibility: false,
      report_links: [],
    });
    expect(await permissions(projectId, ctx.tokens.member)).toEqual({
      can_edit: true,
      client_can_edit: false,
      can_change_visibility: true,
      report_links: null,
    });
    const before = await snapshot(ctx.t.db, treeTables);
    expectError(
      await post(ctx, 'create_kpi', { project_id: projectId, kpi: 'x' }, ctx.tokens.client),
      403,
      'forbidden',
    );
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
  });

  it.each<[string, unknown, string]>([
    ['a missing client_can_edit', { project_id: 1 }, 'client_can_edit'],
    ['client_can_edit 1 instead of true', { project_id: 1, client_can_edit: 1 }, 'client_can_edit'],
    ['a missing project_id', { client_can_edit: true }, 'project_id'],
  ])('refuses %s with 400 naming the field', async (_label, body, field) => {
    expectBadInput(await post(ctx, 'update_client_edit', body), field);
  });

  it('answers 404 for a project that does not exist', async () => {
    expectError(await allow(999_999, true), 404, 'not_found');
  });
});

describe('a client user allowed to edit', () => {
  it('creates and edits every kind of node', async () => {
    const { projectId } = await staffTree();
    await allow(projectId, true);
    const token = ctx.tokens.client;
    const kpi = await create(ctx, 'kpi', { project_id: projectId, kpi: 'C-KPI' }, token);
    const task = await create(ctx, 'task', { project_id: projectId, project_kpi_id: kpi, task: 'C-課題' }, token);
    const factor = await create(ctx, 'factor', { task_id: task, factor: 'C-要因' }, token);
    const hypothesis = await create(ctx, 'hypothesis', { factor_id: factor, hypothesis: 'C-仮説' }, token);
    const measure = await save(ctx, 'measure', { hypothesis_id: hypothesis, measure: 'C-施策', rank: 'B' }, token);
    expect(measure.node).toMatchObject({ is_show: 1, rank: 'B', importance: 0, urgency: 2, status: 1 });
    const work = await create(ctx, 'work', { hypothesis_id: hypothesis, work: 'C-作業' }, token);

    await save(ctx, 'kpi', { id: kpi, kpi: 'C-KPI改', current_figure: '現状' }, token);
    await save(ctx, 'task', { id: task, task: 'C-課題改', status: 4 }, token);
    await save(ctx, 'factor', { id: factor, factor: 'C-要因改' }, token);
    await save(ctx, 'hypothesis', { id: hypothesis, hypothesis: 'C-仮説改', category: 1 }, token);
    await save(ctx, 'measure', { id: measure.id, measure: 'C-施策改', status: 5 }, token);
    await save(ctx, 'work', { id: work, work: 'C-作業改' }, token);

    const view = await changeView(ctx, projectId, token);
    const mine = view.kpi_array[1];
    expect(mine).toMatchObject({ title: 'C-KPI改', current: { text: '現状' } });
    expect(mine?.problem[0]).toMatchObject({ title: 'C-課題改', status: 4 });
    expect(mine?.problem[0]?.factor[0]).toMatchObject({ title: 'C-要因改' });
    expect(mine?.problem[0]?.factor[0]?.hypothesis[0]).toMatchObject({ title: 'C-仮説改', category: 1 });
    expect(mine?.problem[0]?.factor[0]?.hypothesis[0]?.measure[0]).toMatchObject({ title: 'C-施策改', status: 5 });
    expect(mine?.problem[0]?.factor[0]?.hypothesis[0]?.work[0]).toMatchObject({ title: 'C-作業改' });
  });

  it('may not change is_show (403), on create or update, even to 1; nothing is saved', async () => {
    const ids = await staffTree();
    await allow(ids.projectId, true);
    const before = await snapshot(ctx.t.db, treeTables);
    for (const body of [
      { id: ids.measure, is_show: 0 },
      { id: ids.measure, is_show: 1, measure: '改名' },
      { hypothesis_id: ids.hypothesis, measure: '新施策', is_show: 1 },
      { hypothesis_id: ids.hypothesis, measure: '新施策', is_show: 0 },
    ]) {
      expectError(
        await post(ctx, 'create_measure', body, ctx.tokens.client),
        403,
        'forbidden',
        managementMessages.visibilityStaffOnly,
      );
    }
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
    // Staff may.
    expect((await save(ctx, 'measure', { id: ids.measure, is_show: 0 })).node).toMatchObject({ is_show: 0 });
    const client = await changeView(ctx, ids.projectId, ctx.tokens.client);
    expect(client.kpi_array[0]?.problem[0]?.factor[0]?.hypothesis[0]?.measure).toEqual([]);
  });

  it('cannot reach a hidden measure (404): no edit, move or delete', async () => {
    const ids = await staffTree();
    await allow(ids.projectId, true);
    const token = ctx.tokens.client;
    const before = await snapshot(ctx.t.db, treeTables);
    expectError(await post(ctx, 'create_measure', { id: ids.hidden, measure: '見えた' }, token), 404, 'not_found');
    expectError(await post(ctx, 'create_measure', { id: ids.hidden, rank: 'A' }, token), 404, 'not_found');
    expectError(
      await post(ctx, 'move_node', { kind: 'measure', id: ids.hidden, parent_id: ids.hypothesis, index: 1 }, token),
      404,
      'not_found',
    );
    expectError(await post(ctx, 'delete_measure', { id: ids.hidden }, token), 404, 'not_found');
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
    // The visible one moves.
    const moved = await post(
      ctx,
      'move_node',
      { kind: 'work', id: ids.work, parent_id: ids.hypothesis, index: 1 },
      token,
    );
    expect(moved.statusCode).toBe(200);
    const visible = await post(ctx, 'create_measure', { id: ids.measure, measure: '公開施策改' }, token);
    expect(visible.statusCode).toBe(200);
  });
});
