import { comparisonMessages, type ConflictsResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, snapshot } from '../../../test/api-helpers.js';
import { saleRowRoute, staffRoute, treeEditRoute } from '../../../test/access-expectations.js';
import {
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
  type Response,
} from '../../../test/management-helpers.js';
import { allowClientEdit } from '../../../test/measure-report-helpers.js';
import { readAccess, statusesFor } from '../../../test/monthly-report-helpers.js';
import { prospect } from '../../../test/sales-report-helpers.js';
import { nowIso } from '../../db/schema-helpers.js';

const ctx: ManagementContext = useManagementApp();

type OwnerFields = { project_id: number } | { sale_id: number };

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

const get = (params: Record<string, string | number>, token = ctx.tokens.member) =>
  call(ctx.t.app, 'GET', `/api/v1/conflicts?${query(params)}`, { token });

const post = (path: string, payload: unknown, token = ctx.tokens.member) =>
  call(ctx.t.app, 'POST', `/api/v1/conflicts/${path}`, { token, payload });

function ok(response: Response): ConflictsResponse {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConflictsResponse>();
}

const tableOf = async (owner: OwnerFields, token = ctx.tokens.member) => ok(await get(owner, token));

/** The table as names: header titles, then each row's company and cell texts. */
function shape(table: ConflictsResponse) {
  return {
    th: table.th.map((item) => item.title),
    td: table.td.map((company) => [company.name, ...company.data.map((cell) => cell.name)]),
  };
}

/** A table of the given companies (rows) × items (columns), all cells empty, built through the calls. */
async function build(owner: OwnerFields, companies: string[], items: string[]): Promise<ConflictsResponse> {
  const [firstCompany, ...otherCompanies] = companies;
  const [firstItem, ...otherItems] = items;
  let table = ok(await post('plusTd', { ...owner, name: firstCompany }));
  table = ok(await post('update_title', { id: table.th[0]?.id, title: firstItem }));
  for (const title of otherItems) table = ok(await post('plusTh', { ...owner, title }));
  for (const name of otherCompanies) table = ok(await post('plusTd', { ...owner, name }));
  return table;
}

const project = async () => ({ project_id: await newProject(ctx) });
const sale = async () => ({ sale_id: await prospect(ctx) });

const comparisonTables = ['conflict_companies', 'conflict_items', 'conflict_cells', 'analysis_individual'] as const;
/** Every row a comparison call may write (market placements too): equal before and after a refused call. */
const comparisonSnapshot = () => snapshot(ctx.t.db, [...comparisonTables, 'market_targets']);

const idOf = (table: ConflictsResponse, name: string) => {
  const company = table.td.find((c) => c.name === name);
  if (!company) throw new Error(`no company ${name}`);
  return company.id;
};
const itemIdOf = (table: ConflictsResponse, title: string) => {
  const item = table.th.find((i) => i.title === title);
  if (!item) throw new Error(`no item ${title}`);
  return item.id;
};

describe('GET /api/v1/conflicts', () => {
  it('answers an empty table for an owner with nothing yet', async () => {
    expect(await tableOf(await project())).toEqual({ individual: null, th: [], td: [], can_edit: true });
    expect(await tableOf(await sale())).toEqual({ individual: null, th: [], td: [], can_edit: true });
  });

  it('answers th in order and each row’s cells in th order, an absent cell empty', async () => {
    const owner = await project();
    let table = await build(owner, ['自社', '株式会社美肌'], ['価格帯', '送料']);
    const self = idOf(table, '自社');
    ok(await post('update_conflict', { company_id: self, item_id: itemIdOf(table, '価格帯'), name: '3,000〜5,000円' }));
    ok(await post('update_conflict', { company_id: self, item_id: itemIdOf(table, '送料'), name: '全国一律 無料' }));
    // A cell that is not there (say, written straight to the database before) reads empty.
    await ctx.t.db.deleteFrom('conflict_cells').where('company_id', '=', idOf(table, '株式会社美肌')).execute();
    table = await tableOf(owner);
    expect(table).toEqual({
      individual: null,
      th: [
        { id: expect.any(Number), title: '価格帯', index_num: 1 },
        { id: expect.any(Number), title: '送料', index_num: 2 },
      ],
      td: [
        {
          id: self,
          name: '自社',
          index: 1,
          data: [
            { id: table.th[0]?.id, name: '3,000〜5,000円', index: 1 },
            { id: table.th[1]?.id, name: '全国一律 無料', index: 2 },
          ],
        },
        {
          id: expect.any(Number),
          name: '株式会社美肌',
          index: 2,
          data: [
            { id: table.th[0]?.id, name: '', index: 1 },
            { id: table.th[1]?.id, name: '', index: 2 },
          ],
        },
      ],
      can_edit: true,
    });
  });

  it('shows only the owner’s own rows', async () => {
    const a = await project();
    const b = await project();
    const s = await sale();
    await build(a, ['自社'], ['価格帯']);
    await build(b, ['他社'], ['送料']);
    await build(s, ['営業先'], ['品揃え']);
    expect(shape(await tableOf(a))).toEqual({ th: ['価格帯'], td: [['自社', '']] });
    expect(shape(await tableOf(s))).toEqual({ th: ['品揃え'], td: [['営業先', '']] });
  });

  it('answers can_edit for the caller: staff yes, the client only with client editing', async () => {
    const owner = await project();
    for (const role of ['admin', 'manager', 'member'] as const) {
      expect((await tableOf(owner, ctx.tokens[role])).can_edit).toBe(true);
    }
    expect((await tableOf(owner, ctx.tokens.client)).can_edit).toBe(false);
    await allowClientEdit(ctx, owner.project_id);
    expect((await tableOf(owner, ctx.tokens.client)).can_edit).toBe(true);
  });

  it('is read by everyone who sees the project, a sales customer’s by staff only', async () => {
    const owner = await project();
    expect(await statusesFor(ctx, (token) => get(owner, token))).toEqual(readAccess);
    expect(await statusesFor(ctx, async (token) => get(await sale(), token))).toEqual(staffRoute());
    expectError(await get({ project_id: await newOtherProject(ctx) }, ctx.tokens.client), 404, 'not_found');
  });

  it('refuses a bad owner with 400 naming project_id, a missing one with 404', async () => {
    expectBadInput(await get({}), 'project_id');
    expectBadInput(await get({ project_id: 1, sale_id: 1 }), 'project_id');
    expectBadInput(await get({ project_id: 'x' }), 'project_id');
    expectBadInput(await get({ sale_id: 0 }), 'sale_id');
    expectError(await get({ project_id: 999_999 }), 404, 'not_found');
    expectError(await get({ sale_id: 999_999 }), 404, 'not_found');
  });
});

describe('POST /api/v1/conflicts/plusTd and plusTh', () => {
  it('plusTd on an empty table makes the first row and the first column together', async () => {
    const owner = await project();
    const table = ok(await post('plusTd', owner));
    expect(shape(table)).toEqual({ th: ['比較項目'], td: [['自社', '']] });
    expect(table.td[0]?.index).toBe(1);
    expect(table.th[0]?.index_num).toBe(1);
    expect(
      await ctx.t.db.selectFrom('conflict_cells').selectAll().where('company_id', '=', idOf(table, '自社')).execute(),
    ).toHaveLength(1);
  });

  it('plusTh on an empty table makes the first column and the first row together', async () => {
    const owner = await sale();
    expect(shape(ok(await post('plusTh', { ...owner, title: '送料' })))).toEqual({ th: ['送料'], td: [['自社', '']] });
    const rows = await ctx.t.db.selectFrom('conflict_items').selectAll().where('sale_id', '=', owner.sale_id).execute();
    expect(rows).toMatchObject([{ sale_id: owner.sale_id, project_id: null, title: '送料', index_num: 1 }]);
  });

  it('adds a row or a column at the end with an empty cell for each other line', async () => {
    const owner = await project();
    await build(owner, ['自社', '株式会社美肌'], ['価格帯', '送料']);
    let table = ok(await post('plusTd', { ...owner, name: '  ナチュラルコスメ本舗  ' }));
    expect(table.td.map((c) => [c.name, c.index])).toEqual([
      ['自社', 1],
      ['株式会社美肌', 2],
      ['ナチュラルコスメ本舗', 3],
    ]);
    table = ok(await post('plusTh', owner));
    expect(shape(table)).toEqual({
      th: ['価格帯', '送料', '比較項目'],
      td: [
        ['自社', '', '', ''],
        ['株式会社美肌', '', '', ''],
        ['ナチュラルコスメ本舗', '', '', ''],
      ],
    });
    expect(table.th.map((i) => i.index_num)).toEqual([1, 2, 3]);
    expect(ok(await post('plusTd', owner)).td.at(-1)?.name).toBe('競合企業');
    // Every pair has its cell.
    const cells = await ctx.t.db
      .selectFrom('conflict_cells')
      .select('id')
      .where(
        'company_id',
        'in',
        table.td.map((c) => c.id),
      )
      .execute();
    expect(cells).toHaveLength(9);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const owner = await project();
    await build(owner, ['自社'], ['価格帯']);
    const before = await comparisonSnapshot();
    expectBadInput(await post('plusTd', { ...owner, name: '   ' }), 'name');
    expectBadInput(await post('plusTd', { ...owner, name: 'あ'.repeat(101) }), 'name');
    expectBadInput(await post('plusTh', { ...owner, title: '' }), 'title');
    expectBadInput(await post('plusTh', { ...owner, title: 5 }), 'title');
    expectBadInput(await post('plusTd', {}), 'project_id');
    expectBadInput(await post('plusTh', { project_id: owner.project_id, sale_id: 1 }), 'project_id');
    expectBadInput(await post('plusTd', { project_id: 'x' }), 'project_id');
    expectError(await post('plusTd', { project_id: 999_999 }), 404, 'not_found');
    expectError(await post('plusTh', { sale_id: 999_999 }), 404, 'not_found');
    expect(await comparisonSnapshot()).toEqual(before);
  });

  it('writes for staff and the client only with client editing; a customer’s for staff only', async () => {
    for (const path of ['plusTd', 'plusTh']) {
      const owner = await project();
      expect(await statusesFor(ctx, (token) => post(path, owner, token))).toEqual(treeEditRoute());
      expect(await statusesFor(ctx, async (token) => post(path, await sale(), token))).toEqual(staffRoute());
      const before = await comparisonSnapshot();
      expectError(await post(path, owner, ctx.tokens.client), 403, 'forbidden');
      expect(await comparisonSnapshot()).toEqual(before);
      await allowClientEdit(ctx, owner.project_id);
      ok(await post(path, owner, ctx.tokens.client));
    }
  });
});

describe('POST /api/v1/conflicts/update_company, update_title', () => {
  it('renames a company and an item, trimmed', async () => {
    const owner = await project();
    const table = await build(owner, ['自社'], ['価格帯']);
    ok(await post('update_company', { id: idOf(table, '自社'), name: ' 株式会社うるおい（自社） ' }));
    const after = ok(await post('update_title', { id: itemIdOf(table, '価格帯'), title: '価格帯（税込）' }));
    expect(shape(after)).toEqual({ th: ['価格帯（税込）'], td: [['株式会社うるおい（自社）', '']] });
  });

  it('never saves an emptied name or title (400 naming it), and answers 404 for a missing one', async () => {
    const owner = await project();
    const table = await build(owner, ['自社'], ['価格帯']);
    const before = await comparisonSnapshot();
    expectBadInput(await post('update_company', { id: idOf(table, '自社'), name: '　' }), 'name');
    expectBadInput(await post('update_company', { id: idOf(table, '自社') }), 'name');
    expectBadInput(await post('update_company', { id: 'x', name: 'A社' }), 'id');
    expectBadInput(await post('update_title', { id: itemIdOf(table, '価格帯'), title: '' }), 'title');
    expectBadInput(await post('update_title', { title: '送料' }), 'id');
    expectError(
      await post('update_company', { id: 999_999, name: 'A社' }),
      404,
      'not_found',
      comparisonMessages.companyNotFound,
    );
    expectError(
      await post('update_title', { id: 999_999, title: '送料' }),
      404,
      'not_found',
      comparisonMessages.itemNotFound,
    );
    // An item id is not a company id.
    expect(await comparisonSnapshot()).toEqual(before);
  });

  it('writes for staff and the client only with client editing; a customer’s for staff only', async () => {
    const owner = await project();
    const table = await build(owner, ['自社'], ['価格帯']);
    const company = { id: idOf(table, '自社'), name: '自社A' };
    const item = { id: itemIdOf(table, '価格帯'), title: '価格B' };
    expect(await statusesFor(ctx, (token) => post('update_company', company, token))).toEqual(treeEditRoute());
    expect(await statusesFor(ctx, (token) => post('update_title', item, token))).toEqual(treeEditRoute());
    const saleTable = await build(await sale(), ['自社'], ['価格帯']);
    expect(
      await statusesFor(ctx, (token) => post('update_company', { id: idOf(saleTable, '自社'), name: '営業' }, token)),
    ).toEqual(saleRowRoute());
    expect(
      await statusesFor(ctx, (token) =>
        post('update_title', { id: itemIdOf(saleTable, '価格帯'), title: '営' }, token),
      ),
    ).toEqual(saleRowRoute());
    await allowClientEdit(ctx, owner.project_id);
    expect(shape(ok(await post('update_company', { ...company, name: '顧客が編集' }, ctx.tokens.client))).td).toEqual([
      ['顧客が編集', ''],
    ]);
  });
});

describe('POST /api/v1/conflicts/update_conflict', () => {
  it('writes a cell, overwrites it, empties it, and creates one that was missing', async () => {
    const owner = await project();
    const table = await build(owner, ['自社', 'A社'], ['価格帯']);
    const cell = { company_id: idOf(table, 'A社'), item_id: itemIdOf(table, '価格帯') };
    expect(shape(ok(await post('update_conflict', { ...cell, name: ' 2,980円〜 ' }))).td[1]).toEqual([
      'A社',
      '2,980円〜',
    ]);
    expect(shape(ok(await post('update_conflict', { ...cell, name: '3,300円〜' }))).td[1]).toEqual([
      'A社',
      '3,300円〜',
    ]);
    expect(shape(ok(await post('update_conflict', { ...cell, name: '' }))).td[1]).toEqual(['A社', '']);
    await ctx.t.db.deleteFrom('conflict_cells').where('company_id', '=', cell.company_id).execute();
    expect(shape(ok(await post('update_conflict', { ...cell, name: '無料' }))).td[1]).toEqual(['A社', '無料']);
    const rows = await ctx.t.db
      .selectFrom('conflict_cells')
      .selectAll()
      .where('company_id', '=', cell.company_id)
      .execute();
    expect(rows).toMatchObject([{ item_id: cell.item_id, name: '無料' }]);
  });

  it('refuses bad input with 400 naming the field, an item of another table too, writing nothing', async () => {
    const owner = await project();
    const table = await build(owner, ['自社'], ['価格帯']);
    const other = await build(await project(), ['自社'], ['送料']);
    const ofSale = await build(await sale(), ['自社'], ['定期便']);
    await allowClientEdit(ctx, owner.project_id);
    const cell = { company_id: idOf(table, '自社'), item_id: itemIdOf(table, '価格帯') };
    const before = await comparisonSnapshot();
    expectBadInput(await post('update_conflict', { ...cell, name: 1 }), 'name');
    expectBadInput(await post('update_conflict', { ...cell, name: 'あ'.repeat(1001) }), 'name');
    expectBadInput(await post('update_conflict', { item_id: cell.item_id, name: 'a' }), 'company_id');
    expectBadInput(await post('update_conflict', { company_id: cell.company_id, item_id: 'x', name: 'a' }), 'item_id');
    // An item of another table — another project's, or a sales customer's — answers like a missing one.
    for (const [itemId, token] of [
      [itemIdOf(other, '送料'), ctx.tokens.member],
      [itemIdOf(ofSale, '定期便'), ctx.tokens.client],
      [999_999, ctx.tokens.member],
    ] as const) {
      const response = await post('update_conflict', { ...cell, item_id: itemId, name: 'a' }, token);
      expectBadInput(response, 'item_id');
      expect(response.json<{ error: { message: string } }>().error.message).toBe(comparisonMessages.itemNotFound);
    }
    expectError(await post('update_conflict', { ...cell, company_id: 999_999, name: 'a' }), 404, 'not_found');
    expect(await comparisonSnapshot()).toEqual(before);
  });

  it('writes for staff and the client only with client editing; a customer’s for staff only', async () => {
    const owner = await project();
    const table = await build(owner, ['自社'], ['価格帯']);
    const cell = { company_id: idOf(table, '自社'), item_id: itemIdOf(table, '価格帯'), name: '中' };
    expect(await statusesFor(ctx, (token) => post('update_conflict', cell, token))).toEqual(treeEditRoute());
    const saleTable = await build(await sale(), ['自社'], ['価格帯']);
    const saleCell = { company_id: idOf(saleTable, '自社'), item_id: itemIdOf(saleTable, '価格帯'), name: '中' };
    expect(await statusesFor(ctx, (token) => post('update_conflict', saleCell, token))).toEqual(saleRowRoute());
    await allowClientEdit(ctx, owner.project_id);
    ok(await post('update_conflict', { ...cell, name: '顧客' }, ctx.tokens.client));
  });
});

describe('POST /api/v1/conflicts/minusTd and minusTh', () => {
  it('removes a row with its cells and its market placements, a column with its cells', async () => {
    const owner = await project();
    const table = await build(owner, ['自社', 'A社', 'B社'], ['価格帯', '送料']);
    const a = idOf(table, 'A社');
    const now = nowIso();
    const { id: marketId } = await ctx.t.db
      .insertInto('markets')
      .values({ ...owner, sale_id: null, name: 'ボード', index_num: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.t.db
      .insertInto('market_targets')
      .values({ market_id: Number(marketId), company_id: a, pos: 10 })
      .execute();
    let after = ok(await post('minusTd', { id: a }));
    expect(shape(after)).toEqual({
      th: ['価格帯', '送料'],
      td: [
        ['自社', '', ''],
        ['B社', '', ''],
      ],
    });
    expect(await ctx.t.db.selectFrom('conflict_cells').selectAll().where('company_id', '=', a).execute()).toEqual([]);
    expect(await ctx.t.db.selectFrom('market_targets').selectAll().where('company_id', '=', a).execute()).toEqual([]);
    const shipping = itemIdOf(table, '送料');
    after = ok(await post('minusTh', { id: shipping }));
    expect(shape(after)).toEqual({
      th: ['価格帯'],
      td: [
        ['自社', ''],
        ['B社', ''],
      ],
    });
    expect(await ctx.t.db.selectFrom('conflict_cells').selectAll().where('item_id', '=', shipping).execute()).toEqual(
      [],
    );
  });

  it('refuses the last row and the last column with 409, writing nothing', async () => {
    const owner = await project();
    const table = await build(owner, ['自社', 'A社'], ['価格帯', '送料']);
    ok(await post('minusTd', { id: idOf(table, 'A社') }));
    ok(await post('minusTh', { id: itemIdOf(table, '送料') }));
    const before = await comparisonSnapshot();
    expectError(await post('minusTd', { id: idOf(table, '自社') }), 409, 'conflict', comparisonMessages.lastCompany);
    expectError(await post('minusTh', { id: itemIdOf(table, '価格帯') }), 409, 'conflict', comparisonMessages.lastItem);
    expect(await comparisonSnapshot()).toEqual(before);
  });

  it('refuses a bad id with 400 naming it and a missing one with 404, writing nothing', async () => {
    const before = await comparisonSnapshot();
    for (const path of ['minusTd', 'minusTh']) {
      expectBadInput(await post(path, {}), 'id');
      expectBadInput(await post(path, { id: -3 }), 'id');
      expectError(await post(path, { id: 999_999 }), 404, 'not_found');
    }
    expect(await comparisonSnapshot()).toEqual(before);
  });

  it('writes for staff and the client only with client editing; a customer’s for staff only', async () => {
    const owner = await project();
    const table = await build(owner, ['自社'], ['価格帯']);
    const fresh = async (path: 'minusTd' | 'minusTh', fields: OwnerFields) => {
      const added = ok(await post(path === 'minusTd' ? 'plusTd' : 'plusTh', fields));
      return path === 'minusTd' ? (added.td.at(-1)?.id ?? 0) : (added.th.at(-1)?.id ?? 0);
    };
    const s = await sale();
    await build(s, ['自社'], ['価格帯']);
    for (const path of ['minusTd', 'minusTh'] as const) {
      expect(await statusesFor(ctx, async (token) => post(path, { id: await fresh(path, owner) }, token))).toEqual(
        treeEditRoute(),
      );
      expect(await statusesFor(ctx, async (token) => post(path, { id: await fresh(path, s) }, token))).toEqual(
        saleRowRoute(),
      );
    }
    await allowClientEdit(ctx, owner.project_id);
    ok(await post('minusTd', { id: await fresh('minusTd', owner) }, ctx.tokens.client));
    expect(table.td).toHaveLength(1);
  });
});

describe('POST /api/v1/conflicts/orderTd and orderTh', () => {
  it('moves the target to the insert’s place and numbers the rows from 1 again', async () => {
    const owner = await project();
    const table = await build(owner, ['自社', 'A社', 'B社', 'C社'], ['価格帯', '送料', '品揃え']);
    // Gaps in the numbering (rows removed before) are closed too.
    await ctx.t.db
      .updateTable('conflict_companies')
      .set({ index_num: 10 })
      .where('id', '=', idOf(table, 'C社'))
      .execute();
    let after = ok(await post('orderTd', { ...owner, target_id: idOf(table, 'C社'), insert_id: idOf(table, 'A社') }));
    expect(after.td.map((c) => [c.name, c.index])).toEqual([
      ['自社', 1],
      ['C社', 2],
      ['A社', 3],
      ['B社', 4],
    ]);
    after = ok(await post('orderTd', { ...owner, target_id: idOf(table, '自社'), insert_id: idOf(table, 'B社') }));
    expect(after.td.map((c) => [c.name, c.index])).toEqual([
      ['C社', 1],
      ['A社', 2],
      ['B社', 3],
      ['自社', 4],
    ]);
    const a = idOf(table, 'A社');
    ok(await post('update_conflict', { company_id: a, item_id: itemIdOf(table, '品揃え'), name: '500品目' }));
    after = ok(
      await post('orderTh', { ...owner, target_id: itemIdOf(table, '品揃え'), insert_id: itemIdOf(table, '価格帯') }),
    );
    expect(after.th.map((i) => [i.title, i.index_num])).toEqual([
      ['品揃え', 1],
      ['価格帯', 2],
      ['送料', 3],
    ]);
    // Cells follow their column.
    expect(shape(after).td[1]).toEqual(['A社', '500品目', '', '']);
    const stored = await ctx.t.db
      .selectFrom('conflict_items')
      .select(['title', 'index_num'])
      .where('project_id', '=', owner.project_id)
      .orderBy('index_num')
      .execute();
    expect(stored.map((row) => [row.title, Number(row.index_num)])).toEqual([
      ['品揃え', 1],
      ['価格帯', 2],
      ['送料', 3],
    ]);
  });

  it('reorders a sales customer’s table', async () => {
    const owner = await sale();
    const table = await build(owner, ['自社', 'A社'], ['価格帯']);
    const after = ok(
      await post('orderTd', { ...owner, target_id: idOf(table, 'A社'), insert_id: idOf(table, '自社') }),
    );
    expect(after.td.map((c) => c.name)).toEqual(['A社', '自社']);
  });

  it('refuses ids not of the owner’s table and bad input with 400 naming the field, writing nothing', async () => {
    const owner = await project();
    const table = await build(owner, ['自社', 'A社'], ['価格帯', '送料']);
    const other = await build(await project(), ['他社'], ['他項目']);
    const self = idOf(table, '自社');
    const a = idOf(table, 'A社');
    const before = await comparisonSnapshot();
    expectBadInput(await post('orderTd', { ...owner, target_id: idOf(other, '他社'), insert_id: self }), 'target_id');
    expectBadInput(await post('orderTd', { ...owner, target_id: self, insert_id: 999_999 }), 'insert_id');
    // A company id is not a column.
    expectBadInput(
      await post('orderTh', { ...owner, target_id: self, insert_id: itemIdOf(table, '送料') }),
      'target_id',
    );
    expectBadInput(await post('orderTd', { ...owner, target_id: self }), 'insert_id');
    expectBadInput(await post('orderTd', { ...owner, target_id: 'x', insert_id: a }), 'target_id');
    expectBadInput(await post('orderTh', { target_id: self, insert_id: a }), 'project_id');
    expectError(await post('orderTd', { project_id: 999_999, target_id: self, insert_id: a }), 404, 'not_found');
    expect(await comparisonSnapshot()).toEqual(before);
  });

  it('writes for staff and the client only with client editing; a customer’s for staff only', async () => {
    const owner = await project();
    const table = await build(owner, ['自社', 'A社'], ['価格帯', '送料']);
    const td = { ...owner, target_id: idOf(table, 'A社'), insert_id: idOf(table, '自社') };
    const th = { ...owner, target_id: itemIdOf(table, '送料'), insert_id: itemIdOf(table, '価格帯') };
    expect(await statusesFor(ctx, (token) => post('orderTd', td, token))).toEqual(treeEditRoute());
    expect(await statusesFor(ctx, (token) => post('orderTh', th, token))).toEqual(treeEditRoute());
    const s = await sale();
    const saleTable = await build(s, ['自社', 'A社'], ['価格帯']);
    const saleTd = { ...s, target_id: idOf(saleTable, 'A社'), insert_id: idOf(saleTable, '自社') };
    expect(await statusesFor(ctx, (token) => post('orderTd', saleTd, token))).toEqual(staffRoute());
    await allowClientEdit(ctx, owner.project_id);
    ok(await post('orderTh', th, ctx.tokens.client));
  });
});

describe('POST /api/v1/conflicts/update_strength_weakness', () => {
  it('creates the owner’s texts on first save and overwrites them after, empty allowed', async () => {
    const owner = await project();
    const first = ok(
      await post('update_strength_weakness', {
        ...owner,
        strength: '定期便の継続率が高い',
        weakness: '新規の認知が弱い',
      }),
    );
    expect(first.individual).toEqual({
      id: expect.any(Number),
      project_id: owner.project_id,
      strength: '定期便の継続率が高い',
      weakness: '新規の認知が弱い',
    });
    const second = ok(await post('update_strength_weakness', { ...owner, strength: '口コミ評価', weakness: '' }));
    expect(second.individual).toEqual({
      id: first.individual?.id,
      project_id: owner.project_id,
      strength: '口コミ評価',
      weakness: '',
    });
    expect((await tableOf(owner)).individual).toEqual(second.individual);
    const rows = await ctx.t.db
      .selectFrom('analysis_individual')
      .selectAll()
      .where('project_id', '=', owner.project_id)
      .execute();
    expect(rows).toHaveLength(1);
    const s = await sale();
    expect(ok(await post('update_strength_weakness', { ...s, strength: '営業', weakness: '課題' })).individual).toEqual(
      {
        id: expect.any(Number),
        project_id: null,
        strength: '営業',
        weakness: '課題',
      },
    );
    expect((await tableOf(owner)).individual?.strength).toBe('口コミ評価');
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const owner = await project();
    ok(await post('update_strength_weakness', { ...owner, strength: '強み', weakness: '弱み' }));
    const before = await comparisonSnapshot();
    expectBadInput(
      await post('update_strength_weakness', { ...owner, strength: 'あ'.repeat(5001), weakness: '' }),
      'strength',
    );
    expectBadInput(await post('update_strength_weakness', { ...owner, strength: '' }), 'weakness');
    expectBadInput(await post('update_strength_weakness', { ...owner, strength: null, weakness: '' }), 'strength');
    expectBadInput(await post('update_strength_weakness', { strength: '', weakness: '' }), 'project_id');
    expectError(
      await post('update_strength_weakness', { sale_id: 999_999, strength: '', weakness: '' }),
      404,
      'not_found',
    );
    expect(await comparisonSnapshot()).toEqual(before);
  });

  it('writes for staff and the client only with client editing; a customer’s for staff only', async () => {
    const owner = await project();
    const body = { ...owner, strength: '強み', weakness: '弱み' };
    expect(await statusesFor(ctx, (token) => post('update_strength_weakness', body, token))).toEqual(treeEditRoute());
    expect(
      await statusesFor(ctx, async (token) =>
        post('update_strength_weakness', { ...(await sale()), strength: 'a', weakness: 'b' }, token),
      ),
    ).toEqual(staffRoute());
    await allowClientEdit(ctx, owner.project_id);
    expect(
      ok(await post('update_strength_weakness', { ...body, strength: '顧客' }, ctx.tokens.client)).individual?.strength,
    ).toBe('顧客');
  });
});

describe('a converted customer', () => {
  it('brings its comparison and strengths and weaknesses into the project it becomes', async () => {
    const owner = await sale();
    const table = await build(owner, ['自社', 'A社'], ['価格帯', '送料']);
    ok(
      await post('update_conflict', { company_id: idOf(table, 'A社'), item_id: itemIdOf(table, '送料'), name: '無料' }),
    );
    ok(await post('update_strength_weakness', { ...owner, strength: '提案力', weakness: '価格' }));
    const converted = await call(ctx.t.app, 'POST', '/api/v1/sales_statuses/convert', {
      token: ctx.tokens.member,
      payload: { id: owner.sale_id, company_id: ctx.world.clientCompanyId },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const projectOwner = { project_id: converted.json<{ project_id: number }>().project_id };
    const adopted = await tableOf(projectOwner, ctx.tokens.client);
    expect(shape(adopted)).toEqual({
      th: ['価格帯', '送料'],
      td: [
        ['自社', '', ''],
        ['A社', '', '無料'],
      ],
    });
    expect(adopted.individual).toMatchObject({ strength: '提案力', weakness: '価格' });
    expect(adopted.can_edit).toBe(false);
    // Edited on the project, seen on the customer's page too (the same rows).
    ok(await post('update_company', { id: idOf(table, 'A社'), name: '株式会社A' }));
    expect(shape(await tableOf(owner)).td[1]?.[0]).toBe('株式会社A');
    // One table from then on: a row added on either page is on both, numbered 1..n together.
    ok(await post('plusTd', { ...projectOwner, name: '新規競合' }));
    const fromSalePage = ok(await post('plusTd', { ...owner, name: '営業で追加' }));
    expect(await tableOf(owner)).toEqual(fromSalePage);
    expect({ ...(await tableOf(projectOwner)), can_edit: true }).toEqual(fromSalePage);
    expect(fromSalePage.td.map((r) => [r.name, r.index])).toEqual([
      ['自社', 1],
      ['株式会社A', 2],
      ['新規競合', 3],
      ['営業で追加', 4],
    ]);
    // A reorder named by the customer renumbers the project's rows; the last row is the table's last.
    const reordered = ok(
      await post('orderTd', {
        ...owner,
        target_id: idOf(fromSalePage, '営業で追加'),
        insert_id: idOf(fromSalePage, '自社'),
      }),
    );
    expect(reordered.td.map((r) => [r.name, r.index])).toEqual([
      ['営業で追加', 1],
      ['自社', 2],
      ['株式会社A', 3],
      ['新規競合', 4],
    ]);
    expect(shape(await tableOf(projectOwner)).td).toEqual(shape(reordered).td);
    for (const name of ['自社', '新規競合', '営業で追加']) ok(await post('minusTd', { id: idOf(fromSalePage, name) }));
    expectError(await post('minusTd', { id: idOf(table, 'A社') }), 409, 'conflict', comparisonMessages.lastCompany);
    // The strengths and weaknesses are one too.
    ok(await post('update_strength_weakness', { ...owner, strength: '提案力と速さ', weakness: '価格' }));
    expect((await tableOf(projectOwner)).individual).toMatchObject({ strength: '提案力と速さ' });
    const individuals = await ctx.t.db
      .selectFrom('analysis_individual')
      .select('id')
      .where((eb) => eb.or([eb('sale_id', '=', owner.sale_id), eb('project_id', '=', projectOwner.project_id)]))
      .execute();
    expect(individuals).toHaveLength(1);
  });
});
