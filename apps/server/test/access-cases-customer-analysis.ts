import { insertBlankPoint, insertItem } from '../src/modules/analysis/customer-analysis.repository.js';
import { ownCompanyRoute, treeEditRoute, type AccessCase, type AccessContext } from './access-expectations.js';

const projectOf = (ctx: AccessContext) => ({ kind: 'project' as const, id: ctx.world.projectId });

/** A fresh item of the client's project, so a delete always has something to act on. */
const item = (ctx: AccessContext, table: 'analysis_company_items' | 'analysis_customer_items') =>
  insertItem(ctx.db, table, projectOf(ctx), { phase_id: 1, text: 'アクセス確認の項目', index_num: 1 });

/** A fresh blank point row; a second one too, so deleting the first is never the last blank row's refusal. */
async function spareBlankPoint(ctx: AccessContext) {
  const id = await insertBlankPoint(ctx.db, projectOf(ctx));
  await insertBlankPoint(ctx.db, projectOf(ctx));
  return id;
}

const post = (path: string, payload: (ctx: AccessContext) => Promise<object> | object) => ({
  route: `POST /api/v1/customer_analysis/${path}`,
  request: async (ctx: AccessContext) => ({ url: `/api/v1/customer_analysis/${path}`, payload: await payload(ctx) }),
});

/**
 * Access rows of customer analysis (docs/permissions.md, overview): read by whoever sees the project;
 * written by staff, and by its client only where staff allowed client editing (not in the matrix's
 * world: 403). A sales customer's board is staff only (customer-analysis.api.test.ts).
 */
export function customerAnalysisAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/customer_analysis',
      request: (ctx) => ({ url: `/api/v1/customer_analysis?project_id=${ctx.world.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      ...post('update_provide', (ctx) => ({ project_id: ctx.world.projectId, phase_id: 1, provide: '提供価値' })),
      expected: treeEditRoute(),
    },
    {
      ...post('update_realization', (ctx) => ({
        project_id: ctx.world.projectId,
        phase_id: 2,
        realization: '実現したいこと',
      })),
      expected: treeEditRoute(),
    },
    {
      ...post('delete_provide', async (ctx) => ({ id: await item(ctx, 'analysis_company_items') })),
      expected: treeEditRoute(),
    },
    {
      ...post('delete_realization', async (ctx) => ({ id: await item(ctx, 'analysis_customer_items') })),
      expected: treeEditRoute(),
    },
    {
      ...post('insert_point_list', (ctx) => ({ project_id: ctx.world.projectId })),
      expected: treeEditRoute(),
    },
    {
      ...post('update_point_list', async (ctx) => ({ id: await spareBlankPoint(ctx), element: '価格' })),
      expected: treeEditRoute(),
    },
    {
      ...post('delete_point_list', async (ctx) => ({ id: await spareBlankPoint(ctx) })),
      expected: treeEditRoute(),
    },
  ];
}
