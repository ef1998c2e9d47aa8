import { insertNeed } from '../src/modules/dashboard/needs.repository.js';
import { ownCompanyRoute, treeEditRoute, unique, type AccessCase, type AccessContext } from './access-expectations.js';

/** A fresh 未対応 need of the world's client project, written by its client user (each caller gets its own). */
const need = (ctx: AccessContext) =>
  insertNeed(ctx.db, {
    project_id: ctx.world.projectId,
    title: unique('ニーズ'),
    detail: '',
    priority: 2,
    created_by: ctx.world.users.client.id,
  });

const post = (path: string, payload: (ctx: AccessContext) => Promise<object>): Omit<AccessCase, 'expected'> => ({
  route: `POST /api/v1/pb_dashboards/${path}`,
  request: async (ctx) => ({ url: `/api/v1/pb_dashboards/${path}`, payload: await payload(ctx) }),
});

/**
 * Access rows of the client dashboard (docs/permissions.md): the project's company reads and writes
 * needs — reading the project is enough to write one — and the need's author (the world's client)
 * or staff change and delete it while 未対応; answering and turning a need into a task is staff's
 * (the project's client 403, another company's 404).
 */
export function dashboardAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/pb_dashboards/summary',
      request: ({ world }) => ({ url: `/api/v1/pb_dashboards/summary?project_id=${world.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'GET /api/v1/pb_dashboards/get_needs',
      request: ({ world }) => ({ url: `/api/v1/pb_dashboards/get_needs?project_id=${world.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      ...post('create_need', async ({ world }) => ({
        project_id: world.projectId,
        title: unique('要望'),
        priority: 1,
      })),
      expected: ownCompanyRoute(),
    },
    {
      ...post('update_need', async (ctx) => ({ id: await need(ctx), title: '見出しを変更' })),
      expected: ownCompanyRoute(),
    },
    {
      ...post('answer_need', async (ctx) => ({ id: await need(ctx), answer: '対応します', status: 2 })),
      expected: treeEditRoute(),
    },
    {
      ...post('need_to_task', async (ctx) => ({ id: await need(ctx) })),
      expected: treeEditRoute(),
    },
    {
      ...post('delete_need', async (ctx) => ({ id: await need(ctx) })),
      expected: ownCompanyRoute(),
    },
  ];
}
