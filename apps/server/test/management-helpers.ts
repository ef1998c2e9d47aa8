import type { ManagementTree, NodeKind, SavedNode } from '@kaizen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { insertProject } from '../src/db/seeds/records.js';
import type { Database } from '../src/db/types.js';
import { nodeTables } from '../src/db/node-tables.js';
import { call, fieldsOf, type ErrorResponse } from './api-helpers.js';
import { seedWorld, signInAll, type RoleName, type World } from './factories.js';
import { buildTestApp, type TestApp } from './test-app.js';

export type Response = Awaited<ReturnType<typeof call>>;

/** Every table of the improvement tree (and what create_kgi writes): for before/after snapshots. */
export const treeTables: (keyof Database)[] = [
  'kgis',
  'kpis',
  'tasks',
  'factors',
  'hypotheses',
  'measures',
  'works',
  'notifications',
];

export interface ManagementContext {
  t: TestApp;
  world: World;
  tokens: Record<RoleName, string>;
}

/**
 * One app on a fresh database for the test file, the people of the world signed in. Call at the top
 * of a test file; the returned object is filled in before the first test runs.
 */
export function useManagementApp(): ManagementContext {
  const ctx = {} as ManagementContext;
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    ctx.world = await seedWorld(ctx.t.db);
    ctx.tokens = await signInAll(ctx.t.app, ctx.world);
  });
  afterAll(() => ctx.t.close());
  return ctx;
}

let sequence = 0;
/** A name no other call of this file uses. */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}`;
}

/** A fresh project of the client's company, so each test starts from an empty tree. */
export function newProject(ctx: ManagementContext, name = unique('改善')): Promise<number> {
  return insertProject(ctx.t.db, ctx.world.clientCompanyId, name);
}

/** A fresh project of the other client company. */
export function newOtherProject(ctx: ManagementContext, name = unique('別会社')): Promise<number> {
  return insertProject(ctx.t.db, ctx.world.otherCompanyId, name);
}

/** POST /api/v1/managements/{path} (staff member unless a token is given). */
export function post(ctx: ManagementContext, path: string, payload: unknown, token = ctx.tokens.member) {
  return call(ctx.t.app, 'POST', `/api/v1/managements/${path}`, { token, payload });
}

/** GET /api/v1/managements{path} with a query string. */
export function get(
  ctx: ManagementContext,
  path: string,
  query: Record<string, string | number>,
  token = ctx.tokens.member,
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return call(ctx.t.app, 'GET', `/api/v1/managements${path}?${qs}`, { token });
}

/** A create_* call that must succeed; its answer. */
export async function save(
  ctx: ManagementContext,
  kind: SavedNode['kind'],
  payload: Record<string, unknown>,
  token = ctx.tokens.member,
): Promise<SavedNode> {
  const response = await post(ctx, `create_${kind}`, payload, token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<SavedNode>();
  expect(body.kind).toBe(kind);
  return body;
}

/** The id of a node made by a create_* call that must succeed. */
export async function create(
  ctx: ManagementContext,
  kind: SavedNode['kind'],
  payload: Record<string, unknown>,
  token = ctx.tokens.member,
): Promise<number> {
  return (await save(ctx, kind, payload, token)).id;
}

/** GET change_view, which must succeed. */
export async function changeView(ctx: ManagementContext, projectId: number, token = ctx.tokens.member) {
  const response = await get(ctx, '/change_view', { project_id: projectId }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ManagementTree>();
}

/** A 400 bad_input naming exactly the given field (each field once). */
export function expectBadInput(response: Response, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<ErrorResponse>().error.code).toBe('bad_input');
  expect(fieldsOf(response)).toEqual([field]);
}

/**
 * A parent a call named that the caller cannot build on — missing, deleted, or another company's:
 * the same 404 naming the field either way, so the answer does not tell which.
 */
export function expectMissingParent(response: Response, field: string) {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json<ErrorResponse>().error.code).toBe('not_found');
  expect(fieldsOf(response)).toEqual([field]);
}

/** An error answer with the given status, code and message. */
export function expectError(response: Response, status: number, code: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const { error } = response.json<ErrorResponse>();
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
}

/** The index_num of each node, in the order of ids (-1 for a missing row). */
export async function indexNums(ctx: ManagementContext, kind: NodeKind, ids: number[]): Promise<number[]> {
  const { rows } = await sql<{ id: number; index_num: number }>`
    select id, index_num from ${sql.table(nodeTables[kind].table)} where id in (${sql.join(ids)})`.execute(ctx.t.db);
  const byId = new Map(rows.map((row) => [Number(row.id), Number(row.index_num)]));
  return ids.map((id) => byId.get(id) ?? -1);
}

/** A task row's placement and status. */
export async function taskRow(ctx: ManagementContext, id: number) {
  return ctx.t.db
    .selectFrom('tasks')
    .select(['project_kpi_id', 'is_non_kpi', 'status', 'index_num', 'is_deleted'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The is_deleted flag of a node. */
export async function isDeleted(ctx: ManagementContext, kind: NodeKind, id: number): Promise<number> {
  const { rows } = await sql<{ is_deleted: number }>`
    select is_deleted from ${sql.table(nodeTables[kind].table)} where id = ${id}`.execute(ctx.t.db);
  return Number(rows[0]?.is_deleted ?? -1);
}

/**
 * KPI > task > factor > hypothesis > (visible measure, hidden measure, work), made by staff, in a
 * fresh project of the client's company unless one is given.
 */
export async function staffTree(ctx: ManagementContext, projectId?: number) {
  const project = projectId ?? (await newProject(ctx));
  const kpi = await create(ctx, 'kpi', { project_id: project, kpi: 'KPI' });
  const task = await create(ctx, 'task', { project_id: project, project_kpi_id: kpi, task: '課題' });
  const factor = await create(ctx, 'factor', { task_id: task, factor: '要因' });
  const hypothesis = await create(ctx, 'hypothesis', { factor_id: factor, hypothesis: '仮説' });
  const measure = await create(ctx, 'measure', { hypothesis_id: hypothesis, measure: '公開施策' });
  const hidden = await create(ctx, 'measure', { hypothesis_id: hypothesis, measure: '非公開施策', is_show: 0 });
  const work = await create(ctx, 'work', { hypothesis_id: hypothesis, work: '作業' });
  return { projectId: project, kpi, task, factor, hypothesis, measure, hidden, work };
}
