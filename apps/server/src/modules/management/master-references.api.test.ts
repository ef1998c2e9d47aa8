import { adminMessages, type MasterItem, type MasterKind, type MasterLists } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import { create, expectError, newProject, post, useManagementApp } from '../../../test/management-helpers.js';

const ctx = useManagementApp();

function deleteMaster(kind: MasterKind, id: number) {
  return call(ctx.t.app, 'POST', '/api/v1/setting/delete_master', { token: ctx.tokens.admin, payload: { kind, id } });
}

async function masterIds(kind: MasterKind): Promise<number[]> {
  const response = await call(ctx.t.app, 'GET', '/api/v1/setting/pb_index', { token: ctx.tokens.admin });
  return response.json<MasterLists>()[kind].map((item: MasterItem) => item.id);
}

async function hypothesisOf() {
  const projectId = await newProject(ctx);
  const task = await create(ctx, 'task', { project_id: projectId, is_non_kpi: 1, task: '課題' });
  const factor = await create(ctx, 'factor', { task_id: task, factor: '要因' });
  return create(ctx, 'hypothesis', { factor_id: factor, hypothesis: '仮説' });
}

describe('master entries used by the tree', () => {
  it('refuses to delete importance 中 (1) while a measure uses it (409), also a deleted one, and allows it once unused', async () => {
    const hypothesis = await hypothesisOf();
    const measure = await create(ctx, 'measure', { hypothesis_id: hypothesis, measure: '施策', importance: 1 });
    expectError(await deleteMaster('master_importance', 1), 409, 'conflict', adminMessages.masterInUse);
    expect(await masterIds('master_importance')).toEqual([0, 1, 2]);

    // A deleted measure still holds it: its delete can be undone.
    expect((await post(ctx, 'delete_measure', { id: measure })).statusCode).toBe(200);
    expectError(await deleteMaster('master_importance', 1), 409, 'conflict', adminMessages.masterInUse);

    expect((await post(ctx, 'restore', { kind: 'measure', id: measure })).statusCode).toBe(200);
    expect((await post(ctx, 'create_measure', { id: measure, importance: 2 })).statusCode).toBe(200);
    const removed = await deleteMaster('master_importance', 1);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await masterIds('master_importance')).toEqual([0, 2]);
    // A removed entry is no longer accepted.
    const refused = await post(ctx, 'create_measure', { id: measure, importance: 1 });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses to delete a category while a hypothesis uses it (409), and allows it once unused', async () => {
    const hypothesis = await hypothesisOf();
    expect((await post(ctx, 'create_hypothesis', { id: hypothesis, category: 5 })).statusCode).toBe(200);
    expectError(await deleteMaster('category', 5), 409, 'conflict', adminMessages.masterInUse);
    expect(await masterIds('category')).toContain(5);

    expect((await post(ctx, 'create_hypothesis', { id: hypothesis, category: null })).statusCode).toBe(200);
    expect((await deleteMaster('category', 5)).statusCode).toBe(200);
    expect(await masterIds('category')).not.toContain(5);
  });

  it.each<[MasterKind, string, number]>([
    ['master_priority', 'priority', 1],
    ['master_verification', 'verification', 2],
  ])('refuses to delete %s in use by a measure', async (kind, field, id) => {
    const hypothesis = await hypothesisOf();
    await create(ctx, 'measure', { hypothesis_id: hypothesis, measure: '施策', [field]: id });
    expectError(await deleteMaster(kind, id), 409, 'conflict', adminMessages.masterInUse);
  });

  it('refuses to delete a hypothesis status in use (409)', async () => {
    const hypothesis = await hypothesisOf();
    expect((await post(ctx, 'create_hypothesis', { id: hypothesis, hypothesis_status: 3 })).statusCode).toBe(200);
    expectError(await deleteMaster('hypothesis_status', 3), 409, 'conflict', adminMessages.masterInUse);
  });
});
