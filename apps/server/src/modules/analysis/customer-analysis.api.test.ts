import {
  BLANK_POINT_INDEX,
  customerAnalysisMessages,
  type CompanyItem,
  type CustomerAnalysis,
  type CustomerItem,
  type PointRow,
} from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, snapshot } from '../../../test/api-helpers.js';
import { ownCompanyRoute, staffRoute, treeEditRoute } from '../../../test/access-expectations.js';
import {
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { allowClientEdit } from '../../../test/measure-report-helpers.js';
import { statusesFor } from '../../../test/monthly-report-helpers.js';
import { insertSale } from '../../../test/sales-fixture.js';

const ctx: ManagementContext = useManagementApp();

type OwnerFields = { project_id: number } | { sale_id: number };

const tables = ['analysis_company_items', 'analysis_customer_items', 'analysis_points'] as const;
const analysisSnapshot = () => snapshot(ctx.t.db, [...tables]);

const qs = (owner: OwnerFields) =>
  new URLSearchParams(Object.entries(owner).map(([k, v]): [string, string] => [k, String(v)])).toString();

function get(owner: OwnerFields | Record<string, string>, token = ctx.tokens.member) {
  return call(ctx.t.app, 'GET', `/api/v1/customer_analysis?${qs(owner as OwnerFields)}`, { token });
}
function post(path: string, payload: unknown, token = ctx.tokens.member) {
  return call(ctx.t.app, 'POST', `/api/v1/customer_analysis/${path}`, { token, payload });
}
async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
const analysisOf = async (owner: OwnerFields, token = ctx.tokens.member) =>
  ok<CustomerAnalysis>(await get(owner, token));

async function provide(owner: OwnerFields, phase_id: number, text: string, index_num?: number) {
  const body = await ok<{ item: CompanyItem; company: CompanyItem[] }>(
    await post('update_provide', { ...owner, phase_id, provide: text, ...(index_num ? { index_num } : {}) }),
  );
  return body.item;
}
async function realization(owner: OwnerFields, phase_id: number, text: string) {
  const body = await ok<{ item: CustomerItem; customer: CustomerItem[] }>(
    await post('update_realization', { ...owner, phase_id, realization: text }),
  );
  return body.item;
}
async function blankRow(owner: OwnerFields) {
  return (await ok<{ point: PointRow; point_list: PointRow[] }>(await post('insert_point_list', owner))).point;
}
async function updatePoint(payload: Record<string, unknown>) {
  return ok<{ point: PointRow; point_list: PointRow[] }>(await post('update_point_list', payload));
}
/** The entry at the index, which must be there. */
function at<T>(list: readonly T[], index: number): T {
  const entry = list[index];
  if (entry === undefined) throw new Error(`no entry ${index}`);
  return entry;
}
/** A fresh project of the client's company, as its owner fields. */
const projectOwner = async (): Promise<{ project_id: number }> => ({ project_id: await newProject(ctx) });
/** The company items of each phase as text, in order. */
const byPhase = (items: CompanyItem[]) =>
  Object.fromEntries(
    [1, 2, 3, 4, 5].map((phase) => [
      phase,
      items.filter((item) => item.phase_id === phase).map((item) => `${item.index_num}:${item.provide}`),
    ]),
  );

describe('GET /api/v1/customer_analysis', () => {
  it('answers the phases, the propriety list and an empty board for a new project', async () => {
    const owner = await projectOwner();
    expect(await analysisOf(owner)).toEqual({
      phase: [
        { id: 1, name: '認知' },
        { id: 2, name: '興味・関心' },
        { id: 3, name: '比較・検討' },
        { id: 4, name: '購入・申込' },
        { id: 5, name: '利用・継続' },
      ],
      company: [],
      customer: [],
      point_list: [],
      propriety: [
        { id: 1, mark: '◎', name: '最適' },
        { id: 2, mark: '○', name: '適切' },
        { id: 3, mark: '△', name: '要改善' },
        { id: 4, mark: '×', name: '不適切' },
      ],
      can_edit: true,
    });
  });

  it('answers can_edit for the caller: staff true, the client only where client editing is allowed', async () => {
    const owner = await projectOwner();
    expect((await analysisOf(owner, ctx.tokens.client)).can_edit).toBe(false);
    await allowClientEdit(ctx, owner.project_id);
    expect((await analysisOf(owner, ctx.tokens.client)).can_edit).toBe(true);
    expect((await analysisOf(owner, ctx.tokens.admin)).can_edit).toBe(true);
  });

  it('refuses both owners, neither, or a bad id with 400 naming project_id / sale_id; a missing owner is 404', async () => {
    expectBadInput(await get({}), 'project_id');
    expectBadInput(await get({ project_id: 1, sale_id: 1 }), 'project_id');
    expectBadInput(await get({ project_id: 'x' }), 'project_id');
    expectBadInput(await get({ sale_id: '0' }), 'sale_id');
    expectError(await get({ project_id: 999_999 }), 404, 'not_found');
    expectError(await get({ sale_id: 999_999 }), 404, 'not_found');
  });

  it('reads: staff and the project’s client, another company’s client 404, signed out 401', async () => {
    const owner = await projectOwner();
    expect(await statusesFor(ctx, (token) => get(owner, token))).toEqual(ownCompanyRoute());
  });

  it('for a sales customer: staff only (client users 403), a deleted customer 404', async () => {
    const saleId = await insertSale(ctx.t.db);
    expect(await statusesFor(ctx, (token) => get({ sale_id: saleId }, token))).toEqual(staffRoute());
    expect((await analysisOf({ sale_id: saleId })).can_edit).toBe(true);
    expectError(await get({ sale_id: await insertSale(ctx.t.db, { deleted: true }) }), 404, 'not_found');
  });
});

describe('POST /api/v1/customer_analysis/update_provide and update_realization', () => {
  it('creates items per phase in order, at a given place when asked, renumbering from 1', async () => {
    const owner = await projectOwner();
    await provide(owner, 1, 'SNS広告で新作コスメを紹介');
    await provide(owner, 1, '美容雑誌とのタイアップ記事');
    await provide(owner, 3, '成分比較表');
    const first = await provide(owner, 1, 'インフルエンサーの使用レビュー', 1);
    expect(first).toEqual({
      id: expect.any(Number),
      phase_id: 1,
      provide: 'インフルエンサーの使用レビュー',
      index_num: 1,
    });
    await realization(owner, 2, '自分の肌に合うか知りたい');
    const board = await analysisOf(owner);
    expect(byPhase(board.company)).toEqual({
      1: ['1:インフルエンサーの使用レビュー', '2:SNS広告で新作コスメを紹介', '3:美容雑誌とのタイアップ記事'],
      2: [],
      3: ['1:成分比較表'],
      4: [],
      5: [],
    });
    expect(board.customer).toEqual([
      { id: expect.any(Number), phase_id: 2, realization: '自分の肌に合うか知りたい', index_num: 1 },
    ]);
    const row = await ctx.t.db
      .selectFrom('analysis_company_items')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ project_id: owner.project_id, sale_id: null, text: 'インフルエンサーの使用レビュー' });
  });

  it('changes the text; moves an item within its phase and to another, renumbering both phases', async () => {
    const owner = await projectOwner();
    const a = await provide(owner, 1, 'A');
    const b = await provide(owner, 1, 'B');
    const c = await provide(owner, 1, 'C');
    await provide(owner, 2, 'D');
    await ok(await post('update_provide', { id: b.id, provide: 'B改' }));
    const moved = await ok<{ item: CompanyItem; company: CompanyItem[] }>(
      await post('update_provide', { id: c.id, index_num: 1 }),
    );
    expect(moved.item).toEqual({ id: c.id, phase_id: 1, provide: 'C', index_num: 1 });
    expect(byPhase(moved.company)[1]).toEqual(['1:C', '2:A', '3:B改']);
    const across = await ok<{ item: CompanyItem; company: CompanyItem[] }>(
      await post('update_provide', { id: a.id, phase_id: 2, index_num: 1 }),
    );
    expect(byPhase(across.company)).toMatchObject({ 1: ['1:C', '2:B改'], 2: ['1:A', '2:D'] });
    // Only a phase: last there.
    const last = await ok<{ company: CompanyItem[] }>(await post('update_provide', { id: c.id, phase_id: 2 }));
    expect(byPhase(last.company)).toMatchObject({ 1: ['1:B改'], 2: ['1:A', '2:D', '3:C'] });
    // A place past the end: last.
    const clamped = await ok<{ company: CompanyItem[] }>(await post('update_provide', { id: a.id, index_num: 50 }));
    expect(byPhase(clamped.company)[2]).toEqual(['1:D', '2:C', '3:A']);
  });

  it('moves customer items the same way', async () => {
    const owner = await projectOwner();
    const x = await realization(owner, 4, '迷わず購入したい');
    await realization(owner, 5, '使い切る前に届いてほしい');
    const moved = await ok<{ item: CustomerItem; customer: CustomerItem[] }>(
      await post('update_realization', { id: x.id, phase_id: 5, index_num: 1, realization: 'すぐに買いたい' }),
    );
    expect(moved.customer.map((item) => [item.phase_id, item.index_num, item.realization])).toEqual([
      [5, 1, 'すぐに買いたい'],
      [5, 2, '使い切る前に届いてほしい'],
    ]);
  });

  it('never saves empty text: 400 naming the field, nothing written', async () => {
    const owner = await projectOwner();
    const item = await provide(owner, 1, '残る');
    const before = await analysisSnapshot();
    expectBadInput(await post('update_provide', { ...owner, phase_id: 1, provide: '' }), 'provide');
    expectBadInput(await post('update_provide', { ...owner, phase_id: 1, provide: '   ' }), 'provide');
    expectBadInput(await post('update_provide', { ...owner, phase_id: 1 }), 'provide');
    expectBadInput(await post('update_provide', { id: item.id, provide: '' }), 'provide');
    expectBadInput(await post('update_realization', { ...owner, phase_id: 2, realization: '' }), 'realization');
    expectBadInput(await post('update_provide', { id: item.id }), 'provide');
    expect(await analysisSnapshot()).toEqual(before);
  });

  it('refuses a bad phase, place, owner or id with 400 naming it, and a missing item with 404, nothing written', async () => {
    const owner = await projectOwner();
    const item = await provide(owner, 1, '残る');
    const before = await analysisSnapshot();
    expectBadInput(await post('update_provide', { ...owner, phase_id: 6, provide: 'x' }), 'phase_id');
    expectBadInput(await post('update_provide', { ...owner, phase_id: '1', provide: 'x' }), 'phase_id');
    expectBadInput(await post('update_provide', { ...owner, provide: 'x' }), 'phase_id');
    expectBadInput(await post('update_provide', { phase_id: 1, provide: 'x' }), 'project_id');
    expectBadInput(await post('update_provide', { id: item.id, index_num: 0 }), 'index_num');
    expectBadInput(await post('update_provide', { id: item.id, index_num: 1.5 }), 'index_num');
    expectBadInput(await post('update_provide', { id: item.id, ...owner, provide: 'x' }), 'project_id');
    expectBadInput(await post('update_provide', { id: -1, provide: 'x' }), 'id');
    expectBadInput(await post('update_provide', { ...owner, phase_id: 1, provide: 'あ'.repeat(1001) }), 'provide');
    expectError(await post('update_provide', { id: 999_999, provide: 'x' }), 404, 'not_found');
    expect(await analysisSnapshot()).toEqual(before);
  });
});

describe('POST /api/v1/customer_analysis/delete_provide and delete_realization', () => {
  it('deletes the item and renumbers its phase; a second delete is 404', async () => {
    const owner = await projectOwner();
    const a = await provide(owner, 2, 'A');
    await provide(owner, 2, 'B');
    await provide(owner, 2, 'C');
    expect(await ok(await post('delete_provide', { id: a.id }))).toEqual({ id: a.id });
    expect(byPhase((await analysisOf(owner)).company)[2]).toEqual(['1:B', '2:C']);
    expectError(await post('delete_provide', { id: a.id }), 404, 'not_found');
    const r = await realization(owner, 3, '消す');
    expect(await ok(await post('delete_realization', { id: r.id }))).toEqual({ id: r.id });
    expect((await analysisOf(owner)).customer).toEqual([]);
  });

  it('refuses a bad id with 400 naming it, writing nothing', async () => {
    const before = await analysisSnapshot();
    expectBadInput(await post('delete_provide', {}), 'id');
    expectBadInput(await post('delete_realization', { id: 'a' }), 'id');
    expect(await analysisSnapshot()).toEqual(before);
  });
});

describe('point rows: the trailing blank row (product.md §9.7)', () => {
  it('inserts a blank row 9999; filling it numbers it and a new blank row appears last, in one call', async () => {
    const owner = await projectOwner();
    const blank = await blankRow(owner);
    expect(blank).toEqual({
      id: expect.any(Number),
      project_id: owner.project_id,
      phase_id: null,
      is_action: 0,
      is_good: 0,
      action_contents: '',
      propriety_id: null,
      detail: '',
      element: '',
      index_num: BLANK_POINT_INDEX,
    });
    const first = await updatePoint({ id: blank.id, action_contents: '初回限定の送料無料を訴求する' });
    expect(first.point).toMatchObject({ id: blank.id, index_num: 1, action_contents: '初回限定の送料無料を訴求する' });
    expect(first.point_list.map((row) => [row.id === blank.id, row.index_num])).toEqual([
      [true, 1],
      [false, BLANK_POINT_INDEX],
    ]);
    const nextBlank = at(first.point_list, 1);
    const second = await updatePoint({ id: nextBlank.id, phase: 4, is_action: 1, is_good: 1, propriety: 2 });
    expect(second.point).toMatchObject({ phase_id: 4, is_action: 1, is_good: 1, propriety_id: 2, index_num: 2 });
    const list = (await analysisOf(owner)).point_list;
    expect(list.map((row) => row.index_num)).toEqual([1, 2, BLANK_POINT_INDEX]);
    // A blank row (lower id than the filled ones) still sorts last.
    expect(at(list, 2).id).toBeGreaterThan(at(list, 1).id);
  });

  it('keeps a blank row blank when an update says nothing, and adds no second blank row', async () => {
    const owner = await projectOwner();
    const blank = await blankRow(owner);
    const same = await updatePoint({ id: blank.id, action_contents: '   ', is_good: 0 });
    expect(same.point_list.map((row) => row.index_num)).toEqual([BLANK_POINT_INDEX]);
  });

  it('edits a filled row, reorders filled rows by index_num, and sorts any lower-id blank row last', async () => {
    const owner = await projectOwner();
    const firstBlank = await blankRow(owner);
    const a = (await updatePoint({ id: firstBlank.id, detail: 'A' })).point_list;
    const b = (await updatePoint({ id: at(a, 1).id, detail: 'B' })).point_list;
    const c = (await updatePoint({ id: at(b, 2).id, detail: 'C' })).point_list;
    const cId = at(c, 2).id;
    const moved = await updatePoint({ id: cId, index_num: 1, element: '価格' });
    expect(moved.point_list.map((row) => [row.detail, row.index_num])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
      ['', BLANK_POINT_INDEX],
    ]);
    const cleared = await updatePoint({ id: cId, phase: null, propriety: null, element: '' });
    expect(cleared.point).toMatchObject({ phase_id: null, propriety_id: null, element: '', index_num: 1 });
  });

  it('never deletes the only blank row (409, nothing written); a second blank row may go', async () => {
    const owner = await projectOwner();
    const blank = await blankRow(owner);
    const before = await analysisSnapshot();
    expectError(
      await post('delete_point_list', { id: blank.id }),
      409,
      'conflict',
      customerAnalysisMessages.lastBlankRow,
    );
    expect(await analysisSnapshot()).toEqual(before);
    const second = await blankRow(owner);
    expect(second.index_num).toBe(BLANK_POINT_INDEX);
    expect(await ok(await post('delete_point_list', { id: blank.id }))).toEqual({ id: blank.id });
    expect((await analysisOf(owner)).point_list.map((row) => row.id)).toEqual([second.id]);
  });

  it('deletes a filled row and renumbers the filled rows from 1', async () => {
    const owner = await projectOwner();
    let list = (await updatePoint({ id: (await blankRow(owner)).id, detail: '1' })).point_list;
    list = (await updatePoint({ id: at(list, 1).id, detail: '2' })).point_list;
    list = (await updatePoint({ id: at(list, 2).id, detail: '3' })).point_list;
    await ok(await post('delete_point_list', { id: at(list, 0).id }));
    expect((await analysisOf(owner)).point_list.map((row) => [row.detail, row.index_num])).toEqual([
      ['2', 1],
      ['3', 2],
      ['', BLANK_POINT_INDEX],
    ]);
  });

  it('refuses bad fields with 400 naming each, ordering an empty blank row too; nothing written', async () => {
    const owner = await projectOwner();
    const blank = await blankRow(owner);
    const before = await analysisSnapshot();
    expectBadInput(await post('update_point_list', { id: blank.id, is_good: true }), 'is_good');
    expectBadInput(await post('update_point_list', { id: blank.id, is_action: '1' }), 'is_action');
    expectBadInput(await post('update_point_list', { id: blank.id, phase: 0 }), 'phase');
    expectBadInput(await post('update_point_list', { id: blank.id, propriety: 5 }), 'propriety');
    expectBadInput(await post('update_point_list', { id: blank.id, detail: 'あ'.repeat(5001) }), 'detail');
    expectBadInput(await post('update_point_list', { id: blank.id, index_num: BLANK_POINT_INDEX }), 'index_num');
    expectBadInput(await post('update_point_list', { id: blank.id, index_num: 1 }), 'index_num');
    expectBadInput(await post('update_point_list', { action_contents: 'x' }), 'id');
    expectBadInput(await post('insert_point_list', {}), 'project_id');
    expectBadInput(await post('delete_point_list', { id: 0 }), 'id');
    expectError(await post('update_point_list', { id: 999_999, detail: 'x' }), 404, 'not_found');
    expectError(await post('delete_point_list', { id: 999_999 }), 404, 'not_found');
    expectError(await post('insert_point_list', { project_id: 999_999 }), 404, 'not_found');
    expect(await analysisSnapshot()).toEqual(before);
  });
});

describe('access to the writes', () => {
  it('project writes: staff; the client only with client editing; another company’s client 404; nothing written when refused', async () => {
    const owner = await projectOwner();
    const item = await provide(owner, 1, '既存');
    const blank = await blankRow(owner);
    const writes = [
      (token: string) => post('update_provide', { ...owner, phase_id: 1, provide: '追加' }, token),
      (token: string) => post('update_realization', { ...owner, phase_id: 1, realization: '追加' }, token),
      (token: string) => post('update_provide', { id: item.id, provide: '変更' }, token),
      (token: string) => post('insert_point_list', owner, token),
    ];
    for (const send of writes) expect(await statusesFor(ctx, send)).toEqual(treeEditRoute());
    const before = await analysisSnapshot();
    for (const token of [ctx.tokens.client, ctx.tokens.otherClient]) {
      await post('delete_provide', { id: item.id }, token);
      await post('update_point_list', { id: blank.id, detail: '書けない' }, token);
      await post('delete_point_list', { id: blank.id }, token);
    }
    expect(await analysisSnapshot()).toEqual(before);

    await allowClientEdit(ctx, owner.project_id);
    const client = ctx.tokens.client;
    expect((await post('update_provide', { id: item.id, provide: 'クライアントが変更' }, client)).statusCode).toBe(200);
    expect((await post('update_point_list', { id: blank.id, detail: 'クライアントの記入' }, client)).statusCode).toBe(
      200,
    );
    expect((await post('delete_provide', { id: item.id }, client)).statusCode).toBe(200);
    expectError(await post('delete_provide', { id: item.id }, ctx.tokens.otherClient), 404, 'not_found');
  });

  it('another company’s project: its client edits nothing here (404) even where editing is allowed there', async () => {
    const other = { project_id: await newOtherProject(ctx) };
    await allowClientEdit(ctx, other.project_id);
    const item = await provide(other, 1, '別会社の項目');
    expectError(await post('update_provide', { id: item.id, provide: 'x' }, ctx.tokens.client), 404, 'not_found');
    expect((await post('update_provide', { id: item.id, provide: 'y' }, ctx.tokens.otherClient)).statusCode).toBe(200);
  });

  it('a sales customer’s board: staff only; its rows do not exist for client users (404); nothing written', async () => {
    const owner = { sale_id: await insertSale(ctx.t.db) };
    const item = await provide(owner, 1, '営業中の提案');
    const blank = await blankRow(owner);
    expect(
      await statusesFor(ctx, (token) => post('update_provide', { ...owner, phase_id: 2, provide: '追加' }, token)),
    ).toEqual(staffRoute());
    const before = await analysisSnapshot();
    // A row named by its id alone answers as a missing one, so a prospect's ids do not leak.
    for (const token of [ctx.tokens.client, ctx.tokens.otherClient]) {
      const { itemNotFound, pointNotFound } = customerAnalysisMessages;
      expectError(await post('update_provide', { id: item.id, provide: 'x' }, token), 404, 'not_found', itemNotFound);
      expectError(await post('delete_provide', { id: item.id }, token), 404, 'not_found', itemNotFound);
      expectError(
        await post('update_point_list', { id: blank.id, detail: 'x' }, token),
        404,
        'not_found',
        pointNotFound,
      );
      expectError(await post('delete_point_list', { id: blank.id }, token), 404, 'not_found', pointNotFound);
    }
    expectError(await post('insert_point_list', owner, ctx.tokens.client), 403, 'forbidden');
    expectError(await post('delete_realization', { id: item.id }, ''), 401, 'unauthenticated');
    expect(await analysisSnapshot()).toEqual(before);
  });
});

describe('a converted customer', () => {
  it('takes its journey along: the project shows what was typed in sales, and its client reads it', async () => {
    const sale = await ok<{ sale: { id: number } }>(
      await call(ctx.t.app, 'POST', '/api/v1/sales_statuses/create', {
        token: ctx.tokens.member,
        payload: { project_name: '化粧品EC 顧客分析', company_name: '株式会社テスト' },
      }),
    );
    const owner = { sale_id: sale.sale.id };
    await provide(owner, 1, '口コミサイトでの高評価');
    await realization(owner, 3, '他社より肌にやさしいか知りたい');
    const filled = await updatePoint({ id: (await blankRow(owner)).id, action_contents: 'レビュー掲載の強化' });
    const converted = await ok<{ project_id: number }>(
      await call(ctx.t.app, 'POST', '/api/v1/sales_statuses/convert', {
        token: ctx.tokens.member,
        payload: { id: owner.sale_id, company_id: ctx.world.clientCompanyId },
      }),
    );
    const project = { project_id: converted.project_id };
    const asSale = await analysisOf(owner);
    const asProject = await analysisOf(project, ctx.tokens.client);
    expect(asProject.company.map((item) => item.provide)).toEqual(['口コミサイトでの高評価']);
    expect(asProject.customer.map((item) => item.realization)).toEqual(['他社より肌にやさしいか知りたい']);
    // The spec's point row names its project (product.md §3): none while the customer's, then the one it became.
    expect(filled.point_list.map((row) => row.project_id)).toEqual([null, null]);
    expect(asProject.point_list).toEqual(filled.point_list.map((row) => ({ ...row, project_id: project.project_id })));
    expect({ ...asProject, can_edit: true }).toEqual(asSale);
    // The project's client may edit once allowed: the adopted row is the project's.
    await allowClientEdit(ctx, project.project_id);
    const itemId = at(asProject.company, 0).id;
    expect(
      (await post('update_provide', { id: itemId, provide: '口コミで高評価' }, ctx.tokens.client)).statusCode,
    ).toBe(200);
  });

  it('is one board from then on: written from the customer’s page or the project’s, read the same from both', async () => {
    const owner = { sale_id: await insertSale(ctx.t.db) };
    const first = await provide(owner, 1, '公式サイトの口コミ');
    await updatePoint({ id: (await blankRow(owner)).id, action_contents: 'レビュー掲載の強化' });
    const converted = await ok<{ project_id: number }>(
      await call(ctx.t.app, 'POST', '/api/v1/sales_statuses/convert', {
        token: ctx.tokens.member,
        payload: { id: owner.sale_id, company_id: ctx.world.clientCompanyId },
      }),
    );
    const project = { project_id: converted.project_id };
    const same = async () => {
      const asSale = await analysisOf(owner);
      expect({ ...(await analysisOf(project, ctx.tokens.client)), can_edit: true }).toEqual(asSale);
      return asSale;
    };
    const pointIndexes = async () => (await same()).point_list.map((row) => [row.action_contents, row.index_num]);

    // The blank row carried over is filled from the customer's page: one new blank row, the project's.
    const carriedBlank = at((await same()).point_list, 1);
    expect(carriedBlank.index_num).toBe(BLANK_POINT_INDEX);
    await updatePoint({ id: carriedBlank.id, action_contents: '定期便の案内' });
    expect(await pointIndexes()).toEqual([
      ['レビュー掲載の強化', 1],
      ['定期便の案内', 2],
      ['', BLANK_POINT_INDEX],
    ]);
    // Then from the project's page, and a row added there by the customer's call: still one blank row last.
    await updatePoint({ id: at((await analysisOf(project)).point_list, 2).id, action_contents: '初回限定セット' });
    await blankRow(owner);
    const points = (await same()).point_list;
    expect(points.map((row) => row.index_num)).toEqual([1, 2, 3, BLANK_POINT_INDEX, BLANK_POINT_INDEX]);
    // A filled row moved and one deleted from the customer's page: 1..n again on both.
    await updatePoint({ id: at(points, 2).id, index_num: 1 });
    expect((await post('delete_point_list', { id: at(points, 0).id })).statusCode).toBe(200);
    expect(await pointIndexes()).toEqual([
      ['初回限定セット', 1],
      ['定期便の案内', 2],
      ['', BLANK_POINT_INDEX],
      ['', BLANK_POINT_INDEX],
    ]);

    // Items: added on both pages into one phase, numbered 1..n together.
    const fromSale = await provide(owner, 1, 'SNS広告');
    expect(fromSale.index_num).toBe(2);
    await provide(project, 1, '店頭サンプル', 1);
    expect(byPhase((await same()).company)[1]).toEqual(['1:店頭サンプル', '2:公式サイトの口コミ', '3:SNS広告']);
    // Moved to another phase by id while viewing the customer: both phases renumbered for both pages.
    await ok(await post('update_provide', { id: first.id, phase_id: 2, index_num: 1 }));
    const after = byPhase((await same()).company);
    expect(after[1]).toEqual(['1:店頭サンプル', '2:SNS広告']);
    expect(after[2]).toEqual(['1:公式サイトの口コミ']);
  });
});
