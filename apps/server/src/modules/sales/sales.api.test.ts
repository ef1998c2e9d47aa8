import { ROLE_GENERAL, SALES_NAME_MAX, salesMessages, type SaleEntry, type SalesListResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seeds/records.js';
import { TEST_PASSWORD } from '../../../test/factories.js';
import {
  expectBadInput,
  expectError,
  unique,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import {
  deletedSale,
  getSales,
  newSale,
  okJson,
  postSales,
  salesSnapshot,
  SIGNED_OUT,
} from '../../../test/sales-helpers.js';

const ctx: ManagementContext = useManagementApp();

const listOf = async (query: Record<string, string | number> = {}, token = ctx.tokens.member) =>
  okJson<SalesListResponse>(await getSales(ctx, 'sales_statuses/pb_index', query, token));

/** A live customer's row as the list has it (undefined when not listed). */
const listed = async (id: number, query: Record<string, string | number> = {}) =>
  (await listOf(query)).sales.find((s) => s.id === id);

describe('GET /api/v1/sales_statuses/pb_index (the list)', () => {
  it('lists the live customers newest first, numbered from 1, with the staff and service pickers', async () => {
    const first = await newSale(ctx, { project_name: '化粧品EC', user_id: ctx.world.users.manager.id, service_id: 2 });
    const second = await newSale(ctx, { project_name: 'SaaSリード獲得' });
    const list = await listOf();
    expect(list.sales.map((s) => [s.id, s.index])).toEqual([
      [second.id, 1],
      [first.id, 2],
    ]);
    expect(list.sales[1]).toEqual({
      id: first.id,
      index: 2,
      editable: true,
      project_name: '化粧品EC',
      company_name: '株式会社テスト',
      user_id: ctx.world.users.manager.id,
      user_name: 't-manager さん',
      service_id: 2,
      service_name: 'LPO・EFO（入力フォーム改善）',
      project_id: null,
      is_deleted: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // Staff only: the client users are not in the picker.
    expect(list.user_list).toEqual([
      { id: ctx.world.users.admin.id, name: 't-admin さん' },
      { id: ctx.world.users.manager.id, name: 't-manager さん' },
      { id: ctx.world.users.member.id, name: 't-member さん' },
    ]);
    expect(list.service_list.map((s) => s.name)).toEqual([
      'サイト改善コンサルティング',
      'LPO・EFO（入力フォーム改善）',
      'Web広告運用',
      'SEO・コンテンツ制作',
      'CRM・リピート施策',
    ]);
  });

  it('says who may delete: 管理者 and マネージャー, not 一般ユーザー', async () => {
    expect((await listOf({}, ctx.tokens.admin)).can_delete).toBe(true);
    expect((await listOf({}, ctx.tokens.manager)).can_delete).toBe(true);
    expect((await listOf({}, ctx.tokens.member)).can_delete).toBe(false);
  });

  it('with deleted=1 lists the deleted customers only, not editable', async () => {
    const live = await newSale(ctx);
    const gone = await deletedSale(ctx);
    const deleted = await listOf({ deleted: 1 });
    expect(deleted.sales.map((s) => s.id)).toContain(gone.id);
    expect(deleted.sales.map((s) => s.id)).not.toContain(live.id);
    expect(deleted.sales.find((s) => s.id === gone.id)).toMatchObject({ is_deleted: 1, editable: false });
    expect(await listed(gone.id)).toBeUndefined();
  });

  it('shows a staff member who has left as such', async () => {
    const leaver = await insertUser(ctx.t.db, {
      companyId: ctx.world.operatorCompanyId,
      account: unique('leaver'),
      name: '退職 太郎',
      password: TEST_PASSWORD,
      role: ROLE_GENERAL,
      roleNum: ROLE_GENERAL,
    });
    const sale = await newSale(ctx, { user_id: leaver });
    await ctx.t.db.updateTable('users').set({ is_deleted: 1 }).where('id', '=', leaver).execute();
    expect((await listed(sale.id))?.user_name).toBe('退職 太郎（削除済み）');
    expect((await listOf()).user_list.map((u) => u.id)).not.toContain(leaver);
    // Saving the customer's other fields still works while the leaver stays in charge.
    const saved = okJson<{ sale: SaleEntry }>(
      await postSales(ctx, 'sales_statuses/update', { id: sale.id, project_name: '改名', user_id: leaver }),
    );
    expect(saved.sale).toMatchObject({ project_name: '改名', user_id: leaver });
  });

  it.each<[string, Record<string, string>, string]>([
    ['a deleted flag other than 0 or 1', { deleted: '2' }, 'deleted'],
    ['a sale_id that is not an id', { sale_id: 'abc' }, 'sale_id'],
  ])('refuses %s with 400 naming the field', async (_label, query, field) => {
    expectBadInput(await getSales(ctx, 'sales_statuses/pb_index', query), field);
  });

  it('is staff only: clients 403, signed out 401', async () => {
    expect((await getSales(ctx, 'sales_statuses/pb_index', {}, ctx.tokens.client)).statusCode).toBe(403);
    expect((await getSales(ctx, 'sales_statuses/pb_index', {}, ctx.tokens.otherClient)).statusCode).toBe(403);
    expect((await getSales(ctx, 'sales_statuses/pb_index', {}, SIGNED_OUT)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/sales_statuses/create', () => {
  it('registers a customer (names trimmed) and answers its list row', async () => {
    const response = await postSales(ctx, 'sales_statuses/create', {
      project_name: '  地域不動産ポータル  ',
      company_name: ' 株式会社みどり不動産 ',
      user_id: ctx.world.users.member.id,
      service_id: 4,
    });
    const { sale } = okJson<{ sale: SaleEntry }>(response);
    expect(sale).toMatchObject({
      index: 1,
      editable: true,
      project_name: '地域不動産ポータル',
      company_name: '株式会社みどり不動産',
      user_id: ctx.world.users.member.id,
      user_name: 't-member さん',
      service_id: 4,
      service_name: 'SEO・コンテンツ制作',
      project_id: null,
      is_deleted: 0,
    });
    expect(await listed(sale.id)).toEqual(sale);
  });

  it('needs only the project name; no company, staff member or service is fine', async () => {
    const { sale } = okJson<{ sale: SaleEntry }>(
      await postSales(ctx, 'sales_statuses/create', { project_name: '新規' }),
    );
    expect(sale).toMatchObject({
      company_name: '',
      user_id: null,
      user_name: null,
      service_id: null,
      service_name: null,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no project name', {}, 'project_name'],
    ['a blank project name', { project_name: '   ' }, 'project_name'],
    ['a project name too long', { project_name: 'あ'.repeat(SALES_NAME_MAX + 1) }, 'project_name'],
    [
      'a company name too long',
      { project_name: '案件', company_name: 'あ'.repeat(SALES_NAME_MAX + 1) },
      'company_name',
    ],
    ['a user_id that is text', { project_name: '案件', user_id: 'suzuki' }, 'user_id'],
    ['a service_id that is not an integer', { project_name: '案件', service_id: 1.5 }, 'service_id'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_label, payload, field) => {
    const before = await salesSnapshot(ctx);
    expectBadInput(await postSales(ctx, 'sales_statuses/create', payload), field);
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it.each<[string, (c: ManagementContext) => Record<string, unknown>, string, string]>([
    ['a client user in charge', (c) => ({ user_id: c.world.users.client.id }), 'user_id', salesMessages.userNotStaff],
    ['a missing user in charge', () => ({ user_id: 999_999 }), 'user_id', salesMessages.userNotStaff],
    ['a service not in the master', () => ({ service_id: 99 }), 'service_id', salesMessages.serviceNotFound],
  ])('refuses %s with 400 naming the field, writing nothing', async (_label, extra, field, message) => {
    const before = await salesSnapshot(ctx);
    const response = await postSales(ctx, 'sales_statuses/create', { project_name: '案件', ...extra(ctx) });
    expectBadInput(response, field);
    expectError(response, 400, 'bad_input', message);
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('a staff member who has left cannot be put in charge', async () => {
    const leaver = await insertUser(ctx.t.db, {
      companyId: ctx.world.operatorCompanyId,
      account: unique('gone'),
      name: '退職 花子',
      password: TEST_PASSWORD,
      role: ROLE_GENERAL,
      roleNum: ROLE_GENERAL,
    });
    await ctx.t.db.updateTable('users').set({ is_deleted: 1 }).where('id', '=', leaver).execute();
    expectBadInput(await postSales(ctx, 'sales_statuses/create', { project_name: '案件', user_id: leaver }), 'user_id');
  });

  it.each(['admin', 'manager', 'member'] as const)('lets %s register; clients 403, signed out 401', async (role) => {
    const payload = { project_name: unique('案件') };
    expect((await postSales(ctx, 'sales_statuses/create', payload, ctx.tokens[role])).statusCode).toBe(200);
    expect((await postSales(ctx, 'sales_statuses/create', payload, ctx.tokens.client)).statusCode).toBe(403);
    expect((await postSales(ctx, 'sales_statuses/create', payload, SIGNED_OUT)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/sales_statuses/update', () => {
  it('changes the fields sent and leaves the others; null clears the staff member and service', async () => {
    const sale = await newSale(ctx, { user_id: ctx.world.users.admin.id, service_id: 1 });
    const renamed = okJson<{ sale: SaleEntry }>(
      await postSales(ctx, 'sales_statuses/update', { id: sale.id, company_name: '株式会社あおば' }),
    ).sale;
    expect(renamed).toMatchObject({
      project_name: sale.project_name,
      company_name: '株式会社あおば',
      user_id: ctx.world.users.admin.id,
      service_id: 1,
    });
    const cleared = okJson<{ sale: SaleEntry }>(
      await postSales(ctx, 'sales_statuses/update', { id: sale.id, user_id: null, service_id: null }),
    ).sale;
    expect(cleared).toMatchObject({ company_name: '株式会社あおば', user_id: null, service_id: null });
  });

  it.each<[string, (c: ManagementContext) => Record<string, unknown>, string]>([
    ['an empty project name', () => ({ project_name: '' }), 'project_name'],
    ['a client user in charge', (c) => ({ user_id: c.world.users.otherClient.id }), 'user_id'],
    ['a service not in the master', () => ({ service_id: 42 }), 'service_id'],
    ['no id', () => ({ id: undefined }), 'id'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_label, extra, field) => {
    const sale = await newSale(ctx);
    const before = await salesSnapshot(ctx);
    expectBadInput(
      await postSales(ctx, 'sales_statuses/update', { id: sale.id, project_name: '新しい名前', ...extra(ctx) }),
      field,
    );
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('answers 404 for a missing or deleted customer', async () => {
    expectError(await postSales(ctx, 'sales_statuses/update', { id: 999_999, project_name: 'x' }), 404, 'not_found');
    const gone = await deletedSale(ctx);
    expectError(
      await postSales(ctx, 'sales_statuses/update', { id: gone.id, project_name: 'x' }),
      404,
      'not_found',
      salesMessages.notFound,
    );
  });

  it('is staff only', async () => {
    const sale = await newSale(ctx);
    const payload = { id: sale.id, project_name: '変更' };
    expect((await postSales(ctx, 'sales_statuses/update', payload, ctx.tokens.client)).statusCode).toBe(403);
    expect((await postSales(ctx, 'sales_statuses/update', payload, SIGNED_OUT)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/sales_statuses/delete_sales and restore_sales', () => {
  it('deletes softly (answering the removed record), then 404 everywhere until restored', async () => {
    const sale = await newSale(ctx);
    okJson(await postSales(ctx, 'pb_sales/update', { sale_id: sale.id, action_target: '目標', purpose: '売上拡大' }));
    const removed = okJson<{ sale: SaleEntry }>(
      await postSales(ctx, 'sales_statuses/delete_sales', { id: sale.id }, ctx.tokens.admin),
    ).sale;
    expect(removed).toMatchObject({ id: sale.id, is_deleted: 1, editable: false });
    const row = await ctx.t.db.selectFrom('sales').selectAll().where('id', '=', sale.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();

    expectError(await getSales(ctx, 'pb_sales', { sale_id: sale.id }), 404, 'not_found', salesMessages.notFound);
    expectError(await getSales(ctx, 'sales_statuses/pb_index', { sale_id: sale.id }), 404, 'not_found');
    expectError(
      await postSales(ctx, 'sales_statuses/delete_sales', { id: sale.id }, ctx.tokens.admin),
      404,
      'not_found',
    );

    const restored = okJson<{ sale: SaleEntry }>(
      await postSales(ctx, 'sales_statuses/restore_sales', { id: sale.id }, ctx.tokens.manager),
    ).sale;
    expect(restored).toMatchObject({ id: sale.id, is_deleted: 0, editable: true });
    // Its goals come back with it.
    const goals = okJson<{ kgi: { purpose: string }[] }>(await getSales(ctx, 'pb_sales', { sale_id: sale.id }));
    expect(goals.kgi[0]?.purpose).toBe('売上拡大');
    expect((await listed(sale.id))?.is_deleted).toBe(0);
  });

  it.each([
    ['admin', 200],
    ['manager', 200],
    ['member', 403],
    ['client', 403],
    ['otherClient', 403],
  ] as const)('delete and restore as %s: %i', async (role, status) => {
    const sale = await newSale(ctx);
    expect((await postSales(ctx, 'sales_statuses/delete_sales', { id: sale.id }, ctx.tokens[role])).statusCode).toBe(
      status,
    );
    const gone = await deletedSale(ctx);
    expect((await postSales(ctx, 'sales_statuses/restore_sales', { id: gone.id }, ctx.tokens[role])).statusCode).toBe(
      status,
    );
  });

  it('signed out: 401 for both', async () => {
    const sale = await newSale(ctx);
    expect((await postSales(ctx, 'sales_statuses/delete_sales', { id: sale.id }, SIGNED_OUT)).statusCode).toBe(401);
    expect((await postSales(ctx, 'sales_statuses/restore_sales', { id: sale.id }, SIGNED_OUT)).statusCode).toBe(401);
  });

  it('a member refused (403) leaves the customer as it was', async () => {
    const sale = await newSale(ctx);
    const before = await salesSnapshot(ctx);
    expectError(await postSales(ctx, 'sales_statuses/delete_sales', { id: sale.id }), 403, 'forbidden');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('refuses a missing id (400) and an unknown customer (404)', async () => {
    expectBadInput(await postSales(ctx, 'sales_statuses/delete_sales', {}, ctx.tokens.admin), 'id');
    expectBadInput(await postSales(ctx, 'sales_statuses/restore_sales', { id: 'x' }, ctx.tokens.admin), 'id');
    expectError(
      await postSales(ctx, 'sales_statuses/restore_sales', { id: 999_999 }, ctx.tokens.admin),
      404,
      'not_found',
    );
  });

  it('restoring a live customer changes nothing', async () => {
    const sale = await newSale(ctx);
    const before = await salesSnapshot(ctx);
    const again = okJson<{ sale: SaleEntry }>(
      await postSales(ctx, 'sales_statuses/restore_sales', { id: sale.id }, ctx.tokens.admin),
    );
    expect(again.sale).toMatchObject({ id: sale.id, is_deleted: 0 });
    expect(await salesSnapshot(ctx)).toEqual(before);
  });
});
