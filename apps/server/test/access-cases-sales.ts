import { insertSale, setSaleDeleted } from '../src/modules/sales/sales.repository.js';
import { managerRoute, staffRoute, unique, type AccessCase, type AccessContext } from './access-expectations.js';

/** A fresh customer for one call (so a delete or a conversion always has something to act on). */
const sale = (ctx: AccessContext) =>
  insertSale(ctx.db, { project_name: unique('営業案件'), company_name: '', user_id: null, service_id: null });

/** A fresh deleted customer, to restore. */
async function deletedSale(ctx: AccessContext) {
  const id = await sale(ctx);
  await setSaleDeleted(ctx.db, id, true);
  return id;
}

const post = (path: string, payload: (ctx: AccessContext) => Promise<object>) => ({
  route: `POST /api/v1/${path}`,
  request: async (ctx: AccessContext) => ({ url: `/api/v1/${path}`, payload: await payload(ctx) }),
});

/**
 * Access rows of sales customers, goals and the simulator (docs/permissions.md, Sales): staff only,
 * 管理者 and マネージャー alone delete and restore.
 */
export function salesAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/sales_statuses/pb_index',
      request: () => ({ url: '/api/v1/sales_statuses/pb_index' }),
      expected: staffRoute(),
    },
    {
      route: 'GET /api/v1/sales_statuses/pb_index',
      request: async (ctx) => ({ url: `/api/v1/sales_statuses/pb_index?sale_id=${await sale(ctx)}` }),
      expected: staffRoute(),
    },
    {
      ...post('sales_statuses/create', async () => ({ project_name: unique('新規営業') })),
      expected: staffRoute(),
    },
    {
      ...post('sales_statuses/update', async (ctx) => ({ id: await sale(ctx), project_name: unique('改名') })),
      expected: staffRoute(),
    },
    {
      ...post('sales_statuses/delete_sales', async (ctx) => ({ id: await sale(ctx) })),
      expected: managerRoute(),
    },
    {
      ...post('sales_statuses/restore_sales', async (ctx) => ({ id: await deletedSale(ctx) })),
      expected: managerRoute(),
    },
    {
      ...post('sales_statuses/convert', async (ctx) => ({
        id: await sale(ctx),
        company_id: ctx.world.clientCompanyId,
      })),
      expected: staffRoute(),
    },
    {
      route: 'GET /api/v1/pb_sales',
      request: async (ctx) => ({ url: `/api/v1/pb_sales?sale_id=${await sale(ctx)}` }),
      expected: staffRoute(),
    },
    {
      ...post('pb_sales/update', async (ctx) => ({
        sale_id: await sale(ctx),
        action_target: '目標',
        purpose: '売上拡大',
      })),
      expected: staffRoute(),
    },
    {
      ...post('pb_sales/update_simulation', async (ctx) => ({
        sale_id: await sale(ctx),
        target: 0,
        session: 300_000,
        cvr: 1,
        contract_rate: 20,
        customer_avg: 40_000,
        profit_rate: 30,
      })),
      expected: staffRoute(),
    },
  ];
}
