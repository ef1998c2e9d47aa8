import { adminMessages, CLIENT_ROLE_NUM, ROLE_GENERAL, type Company } from '@kaizen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertProject, insertUser } from '../../db/seeds/records.js';
import type { Database } from '../../db/types.js';
import { call, fieldsOf, snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import { seedWorld, signIn, TEST_PASSWORD, type World } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let world: World;
let tokens: Record<'admin' | 'member', string>;

const companyTables: (keyof Database)[] = ['companies', 'projects', 'users'];

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
  tokens = {
    admin: await signIn(t.app, world.users.admin.account),
    member: await signIn(t.app, world.users.member.account),
  };
});
afterAll(() => t.close());

function post(url: string, payload: unknown, token = tokens.admin) {
  return call(t.app, 'POST', `/api/v1/companies/${url}`, { token, payload });
}

async function companies(token = tokens.admin): Promise<Company[]> {
  const response = await call(t.app, 'GET', '/api/v1/companies', { token });
  expect(response.statusCode).toBe(200);
  return response.json<{ companies: Company[] }>().companies;
}

let sequence = 0;
function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}`;
}

describe('GET /api/v1/companies', () => {
  it('lists live companies with is_operator and live project and user counts', async () => {
    // Deleted projects, users and companies count for nothing.
    const deletedProject = await insertProject(t.db, world.clientCompanyId, '削除済み');
    await t.db.updateTable('projects').set({ is_deleted: 1 }).where('id', '=', deletedProject).execute();
    const deletedUser = await insertUser(t.db, {
      companyId: world.clientCompanyId,
      account: 'deleted-client',
      name: '削除済み',
      password: TEST_PASSWORD,
      role: ROLE_GENERAL,
      roleNum: CLIENT_ROLE_NUM,
    });
    await t.db.updateTable('users').set({ is_deleted: 1 }).where('id', '=', deletedUser).execute();
    const deletedCompany = await insertCompany(t.db, '削除済みの会社');
    await t.db.updateTable('companies').set({ is_deleted: 1 }).where('id', '=', deletedCompany).execute();
    // A second live project of the other company.
    await insertProject(t.db, world.otherCompanyId, '二つ目のプロジェクト');

    const response = await call(t.app, 'GET', '/api/v1/companies', { token: tokens.member });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      companies: [
        { id: world.operatorCompanyId, company_name: '運営会社', is_operator: true, project_count: 0, user_count: 3 },
        {
          id: world.clientCompanyId,
          company_name: 'クライアント株式会社',
          is_operator: false,
          project_count: 1,
          user_count: 1,
        },
        {
          id: world.otherCompanyId,
          company_name: '別会社株式会社',
          is_operator: false,
          project_count: 2,
          user_count: 1,
        },
      ],
    });
  });
});

describe('POST /api/v1/companies/create', () => {
  it('creates an empty client company (name trimmed) that then appears in the list', async () => {
    const response = await post('create', { company_name: '  新規クライアント株式会社  ' }, tokens.member);
    expect(response.statusCode).toBe(200);
    const { company } = response.json<{ company: Company }>();
    expect(company).toEqual({
      id: company.id,
      company_name: '新規クライアント株式会社',
      is_operator: false,
      project_count: 0,
      user_count: 0,
    });
    expect(company.id).toBeGreaterThan(world.otherCompanyId);
    expect(await companies()).toContainEqual(company);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const name = '社'.repeat(100);
    const response = await post('create', { company_name: name });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ company: Company }>().company.company_name).toBe(name);
  });

  it.each<[string, unknown]>([
    ['an empty company_name', { company_name: '' }],
    ['a whitespace company_name', { company_name: ' \u3000 ' }],
    ['a company_name of 101 characters', { company_name: '社'.repeat(101) }],
    ['a missing company_name', {}],
    ['a company_name that is not text', { company_name: 42 }],
  ])('refuses %s with 400 naming company_name, saving nothing', async (_label, payload) => {
    const before = await snapshot(t.db, companyTables);
    const response = await post('create', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error.code).toBe('bad_input');
    expect(fieldsOf(response)).toEqual(['company_name']);
    expect(await snapshot(t.db, companyTables)).toEqual(before);
  });
});

describe('POST /api/v1/companies/update', () => {
  it('renames a company (name trimmed) and returns it with its counts', async () => {
    const id = await insertCompany(t.db, uniqueName('改名前の会社'));
    const projectId = await insertProject(t.db, id, '改名会社のプロジェクト');
    const response = await post('update', { id, company_name: ' 改名後ホールディングス ' }, tokens.member);
    expect(response.statusCode).toBe(200);
    const expected = {
      id,
      company_name: '改名後ホールディングス',
      is_operator: false,
      project_count: 1,
      user_count: 0,
    };
    expect(response.json()).toEqual({ company: expected });
    expect(await companies()).toContainEqual(expected);
    // Its projects show the new company name.
    const project = await call(t.app, 'POST', '/api/v1/projects/get_project', {
      token: tokens.admin,
      payload: { projectId },
    });
    expect(project.json()).toEqual({
      project: {
        id: projectId,
        project_name: '改名会社のプロジェクト',
        company_id: id,
        company_name: '改名後ホールディングス',
      },
    });
  });

  it('renames the operator company, which stays the operator', async () => {
    const id = world.operatorCompanyId;
    const response = await post('update', { id, company_name: '運営会社' }, tokens.member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      company: { id, company_name: '運営会社', is_operator: true, project_count: 0, user_count: 3 },
    });
  });

  it.each<[string, unknown, string]>([
    ['an empty company_name', { company_name: '' }, 'company_name'],
    ['a whitespace company_name', { company_name: '   ' }, 'company_name'],
    ['a company_name of 101 characters', { company_name: 'a'.repeat(101) }, 'company_name'],
    ["id 'x'", { id: 'x' }, 'id'],
    ['id 0', { id: 0 }, 'id'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, overrides, field) => {
    const before = await snapshot(t.db, companyTables);
    const response = await post('update', {
      id: world.clientCompanyId,
      company_name: '変えてはいけない',
      ...(overrides as object),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error.code).toBe('bad_input');
    expect(fieldsOf(response)).toEqual([field]);
    expect(await snapshot(t.db, companyTables)).toEqual(before);
  });

  it('answers 404 for an unknown or deleted company', async () => {
    const deleted = await insertCompany(t.db, uniqueName('消える会社'));
    expect((await post('delete', { id: deleted })).statusCode).toBe(200);
    const before = await snapshot(t.db, companyTables);
    for (const id of [999_999, deleted]) {
      const response = await post('update', { id, company_name: '復活' });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorResponse>().error.code).toBe('not_found');
    }
    expect(await snapshot(t.db, companyTables)).toEqual(before);
  });
});

describe('POST /api/v1/companies/delete', () => {
  it('deletes an empty client company, which then leaves the list', async () => {
    const created = await post('create', { company_name: uniqueName('空の会社') });
    const { company } = created.json<{ company: Company }>();
    const response = await post('delete', { id: company.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await companies()).map((c) => c.id)).not.toContain(company.id);
    // A second delete finds nothing.
    expect((await post('delete', { id: company.id })).statusCode).toBe(404);
  });

  it('deletes a client company whose projects are all deleted', async () => {
    const id = await insertCompany(t.db, uniqueName('元プロジェクトあり'));
    const projectId = await insertProject(t.db, id, '終わったプロジェクト');
    expect(
      (await call(t.app, 'POST', '/api/v1/projects/delete', { token: tokens.admin, payload: { id: projectId } }))
        .statusCode,
    ).toBe(200);
    expect((await post('delete', { id })).statusCode).toBe(200);
    expect((await companies()).map((c) => c.id)).not.toContain(id);
  });

  it('refuses the operator company with 409', async () => {
    const before = await snapshot(t.db, companyTables);
    const response = await post('delete', { id: world.operatorCompanyId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: adminMessages.operatorCompanyFixed } });
    expect(await snapshot(t.db, companyTables)).toEqual(before);
  });

  it('refuses a company with projects with 409', async () => {
    const before = await snapshot(t.db, companyTables);
    const response = await post('delete', { id: world.clientCompanyId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: adminMessages.companyHasProjects } });
    expect(await snapshot(t.db, companyTables)).toEqual(before);
  });

  it('refuses a company with users but no projects with 409', async () => {
    const id = await insertCompany(t.db, uniqueName('ユーザーだけの会社'));
    await insertUser(t.db, {
      companyId: id,
      account: uniqueName('only-user-'),
      name: '所属 ユーザー',
      password: TEST_PASSWORD,
      role: ROLE_GENERAL,
      roleNum: CLIENT_ROLE_NUM,
    });
    const before = await snapshot(t.db, companyTables);
    const response = await post('delete', { id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: adminMessages.companyHasProjects } });
    expect(await snapshot(t.db, companyTables)).toEqual(before);
    expect((await companies()).map((c) => c.id)).toContain(id);
  });

  it.each<[string, unknown]>([
    ["id 'x'", { id: 'x' }],
    ['a missing id', {}],
    ['id -1', { id: -1 }],
  ])('refuses %s with 400 naming id', async (_label, payload) => {
    const before = await snapshot(t.db, companyTables);
    const response = await post('delete', payload);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['id']);
    expect(await snapshot(t.db, companyTables)).toEqual(before);
  });

  it('answers 404 for an unknown company', async () => {
    const response = await post('delete', { id: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().error.code).toBe('not_found');
  });
});
