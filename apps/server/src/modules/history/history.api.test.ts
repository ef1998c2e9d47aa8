import type { ActivityResponse, HistoryEntry, HistoryTargetKind, ItemHistoryResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import {
  create,
  expectBadInput,
  newOtherProject,
  newProject,
  post,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { reportFixture } from '../../../test/measure-report-fixture.js';
import { makeTree } from '../../../test/tree-factory.js';
import type { RoleName } from '../../../test/factories.js';

const ctx: ManagementContext = useManagementApp();

async function historyAs(role: RoleName, kind: HistoryTargetKind, id: number): Promise<HistoryEntry[]> {
  const response = await call(ctx.t.app, 'GET', `/api/v1/history?target_kind=${kind}&target_id=${id}`, {
    token: ctx.tokens[role],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemHistoryResponse>().entries;
}

async function activity(projectId: number, query = '', role: RoleName = 'member') {
  return call(ctx.t.app, 'GET', `/api/v1/projects/${projectId}/activity${query}`, { token: ctx.tokens[role] });
}

async function historyRows(kind: string, id: number) {
  return ctx.t.db
    .selectFrom('change_history')
    .selectAll()
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .execute();
}

describe('change history of the tree', () => {
  it('records each changed field of an update, who made it, and the create', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '履歴');
    const response = await post(ctx, 'create_measure', { id: tree.measure, measure: '新しい施策名', priority: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await historyAs('member', 'measure', tree.measure);
    const byField = new Map(entries.map((e) => [e.field, e]));
    expect(byField.get('measure')).toMatchObject({
      action: 'update',
      field_label: '施策名',
      from_value: '履歴施策',
      to_value: '新しい施策名',
      actor_name: 't-member さん',
    });
    expect(byField.get('priority')).toMatchObject({ field_label: '優先度', to_value: '高' });

    const kpi = await create(ctx, 'kpi', { project_id: projectId, kpi: '新KPI' });
    expect((await historyAs('member', 'kpi', kpi)).map((e) => e.action)).toEqual(['create']);
  });

  it('records nothing for a field sent unchanged', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '同');
    expect((await post(ctx, 'create_work', { id: tree.work, work: '同作業' })).statusCode).toBe(200);
    expect(await historyRows('work', tree.work)).toEqual([]);
  });

  it('records a status change by the statuses names', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '状');
    expect((await post(ctx, 'create_kpi', { id: tree.kpi, status: 7 })).statusCode).toBe(200);
    const [entry] = await historyAs('member', 'kpi', tree.kpi);
    expect(entry).toMatchObject({ field: 'status', from_value: '着手中', to_value: '完了' });
  });

  it('leaves no history when the write is rolled back half-way', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '戻');
    const elsewhere = await makeTree(ctx.t.db, await newProject(ctx), '他');
    // The title is written, then the move to another project's KPI is refused inside the same transaction.
    const response = await post(ctx, 'create_task', { id: tree.task, task: '書き換え', project_kpi_id: elsewhere.kpi });
    expectBadInput(response, 'project_kpi_id');
    expect(await historyRows('task', tree.task)).toEqual([]);
    const row = await ctx.t.db.selectFrom('tasks').select('task').where('id', '=', tree.task).executeTakeFirst();
    expect(row?.task).toBe('戻課題');
  });

  it('shows a delete with its restore while the node is still deleted', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '削');
    expect((await post(ctx, 'delete_work', { id: tree.work })).statusCode).toBe(200);
    const [deleted] = await historyAs('member', 'work', tree.work);
    expect(deleted).toMatchObject({ action: 'delete', restorable: true, target_title: '削作業' });
    expect((await post(ctx, 'restore', { kind: 'work', id: tree.work })).statusCode).toBe(200);
    const entries = await historyAs('member', 'work', tree.work);
    expect(entries.map((e) => [e.action, e.restorable])).toEqual([
      ['restore', false],
      ['delete', false],
    ]);
  });
});

describe('change history of a measure report', () => {
  it('records each field of the report the save changed, masters by name and long texts by length', async () => {
    const projectId = await newProject(ctx);
    const fixture = await reportFixture(ctx.t.db, projectId, '報');
    const device = await ctx.t.db
      .selectFrom('master_items')
      .select(['id', 'name'])
      .where('kind', '=', 'device')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const saved = await call(ctx.t.app, 'POST', '/api/v1/measure_reports/update', {
      token: ctx.tokens.member,
      payload: {
        id: fixture.report,
        porpose: '購入率を上げる',
        device: Number(device.id),
        consideration: '送料表示が効いた',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const entries = await historyAs('member', 'measure_report', fixture.measure);
    const byField = new Map(entries.map((e) => [e.field, e]));
    expect(byField.get('porpose')).toMatchObject({ field_label: '目的', from_value: null, to_value: '購入率を上げる' });
    expect(byField.get('device')).toMatchObject({ field_label: 'デバイス', to_value: device.name });
    expect(byField.get('consideration')).toMatchObject({ field_label: '考察', to_value: '8文字' });
    expect(entries).toHaveLength(3);
  });
});

describe('what a client user reads of the history', () => {
  it('sees a shown item without its internal fields, and nothing of a hidden measure or another company', async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '客');
    await post(ctx, 'create_measure', { id: tree.measure, measure: '公開施策', is_show: 1 });
    await post(ctx, 'create_measure', { id: tree.hiddenMeasure, measure: '非公開のまま' });
    // Hidden, then shown: is_show is recorded, and internal.
    await post(ctx, 'create_measure', { id: tree.measure, is_show: 0 });
    await post(ctx, 'create_measure', { id: tree.measure, is_show: 1 });

    const staff = await historyAs('member', 'measure', tree.measure);
    expect(staff.filter((e) => e.field === 'is_show')).toHaveLength(2);
    const client = await historyAs('client', 'measure', tree.measure);
    expect(client.map((e) => e.field)).toEqual(['measure']);
    expect(await historyAs('client', 'measure', tree.hiddenMeasure)).toEqual([]);
    expect(await historyAs('otherClient', 'measure', tree.measure)).toEqual([]);
    expect((await historyAs('member', 'measure', tree.hiddenMeasure)).map((e) => e.to_value)).toEqual(['非公開のまま']);
  });
});

describe('GET /api/v1/history', () => {
  it('is for signed-in users', async () => {
    const response = await call(ctx.t.app, 'GET', '/api/v1/history?target_kind=kpi&target_id=1', {});
    expect(response.statusCode).toBe(401);
  });

  it('names the bad field', async () => {
    const response = await call(ctx.t.app, 'GET', '/api/v1/history?target_kind=nope&target_id=1', {
      token: ctx.tokens.member,
    });
    expectBadInput(response, 'target_kind');
  });
});

describe('GET /api/v1/projects/:project_id/activity', () => {
  it("lists the project's changes newest first, filtered by person, kind and period, paged", async () => {
    const projectId = await newProject(ctx);
    const tree = await makeTree(ctx.t.db, projectId, '動');
    await post(ctx, 'create_kpi', { id: tree.kpi, kpi: '動KPI改' });
    await post(ctx, 'create_task', { id: tree.task, task: '動課題改' }, ctx.tokens.manager);
    const all = (await activity(projectId)).json<ActivityResponse>();
    expect(all.total).toBe(2);
    expect(all.entries.map((e) => e.target_kind)).toEqual(['task', 'kpi']);
    expect(all.people.map((p) => p.name).sort()).toEqual(['t-manager さん', 't-member さん']);

    const mine = (await activity(projectId, `?user_id=${ctx.world.users.member.id}`)).json<ActivityResponse>();
    expect(mine.entries.map((e) => e.to_value)).toEqual(['動KPI改']);
    const tasks = (await activity(projectId, '?target_kind=task')).json<ActivityResponse>();
    expect(tasks.entries.map((e) => e.to_value)).toEqual(['動課題改']);
    const past = (await activity(projectId, '?from=2000-01-01&to=2000-12-31')).json<ActivityResponse>();
    expect(past.total).toBe(0);
    const page2 = (await activity(projectId, '?page=2')).json<ActivityResponse>();
    expect(page2).toMatchObject({ entries: [], total: 2, page: 2 });
  });

  it('is for staff only, of a project that exists', async () => {
    const projectId = await newProject(ctx);
    expect((await activity(projectId, '', 'client')).statusCode).toBe(403);
    expect((await call(ctx.t.app, 'GET', `/api/v1/projects/${projectId}/activity`, {})).statusCode).toBe(401);
    expect((await activity(999_999)).statusCode).toBe(404);
    expect((await activity(await newOtherProject(ctx))).statusCode).toBe(200);
  });

  it('names the bad field', async () => {
    const projectId = await newProject(ctx);
    expectBadInput(await activity(projectId, '?from=yesterday'), 'from');
    expectBadInput(await activity(projectId, '?user_id=0'), 'user_id');
  });
});
