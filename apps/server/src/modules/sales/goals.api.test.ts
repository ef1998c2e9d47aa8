import { SALES_GOAL_TEXT_MAX, salesMessages, type Notification, type PbSalesResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { getSales, newSale, okJson, postSales, salesSnapshot, SIGNED_OUT } from '../../../test/sales-helpers.js';

const ctx: ManagementContext = useManagementApp();

const goalsOf = async (saleId: number, token = ctx.tokens.member) =>
  okJson<PbSalesResponse>(await getSales(ctx, 'pb_sales', { sale_id: saleId }, token));

const update = (payload: Record<string, unknown>, token = ctx.tokens.member) =>
  postSales(ctx, 'pb_sales/update', payload, token);

/** A customer converted into a new project of the client's company; its id and the project's. */
async function convertedSale() {
  const sale = await newSale(ctx);
  const converted = okJson<{ project_id: number }>(
    await postSales(ctx, 'sales_statuses/convert', { id: sale.id, company_id: ctx.world.clientCompanyId }),
  );
  return { saleId: sale.id, projectId: converted.project_id };
}

async function notificationsOf(projectId: number, token = ctx.tokens.admin) {
  const response = await call(ctx.t.app, 'GET', `/api/v1/notifications?project_id=${projectId}`, { token });
  return okJson<{ notifications: Notification[] }>(response).notifications;
}

describe('GET /api/v1/pb_sales', () => {
  it('answers no goals before the first save, with the customer and an empty history', async () => {
    const sale = await newSale(ctx, { project_name: '化粧品EC' });
    expect(await goalsOf(sale.id)).toEqual({ kgi: [], sales_data: sale, history: [] });
  });

  it('answers 404 for a missing customer, 400 for a bad sale_id, 403 for clients, 401 signed out', async () => {
    expectError(await getSales(ctx, 'pb_sales', { sale_id: 999_999 }), 404, 'not_found', salesMessages.notFound);
    expectBadInput(await getSales(ctx, 'pb_sales', { sale_id: 'x' }), 'sale_id');
    expectBadInput(await getSales(ctx, 'pb_sales', {}), 'sale_id');
    const sale = await newSale(ctx);
    expect((await getSales(ctx, 'pb_sales', { sale_id: sale.id }, ctx.tokens.client)).statusCode).toBe(403);
    expect((await getSales(ctx, 'pb_sales', { sale_id: sale.id }, SIGNED_OUT)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/pb_sales/update', () => {
  it('sets 目標 and the KGI with its period, recording each change readably, newest first', async () => {
    const sale = await newSale(ctx);
    const afterPurpose = okJson<PbSalesResponse>(
      await update({ sale_id: sale.id, action_target: '目標', purpose: 'EC売上を前年比150%に', user_id: 1, is_rev: 0 }),
    );
    expect(afterPurpose.kgi).toEqual([
      {
        id: expect.any(Number),
        purpose: 'EC売上を前年比150%に',
        kgi: '',
        start_line: null,
        dead_line: null,
        updated_at: expect.any(String),
      },
    ]);
    const afterKgi = okJson<PbSalesResponse>(
      await update(
        {
          sale_id: sale.id,
          action_target: 'KGI',
          kgi: '売上1.2億円',
          start_line: '2026-04-01',
          dead_line: '2027-03-31',
        },
        ctx.tokens.manager,
      ),
    );
    expect(afterKgi.kgi[0]).toMatchObject({
      purpose: 'EC売上を前年比150%に',
      kgi: '売上1.2億円',
      start_line: '2026-04-01',
      dead_line: '2027-03-31',
    });
    expect(afterKgi.sales_data.id).toBe(sale.id);
    expect(afterKgi.history).toEqual([
      {
        id: expect.any(Number),
        action_target: 'KGI',
        before: '（未設定）',
        after: '売上1.2億円（2026/04/01〜2027/03/31）',
        user_name: 't-manager さん',
        created_at: expect.any(String),
      },
      {
        id: expect.any(Number),
        action_target: '目標',
        before: '（未設定）',
        after: 'EC売上を前年比150%に',
        // The signed-in user, not the user_id the body names.
        user_name: 't-member さん',
        created_at: expect.any(String),
      },
    ]);
    expect(await goalsOf(sale.id)).toEqual(afterKgi);
  });

  it("'' clears both dates; absent dates stay; an unchanged goal records no change", async () => {
    const sale = await newSale(ctx);
    const kgi = { sale_id: sale.id, action_target: 'KGI', kgi: '問い合わせ月300件' };
    okJson(await update({ ...kgi, start_line: '2026-01-01', dead_line: '2026-12-31' }));
    const renamed = okJson<PbSalesResponse>(await update({ ...kgi, kgi: '問い合わせ月400件' }));
    expect(renamed.kgi[0]).toMatchObject({
      kgi: '問い合わせ月400件',
      start_line: '2026-01-01',
      dead_line: '2026-12-31',
    });
    const cleared = okJson<PbSalesResponse>(
      await update({ ...kgi, kgi: '問い合わせ月400件', start_line: '', dead_line: '' }),
    );
    expect(cleared.kgi[0]).toMatchObject({ start_line: null, dead_line: null });
    expect(cleared.history.map((h) => [h.before, h.after])).toEqual([
      ['問い合わせ月400件（2026/01/01〜2026/12/31）', '問い合わせ月400件'],
      ['問い合わせ月300件（2026/01/01〜2026/12/31）', '問い合わせ月400件（2026/01/01〜2026/12/31）'],
      ['（未設定）', '問い合わせ月300件（2026/01/01〜2026/12/31）'],
    ]);
    const same = okJson<PbSalesResponse>(await update({ ...kgi, kgi: '問い合わせ月400件' }));
    expect(same.history).toHaveLength(3);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no action_target', { purpose: '目標' }, 'action_target'],
    ['an unknown action_target', { action_target: '目的', purpose: '目標' }, 'action_target'],
    ['目標 without purpose', { action_target: '目標' }, 'purpose'],
    ['a purpose too long', { action_target: '目標', purpose: 'あ'.repeat(SALES_GOAL_TEXT_MAX + 1) }, 'purpose'],
    ['KGI without kgi', { action_target: 'KGI', start_line: '2026-01-01', dead_line: '2026-02-01' }, 'kgi'],
    ['an empty kgi', { action_target: 'KGI', kgi: '  ' }, 'kgi'],
    ['a start without an end', { action_target: 'KGI', kgi: '売上', start_line: '2026-01-01' }, 'dead_line'],
    [
      'an end before the start',
      { action_target: 'KGI', kgi: '売上', start_line: '2026-05-01', dead_line: '2026-04-01' },
      'dead_line',
    ],
    [
      'a date not in YYYY-MM-DD',
      { action_target: 'KGI', kgi: '売上', start_line: '2026/01/01', dead_line: '2026-02-01' },
      'start_line',
    ],
  ])('refuses %s with 400 naming the field, writing nothing', async (_label, payload, field) => {
    const sale = await newSale(ctx);
    const before = await salesSnapshot(ctx);
    expectBadInput(await update({ sale_id: sale.id, ...payload }), field);
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('answers 404 for a deleted customer and 403 for clients, writing nothing', async () => {
    const sale = await newSale(ctx);
    okJson(await postSales(ctx, 'sales_statuses/delete_sales', { id: sale.id }, ctx.tokens.admin));
    const before = await salesSnapshot(ctx);
    const payload = { sale_id: sale.id, action_target: '目標', purpose: '新しい目標' };
    expectError(await update(payload), 404, 'not_found');
    expectError(await update(payload, ctx.tokens.client), 403, 'forbidden');
    expect((await update(payload, SIGNED_OUT)).statusCode).toBe(401);
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('announces a change to a converted customer on its project as a sales_goal notification', async () => {
    const { saleId, projectId } = await convertedSale();
    okJson(await update({ sale_id: saleId, action_target: '目標', purpose: '会員数を2倍に' }));
    okJson(await update({ sale_id: saleId, action_target: '目標', purpose: '会員数を3倍に', action_page: '営業目標' }));
    const goals = (await notificationsOf(projectId)).filter((n) => n.kind === 'sales_goal');
    expect(goals.map((n) => [n.action_page, n.action_target, n.is_rev])).toEqual([
      ['営業目標', '目標', true],
      ['営業目標', '目標', false],
    ]);
    // Sales goals are the sales team's: the project's client users are not told of them.
    const forClient = await notificationsOf(projectId, ctx.tokens.client);
    expect(forClient.filter((n) => n.kind === 'sales_goal')).toEqual([]);
  });

  it('a customer that is no project announces nothing', async () => {
    const sale = await newSale(ctx);
    const before = await ctx.t.db.selectFrom('notifications').select('id').execute();
    okJson(await update({ sale_id: sale.id, action_target: '目標', purpose: '目標だけ' }));
    expect(await ctx.t.db.selectFrom('notifications').select('id').execute()).toHaveLength(before.length);
  });
});
