import { insertComment } from '../src/modules/comments/comments.repository.js';
import { nowIso } from '../src/db/schema-helpers.js';
import { ownCompanyRoute, signedInRoute, type AccessCase, type AccessContext } from './access-expectations.js';
import { makeTree } from './tree-factory.js';

/** A fresh task of the world's client project. */
const task = async (ctx: AccessContext) => (await makeTree(ctx.db, ctx.world.projectId, 'コメント')).task;

/** A comment the caller wrote on a fresh task, so editing and deleting their own succeed. */
const ownComment = async (ctx: AccessContext, authorId: number) => {
  const target = await task(ctx);
  return insertComment(ctx.db, {
    project_id: ctx.world.projectId,
    sale_id: null,
    target_kind: 'task',
    target_id: target,
    author_id: authorId,
    body: '確認します',
    is_internal: 0,
    created_at: nowIso(),
  });
};

/**
 * Access rows of comments (decisions/0037): a thread has its target's access — reading the item is
 * enough to comment — so staff and the project's client in, another company's client 404. Editing
 * and deleting is the author's: each caller edits a comment the world's client wrote, so staff get
 * 403 and the client 200.
 */
export function commentAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/comments',
      request: async (ctx) => ({ url: `/api/v1/comments?target_kind=task&target_id=${await task(ctx)}` }),
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
        url: `/api/v1/comments/mention_candidates?target_kind=task&target_id=${await task(ctx)}`,
      }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'POST /api/v1/comments/create',
      request: async (ctx) => ({
        url: '/api/v1/comments/create',
        payload: { target_kind: 'task', target_id: await task(ctx), body: 'コメント' },
      }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'POST /api/v1/comments/update',
      request: async (ctx) => ({
        url: '/api/v1/comments/update',
        payload: { id: await ownComment(ctx, ctx.world.users.client.id), body: '変更' },
      }),
      expected: { ...ownCompanyRoute(403), client: 200, signedOut: 401 },
    },
    {
      route: 'POST /api/v1/comments/delete',
      request: async (ctx) => ({
        url: '/api/v1/comments/delete',
        payload: { id: await ownComment(ctx, ctx.world.users.client.id) },
      }),
      expected: { ...ownCompanyRoute(403), client: 200, signedOut: 401 },
    },
    {
      route: 'POST /api/v1/comments/mark_read',
      request: () => ({ url: '/api/v1/comments/mark_read', payload: { comment_ids: [1] } }),
      expected: signedInRoute(),
    },
  ];
}
