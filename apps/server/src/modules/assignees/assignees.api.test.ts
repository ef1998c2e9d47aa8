import {
  CLIENT_ROLE_NUM,
  nestTreeColumns,
  ROLE_GENERAL,
  type AssignablePeople,
  type NodeAssignees,
  type TreeColumns,
} from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seeds/records.js';
import { call, snapshot } from '../../../test/api-helpers.js';
import { TEST_PASSWORD } from '../../../test/factories.js';
import {
  expectBadInput,
  expectError,
  get,
  newOtherProject,
  newProject,
  post,
  staffTree as sharedStaffTree,
  unique,
  useManagementApp,
} from '../../../test/management-helpers.js';

const ctx = useManagementApp();

const staffTree = (projectId?: number) => sharedStaffTree(ctx, projectId);

const assign = (kind: string, id: number, userIds: number[], token = ctx.tokens.member) =>
  post(ctx, 'update_assignees', { kind, id, userIds }, token);

const allowClients = (projectId: number, allowed: boolean) =>
  post(ctx, 'update_client_edit', { project_id: projectId, client_can_edit: allowed });

async function assigneesOf(kind: string, id: number): Promise<number[]> {
  const rows = await ctx.t.db
    .selectFrom('node_assignees')
    .select('user_id')
    .where('kind', '=', kind)
    .where('node_id', '=', id)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => Number(row.user_id));
}

/** A fresh user of a company: staff of the operator, or a client of a client company. */
const freshUser = (companyId: number, name: string, roleNum: number) =>
  insertUser(ctx.t.db, {
    companyId,
    account: unique('user'),
    name,
    password: TEST_PASSWORD,
    role: ROLE_GENERAL,
    roleNum,
  });

async function treeOf(projectId: number, token = ctx.tokens.member) {
  const response = await get(ctx, '/tree_columns', { project_id: projectId }, token);
  expect(response.statusCode, response.body).toBe(200);
  return nestTreeColumns(response.json<TreeColumns>());
}

describe('POST managements/update_assignees', () => {
  it('assigns, replaces and clears the 担当者 of each kind; the tree read carries them', async () => {
    const { projectId, kpi, task, measure, work } = await staffTree();
    const { admin, manager, member } = ctx.world.users;
    for (const [kind, id] of [
      ['kpi', kpi],
      ['task', task],
      ['measure', measure],
      ['work', work],
    ] as const) {
      const response = await assign(kind, id, [member.id, admin.id]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<NodeAssignees>()).toMatchObject({ kind, id });
      expect(response.json<NodeAssignees>().user_ids.toSorted()).toEqual([admin.id, member.id].toSorted());
    }
    const tree = await treeOf(projectId);
    const kpiNode = tree.kpis[0];
    const taskNode = kpiNode?.problem[0];
    const hypothesisNode = taskNode?.factor[0]?.hypothesis[0];
    expect(kpiNode?.assignees?.toSorted()).toEqual([admin.id, member.id].toSorted());
    expect(taskNode?.assignees).toHaveLength(2);
    expect(hypothesisNode?.measure.find((m) => m.id === measure)?.assignees).toHaveLength(2);
    expect(hypothesisNode?.work[0]?.assignees).toHaveLength(2);

    const replaced = await assign('measure', measure, [manager.id, member.id]);
    expect(replaced.json<NodeAssignees>().user_ids.toSorted()).toEqual([manager.id, member.id].toSorted());
    expect(await assigneesOf('measure', measure)).toEqual([manager.id, member.id].toSorted());

    const cleared = await assign('measure', measure, []);
    expect(cleared.json<NodeAssignees>().user_ids).toEqual([]);
    expect(await assigneesOf('measure', measure)).toEqual([]);
    expect(await assigneesOf('kpi', kpi)).toHaveLength(2);
  });

  it('refuses someone who may not be assigned, naming userIds, and writes nothing', async () => {
    const { measure } = await staffTree();
    await assign('measure', measure, [ctx.world.users.member.id]);
    const before = await snapshot(ctx.t.db, ['node_assignees']);
    for (const userIds of [[ctx.world.users.otherClient.id], [ctx.world.users.client.id], [999999]]) {
      expectBadInput(await assign('measure', measure, [ctx.world.users.admin.id, ...userIds]), 'userIds');
    }
    expectBadInput(await post(ctx, 'update_assignees', { kind: 'measure', id: measure }), 'userIds');
    expectBadInput(await post(ctx, 'update_assignees', { kind: 'factor', id: measure, userIds: [] }), 'kind');
    expect(await snapshot(ctx.t.db, ['node_assignees'])).toEqual(before);
  });

  it('assigns a client user of the project only while the project allows client editing', async () => {
    const { projectId, task } = await staffTree();
    const client = ctx.world.users.client.id;
    expectBadInput(await assign('task', task, [client]), 'userIds');
    await allowClients(projectId, true);
    expect((await assign('task', task, [client])).statusCode).toBe(200);
    expect(await assigneesOf('task', task)).toEqual([client]);
    // The client edits too now, and may assign itself and staff.
    const byClient = await assign('task', task, [client, ctx.world.users.member.id], ctx.tokens.client);
    expect(byClient.statusCode, byClient.body).toBe(200);
    await allowClients(projectId, false);
  });

  it('lets only who may edit the node assign; hidden and other companies are 404, never telling', async () => {
    const { projectId, measure, hidden } = await staffTree();
    const member = ctx.world.users.member.id;
    const before = await snapshot(ctx.t.db, ['node_assignees']);
    expect(
      (
        await call(ctx.t.app, 'POST', '/api/v1/managements/update_assignees', {
          payload: { kind: 'measure', id: measure, userIds: [member] },
        })
      ).statusCode,
    ).toBe(401);
    expectError(await assign('measure', measure, [member], ctx.tokens.client), 403, 'forbidden');
    expectError(await assign('measure', measure, [member], ctx.tokens.otherClient), 404, 'not_found');
    expectError(await assign('measure', hidden, [member], ctx.tokens.client), 404, 'not_found');
    await allowClients(projectId, true);
    expectError(await assign('measure', hidden, [member], ctx.tokens.client), 404, 'not_found');
    await allowClients(projectId, false);
    expect(await snapshot(ctx.t.db, ['node_assignees'])).toEqual(before);
    for (const token of [ctx.tokens.admin, ctx.tokens.manager, ctx.tokens.member]) {
      expect((await assign('measure', measure, [member], token)).statusCode).toBe(200);
    }
    const other = await staffTree(await newOtherProject(ctx));
    expectError(
      await post(ctx, 'update_assignees', { projectId, kind: 'measure', id: other.measure, userIds: [] }),
      404,
      'not_found',
    );
  });

  it("keeps a hidden measure's assignees out of a client's tree read", async () => {
    const { projectId, hidden, measure } = await staffTree();
    await assign('measure', hidden, [ctx.world.users.member.id]);
    await assign('measure', measure, [ctx.world.users.member.id]);
    const response = await get(ctx, '/tree_columns', { project_id: projectId }, ctx.tokens.client);
    expect(response.json<TreeColumns>().assignees.node_id).toEqual([measure]);
  });

  it("removes a deleted user's assignments", async () => {
    const { task } = await staffTree();
    const userId = await freshUser(ctx.world.operatorCompanyId, '消える 人', ROLE_GENERAL);
    expect((await assign('task', task, [userId])).statusCode).toBe(200);
    const deleted = await call(ctx.t.app, 'POST', '/api/v1/users/delete', {
      token: ctx.tokens.admin,
      payload: { user_id: userId },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await assigneesOf('task', task)).toEqual([]);
  });
});

describe('GET managements/assignable_people', () => {
  it('lists staff, and the project’s client users only with client editing, with initials', async () => {
    const projectId = await newProject(ctx);
    const ids = async (token = ctx.tokens.member) => {
      const response = await get(ctx, '/assignable_people', { project_id: projectId }, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AssignablePeople>().people;
    };
    const staffOnly = await ids();
    expect(staffOnly.map((p) => p.id)).toContain(ctx.world.users.member.id);
    expect(staffOnly.map((p) => p.id)).not.toContain(ctx.world.users.client.id);
    expect(staffOnly.find((p) => p.id === ctx.world.users.member.id)?.initials).toBe('T');
    await allowClients(projectId, true);
    const withClients = (await ids(ctx.tokens.client)).map((p) => p.id);
    expect(withClients).toContain(ctx.world.users.client.id);
    expect(withClients).not.toContain(ctx.world.users.otherClient.id);
    expectBadInput(await get(ctx, '/assignable_people', { project_id: 'x' }), 'project_id');
  });
});

describe('期限 of measures and works', () => {
  it('saves, clears and refuses a bad dead_line through create_measure and create_work', async () => {
    const { projectId, measure, work } = await staffTree();
    expect((await post(ctx, 'create_measure', { id: measure, dead_line: '2026-12-01' })).statusCode).toBe(200);
    expect((await post(ctx, 'create_work', { id: work, dead_line: '2026-12-02' })).statusCode).toBe(200);
    let hypothesis = (await treeOf(projectId)).kpis[0]?.problem[0]?.factor[0]?.hypothesis[0];
    expect(hypothesis?.measure.find((m) => m.id === measure)?.deadLine).toBe('2026-12-01');
    expect(hypothesis?.work[0]?.deadLine).toBe('2026-12-02');
    const before = await snapshot(ctx.t.db, ['measures', 'works']);
    expectBadInput(await post(ctx, 'create_measure', { id: measure, dead_line: '2026/12/01' }), 'dead_line');
    expectBadInput(await post(ctx, 'create_work', { id: work, dead_line: '明日' }), 'dead_line');
    expect(await snapshot(ctx.t.db, ['measures', 'works'])).toEqual(before);
    await post(ctx, 'create_work', { id: work, dead_line: '' });
    hypothesis = (await treeOf(projectId)).kpis[0]?.problem[0]?.factor[0]?.hypothesis[0];
    expect(hypothesis?.work[0]?.deadLine).toBeNull();
  });
});

// A client user of the project's company, made fresh, is not assignable while client editing is off.
it('refuses a client of the same company while client editing is off even when named twice', async () => {
  const { task } = await staffTree();
  const fresh = await freshUser(ctx.world.clientCompanyId, 'Yamada Taro', CLIENT_ROLE_NUM);
  expectBadInput(await assign('task', task, [fresh, fresh]), 'userIds');
});
