import type { Owner } from '@kaizen/domain';
import {
  insertCompany,
  insertEmptyCells,
  insertItem,
  nextIndex,
} from '../src/modules/analysis/comparison.repository.js';
import {
  ownCompanyRoute,
  saleRowRoute,
  staffRoute,
  treeEditRoute,
  unique,
  type AccessCase,
  type AccessContext,
} from './access-expectations.js';
import { insertSale } from './sales-fixture.js';

const projectOf = (ctx: AccessContext): Owner => ({ kind: 'project', id: ctx.world.projectId });

/** A fresh company (row) of the owner's comparison, with an empty cell for a fresh item (column). */
async function line(ctx: AccessContext, owner: Owner) {
  const company = await insertCompany(
    ctx.db,
    owner,
    unique('競合'),
    await nextIndex(ctx.db, 'conflict_companies', owner),
  );
  const item = await insertItem(ctx.db, owner, unique('項目'), await nextIndex(ctx.db, 'conflict_items', owner));
  await insertEmptyCells(ctx.db, [{ company_id: company, item_id: item }]);
  return { company, item };
}

/** Two fresh rows and columns of the owner (so a removal never meets the last one). */
async function lines(ctx: AccessContext, owner: Owner) {
  return [await line(ctx, owner), await line(ctx, owner)] as const;
}

const ownerFields = (owner: Owner) => (owner.kind === 'project' ? { project_id: owner.id } : { sale_id: owner.id });

const post =
  (
    path: string,
    payload: (ctx: AccessContext, owner: Owner) => Promise<object>,
  ): ((owner: (ctx: AccessContext) => Owner | Promise<Owner>) => Pick<AccessCase, 'route' | 'request'>) =>
  (owner) => ({
    route: `POST /api/v1/conflicts/${path}`,
    request: async (ctx) => ({ url: `/api/v1/conflicts/${path}`, payload: await payload(ctx, await owner(ctx)) }),
  });

/** Calls that name a row by its id alone: a sales customer's row is 404 for client users (saleRowRoute). */
const rowWrites = [
  post('update_company', async (ctx, owner) => ({ id: (await line(ctx, owner)).company, name: unique('企業') })),
  post('update_title', async (ctx, owner) => ({ id: (await line(ctx, owner)).item, title: unique('項目') })),
  post('update_conflict', async (ctx, owner) => {
    const { company, item } = await line(ctx, owner);
    return { company_id: company, item_id: item, name: '送料無料' };
  }),
  post('minusTh', async (ctx, owner) => ({ id: (await lines(ctx, owner))[0].item })),
  post('minusTd', async (ctx, owner) => ({ id: (await lines(ctx, owner))[0].company })),
];

/** Calls that name the owner (project_id | sale_id): a sales customer's is 403 for client users. */
const ownerWrites = [
  post('plusTh', async (_ctx, owner) => ({ ...ownerFields(owner), title: unique('列') })),
  post('plusTd', async (_ctx, owner) => ({ ...ownerFields(owner), name: unique('行') })),
  post('orderTh', async (ctx, owner) => {
    const [a, b] = await lines(ctx, owner);
    return { ...ownerFields(owner), target_id: b.item, insert_id: a.item };
  }),
  post('orderTd', async (ctx, owner) => {
    const [a, b] = await lines(ctx, owner);
    return { ...ownerFields(owner), target_id: b.company, insert_id: a.company };
  }),
  post('update_strength_weakness', async (_ctx, owner) => ({
    ...ownerFields(owner),
    strength: '定期便の継続率',
    weakness: '新規の認知',
  })),
];

const freshSale = async (ctx: AccessContext): Promise<Owner> => ({ kind: 'sale', id: await insertSale(ctx.db) });

/**
 * Access rows of the competitor comparison (docs/permissions.md, Overview): a project's is read by
 * everyone who sees the project and written by staff (its client only where client editing is
 * allowed); a sales customer's is staff only, and a row of it named by its id alone does not exist
 * for client users (404).
 */
export function comparisonAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/conflicts',
      request: ({ world: w }) => ({ url: `/api/v1/conflicts?project_id=${w.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'GET /api/v1/conflicts',
      request: async (ctx) => ({ url: `/api/v1/conflicts?sale_id=${(await freshSale(ctx)).id}` }),
      expected: staffRoute(),
    },
    ...[...rowWrites, ...ownerWrites].map((write) => ({ ...write(projectOf), expected: treeEditRoute() })),
    ...rowWrites.map((write) => ({ ...write(freshSale), expected: saleRowRoute() })),
    ...ownerWrites.map((write) => ({ ...write(freshSale), expected: staffRoute() })),
  ];
}
