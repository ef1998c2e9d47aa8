import type { Notification, NotificationKind } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import { newProject, post, save, useManagementApp } from '../../../test/management-helpers.js';
import { addCard, chainProject, moveCard } from '../../../test/status-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';

const ctx = useManagementApp();

interface NotificationList {
  notifications: Notification[];
  unread_count: number;
}

/** Read by the admin by default: the changes are the member's, and nobody is shown their own. */
async function list(projectId: number, token = ctx.tokens.admin): Promise<NotificationList> {
  const response = await call(ctx.t.app, 'GET', `/api/v1/notifications?project_id=${projectId}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationList>();
}

async function markRead(projectId: number, token: string): Promise<NotificationList> {
  const response = await call(ctx.t.app, 'POST', '/api/v1/notifications/mark_read', {
    token,
    payload: { project_id: projectId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationList>();
}

async function setting(projectId: number, kind: NotificationKind, enabled: boolean | null) {
  const response = await call(ctx.t.app, 'POST', '/api/v1/setting/update_notification_setting', {
    token: ctx.tokens.admin,
    payload: { project_id: projectId, kind, enabled },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** [kind, action_page, action_target] of each notification, newest first. */
async function summary(projectId: number, token = ctx.tokens.admin) {
  return (await list(projectId, token)).notifications.map((n) => [n.kind, n.action_page, n.action_target]);
}

describe('status changes as notifications', () => {
  it('records a KPI moved on the board as kpi_status, by the signed-in user, on the page ステータス', async () => {
    const chain = await chainProject(ctx);
    const kpi = await addCard(ctx, chain, 'kpi', '売上KPI', 1);
    await moveCard(ctx, 'kpi', { id: kpi, status: 4 }, ctx.tokens.manager);
    expect((await list(chain.projectId)).notifications).toEqual([
      {
        id: expect.any(Number),
        project_id: chain.projectId,
        project_name: expect.stringMatching(/^改善/),
        user_id: ctx.world.users.manager.id,
        user_name: 't-manager さん',
        kind: 'kpi_status',
        action_page: 'ステータス',
        action_target: '売上KPI',
        is_rev: true,
        created_at: expect.any(String),
        detail: '確認中',
        target_kind: 'kpi',
        target_id: kpi,
        is_read: false,
      },
    ]);
  });

  it('names the status each KPI or measure moved to, from its own master list, and a cleared one 未設定', async () => {
    const chain = await chainProject(ctx);
    const kpi = await addCard(ctx, chain, 'kpi', '名前KPI', 1);
    const measure = await addCard(ctx, chain, 'measure', '名前施策', 1);
    await moveCard(ctx, 'measure', { id: measure, status: 5 });
    await moveCard(ctx, 'kpi', { id: kpi, status: 7 });
    await save(ctx, 'kpi', { id: kpi, status: null });
    const { notifications } = await list(chain.projectId);
    expect(notifications.map((n) => [n.kind, n.action_target, n.detail])).toEqual([
      ['kpi_status', '名前KPI', '未設定'],
      ['kpi_status', '名前KPI', '完了'],
      ['measure_status', '名前施策', '検証中'],
    ]);
  });

  it('records a measure moved on the board as measure_status, newest first', async () => {
    const chain = await chainProject(ctx);
    const first = await addCard(ctx, chain, 'measure', 'バナー改善', 1);
    const second = await addCard(ctx, chain, 'measure', 'フォーム改善', 1);
    await moveCard(ctx, 'measure', { id: first, status: 2 });
    await moveCard(ctx, 'measure', { id: second, status: 7, index: 1 });
    const { notifications } = await list(chain.projectId);
    expect(notifications.map((n) => [n.kind, n.action_page, n.action_target, n.is_rev, n.user_id])).toEqual([
      ['measure_status', 'ステータス', 'フォーム改善', true, ctx.world.users.member.id],
      ['measure_status', 'ステータス', 'バナー改善', true, ctx.world.users.member.id],
    ]);
  });

  it('records KPI and measure status changes made on the tree (create_kpi / create_measure with an id)', async () => {
    const chain = await chainProject(ctx);
    const kpi = await addCard(ctx, chain, 'kpi', '会員KPI', 3);
    const measure = await addCard(ctx, chain, 'measure', '導線施策', 1);
    await save(ctx, 'kpi', { id: kpi, status: 5 });
    await save(ctx, 'measure', { id: measure, status: 4 });
    // A title sent with the status names the notification.
    await save(ctx, 'kpi', { id: kpi, kpi: '会員KPI改', status: 7 });
    expect(await summary(chain.projectId)).toEqual([
      ['kpi_status', '改善ツリー', '会員KPI改'],
      ['measure_status', '改善ツリー', '導線施策'],
      ['kpi_status', '改善ツリー', '会員KPI'],
    ]);
    expect((await list(chain.projectId)).notifications.every((n) => n.is_rev)).toBe(true);
  });

  it('names a KPI still without a title （無題）', async () => {
    const projectId = await newProject(ctx);
    const ids = await makeTree(ctx.t.db, projectId, '無題');
    const made = await post(ctx, 'create_kpi_from_task', { task_id: ids.inboxTask });
    expect(made.statusCode, made.body).toBe(200);
    const { kpi_id } = made.json<{ kpi_id: number }>();
    await moveCard(ctx, 'kpi', { id: kpi_id, status: 4 });
    expect(await summary(projectId)).toEqual([['kpi_status', 'ステータス', '（無題）']]);
  });

  it('records nothing for a task status change, on the board or on the tree', async () => {
    const chain = await chainProject(ctx);
    const task = await addCard(ctx, chain, 'task', '課題A', 1);
    expect((await moveCard(ctx, 'task', { id: task, status: 4 })).status).toBe(4);
    expect((await save(ctx, 'task', { id: task, status: 7 })).node).toMatchObject({ status: 7 });
    expect(await summary(chain.projectId)).toEqual([]);
  });

  it('records nothing when the status does not change: a reorder, a memo, the same status from the tree', async () => {
    const chain = await chainProject(ctx);
    const kpi = await addCard(ctx, chain, 'kpi', '据え置きKPI', 4);
    const measure = await addCard(ctx, chain, 'measure', '据え置き施策', 1);
    await addCard(ctx, chain, 'measure', '隣の施策', 1);
    await moveCard(ctx, 'measure', { id: measure, status: 1, index: 2 });
    await moveCard(ctx, 'measure', { id: measure, memo: 'メモだけ' });
    await moveCard(ctx, 'kpi', { id: kpi, status: 4, index: 1 });
    await moveCard(ctx, 'kpi', { id: kpi, memo: 'メモ' });
    await save(ctx, 'kpi', { id: kpi, status: 4, kpi: '据え置きKPI改' });
    await save(ctx, 'measure', { id: measure, status: 1, measure: '据え置き施策改' });
    expect(await summary(chain.projectId)).toEqual([]);
    // A real change afterwards is recorded.
    await moveCard(ctx, 'kpi', { id: kpi, status: 5 });
    expect(await summary(chain.projectId)).toEqual([['kpi_status', 'ステータス', '据え置きKPI改']]);
  });

  it('records nothing of a kind the admin settings turned off for the project, and the other kind still', async () => {
    const chain = await chainProject(ctx);
    const kpi = await addCard(ctx, chain, 'kpi', '設定KPI', 1);
    const measure = await addCard(ctx, chain, 'measure', '設定施策', 1);
    await setting(chain.projectId, 'kpi_status', false);
    await moveCard(ctx, 'kpi', { id: kpi, status: 2 });
    await save(ctx, 'kpi', { id: kpi, status: 3 });
    await moveCard(ctx, 'measure', { id: measure, status: 2 });
    expect(await summary(chain.projectId)).toEqual([['measure_status', 'ステータス', '設定施策']]);

    await setting(chain.projectId, 'measure_status', false);
    await moveCard(ctx, 'measure', { id: measure, status: 3 });
    await save(ctx, 'measure', { id: measure, status: 4 });
    expect(await summary(chain.projectId)).toHaveLength(1);
    // The statuses themselves were saved.
    expect((await moveCard(ctx, 'measure', { id: measure, memo: '確認' })).status).toBe(4);

    await setting(chain.projectId, 'kpi_status', null);
    await moveCard(ctx, 'kpi', { id: kpi, status: 7 });
    expect((await summary(chain.projectId))[0]).toEqual(['kpi_status', 'ステータス', '設定KPI']);
  });
});

describe('read state', () => {
  it("is unread for others until they mark it read, each user for themselves; one's own changes are not listed", async () => {
    const chain = await chainProject(ctx);
    const kpi = await addCard(ctx, chain, 'kpi', '既読KPI', 1);
    const measure = await addCard(ctx, chain, 'measure', '既読施策', 1);
    await moveCard(ctx, 'kpi', { id: kpi, status: 2 });
    await moveCard(ctx, 'measure', { id: measure, status: 2 });

    expect(await list(chain.projectId, ctx.tokens.member)).toEqual({ notifications: [], unread_count: 0 });
    const theirs = await list(chain.projectId, ctx.tokens.manager);
    expect(theirs.notifications.map((n) => n.is_read)).toEqual([false, false]);
    expect(theirs.unread_count).toBe(2);

    const marked = await markRead(chain.projectId, ctx.tokens.manager);
    expect(marked.notifications.map((n) => [n.action_target, n.is_read])).toEqual([
      ['既読施策', true],
      ['既読KPI', true],
    ]);
    expect(marked.unread_count).toBe(0);
    expect((await list(chain.projectId, ctx.tokens.manager)).unread_count).toBe(0);
    // Only for the manager: the admin has not read them.
    const admin = await list(chain.projectId, ctx.tokens.admin);
    expect(admin.notifications.map((n) => n.is_read)).toEqual([false, false]);
    expect(admin.unread_count).toBe(2);

    // A new change is unread again, the earlier ones stay read.
    await moveCard(ctx, 'measure', { id: measure, status: 3 });
    const later = await list(chain.projectId, ctx.tokens.manager);
    expect(later.notifications.map((n) => n.is_read)).toEqual([false, true, true]);
    expect(later.unread_count).toBe(1);
    expect((await list(chain.projectId, ctx.tokens.admin)).unread_count).toBe(3);
  });

  it('is kept per project: marking one project read leaves another unread', async () => {
    const first = await chainProject(ctx);
    const second = await chainProject(ctx);
    await moveCard(ctx, 'kpi', { id: first.kpi, status: 4 });
    await moveCard(ctx, 'kpi', { id: second.kpi, status: 4 });
    await markRead(first.projectId, ctx.tokens.manager);
    expect((await list(first.projectId, ctx.tokens.manager)).unread_count).toBe(0);
    expect((await list(second.projectId, ctx.tokens.manager)).unread_count).toBe(1);
  });

  it('marks an empty list read without error', async () => {
    const projectId = await newProject(ctx);
    expect(await markRead(projectId, ctx.tokens.manager)).toEqual({ notifications: [], unread_count: 0 });
  });
});

describe('what a client user is told', () => {
  it('never shows (nor counts) a notification about a measure hidden from clients, but shows a shown one', async () => {
    const projectId = await newProject(ctx);
    const ids = await makeTree(ctx.t.db, projectId, '通知');
    await moveCard(ctx, 'measure', { id: ids.hiddenMeasure, status: 2 });
    await save(ctx, 'measure', { id: ids.hiddenMeasure, status: 3 });
    await moveCard(ctx, 'measure', { id: ids.measure, status: 4 });
    await moveCard(ctx, 'kpi', { id: ids.kpi, status: 5 });

    expect(await summary(projectId)).toEqual([
      ['kpi_status', 'ステータス', '通知KPI'],
      ['measure_status', 'ステータス', '通知施策'],
      ['measure_status', '改善ツリー', '通知非公開施策'],
      ['measure_status', 'ステータス', '通知非公開施策'],
    ]);
    const client = await list(projectId, ctx.tokens.client);
    expect(client.notifications.map((n) => [n.kind, n.action_target, n.is_read])).toEqual([
      ['kpi_status', '通知KPI', false],
      ['measure_status', '通知施策', false],
    ]);
    expect(client.unread_count).toBe(2);
    expect(JSON.stringify(client)).not.toContain('非公開');

    const marked = await markRead(projectId, ctx.tokens.client);
    expect(marked.unread_count).toBe(0);
    expect(JSON.stringify(marked)).not.toContain('非公開');

    // Another change of the hidden measure after that is neither shown nor counted.
    await moveCard(ctx, 'measure', { id: ids.hiddenMeasure, status: 7 });
    const after = await list(projectId, ctx.tokens.client);
    expect(after.unread_count).toBe(0);
    expect(after.notifications).toHaveLength(2);
    // Staff see all five.
    expect((await list(projectId, ctx.tokens.manager)).unread_count).toBe(5);
  });

  it('does not tell a client user of their own move, and tells staff', async () => {
    const projectId = await newProject(ctx);
    const ids = await makeTree(ctx.t.db, projectId, '顧客移動');
    const allowed = await post(ctx, 'update_client_edit', { project_id: projectId, client_can_edit: true });
    expect(allowed.statusCode).toBe(200);
    await moveCard(ctx, 'measure', { id: ids.measure, status: 2 }, ctx.tokens.client);
    expect(await list(projectId, ctx.tokens.client)).toEqual({ notifications: [], unread_count: 0 });
    const staff = await list(projectId, ctx.tokens.member);
    expect(staff.notifications).toEqual([
      expect.objectContaining({
        user_id: ctx.world.users.client.id,
        user_name: 't-client さん',
        kind: 'measure_status',
        action_target: '顧客移動施策',
        is_read: false,
      }),
    ]);
    expect(staff.unread_count).toBe(1);
  });
});
