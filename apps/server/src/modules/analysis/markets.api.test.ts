import { marketMessages, type MarketBoard, type MarketIndexItemResponse, type Owner } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, fieldsOf, snapshot } from '../../../test/api-helpers.js';
import { ownCompanyRoute, saleRowRoute, staffRoute, treeEditRoute } from '../../../test/access-expectations.js';
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
import { statusesFor, tokenOf, type Caller } from '../../../test/monthly-report-helpers.js';
import { insertSale } from '../../../test/sales-fixture.js';

const ctx: ManagementContext = useManagementApp();

const ownerFields = (owner: Owner): Record<string, number> =>
  owner.kind === 'project' ? { project_id: owner.id } : { sale_id: owner.id };
const project = (id: number): Owner => ({ kind: 'project', id });
const sale = (id: number): Owner => ({ kind: 'sale', id });

function get(path: string, query: Record<string, number | string> = {}, token = ctx.tokens.member) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return call(ctx.t.app, 'GET', `/api/v1/${path}${qs ? `?${qs}` : ''}`, { token });
}
const post = (path: string, payload: unknown, token = ctx.tokens.member) =>
  call(ctx.t.app, 'POST', `/api/v1/markets/${path}`, { token, payload });

/** A company added to the owner's competitor comparison through its own call (POST conflicts/plusTd). */
async function addCompany(owner: Owner, name = '競合'): Promise<number> {
  const response = await call(ctx.t.app, 'POST', '/api/v1/conflicts/plusTd', {
    token: ctx.tokens.member,
    payload: { ...ownerFields(owner), name },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { td } = response.json<{ td: { id: number; name: string }[] }>();
  const added = td.at(-1);
  expect(added?.name).toBe(name);
  return Number(added?.id);
}

const labels = {
  name: '価格×品質',
  topName: '高価格',
  rightName: '品質訴求',
  bottomName: '低価格',
  leftName: '手軽さ',
};

function boardOf(response: Response): MarketBoard {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ board: MarketBoard }>().board;
}

async function createBoard(owner: Owner, fields: Partial<typeof labels> = {}, token = ctx.tokens.member) {
  return boardOf(await post('update_board', { ...ownerFields(owner), ...labels, ...fields }, token));
}

async function marketsOf(owner: Owner, token = ctx.tokens.member) {
  const response = await get('markets', ownerFields(owner), token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ selection: MarketBoard[]; can_edit: boolean }>();
}

const place = (marketId: number, companyId: number, pos: number | null, token = ctx.tokens.member) =>
  post('update_target', { marketId, companyConflictsId: companyId, pos }, token);

const marketTables = ['markets', 'market_targets'] as const;
const marketSnapshot = () => snapshot(ctx.t.db, marketTables);

describe('GET /api/v1/markets/index_item', () => {
  it('answers the 64 points in 10 % steps around the axes gap, and a new board’s labels', async () => {
    const response = await get('markets/index_item');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MarketIndexItemResponse>();
    expect(body.points).toHaveLength(64);
    expect(body.points[0]).toEqual({ pos: 0, x: 10, y: 10 });
    expect(body.points[27]).toEqual({ pos: 27, x: 40, y: 40 });
    expect(body.points[28]).toEqual({ pos: 28, x: 60, y: 40 });
    expect(body.points[63]).toEqual({ pos: 63, x: 90, y: 90 });
    expect(body.points.some((p) => p.x === 50 || p.y === 50)).toBe(false);
    expect(body.defaults).toEqual({
      name: '新しいボード',
      top: '高価格',
      right: '高品質',
      bottom: '低価格',
      left: '低品質',
    });
  });

  it('is for anyone signed in', async () => {
    expect(await statusesFor(ctx, (token) => get('markets/index_item', {}, token))).toEqual({
      signedOut: 401,
      admin: 200,
      manager: 200,
      member: 200,
      client: 200,
      otherClient: 200,
    });
  });
});

describe('POST /api/v1/markets/update_board', () => {
  it('creates boards with Japanese labels (projectId as the spec names it), listed in order with the owner’s companies', async () => {
    const owner = project(await newProject(ctx));
    const a = await addCompany(owner, '美肌ラボ');
    const b = await addCompany(owner, 'コスメ通販ナチュレ');
    await addCompany(project(await newProject(ctx)), '別プロジェクトの競合');

    const first = boardOf(await post('update_board', { projectId: owner.id, ...labels }));
    expect(first).toEqual({
      id: expect.any(Number),
      name: '価格×品質',
      top: '高価格',
      right: '品質訴求',
      bottom: '低価格',
      left: '手軽さ',
      items: [],
      other: [
        { id: a, name: '美肌ラボ' },
        { id: b, name: 'コスメ通販ナチュレ' },
      ],
    });
    const second = await createBoard(owner, { name: '  ブランド認知  ' });
    expect(second.name).toBe('ブランド認知');

    const rows = await ctx.t.db
      .selectFrom('markets')
      .selectAll()
      .where('project_id', '=', owner.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.name, Number(r.index_num), r.sale_id])).toEqual([
      ['価格×品質', 1, null],
      ['ブランド認知', 2, null],
    ]);
    const list = await marketsOf(owner);
    expect(list.can_edit).toBe(true);
    expect(list.selection.map((s) => s.id)).toEqual([first.id, second.id]);
  });

  it('updates a board’s name and axis labels by selectionId', async () => {
    const owner = project(await newProject(ctx));
    const board = await createBoard(owner);
    const updated = boardOf(
      await post('update_board', {
        project_id: owner.id,
        selectionId: board.id,
        name: '新市場',
        topName: 'オンライン',
        rightName: '若年層',
        bottomName: '店舗',
        leftName: 'シニア層',
      }),
    );
    expect(updated).toMatchObject({
      id: board.id,
      name: '新市場',
      top: 'オンライン',
      right: '若年層',
      bottom: '店舗',
      left: 'シニア層',
    });
    expect((await marketsOf(owner)).selection).toHaveLength(1);
  });

  it('refuses a board of another owner (404 naming selectionId) and changes nothing', async () => {
    const owner = project(await newProject(ctx));
    const elsewhere = await createBoard(project(await newProject(ctx)));
    const before = await marketSnapshot();
    const response = await post('update_board', {
      project_id: owner.id,
      selectionId: elsewhere.id,
      ...labels,
      name: '乗っ取り',
    });
    expectError(response, 404, 'not_found', marketMessages.boardNotFound);
    expect(fieldsOf(response)).toEqual(['selectionId']);
    expect(await marketSnapshot()).toEqual(before);
  });

  it.each([
    ['no owner', { ...labels }, 'project_id'],
    ['both owners', { project_id: 1, sale_id: 1, ...labels }, 'project_id'],
    ['projectId and project_id that differ', { projectId: 1, project_id: 2, ...labels }, 'projectId'],
    ['a blank name', { project_id: 1, ...labels, name: '   ' }, 'name'],
    [
      'a missing axis label',
      { project_id: 1, name: 'x', topName: '上', rightName: '右', bottomName: '下' },
      'leftName',
    ],
    ['an empty axis label', { project_id: 1, ...labels, topName: '' }, 'topName'],
    ['a too long axis label', { project_id: 1, ...labels, rightName: 'あ'.repeat(51) }, 'rightName'],
    ['a name of 101 characters', { project_id: 1, ...labels, name: 'あ'.repeat(101) }, 'name'],
    ['a selectionId that is not an id', { project_id: 1, ...labels, selectionId: 'abc' }, 'selectionId'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_label, payload, field) => {
    const before = await marketSnapshot();
    expectBadInput(await post('update_board', payload), field);
    expect(await marketSnapshot()).toEqual(before);
  });

  it('refuses an unknown project (404) and writes nothing', async () => {
    const before = await marketSnapshot();
    expectError(await post('update_board', { project_id: 999_999, ...labels }), 404, 'not_found');
    expect(await marketSnapshot()).toEqual(before);
  });
});

describe('POST /api/v1/markets/update_target', () => {
  async function boardWithCompanies() {
    const owner = project(await newProject(ctx));
    const a = await addCompany(owner, '美肌ラボ');
    const b = await addCompany(owner, 'ナチュレ');
    const board = await createBoard(owner);
    return { owner, a, b, board };
  }

  it('places, moves and takes back a company; the others stay in その他', async () => {
    const { owner, a, b, board } = await boardWithCompanies();
    let answer = boardOf(await place(board.id, a, 14));
    expect(answer.items).toEqual([{ id: a, name: '美肌ラボ', pos: 14 }]);
    expect(answer.other).toEqual([{ id: b, name: 'ナチュレ' }]);

    answer = boardOf(await place(board.id, a, 49));
    expect(answer.items).toEqual([{ id: a, name: '美肌ラボ', pos: 49 }]);
    answer = boardOf(await place(board.id, b, 0));
    expect(answer.items).toEqual([
      { id: b, name: 'ナチュレ', pos: 0 },
      { id: a, name: '美肌ラボ', pos: 49 },
    ]);
    expect(answer.other).toEqual([]);
    expect((await marketsOf(owner)).selection[0]).toEqual(answer);

    answer = boardOf(await place(board.id, a, null));
    expect(answer.items).toEqual([{ id: b, name: 'ナチュレ', pos: 0 }]);
    expect(answer.other).toEqual([{ id: a, name: '美肌ラボ' }]);
    // Taking back a company that is not on the board is a no-op.
    expect(boardOf(await place(board.id, a, null)).other).toEqual([{ id: a, name: '美肌ラボ' }]);
    // Placing it on its own point again is fine.
    expect(boardOf(await place(board.id, b, 0)).items).toEqual([{ id: b, name: 'ナチュレ', pos: 0 }]);
  });

  it('places the same company on each board separately', async () => {
    const { owner, a, board } = await boardWithCompanies();
    const other = await createBoard(owner, { name: '第二' });
    await place(board.id, a, 5);
    boardOf(await place(other.id, a, 60));
    const { selection } = await marketsOf(owner);
    expect(selection.map((s) => s.items.map((i) => i.pos))).toEqual([[5], [60]]);
  });

  it('refuses a point taken by another company with 409 naming pos, moving nothing', async () => {
    const { a, b, board } = await boardWithCompanies();
    await place(board.id, a, 20);
    await place(board.id, b, 21);
    const before = await marketSnapshot();
    const response = await place(board.id, b, 20);
    expectError(response, 409, 'conflict', marketMessages.posTaken);
    expect(fieldsOf(response)).toEqual(['pos']);
    expect(await marketSnapshot()).toEqual(before);
  });

  it('refuses a company of another owner (400 naming companyConflictsId), writing nothing', async () => {
    const { board } = await boardWithCompanies();
    const foreign = await addCompany(project(await newProject(ctx)), '他社');
    const ofSale = await addCompany(sale(await insertSale(ctx.t.db)), '営業先の競合');
    const before = await marketSnapshot();
    // Another owner's company answers exactly like a missing one: its existence does not leak.
    for (const id of [foreign, ofSale, 999_999]) {
      const response = await place(board.id, id, 3);
      expectBadInput(response, 'companyConflictsId');
      expect(response.json<{ error: { message: string } }>().error.message).toBe(marketMessages.companyNotFound);
    }
    expect(await marketSnapshot()).toEqual(before);
  });

  it.each([
    ['pos 64', { pos: 64 }, 'pos'],
    ['pos -1', { pos: -1 }, 'pos'],
    ['pos 1.5', { pos: 1.5 }, 'pos'],
    ['pos as text', { pos: '3' }, 'pos'],
    ['no pos', { pos: undefined }, 'pos'],
    ['no marketId', { marketId: undefined }, 'marketId'],
    ['companyConflictsId 0', { companyConflictsId: 0 }, 'companyConflictsId'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_label, change, field) => {
    const { a, board } = await boardWithCompanies();
    const before = await marketSnapshot();
    expectBadInput(
      await post('update_target', { marketId: board.id, companyConflictsId: a, pos: 3, ...change }),
      field,
    );
    expect(await marketSnapshot()).toEqual(before);
  });

  it('forgets the placement of a company removed from the comparison', async () => {
    const { owner, a, b, board } = await boardWithCompanies();
    await place(board.id, a, 30);
    await place(board.id, b, 31);
    await ctx.t.db.deleteFrom('conflict_companies').where('id', '=', a).execute();
    const [seen] = (await marketsOf(owner)).selection;
    expect(seen?.items).toEqual([{ id: b, name: 'ナチュレ', pos: 31 }]);
    expect(boardOf(await place(board.id, b, 30)).items).toEqual([{ id: b, name: 'ナチュレ', pos: 30 }]);
  });

  it('answers 404 naming marketId for a board that does not exist', async () => {
    const { a } = await boardWithCompanies();
    const response = await place(999_999, a, 3);
    expectError(response, 404, 'not_found', marketMessages.boardNotFound);
    expect(fieldsOf(response)).toEqual(['marketId']);
  });
});

describe('POST /api/v1/markets/delete_board', () => {
  it('removes the board with its placements; the companies stay', async () => {
    const owner = project(await newProject(ctx));
    const a = await addCompany(owner);
    const board = await createBoard(owner);
    const kept = await createBoard(owner, { name: '残るボード' });
    await place(board.id, a, 9);
    await place(kept.id, a, 9);
    const response = await post('delete_board', { selectionId: board.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: board.id });
    expect(
      await ctx.t.db.selectFrom('market_targets').select('id').where('market_id', '=', board.id).execute(),
    ).toEqual([]);
    const { selection } = await marketsOf(owner);
    expect(selection.map((s) => [s.name, s.items.length])).toEqual([['残るボード', 1]]);
    expect(await ctx.t.db.selectFrom('conflict_companies').select('id').where('id', '=', a).execute()).toHaveLength(1);

    const again = await post('delete_board', { selectionId: board.id });
    expectError(again, 404, 'not_found');
    expect(fieldsOf(again)).toEqual(['selectionId']);
  });

  it('refuses a missing selectionId with 400', async () => {
    expectBadInput(await post('delete_board', {}), 'selectionId');
  });
});

describe('access', () => {
  /** Each caller's status for a write, with a fresh board of a fresh project per caller. */
  async function projectWrites(clientEdit: boolean) {
    const send = async (token: string) => {
      const owner = project(await newProject(ctx));
      if (clientEdit) await allowClientEdit(ctx, owner.id);
      const board = await createBoard(owner);
      const company = await addCompany(owner);
      const results = [
        await post('update_board', { project_id: owner.id, ...labels, name: 'クライアント作成' }, token),
        await post('update_board', { project_id: owner.id, selectionId: board.id, ...labels }, token),
        await place(board.id, company, 12, token),
        await post('delete_board', { selectionId: board.id }, token),
      ];
      const statuses = new Set(results.map((r) => r.statusCode));
      expect(statuses.size, results.map((r) => r.body).join('\n')).toBe(1);
      return results[0] as Response;
    };
    return statusesFor(ctx, send);
  }

  it('project boards: the project’s company reads, staff write, the client only where client editing is allowed', async () => {
    const owner = project(ctx.world.projectId);
    await createBoard(owner);
    expect(await statusesFor(ctx, (token) => get('markets', ownerFields(owner), token))).toEqual(ownCompanyRoute());
    expect((await marketsOf(owner, ctx.tokens.client)).can_edit).toBe(false);
    expect(await projectWrites(false)).toEqual(treeEditRoute());
    expect(await projectWrites(true)).toEqual(ownCompanyRoute());
  });

  it('the client sees can_edit once client editing is allowed', async () => {
    const id = await newProject(ctx);
    await allowClientEdit(ctx, id);
    expect((await marketsOf(project(id), ctx.tokens.client)).can_edit).toBe(true);
  });

  it('another company’s client gets 404 for a project it cannot see, and writes nothing', async () => {
    const owner = project(await newOtherProject(ctx));
    const board = await createBoard(owner);
    const company = await addCompany(owner);
    const before = await marketSnapshot();
    const client = ctx.tokens.client;
    for (const response of [
      await get('markets', ownerFields(owner), client),
      await post('update_board', { ...ownerFields(owner), ...labels }, client),
      await place(board.id, company, 1, client),
      await post('delete_board', { selectionId: board.id }, client),
    ]) {
      expectError(response, 404, 'not_found');
    }
    expect(await marketSnapshot()).toEqual(before);
  });

  it('sales customers’ boards are staff only, a board named by id alone 404 for clients; a deleted customer is gone', async () => {
    /** Each call for the caller on a fresh customer: those naming it (sale_id), then those naming a board by id. */
    const send = async (token: string, named: boolean) => {
      const owner = sale(await insertSale(ctx.t.db));
      const board = await createBoard(owner);
      const company = await addCompany(owner);
      const results = named
        ? [
            await get('markets', ownerFields(owner), token),
            await post('update_board', { ...ownerFields(owner), ...labels }, token),
          ]
        : [await place(board.id, company, 7, token), await post('delete_board', { selectionId: board.id }, token)];
      expect(new Set(results.map((r) => r.statusCode)).size, results.map((r) => r.body).join('\n')).toBe(1);
      return results[0] as Response;
    };
    expect(await statusesFor(ctx, (token) => send(token, true))).toEqual(staffRoute());
    expect(await statusesFor(ctx, (token) => send(token, false))).toEqual(saleRowRoute());
    const gone = await insertSale(ctx.t.db, { deleted: true });
    expectError(await get('markets', { sale_id: gone }), 404, 'not_found');
    expect((await marketsOf(sale(await insertSale(ctx.t.db)))).can_edit).toBe(true);
  });

  it.each<[Caller]>([['signedOut']])('%s gets 401 from every call', async (caller) => {
    const token = tokenOf(ctx, caller);
    for (const response of [
      await get('markets', { project_id: ctx.world.projectId }, token),
      await post('update_board', { project_id: ctx.world.projectId, ...labels }, token),
      await post('delete_board', { selectionId: 1 }, token),
      await place(1, 1, 1, token),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('a customer that becomes a client project', () => {
  it('brings its boards and placements along; the project’s client reads them', async () => {
    const saleId = await insertSale(ctx.t.db);
    const owner = sale(saleId);
    const a = await addCompany(owner, '美肌ラボ');
    const b = await addCompany(owner, 'ナチュレ');
    const board = await createBoard(owner, { name: '営業中に作ったボード' });
    await place(board.id, a, 10);

    const converted = await call(ctx.t.app, 'POST', '/api/v1/sales_statuses/convert', {
      token: ctx.tokens.member,
      payload: { id: saleId, company_id: ctx.world.clientCompanyId },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const projectId = converted.json<{ project_id: number }>().project_id;

    const seen = await marketsOf(project(projectId), ctx.tokens.client);
    expect(seen.selection).toEqual([
      {
        ...board,
        name: '営業中に作ったボード',
        items: [{ id: a, name: '美肌ラボ', pos: 10 }],
        other: [{ id: b, name: 'ナチュレ' }],
      },
    ]);
    // The customer's page keeps showing it too, and a move on either side is the same board.
    boardOf(await place(board.id, b, 11));
    expect((await marketsOf(owner)).selection[0]?.items.map((i) => i.pos)).toEqual([10, 11]);

    // From then on one set of boards: a company added on the customer's page is placed on the board
    // carried over, a board made there is the project's, and its labels change through either owner.
    const c = await addCompany(owner, '新規参入ブランド');
    expect((await marketsOf(project(projectId))).selection[0]?.other).toEqual([{ id: c, name: '新規参入ブランド' }]);
    boardOf(await place(board.id, c, 12));
    const made = await createBoard(owner, { name: '受注後に作ったボード' });
    boardOf(await post('update_board', { ...ownerFields(owner), selectionId: made.id, ...labels, name: '送料×品質' }));
    const asSale = await marketsOf(owner);
    expect({ ...(await marketsOf(project(projectId), ctx.tokens.client)), can_edit: true }).toEqual(asSale);
    expect(asSale.selection.map((s) => [s.name, s.items.map((i) => i.pos)])).toEqual([
      ['営業中に作ったボード', [10, 11, 12]],
      ['送料×品質', []],
    ]);
    expect(await ctx.t.db.selectFrom('markets').select('project_id').where('id', '=', made.id).execute()).toEqual([
      { project_id: projectId },
    ]);
    expect((await post('delete_board', { selectionId: made.id })).statusCode).toBe(200);
    expect((await marketsOf(project(projectId))).selection.map((s) => s.name)).toEqual(['営業中に作ったボード']);
  });
});
