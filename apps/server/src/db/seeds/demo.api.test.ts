import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('loads into an empty database once, and never twice', async () => {
    expect(await seedDemoIfEmpty(t.db)).toBe(true);
    const before = await t.db.selectFrom('users').select('id').execute();
    expect(await seedDemoIfEmpty(t.db)).toBe(false);
    const after = await t.db.selectFrom('users').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it.each([
    ['admin', 0, 0, ['staff', 'admin']],
    ['manager', 1, 1, ['staff', 'manager']],
    ['member', 2, 2, ['staff', 'general']],
    ['client', 2, 20, ['client', 'general']],
    ['client2', 2, 20, ['client', 'general']],
  ])('%s signs in with the README password as role %i, role_num %i', async (account, role, roleNum, scope) => {
    const token = await signIn(t.app, account, DEMO_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.json()).toMatchObject({ user: { account, role, role_num: roleNum, scope } });
  });

  it('gives the two client users different companies, each with a project', async () => {
    const projectsOf = async (account: string) => {
      const token = await signIn(t.app, account, DEMO_PASSWORD);
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: bearer(token) });
      return response.json<{ projects: { company_id: number; project_name: string }[] }>().projects;
    };
    const first = await projectsOf('client');
    const second = await projectsOf('client2');
    expect(first.map((p) => p.project_name)).toEqual(['ECサイト改善プロジェクト', '会員登録導線改善']);
    expect(second.map((p) => p.project_name)).toEqual(['コーポレートサイトリニューアル']);
    expect(first[0]?.company_id).not.toBe(second[0]?.company_id);
  });
});
