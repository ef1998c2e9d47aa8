import { nowIso } from '../src/db/schema-helpers.js';
import { makeTree } from './tree-factory.js';
import { ownCompanyRoute, unique, type AccessCase, type AccessContext } from './access-expectations.js';

/** A fresh tree of the world's client project (each caller gets its own). */
const tree = (ctx: AccessContext) => makeTree(ctx.db, ctx.world.projectId, unique('コメント'));

/** A comment on a fresh KPI written by the world's staff member: only that caller is its author. */
async function memberComment(ctx: AccessContext): Promise<number> {
  const { kpi } = await tree(ctx);
  const at = nowIso();
  const row = await ctx.db
    .insertInto('comments')
    .values({
      project_id: ctx.world.projectId,
      sale_id: null,
      target_kind: 'kpi',
      target_id: kpi,
      author_id: ctx.world.users.member.id,
      body: 'コメント',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Access rows of comments (docs/permissions.md, decisions/0037): a thread has its item's access, so
 * the project's company reads and writes and another company's client gets 404; only the author
 * edits or deletes a comment (staff other than the member 403, the client 403 on a staff comment).
 */
export function commentAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/comments',
      request: async (ctx) => ({ url: `/api/v1/comments?target_kind=kpi&target_id=${(await tree(ctx)).kpi}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'GET /api/v1/comments/counts',
      request: ({ world }) => ({ url: `/api/v1/comments/counts?project_id=${world.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'GET /api/v1/comments/mention_candidates',
      request: async (ctx) => ({
        url: `/api/v1/comments/mention_candidates?target_kind=task&target_id=${(await tree(ctx)).task}`,
      }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'POST /api/v1/comments/create',
      request: async (ctx) => ({
        url: '/api/v1/comments/create',
        payload: { target_kind: 'work', target_id: (await tree(ctx)).work, body: 'よろしくお願いします' },
      }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'POST /api/v1/comments/update',
      request: async (ctx) => ({
        url: '/api/v1/comments/update',
        payload: { id: await memberComment(ctx), body: '変更' },
      }),
      expected: { ...ownCompanyRoute(403), member: 200 },
    },
    {
      route: 'POST /api/v1/comments/delete',
      request: async (ctx) => ({ url: '/api/v1/comments/delete', payload: { id: await memberComment(ctx) } }),
      expected: { ...ownCompanyRoute(403), member: 200 },
    },
    {
      route: 'POST /api/v1/comments/mark_read',
      request: async (ctx) => ({
        url: '/api/v1/comments/mark_read',
        payload: { target_kind: 'kpi', target_id: (await tree(ctx)).kpi },
      }),
      expected: ownCompanyRoute(),
    },
  ];
}
