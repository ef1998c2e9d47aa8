import { adminMessages, ROLE_GENERAL, type Project, type ProjectListEntry } from '@kaizen/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCompany, insertProject, insertUser } from '../../db/seeds/records.js';
import * as m0001 from '../../db/migrations/0001_foundation.js';
import * as m0002 from '../../db/migrations/0002_admin.js';
import * as m0003 from '../../db/migrations/0003_favorite_order.js';
import type { Database } from '../../db/types.js';
import { call, fieldsOf, snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import { seedWorld, signIn, signInAll, TEST_PASSWORD, type RoleName, type World } from '../../../test/factories.js';
import { buildTestApp, createTestDb, type TestApp } from '../../../test/test-app.js';
import { setFavorite } from './projects.repository.js';

let t: TestApp;
let world: World;
let tokens: Record<RoleName, string>;

const projectTables: (keyof Database)[] = ['companies', 'projects', 'user_favorites'];

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
  tokens = await signInAll(t.app, world);
});
afterAll(() => t.close());

function post(url: string, payload: unknown, token = tokens.admin) {
  return call(t.app, 'POST', `/api/v1/projects/${url}`, { token, payload });
}

async function projectList(token: string): Promise<ProjectListEntry[]> {
  const response = await call(t.app, 'GET', '/api/v1/projects', { token });
  expect(response.statusCode).toBe(200);
  return response.json<{ projects: ProjectListEntry[] }>().projects;
}

async function favorites(token: string): Promise<Project[]> {
  const response = await call(t.app, 'GET', '/api/v1/projects/get_favorite', { token });
  expect(response.statusCode).toBe(200);
  return response.json<{ projects: Project[] }>().projects;
}

function star(projectId: number, isFavorite: boolean, token: string) {
  return post('update_favorite', { projectId, is_favorite: isFavorite }, token);
}

let sequence = 0;
/** A new project of the client's company, as the API shows it. */
async function clientProject(name = '追加プロジェクト'): Promise<Project> {
  sequence += 1;
  const projectName = `${name}${sequence}`;
  const id = await insertProject(t.db, world.clientCompanyId, projectName);
  return { id, project_name: projectName, company_id: world.clientCompanyId, company_name: 'クライアント株式会社' };
}

/** A staff member with no stars yet. */
async function freshStaff() {
  sequence += 1;
  const account = `star-user-${sequence}`;
  const id = await insertUser(t.db, {
    companyId: world.operatorCompanyId,
    account,
    name: 'スター 担当',
    password: TEST_PASSWORD,
    role: ROLE_GENERAL,
    roleNum: ROLE_GENERAL,
  });
  return { id, account };
}

function expectBadInput(response: Awaited<ReturnType<typeof post>>, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorResponse>().error.code).toBe('bad_input');
  expect(fieldsOf(response)).toEqual([field]);
}

describe('POST /api/v1/projects/create', () => {
  it('creates a project in a client company (name trimmed), seen by staff and that company’s clients only', async () => {
    const response = await post(
      'create',
      { company_id: world.clientCompanyId, project_name: '  新しい改善プロジェクト  ' },
      tokens.member,
    );
    expect(response.statusCode).toBe(200);
    const { project } = response.json<{ project: Project }>();
    const expected: Project = {
      id: project.id,
      project_name: '新しい改善プロジェクト',
      company_id: world.clientCompanyId,
      company_name: 'クライアント株式会社',
    };
    expect(project).toEqual(expected);

    const staffRow = (await projectList(tokens.admin)).find((row) => row.id === project.id);
    expect(staffRow).toMatchObject({ ...expected, editable: true, is_favorite: false });
    const clientRow = (await projectList(tokens.client)).find((row) => row.id === project.id);
    expect(clientRow).toMatchObject({ ...expected, editable: false, is_favorite: false });
    expect((await projectList(tokens.otherClient)).map((row) => row.id)).not.toContain(project.id);

    const fetched = await post('get_project', { projectId: project.id }, tokens.client);
    expect(fetched.json()).toEqual({ project: expected });
  });

  it('refuses the operator company with 400 on company_id, saving nothing', async () => {
    const before = await snapshot(t.db, projectTables);
    const response = await post('create', { company_id: world.operatorCompanyId, project_name: '社内プロジェクト' });
    expectBadInput(response, 'company_id');
    expect(response.json<ErrorResponse>().error.fields).toEqual([
      { field: 'company_id', message: adminMessages.clientCompanyRequired },
    ]);
    expect(await snapshot(t.db, projectTables)).toEqual(before);
  });

  it('refuses an unknown or deleted company with 400 on company_id, saving nothing', async () => {
    const deleted = await insertCompany(t.db, '消えた会社');
    await t.db.updateTable('companies').set({ is_deleted: 1 }).where('id', '=', deleted).execute();
    const before = await snapshot(t.db, projectTables);
    for (const companyId of [999_999, deleted]) {
      const response = await post('create', { company_id: companyId, project_name: '行き場のないプロジェクト' });
      expectBadInput(response, 'company_id');
      expect(response.json<ErrorResponse>().error.fields).toEqual([
        { field: 'company_id', message: adminMessages.unknownCompany },
      ]);
    }
    expect(await snapshot(t.db, projectTables)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty project_name', { project_name: '' }, 'project_name'],
    ['a whitespace project_name', { project_name: '   ' }, 'project_name'],
    ['a project_name of 101 characters', { project_name: 'p'.repeat(101) }, 'project_name'],
    ["company_id 'x'", { company_id: 'x' }, 'company_id'],
    ['a missing company_id', { company_id: undefined }, 'company_id'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, overrides, field) => {
    const before = await snapshot(t.db, projectTables);
    const response = await post('create', { company_id: world.clientCompanyId, project_name: '名前', ...overrides });
    expectBadInput(response, field);
    expect(await snapshot(t.db, projectTables)).toEqual(before);
  });
});

describe('POST /api/v1/projects/update', () => {
  it('renames a project (name trimmed) and the lists follow', async () => {
    const project = await clientProject('改名前');
    const response = await post('update', { id: project.id, project_name: ' 改名後のプロジェクト ' }, tokens.member);
    expect(response.statusCode).toBe(200);
    const expected = { ...project, project_name: '改名後のプロジェクト' };
    expect(response.json()).toEqual({ project: expected });
    expect((await projectList(tokens.client)).find((row) => row.id === project.id)).toMatchObject(expected);
  });

  it('refuses a client user with 403, even for its own company’s project', async () => {
    const project = await clientProject();
    const before = await snapshot(t.db, projectTables);
    const response = await post('update', { id: project.id, project_name: '勝手に改名' }, tokens.client);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorResponse>().error.code).toBe('forbidden');
    expect(await snapshot(t.db, projectTables)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty project_name', { project_name: '' }, 'project_name'],
    ['a whitespace project_name', { project_name: ' \u3000 ' }, 'project_name'],
    ['a project_name of 101 characters', { project_name: 'p'.repeat(101) }, 'project_name'],
    ["id 'x'", { id: 'x' }, 'id'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, overrides, field) => {
    const project = await clientProject();
    const before = await snapshot(t.db, projectTables);
    const response = await post('update', { id: project.id, project_name: '名前', ...overrides });
    expectBadInput(response, field);
    expect(await snapshot(t.db, projectTables)).toEqual(before);
  });

  it('answers 404 for an unknown or deleted project', async () => {
    const project = await clientProject();
    await t.db.updateTable('projects').set({ is_deleted: 1 }).where('id', '=', project.id).execute();
    const before = await snapshot(t.db, projectTables);
    for (const id of [999_999, project.id]) {
      const response = await post('update', { id, project_name: '復活' });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorResponse>().error.code).toBe('not_found');
    }
    expect(await snapshot(t.db, projectTables)).toEqual(before);
  });
});

describe('POST /api/v1/projects/delete', () => {
  it('deletes a project: get_project answers 404, and it leaves every list and favourites', async () => {
    const project = await clientProject('削除予定');
    expect((await star(project.id, true, tokens.client)).statusCode).toBe(200);
    expect((await star(project.id, true, tokens.manager)).statusCode).toBe(200);
    expect((await favorites(tokens.client)).map((p) => p.id)).toContain(project.id);

    const response = await post('delete', { id: project.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    for (const role of ['admin', 'client'] as const) {
      const fetched = await post('get_project', { projectId: project.id }, tokens[role]);
      expect(fetched.statusCode).toBe(404);
      expect((await projectList(tokens[role])).map((row) => row.id)).not.toContain(project.id);
    }
    expect((await favorites(tokens.client)).map((p) => p.id)).not.toContain(project.id);
    expect((await favorites(tokens.manager)).map((p) => p.id)).not.toContain(project.id);
    // Starring it now finds nothing.
    expect((await star(project.id, true, tokens.manager)).statusCode).toBe(404);
    // A second delete finds nothing either.
    expect((await post('delete', { id: project.id })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown project and 400 for an id that is not a number', async () => {
    const before = await snapshot(t.db, projectTables);
    const unknown = await post('delete', { id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expectBadInput(await post('delete', { id: 'x' }), 'id');
    expect(await snapshot(t.db, projectTables)).toEqual(before);
  });
});

describe('favourites', () => {
  it('stars and unstars idempotently', async () => {
    const project = await clientProject('お気に入り');
    const rows = () =>
      t.db
        .selectFrom('user_favorites')
        .select('project_id')
        .where('user_id', '=', world.users.member.id)
        .where('project_id', '=', project.id)
        .execute();

    for (let i = 0; i < 2; i += 1) {
      const response = await star(project.id, true, tokens.member);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ projectId: project.id, is_favorite: true });
      expect(await rows()).toHaveLength(1);
    }
    expect((await favorites(tokens.member)).filter((p) => p.id === project.id)).toEqual([project]);

    for (let i = 0; i < 2; i += 1) {
      const response = await star(project.id, false, tokens.member);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ projectId: project.id, is_favorite: false });
      expect(await rows()).toHaveLength(0);
    }
    expect((await favorites(tokens.member)).map((p) => p.id)).not.toContain(project.id);
  });

  it('lists exactly the starred projects in star order, and the list’s is_favorite follows', async () => {
    const token = tokens.manager;
    const first = await clientProject();
    const second = await clientProject();
    const third = await clientProject();
    const other: Project = {
      id: world.otherProjectId,
      project_name: '別会社のプロジェクト',
      company_id: world.otherCompanyId,
      company_name: '別会社株式会社',
    };
    // Starred newest project first, so star order differs from id order.
    for (const project of [third, other, first]) {
      expect((await star(project.id, true, token)).statusCode).toBe(200);
    }
    expect(await favorites(token)).toEqual([third, other, first]);

    const flags = (await projectList(token)).filter((row) => row.is_favorite).map((row) => row.id);
    expect(flags.sort((a, b) => a - b)).toEqual([first.id, third.id, other.id].sort((a, b) => a - b));
    expect((await projectList(token)).find((row) => row.id === second.id)?.is_favorite).toBe(false);

    // Unstarring and starring again moves a project to the end.
    await star(third.id, false, token);
    expect(await favorites(token)).toEqual([other, first]);
    await star(third.id, true, token);
    expect(await favorites(token)).toEqual([other, first, third]);
    expect((await projectList(token)).find((row) => row.id === third.id)?.is_favorite).toBe(true);
  });

  it('keeps star order when the stars land in the same millisecond', async () => {
    const user = await freshStaff();
    const token = await signIn(t.app, user.account);
    const [a, b, c, d] = [await clientProject(), await clientProject(), await clientProject(), await clientProject()];
    // Starred out of id order, all within one frozen millisecond.
    const order = [c, a, d, b];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date());
      for (const project of order) expect((await star(project.id, true, token)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    const stamps = await t.db
      .selectFrom('user_favorites')
      .select('created_at')
      .where('user_id', '=', user.id)
      .execute();
    expect(new Set(stamps.map((row) => row.created_at)).size).toBe(1);
    expect(await favorites(token)).toEqual(order);
  });

  it('keeps favourites per user', async () => {
    const project = await clientProject('個人のお気に入り');
    expect((await star(project.id, true, tokens.admin)).statusCode).toBe(200);
    expect((await favorites(tokens.admin)).map((p) => p.id)).toContain(project.id);

    expect((await favorites(tokens.member)).map((p) => p.id)).not.toContain(project.id);
    expect((await favorites(tokens.client)).map((p) => p.id)).not.toContain(project.id);
    expect((await projectList(tokens.member)).find((row) => row.id === project.id)?.is_favorite).toBe(false);
    expect((await projectList(tokens.client)).find((row) => row.id === project.id)?.is_favorite).toBe(false);
    expect((await projectList(tokens.admin)).find((row) => row.id === project.id)?.is_favorite).toBe(true);
  });

  it('lets a client user star its own company’s project but not another company’s (404)', async () => {
    const own = await clientProject('クライアントのお気に入り');
    expect((await star(own.id, true, tokens.client)).statusCode).toBe(200);

    const before = await snapshot(t.db, projectTables);
    const foreign = await star(world.otherProjectId, true, tokens.client);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorResponse>().error.code).toBe('not_found');
    expect(await snapshot(t.db, projectTables)).toEqual(before);

    const listed = await favorites(tokens.client);
    expect(listed).toContainEqual(own);
    expect(listed.every((p) => p.company_id === world.clientCompanyId)).toBe(true);
  });

  it('answers 404 for an unknown project, saving nothing', async () => {
    const before = await snapshot(t.db, projectTables);
    const response = await star(999_999, true, tokens.admin);
    expect(response.statusCode).toBe(404);
    expect(await snapshot(t.db, projectTables)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["projectId 'x'", { projectId: 'x', is_favorite: true }, 'projectId'],
    ['a missing is_favorite', { projectId: 1 }, 'is_favorite'],
    ["is_favorite 'yes'", { projectId: 1, is_favorite: 'yes' }, 'is_favorite'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const before = await snapshot(t.db, projectTables);
    expectBadInput(await post('update_favorite', payload, tokens.admin), field);
    expect(await snapshot(t.db, projectTables)).toEqual(before);
  });
});

describe('migration 0003_favorite_order', () => {
  it('numbers the stars a database already holds per user, by star time and then project id', async () => {
    const { handle, drop } = await createTestDb();
    try {
      const schemaDb = handle.db as unknown as Kysely<unknown>;
      await m0001.up(schemaDb);
      await m0002.up(schemaDb);
      const db = handle.db;
      const companyId = await insertCompany(db, '移行前の会社');
      const p1 = await insertProject(db, companyId, 'P1');
      const p2 = await insertProject(db, companyId, 'P2');
      const p3 = await insertProject(db, companyId, 'P3');
      const user = (account: string) =>
        insertUser(db, { companyId, account, name: account, password: TEST_PASSWORD, role: 2, roleNum: 2 });
      const alice = await user('alice');
      const bob = await user('bob');
      const early = '2026-02-01T00:00:00.000Z';
      const late = '2026-02-01T00:00:00.001Z';
      await db
        .insertInto('user_favorites')
        .values([
          { user_id: alice, project_id: p1, created_at: late },
          { user_id: alice, project_id: p3, created_at: early },
          { user_id: alice, project_id: p2, created_at: early },
          { user_id: bob, project_id: p1, created_at: early },
        ])
        .execute();

      await m0003.up(schemaDb);

      const rows = await db
        .selectFrom('user_favorites')
        .select(['user_id', 'project_id', 'seq'])
        .orderBy('user_id')
        .orderBy('seq')
        .execute();
      expect(rows).toEqual([
        { user_id: alice, project_id: p2, seq: 1 },
        { user_id: alice, project_id: p3, seq: 2 },
        { user_id: alice, project_id: p1, seq: 3 },
        { user_id: bob, project_id: p1, seq: 1 },
      ]);
      // The next star of a user goes after its backfilled ones. (Read user_favorites itself: later
      // migrations change other tables that the app's project queries read.)
      await setFavorite(db, bob, p3, true);
      const order = async (userId: number) =>
        (
          await db
            .selectFrom('user_favorites')
            .select('project_id')
            .where('user_id', '=', userId)
            .orderBy('seq')
            .execute()
        ).map((r) => r.project_id);
      expect(await order(bob)).toEqual([p1, p3]);
      expect(await order(alice)).toEqual([p2, p3, p1]);
    } finally {
      await handle.destroy();
      await drop();
    }
  });
});
