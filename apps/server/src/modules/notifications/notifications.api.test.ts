import { ROLE_GENERAL, type Notification } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seeds/records.js';
import { call } from '../../../test/api-helpers.js';
import { signIn, TEST_PASSWORD } from '../../../test/factories.js';
import {
  expectBadInput,
  newOtherProject,
  newProject,
  post,
  unique,
  useManagementApp,
} from '../../../test/management-helpers.js';

const ctx = useManagementApp();

/** Read by the admin by default: the saves are the member's, and nobody is shown their own. */
async function notifications(projectId: number, token = ctx.tokens.admin): Promise<Notification[]> {
  const response = await call(ctx.t.app, 'GET', `/api/v1/notifications?project_id=${projectId}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ notifications: Notification[] }>().notifications;
}

async function saveKgi(payload: Record<string, unknown>, token = ctx.tokens.member) {
  const response = await post(ctx, 'create_kgi', payload, token);
  expect(response.statusCode, response.body).toBe(200);
}

function settingFor(projectId: number | null, enabled: boolean | null) {
  return call(ctx.t.app, 'POST', '/api/v1/setting/update_notification_setting', {
    token: ctx.tokens.admin,
    payload: { ...(projectId === null ? {} : { project_id: projectId }), kind: 'kgi', enabled },
  });
}

describe('GET /api/v1/notifications', () => {
  it('answers an empty list for a project without changes', async () => {
    const projectId = await newProject(ctx);
    expect(await notifications(projectId)).toEqual([]);
  });

  it('records each KGI and purpose save, newest first, with the signed-in user whatever user_id says', async () => {
    const projectId = await newProject(ctx);
    const { member, admin } = ctx.world.users;
    await saveKgi({ projectId, purpose: '目的', user_id: admin.id });
    await saveKgi({ projectId, kgi: 'KGI', startLine: '2026-04-01', deadLine: '2027-03-31', user_id: admin.id });
    await saveKgi({ projectId, kgi: 'KGI改', user_id: admin.id });
    await saveKgi({ projectId, purpose: '目的改' });

    const list = await notifications(projectId);
    const entry = (action_target: string, is_rev: boolean) => ({
      id: expect.any(Number),
      project_id: projectId,
      project_name: expect.stringMatching(/^改善/),
      user_id: member.id,
      user_name: 't-member さん',
      kind: 'kgi',
      action_page: '改善ツリー',
      action_target,
      is_rev,
      created_at: expect.any(String),
      detail: '',
      // A KGI has no row of its own: the link opens the tree's overview.
      target_kind: null,
      target_id: null,
      is_read: false,
    });
    expect(list).toEqual([entry('目的', true), entry('KGI', true), entry('KGI', false), entry('目的', false)]);
    const ids = list.map((n) => n.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(new Date(list[0]?.created_at ?? '').getTime()).not.toBeNaN();
    // Other projects are not affected, and the member who saved is not told of it.
    expect(await notifications(await newProject(ctx))).toEqual([]);
    expect(await notifications(projectId, ctx.tokens.member)).toEqual([]);
  });

  it('records the client user who saved for staff, and lets the client read what staff saved', async () => {
    const projectId = await newProject(ctx);
    await post(ctx, 'update_client_edit', { project_id: projectId, client_can_edit: true });
    await saveKgi({ projectId, purpose: 'クライアントの目的', user_id: ctx.world.users.admin.id }, ctx.tokens.client);
    await saveKgi({ projectId, kgi: 'スタッフのKGI' });
    expect((await notifications(projectId, ctx.tokens.client)).map((n) => [n.user_name, n.action_target])).toEqual([
      ['t-member さん', 'KGI'],
    ]);
    const list = (await notifications(projectId, ctx.tokens.manager)).slice(1);
    expect(list).toEqual([
      expect.objectContaining({
        user_id: ctx.world.users.client.id,
        user_name: 't-client さん',
        action_target: '目的',
        is_rev: false,
      }),
    ]);
  });

  it('records nothing for a project whose kgi notifications are turned off, and records again once on', async () => {
    const projectId = await newProject(ctx);
    const otherId = await newProject(ctx);
    expect((await settingFor(projectId, false)).statusCode).toBe(200);
    await saveKgi({ projectId, purpose: '通知しない目的' });
    await saveKgi({ projectId: otherId, purpose: '通知する目的' });
    expect(await notifications(projectId)).toEqual([]);
    expect((await notifications(otherId)).map((n) => n.action_target)).toEqual(['目的']);
    // The KGI itself is still saved.
    const kgi = await call(ctx.t.app, 'GET', `/api/v1/managements/get_kgi?project_id=${projectId}`, {
      token: ctx.tokens.member,
    });
    expect(kgi.json()).toMatchObject({ purpose: '通知しない目的' });

    expect((await settingFor(projectId, null)).statusCode).toBe(200);
    await saveKgi({ projectId, purpose: '通知する目的' });
    expect(await notifications(projectId)).toEqual([
      expect.objectContaining({ action_target: '目的', is_rev: true, user_id: ctx.world.users.member.id }),
    ]);
  });

  it('follows the global setting when the project has none', async () => {
    const projectId = await newProject(ctx);
    expect((await settingFor(null, false)).statusCode).toBe(200);
    try {
      await saveKgi({ projectId, kgi: 'KGI' });
      expect(await notifications(projectId)).toEqual([]);
    } finally {
      expect((await settingFor(null, true)).statusCode).toBe(200);
    }
    await saveKgi({ projectId, kgi: 'KGI' });
    expect((await notifications(projectId)).map((n) => [n.action_target, n.is_rev])).toEqual([['KGI', true]]);
  });

  it('shows a deleted author as "name（削除済み）"', async () => {
    const projectId = await newProject(ctx);
    const account = unique('t-leaver-');
    const leaverId = await insertUser(ctx.t.db, {
      companyId: ctx.world.operatorCompanyId,
      account,
      name: '退職 太郎',
      password: TEST_PASSWORD,
      role: ROLE_GENERAL,
      roleNum: ROLE_GENERAL,
    });
    await saveKgi({ projectId, purpose: '目的' }, await signIn(ctx.t.app, account));
    expect((await notifications(projectId))[0]).toMatchObject({ user_id: leaverId, user_name: '退職 太郎' });

    const deleted = await call(ctx.t.app, 'POST', '/api/v1/users/delete', {
      token: ctx.tokens.admin,
      payload: { user_id: leaverId },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await notifications(projectId)).toEqual([
      expect.objectContaining({ user_id: leaverId, user_name: '退職 太郎（削除済み）', action_target: '目的' }),
    ]);
  });

  it("answers 404 for another company's project to a client user, and 400 for project_id 'x'", async () => {
    const otherId = await newOtherProject(ctx);
    await saveKgi({ projectId: otherId, purpose: '別会社の目的' });
    const response = await call(ctx.t.app, 'GET', `/api/v1/notifications?project_id=${otherId}`, {
      token: ctx.tokens.client,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('別会社');
    expectBadInput(
      await call(ctx.t.app, 'GET', '/api/v1/notifications?project_id=x', { token: ctx.tokens.member }),
      'project_id',
    );
  });

  it('keeps a manager and a client of the project apart in the list', async () => {
    const projectId = await newProject(ctx);
    await post(ctx, 'update_client_edit', { project_id: projectId, client_can_edit: true });
    await saveKgi({ projectId, purpose: '一' }, ctx.tokens.manager);
    await saveKgi({ projectId, purpose: '二' }, ctx.tokens.client);
    expect((await notifications(projectId)).map((n) => [n.user_name, n.is_rev])).toEqual([
      ['t-client さん', true],
      ['t-manager さん', false],
    ]);
  });
});
