import { authMessages, type Project } from '@kaizen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../db/seeds/records.js';
import { bearer, seedWorld, signInAll, type RoleName, type World } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { newToken } from '../auth/tokens.js';

let t: TestApp;
let world: World;
let tokens: Record<RoleName, string>;

/** Every live project, as the API shows it, keyed by a name the tests use. */
let projects: {
  operator: Project;
  client: Project;
  clientSecond: Project;
  other: Project;
};
let deletedProjectId: number;

const staffRoles = ['admin', 'manager', 'member'] as const;

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
  const operatorProjectId = await insertProject(t.db, world.operatorCompanyId, '社内改善プロジェクト');
  const clientSecondId = await insertProject(t.db, world.clientCompanyId, '会員登録導線改善');
  deletedProjectId = await insertProject(t.db, world.clientCompanyId, '削除済みプロジェクト');
  await t.db.updateTable('projects').set({ is_deleted: 1 }).where('id', '=', deletedProjectId).execute();

  projects = {
    operator: {
      id: operatorProjectId,
      project_name: '社内改善プロジェクト',
      company_id: world.operatorCompanyId,
      company_name: '運営会社',
    },
    client: {
      id: world.projectId,
      project_name: '改善プロジェクト',
      company_id: world.clientCompanyId,
      company_name: 'クライアント株式会社',
    },
    clientSecond: {
      id: clientSecondId,
      project_name: '会員登録導線改善',
      company_id: world.clientCompanyId,
      company_name: 'クライアント株式会社',
    },
    other: {
      id: world.otherProjectId,
      project_name: '別会社のプロジェクト',
      company_id: world.otherCompanyId,
      company_name: '別会社株式会社',
    },
  };
  tokens = await signInAll(t.app, world);
});
afterAll(() => t.close());

function list(token?: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: token ? bearer(token) : {} });
}

function getProject(payload: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/projects/get_project',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

interface ErrorResponse {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
}

describe('signed out', () => {
  it.each([
    ['no token', undefined],
    ['an unknown token', newToken()],
  ])('GET /api/v1/projects answers 401 with %s', async (_label, token) => {
    const response = await list(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthenticated', message: authMessages.signInRequired } });
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', newToken()],
  ])('POST /api/v1/projects/get_project answers 401 with %s, before looking at the body', async (_label, token) => {
    const existing = await getProject({ projectId: world.projectId }, token);
    expect(existing.statusCode).toBe(401);
    expect(existing.json()).toEqual({ error: { code: 'unauthenticated', message: authMessages.signInRequired } });
    const invalid = await getProject({ projectId: 'abc' }, token);
    expect(invalid.statusCode).toBe(401);
  });
});

describe('GET /api/v1/projects', () => {
  /** The list rows: numbered from 1, editable for staff only, none starred yet. */
  function rows(list: Project[], editable: boolean) {
    return list.map((project, i) => ({ ...project, index: i + 1, editable, is_favorite: false }));
  }

  it.each(staffRoles)('shows %s every live project of every company', async (role) => {
    const response = await list(tokens[role]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      projects: rows([projects.operator, projects.client, projects.clientSecond, projects.other], true),
    });
  });

  it('shows a client user only its own company’s projects', async () => {
    const response = await list(tokens.client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ projects: rows([projects.client, projects.clientSecond], false) });
  });

  it('shows the other client user only its own company’s project', async () => {
    const response = await list(tokens.otherClient);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ projects: rows([projects.other], false) });
  });

  it('leaves out deleted projects for staff and clients alike', async () => {
    for (const token of [tokens.admin, tokens.client]) {
      const ids = (await list(token)).json<{ projects: Project[] }>().projects.map((project) => project.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(deletedProjectId);
    }
  });
});

describe('POST /api/v1/projects/get_project', () => {
  it.each(staffRoles)('gives %s a project of any company', async (role) => {
    for (const project of [projects.client, projects.other, projects.operator]) {
      const response = await getProject({ projectId: project.id }, tokens[role]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ project });
    }
  });

  it('gives a client user its own company’s projects', async () => {
    for (const project of [projects.client, projects.clientSecond]) {
      const response = await getProject({ projectId: project.id }, tokens.client);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ project });
    }
  });

  it('accepts the id as digits in text', async () => {
    const response = await getProject({ projectId: String(world.projectId) }, tokens.client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ project: projects.client });
  });

  it('answers a client asking for another company’s project with 404, exactly as for a missing one', async () => {
    const foreign = await getProject({ projectId: world.otherProjectId }, tokens.client);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorResponse>().error.code).toBe('not_found');

    const missing = await getProject({ projectId: 999_999 }, tokens.client);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());

    const reverse = await getProject({ projectId: world.projectId }, tokens.otherClient);
    expect(reverse.statusCode).toBe(404);
    expect(reverse.json()).toEqual(missing.json());
  });

  it('answers 404 for an operator-company project asked for by a client', async () => {
    const response = await getProject({ projectId: projects.operator.id }, tokens.client);
    expect(response.statusCode).toBe(404);
  });

  it.each([...staffRoles, 'client'] as const)('answers %s 404 for an id that does not exist', async (role) => {
    const response = await getProject({ projectId: 999_999 }, tokens[role]);
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().error.code).toBe('not_found');
  });

  it.each(['admin', 'client'] as const)('answers %s 404 for a deleted project', async (role) => {
    const response = await getProject({ projectId: deletedProjectId }, tokens[role]);
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().error.code).toBe('not_found');
  });

  it.each([
    ['projectId missing', {}],
    ['projectId 0', { projectId: 0 }],
    ['projectId -1', { projectId: -1 }],
    ["projectId 'abc'", { projectId: 'abc' }],
    ['projectId 1.5', { projectId: 1.5 }],
    ['projectId null', { projectId: null }],
    ['projectId true', { projectId: true }],
  ])('refuses %s with 400 naming projectId', async (_label, payload) => {
    const response = await getProject(payload, tokens.admin);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorResponse>();
    expect(body.error.code).toBe('bad_input');
    expect(body.error.fields?.map((field) => field.field)).toContain('projectId');
  });
});
