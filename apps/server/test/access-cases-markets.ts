import { nowIso } from '../src/db/schema-helpers.js';
import { insertBoard } from '../src/modules/analysis/markets.repository.js';
import {
  ownCompanyRoute,
  saleRowRoute,
  signedInRoute,
  staffRoute,
  treeEditRoute,
  unique,
  type AccessCase,
  type AccessContext,
} from './access-expectations.js';
import { insertSale } from './sales-fixture.js';

const labels = {
  name: '価格×品質',
  topName: '高価格',
  rightName: '品質訴求',
  bottomName: '低価格',
  leftName: '手軽さ',
};

type OwnerColumns = { project_id: number; sale_id: null } | { project_id: null; sale_id: number };
const ofProject = (ctx: AccessContext): OwnerColumns => ({ project_id: ctx.world.projectId, sale_id: null });

/** A fresh board of the world's client project, or of the owner given (each caller changes or deletes its own). */
const board = (ctx: AccessContext, owner: OwnerColumns = ofProject(ctx)) =>
  insertBoard(ctx.db, {
    ...owner,
    name: unique('ボード'),
    top_name: '上',
    right_name: '右',
    bottom_name: '下',
    left_name: '左',
    index_num: 1,
  });

/** A company of the world project's competitor comparison, or of the owner given. */
async function company(ctx: AccessContext, owner: OwnerColumns = ofProject(ctx)): Promise<number> {
  const now = nowIso();
  const { id } = await ctx.db
    .insertInto('conflict_companies')
    .values({
      ...owner,
      name: unique('競合'),
      index_num: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

const post = (path: string, payload: (ctx: AccessContext) => Promise<object>): Omit<AccessCase, 'expected'> => ({
  route: `POST /api/v1/markets/${path}`,
  request: async (ctx) => ({ url: `/api/v1/markets/${path}`, payload: await payload(ctx) }),
});

/**
 * Access rows of the market selection board (docs/permissions.md, Overview): the project's company
 * reads, staff write, the project's client writes only where client editing is allowed (it is not in
 * the matrix world); a sales customer's boards are staff only, and a board of it named by its id
 * alone does not exist for client users (404).
 */
export function marketAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/markets/index_item',
      request: () => ({ url: '/api/v1/markets/index_item' }),
      expected: signedInRoute(),
    },
    {
      route: 'GET /api/v1/markets',
      request: ({ world }) => ({ url: `/api/v1/markets?project_id=${world.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'GET /api/v1/markets',
      request: async (ctx) => ({ url: `/api/v1/markets?sale_id=${await insertSale(ctx.db)}` }),
      expected: staffRoute(),
    },
    {
      ...post('update_board', async ({ world }) => ({ projectId: world.projectId, ...labels })),
      expected: treeEditRoute(),
    },
    {
      ...post('delete_board', async (ctx) => ({ selectionId: await board(ctx) })),
      expected: treeEditRoute(),
    },
    {
      ...post('update_target', async (ctx) => ({
        marketId: await board(ctx),
        companyConflictsId: await company(ctx),
        pos: 27,
      })),
      expected: treeEditRoute(),
    },
    {
      ...post('delete_board', async (ctx) => ({
        selectionId: await board(ctx, { project_id: null, sale_id: await insertSale(ctx.db) }),
      })),
      expected: saleRowRoute(),
    },
    {
      ...post('update_target', async (ctx) => {
        const owner: OwnerColumns = { project_id: null, sale_id: await insertSale(ctx.db) };
        return { marketId: await board(ctx, owner), companyConflictsId: await company(ctx, owner), pos: 27 };
      }),
      expected: saleRowRoute(),
    },
  ];
}
