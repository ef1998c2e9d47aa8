import type { SalesSimulationResponse, SimulationRecord } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import {
  expectBadInput,
  expectError,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { getSales, newSale, okJson, postSales, salesSnapshot, SIGNED_OUT } from '../../../test/sales-helpers.js';

const ctx: ManagementContext = useManagementApp();

const save = (payload: Record<string, unknown>, token = ctx.tokens.member) =>
  postSales(ctx, 'pb_sales/update_simulation', payload, token);

const simulationsOf = async (saleId: number, token = ctx.tokens.member) =>
  okJson<SalesSimulationResponse>(await getSales(ctx, 'sales_statuses/pb_index', { sale_id: saleId }, token));

const current = { session: 500_000, cvr: 1.2, contract_rate: 20, customer_avg: 50_000, profit_rate: 30 };

describe('POST /api/v1/pb_sales/update_simulation and GET pb_index with sale_id', () => {
  it('answers null records before any save', async () => {
    const sale = await newSale(ctx);
    expect(await simulationsOf(sale.id)).toEqual({ current: null, goal: null });
  });

  it('saves each target once (a second save replaces it) and answers the derived figures', async () => {
    const sale = await newSale(ctx);
    const first = okJson<{ simulation: SimulationRecord }>(await save({ sale_id: sale.id, target: 0, ...current }));
    expect(first.simulation).toEqual({
      id: expect.any(Number),
      sale_id: sale.id,
      target: 0,
      ...current,
      // 500,000 × 1.2 % = 6,000 CV; × 20 % = 1,200 contracts; × 50,000 = 60,000,000; 30 % profit.
      cv: 6000,
      target_contract_cnt: 1200,
      target_sales: 60_000_000,
      require_contract_cnt: 1200,
      profit: 18_000_000,
      updated_at: expect.any(String),
    });
    const goal = okJson<{ simulation: SimulationRecord }>(
      await save({ sale_id: sale.id, target: 1, ...current, session: 800_000, cvr: 1.5 }),
    );
    expect(goal.simulation).toMatchObject({ target: 1, cv: 12_000, target_contract_cnt: 2400 });
    const again = okJson<{ simulation: SimulationRecord }>(
      await save({ sale_id: sale.id, target: 0, ...current, cvr: 0.8 }),
    );
    expect(again.simulation).toMatchObject({ id: first.simulation.id, cvr: 0.8, cv: 4000 });
    const rows = await ctx.t.db.selectFrom('sales_simulations').select('id').where('sale_id', '=', sale.id).execute();
    expect(rows).toHaveLength(2);
    expect(await simulationsOf(sale.id)).toEqual({ current: again.simulation, goal: goal.simulation });
  });

  it('customer_avg 0: no sales, and require_contract_cnt null (never Infinity or NaN)', async () => {
    const sale = await newSale(ctx);
    const { simulation } = okJson<{ simulation: SimulationRecord }>(
      await save({ sale_id: sale.id, target: 0, ...current, customer_avg: 0 }),
    );
    expect(simulation).toMatchObject({ target_sales: 0, require_contract_cnt: null, profit: 0 });
    expect((await simulationsOf(sale.id)).current?.require_contract_cnt).toBeNull();
  });

  it('reads numbers as typed: commas and full-width digits', async () => {
    const sale = await newSale(ctx);
    const { simulation } = okJson<{ simulation: SimulationRecord }>(
      await save({
        sale_id: sale.id,
        target: 1,
        session: '１，２００',
        cvr: '２.５',
        contract_rate: '10',
        customer_avg: '30,000',
        profit_rate: 40,
      }),
    );
    expect(simulation).toMatchObject({ session: 1200, cvr: 2.5, contract_rate: 10, customer_avg: 30_000, cv: 30 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a session that is not a number', { session: '千二百' }, 'session'],
    ['sessions above ten billion (a number typed after the old one)', { session: '300,000,450,000' }, 'session'],
    ['an empty session', { session: '' }, 'session'],
    ['a negative cvr', { cvr: -1 }, 'cvr'],
    ['a cvr over 100', { cvr: '101' }, 'cvr'],
    ['a contract rate as text', { contract_rate: 'たくさん' }, 'contract_rate'],
    ['a customer_avg of null', { customer_avg: null }, 'customer_avg'],
    ['a profit rate over 100', { profit_rate: 150 }, 'profit_rate'],
    ['a target other than 0 or 1', { target: 2 }, 'target'],
    ['no sale_id', { sale_id: undefined }, 'sale_id'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, extra, field) => {
    const sale = await newSale(ctx);
    const before = await salesSnapshot(ctx);
    expectBadInput(await save({ sale_id: sale.id, target: 0, ...current, ...extra }), field);
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('says why sessions above ten billion are refused, and takes ten billion itself', async () => {
    const sale = await newSale(ctx);
    const refused = await save({ sale_id: sale.id, target: 0, ...current, session: 300_000_450_000 });
    expect(refused.json().error.fields).toEqual([
      { field: 'session', message: 'セッション数は0以上10,000,000,000以下で入力してください' },
    ]);
    const { simulation } = okJson<{ simulation: SimulationRecord }>(
      await save({ sale_id: sale.id, target: 0, ...current, session: 10_000_000_000 }),
    );
    expect(simulation.session).toBe(10_000_000_000);
  });

  it('answers 404 for a deleted customer and keeps clients (403) and the signed out (401) away', async () => {
    const sale = await newSale(ctx);
    okJson(await save({ sale_id: sale.id, target: 0, ...current }));
    expect((await getSales(ctx, 'sales_statuses/pb_index', { sale_id: sale.id }, ctx.tokens.client)).statusCode).toBe(
      403,
    );
    expect((await save({ sale_id: sale.id, target: 0, ...current }, ctx.tokens.otherClient)).statusCode).toBe(403);
    expect((await save({ sale_id: sale.id, target: 0, ...current }, SIGNED_OUT)).statusCode).toBe(401);
    okJson(await postSales(ctx, 'sales_statuses/delete_sales', { id: sale.id }, ctx.tokens.admin));
    const before = await salesSnapshot(ctx);
    expectError(await save({ sale_id: sale.id, target: 0, ...current, cvr: 3 }), 404, 'not_found');
    expectError(await getSales(ctx, 'sales_statuses/pb_index', { sale_id: sale.id }), 404, 'not_found');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });
});
