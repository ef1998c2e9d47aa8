import { signedInRoute, staffRoute, type AccessCase } from './access-expectations.js';
import { makeTree } from './tree-factory.js';

/**
 * Access rows of the change history (docs/permissions.md, 変更履歴): every signed-in user reads an
 * item's history — filtered to what they may see, so an item of another company answers an empty
 * history rather than a telling 404 — and the project activity feed is staff's.
 */
export function historyAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/history',
      request: async (ctx) => {
        const tree = await makeTree(ctx.db, ctx.world.projectId, '履歴');
        return { url: `/api/v1/history?target_kind=measure&target_id=${tree.measure}` };
      },
      expected: signedInRoute(),
    },
    {
      route: 'GET /api/v1/projects/:project_id/activity',
      request: (ctx) => ({ url: `/api/v1/projects/${ctx.world.projectId}/activity` }),
      expected: staffRoute(),
    },
  ];
}
