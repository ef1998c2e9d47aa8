import {
  CLIENT_ROLE_NUM,
  NEED_TURNED_INTO_TASK,
  ROLE_GENERAL,
  type Need,
  type Notification,
  type NotificationKind,
} from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { insertCompany, insertProject, insertUser } from '../../db/seeds/records.js';
import { call } from '../../../test/api-helpers.js';
import { signIn, TEST_PASSWORD } from '../../../test/factories.js';
import {
  expectBadInput,
  expectError,
  newOtherProject,
  post,
  save,
  unique,
  useManagementApp,
} from '../../../test/management-helpers.js';
import { addCard, chainProject, moveCard, type Chain } from '../../../test/status-helpers.js';

const ctx = useManagementApp();

interface NotificationList {
  notifications: Notification[];
  unread_count: number;
}

/** GET /api/v1/notifications, across projects unless a project is named. */
async function feed(token: string, projectId?: number): Promise<NotificationList> {
  const query = projectId === undefined ? '' : `?project_id=${projectId}`;
  const response = await call(ctx.t.app, 'GET', `/api/v1/notifications${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationList>();
}

async function markRead(token: string, payload: Record<string, unknown> = {}): Promise<NotificationList> {
  const response = await call(ctx.t.app, 'POST', '/api/v1/notifications/mark_read', { token, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationList>();
}

const summary = (list: NotificationList) =>
  list.notifications.map((n) => [n.project_name, n.kind, n.action_target, n.target_kind, n.target_id]);

async function newUser(companyId: number, roleNum: number, name: string): Promise<{ id: number; token: string }> {
  const account = unique('t-feed-');
  const id = await insertUser(ctx.t.db, {
    companyId,
    account,
    name,
    password: TEST_PASSWORD,
    role: ROLE_GENERAL,
    roleNum,
  });
  return { id, token: await signIn(ctx.t.app, account) };
}

/**
 * A client company of its own with two projects (a KPI chain in the first) and two of its users,
 * so what the bell lists and counts is exactly what the test made.
 */
async function clientWorld() {
  const companyId = await insertCompany(ctx.t.db, unique('通知テスト株式会社'));
  const chain = await chainProject(ctx);
  await ctx.t.db.updateTable('projects').set({ company_id: companyId }).where('id', '=', chain.projectId).execute();
  const secondId = await insertProject(ctx.t.db, companyId, unique('第二プロジェクト'));
  const names = await ctx.t.db.selectFrom('projects').select(['id', 'project_name']).execute();
  const nameOf = (id: number) => names.find((p) => p.id === id)?.project_name ?? '';
  return {
    chain,
    secondId,
    firstName: nameOf(chain.projectId),
    secondName: nameOf(secondId),
    author: await newUser(companyId, CLIENT_ROLE_NUM, '依頼 花子'),
    colleague: await newUser(companyId, CLIENT_ROLE_NUM, '同僚 次郎'),
  };
}

async function saveKgi(projectId: number, purpose: string, token = ctx.tokens.member) {
  const response = await post(ctx, 'create_kgi', { projectId, purpose }, token);
  expect(response.statusCode, response.body).toBe(200);
}

const dashboard = (path: string, payload: unknown, token: string) =>
  call(ctx.t.app, 'POST', `/api/v1/pb_dashboards/${path}`, { token, payload });

async function createNeed(projectId: number, title: string, token: string): Promise<Need> {
  const response = await dashboard('create_need', { project_id: projectId, title }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ need: Need }>().need;
}

async function staffDoes(path: 'answer_need' | 'need_to_task', payload: Record<string, unknown>) {
  const response = await dashboard(path, payload, ctx.tokens.member);
  expect(response.statusCode, response.body).toBe(200);
}

async function setting(projectId: number, kind: NotificationKind, enabled: boolean | null) {
  const response = await call(ctx.t.app, 'POST', '/api/v1/setting/update_notification_setting', {
    token: ctx.tokens.admin,
    payload: { project_id: projectId, kind, enabled },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const kpiMove = (chain: Chain, status: number) => moveCard(ctx, 'kpi', { id: chain.kpi, status });

describe('GET /api/v1/notifications without a project (the header bell)', () => {
  it('lists what others did in every project the caller may see, newest first, naming the project and the item', async () => {
    const w = await clientWorld();
    await kpiMove(w.chain, 4);
    await saveKgi(w.secondId, '第二の目的');
    const otherProject = await newOtherProject(ctx);
    await saveKgi(otherProject, '別会社の目的');

    const list = await feed(w.author.token);
    expect(summary(list)).toEqual([
      [w.secondName, 'kgi', '目的', null, null],
      [w.firstName, 'kpi_status', 'チェーンKPI', 'kpi', w.chain.kpi],
    ]);
    expect(list.unread_count).toBe(2);
    expect(list.notifications.every((n) => !n.is_read && n.user_name === 't-member さん')).toBe(true);
    // Staff reach every project, the other company's included.
    const staff = await newUser(ctx.world.operatorCompanyId, ROLE_GENERAL, '新人 三郎');
    const staffList = await feed(staff.token);
    expect(staffList.notifications.map((n) => n.project_id)).toContain(otherProject);
    expect(staffList.unread_count).toBe(staffList.notifications.length);
  });

  it("never lists nor counts another company's or a hidden measure's notification for a client", async () => {
    const w = await clientWorld();
    const hidden = await addCard(ctx, w.chain, 'measure', '社内だけの施策', 1, { is_show: 0 });
    const shown = await addCard(ctx, w.chain, 'measure', '公開の施策', 1);
    await moveCard(ctx, 'measure', { id: hidden, status: 2 });
    await moveCard(ctx, 'measure', { id: shown, status: 2 });
    const otherProject = await newOtherProject(ctx);
    await saveKgi(otherProject, '別会社だけの目的');

    const list = await feed(w.author.token);
    expect(summary(list)).toEqual([[w.firstName, 'measure_status', '公開の施策', 'measure', shown]]);
    expect(list.unread_count).toBe(1);
    expect(JSON.stringify(list)).not.toContain('社内だけ');
    expect(JSON.stringify(await feed(ctx.tokens.otherClient))).not.toContain('公開の施策');
    // Staff see the hidden one.
    expect((await feed(ctx.tokens.manager, w.chain.projectId)).notifications.map((n) => n.action_target)).toEqual([
      '公開の施策',
      '社内だけの施策',
    ]);
  });

  it("leaves out the caller's own changes, in a project's list as in the bell", async () => {
    const w = await clientWorld();
    await saveKgi(w.chain.projectId, '自分で決めた目的', ctx.tokens.member);
    expect((await feed(ctx.tokens.member, w.chain.projectId)).notifications).toEqual([]);
    expect(JSON.stringify(await feed(ctx.tokens.member))).not.toContain('自分で決めた目的');
    const others = await feed(ctx.tokens.manager, w.chain.projectId);
    expect(others.notifications.map((n) => [n.action_target, n.is_read])).toEqual([['目的', false]]);

    const need = await createNeed(w.chain.projectId, '自分のニーズ', w.author.token);
    expect((await feed(w.author.token)).notifications.map((n) => n.kind)).toEqual(['kgi']);
    expect(summary(await feed(w.colleague.token))[0]).toEqual([
      w.firstName,
      'client_need',
      '自分のニーズ',
      'need',
      need.id,
    ]);
  });

  it('marks every project read for the user alone, and counts what comes after', async () => {
    const w = await clientWorld();
    await kpiMove(w.chain, 4);
    await saveKgi(w.secondId, '目的');
    const read = await markRead(w.author.token);
    expect(read.unread_count).toBe(0);
    expect(read.notifications.map((n) => n.is_read)).toEqual([true, true]);
    expect((await feed(w.author.token, w.secondId)).unread_count).toBe(0);
    expect((await feed(w.colleague.token)).unread_count).toBe(2);

    await kpiMove(w.chain, 6);
    const after = await feed(w.author.token);
    expect(after.unread_count).toBe(1);
    expect(after.notifications.map((n) => [n.kind, n.is_read])).toEqual([
      ['kpi_status', false],
      ['kgi', true],
      ['kpi_status', true],
    ]);
  });

  it('marks hundreds of projects read at once (more than one statement holds)', async () => {
    const companyId = await insertCompany(ctx.t.db, unique('多数案件株式会社'));
    const at = new Date().toISOString();
    const projects = await ctx.t.db
      .insertInto('projects')
      .values(
        Array.from({ length: 501 }, (_, i) => ({
          company_id: companyId,
          project_name: `案件${i}`,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    await ctx.t.db
      .insertInto('notifications')
      .values(
        projects.map(({ id }) => ({
          project_id: id,
          user_id: null,
          kind: 'kgi' as const,
          action_page: 'management',
          action_target: 'KGI',
          is_rev: 0,
          created_at: at,
          detail: '',
          detail_from: '',
        })),
      )
      .execute();
    const client = await newUser(companyId, CLIENT_ROLE_NUM, '多数 閲覧');
    expect((await feed(client.token)).unread_count).toBe(501);
    expect((await markRead(client.token)).unread_count).toBe(0);
    const reads = await ctx.t.db
      .selectFrom('notification_reads')
      .select('project_id')
      .where('user_id', '=', client.id)
      .execute();
    expect(reads).toHaveLength(501);
  });

  it('marks one project read when it is named, and leaves the others', async () => {
    const w = await clientWorld();
    await kpiMove(w.chain, 4);
    await saveKgi(w.secondId, '目的');
    expect((await markRead(w.author.token, { project_id: w.secondId })).unread_count).toBe(0);
    expect((await feed(w.author.token)).unread_count).toBe(1);
  });

  it('refuses a bad project id naming the field, and another company’s project with 404', async () => {
    expectBadInput(
      await call(ctx.t.app, 'GET', '/api/v1/notifications?project_id=x', { token: ctx.tokens.client }),
      'project_id',
    );
    expectBadInput(
      await call(ctx.t.app, 'POST', '/api/v1/notifications/mark_read', {
        token: ctx.tokens.client,
        payload: { project_id: 'x' },
      }),
      'project_id',
    );
    expectError(
      await call(ctx.t.app, 'POST', '/api/v1/notifications/mark_read', {
        token: ctx.tokens.client,
        payload: { project_id: ctx.world.otherProjectId },
      }),
      404,
      'not_found',
    );
    expect((await call(ctx.t.app, 'GET', '/api/v1/notifications')).statusCode).toBe(401);
    expect((await call(ctx.t.app, 'POST', '/api/v1/notifications/mark_read', { payload: {} })).statusCode).toBe(401);
  });
});

describe('need_answered: the client hears back on its need', () => {
  it('tells the need’s author when staff answer it, change the answer or turn it into a task', async () => {
    const w = await clientWorld();
    const need = await createNeed(w.chain.projectId, '資料がほしい', w.author.token);
    await staffDoes('answer_need', { id: need.id, answer: '来週お送りします' });
    await staffDoes('answer_need', { id: need.id, answer: '明日お送りします' });
    await staffDoes('need_to_task', { id: need.id });

    const list = await feed(w.author.token);
    expect(
      list.notifications.map((n) => [n.kind, n.action_target, n.is_rev, n.detail, n.target_kind, n.target_id]),
    ).toEqual([
      ['need_answered', '資料がほしい', false, NEED_TURNED_INTO_TASK, 'need', need.id],
      ['need_answered', '資料がほしい', true, '', 'need', need.id],
      ['need_answered', '資料がほしい', false, '', 'need', need.id],
    ]);
    expect(list.notifications.every((n) => n.user_name === 't-member さん' && n.action_page === 'ダッシュボード')).toBe(
      true,
    );
    expect(list.unread_count).toBe(3);
    // It is the author's: neither a colleague nor staff are told (the member did it).
    expect((await feed(w.colleague.token)).notifications.map((n) => n.kind)).toEqual(['client_need']);
    expect((await feed(ctx.tokens.manager, w.chain.projectId)).notifications.map((n) => n.kind)).toEqual([
      'client_need',
    ]);
    expect((await feed(ctx.tokens.member, w.chain.projectId)).notifications.map((n) => n.kind)).toEqual([
      'client_need',
    ]);
  });

  it('tells nobody of a status alone, an emptied answer, or a need staff wrote themselves', async () => {
    const w = await clientWorld();
    const need = await createNeed(w.chain.projectId, '状態だけ', w.author.token);
    await staffDoes('answer_need', { id: need.id, status: 2 });
    await staffDoes('answer_need', { id: need.id, answer: '' });
    const staffNeed = await createNeed(w.chain.projectId, '社内のニーズ', ctx.tokens.manager);
    await staffDoes('answer_need', { id: staffNeed.id, answer: '対応します' });
    await staffDoes('need_to_task', { id: staffNeed.id });

    const kinds = async (token: string) =>
      (await feed(token, w.chain.projectId)).notifications.filter((n) => n.kind === 'need_answered');
    expect(await kinds(w.author.token)).toEqual([]);
    expect(await kinds(ctx.tokens.manager)).toEqual([]);
    expect(await kinds(ctx.tokens.admin)).toEqual([]);
  });

  it('follows its own switch in the notification settings', async () => {
    const w = await clientWorld();
    const need = await createNeed(w.chain.projectId, '切り替え', w.author.token);
    await setting(w.chain.projectId, 'need_answered', false);
    await staffDoes('answer_need', { id: need.id, answer: '回答です' });
    expect((await feed(w.author.token)).notifications).toEqual([]);
    // The other kinds still are recorded.
    expect((await feed(ctx.tokens.member, w.chain.projectId)).notifications.map((n) => n.kind)).toEqual([
      'client_need',
    ]);

    await setting(w.chain.projectId, 'need_answered', null);
    await staffDoes('answer_need', { id: need.id, answer: '回答し直しました' });
    expect((await feed(w.author.token)).notifications.map((n) => [n.kind, n.is_rev])).toEqual([
      ['need_answered', true],
    ]);
  });
});

describe('a measure saved in the tree', () => {
  it('leads to the measure it is about', async () => {
    const w = await clientWorld();
    const measure = await addCard(ctx, w.chain, 'measure', 'ツリーの施策', 1);
    await save(ctx, 'measure', { id: measure, status: 3 });
    expect(summary(await feed(w.author.token))).toEqual([
      [w.firstName, 'measure_status', 'ツリーの施策', 'measure', measure],
    ]);
  });
});
