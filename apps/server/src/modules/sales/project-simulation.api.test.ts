import type { ProjectSimulationResponse, SimulationRecord } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { allowClientEdit } from '../../../test/measure-report-helpers.js';
import { readAccess, statusesFor } from '../../../test/monthly-report-helpers.js';
import { insertSale } from '../../../test/sales-fixture.js';
import { newSale, okJson, postSales } from '../../../test/sales-helpers.js';

const ctx: ManagementContext = useManagementApp();

const read = (projectId: number | string | undefined, token = ctx.tokens.member) =>
  call(
    ctx.t.app,
    'GET',
    `/api/v1/pb_sales/project_simulation${projectId === undefined ? '' : `?project_id=${projectId}`}`,
    { token },
  );

const simulationOf = async (projectId: number, token = ctx.tokens.member) =>
  okJson<ProjectSimulationResponse>(await read(projectId, token));

const current = { session: 500_000, cvr: 1.2, contract_rate: 20, customer_avg: 50_000, profit_rate: 30 };

/** A customer converted through the sales call, with both records saved before; its project. */
async function convertedWithSimulation() {
  const sale = await newSale(ctx, { project_name: '桜コスメEC' });
  const saved = async (target: 0 | 1, figures: typeof current) =>
    okJson<{ simulation: SimulationRecord }>(
      await postSales(ctx, 'pb_sales/update_simulation', { sale_id: sale.id, target, ...figures }),
    ).simulation;
  const now = await saved(0, current);
  const goal = await saved(1, { ...current, session: 800_000 });
  const converted = okJson<{ project_id: number }>(
    await postSales(ctx, 'sales_statuses/convert', { id: sale.id, company_id: ctx.world.clientCompanyId }),
  );
  return { saleId: sale.id, projectId: converted.project_id, now, goal };
}

describe('GET /api/v1/pb_sales/project_simulation', () => {
  it('answers the records of the customer the project came from; staff may edit them', async () => {
    const { saleId, projectId, now, goal } = await convertedWithSimulation();
    expect(await simulationOf(projectId)).toEqual({
      sale_id: saleId,
      project_name: '桜コスメEC',
      current: now,
      goal,
      can_edit: true,
    });
    // A staff change through the sales call is what the overview reads next.
    const changed = okJson<{ simulation: SimulationRecord }>(
      await postSales(ctx, 'pb_sales/update_simulation', { sale_id: saleId, target: 0, ...current, cvr: 2 }),
    ).simulation;
    expect((await simulationOf(projectId)).current).toEqual(changed);
  });

  it('is read-only for the project’s client, even where client editing is allowed (the sales call stays staff only)', async () => {
    const { saleId, projectId, now } = await convertedWithSimulation();
    expect(await simulationOf(projectId, ctx.tokens.client)).toMatchObject({
      sale_id: saleId,
      current: now,
      can_edit: false,
    });
    await allowClientEdit(ctx, projectId);
    expect((await simulationOf(projectId, ctx.tokens.client)).can_edit).toBe(false);
    const before = await ctx.t.db.selectFrom('sales_simulations').selectAll().where('sale_id', '=', saleId).execute();
    const refused = await postSales(
      ctx,
      'pb_sales/update_simulation',
      { sale_id: saleId, target: 0, ...current, cvr: 9 },
      ctx.tokens.client,
    );
    expectError(refused, 403, 'forbidden');
    expect(await ctx.t.db.selectFrom('sales_simulations').selectAll().where('sale_id', '=', saleId).execute()).toEqual(
      before,
    );
  });

  it('answers no customer for a project that did not come from the sales area, or whose customer is deleted', async () => {
    const none = { sale_id: null, project_name: null, current: null, goal: null, can_edit: false };
    expect(await simulationOf(await newProject(ctx))).toEqual(none);
    expect(await simulationOf(await newProject(ctx), ctx.tokens.client)).toEqual(none);
    const projectId = await newProject(ctx);
    await insertSale(ctx.t.db, { projectId, companyId: ctx.world.clientCompanyId, deleted: true });
    expect(await simulationOf(projectId)).toEqual(none);
  });

  it('answers null records for a converted customer that saved none', async () => {
    const projectId = await newProject(ctx);
    const saleId = await insertSale(ctx.t.db, { projectId, companyId: ctx.world.clientCompanyId, name: '新規案件' });
    expect(await simulationOf(projectId)).toEqual({
      sale_id: saleId,
      project_name: '新規案件',
      current: null,
      goal: null,
      can_edit: true,
    });
  });

  it('is read by everyone who sees the project: another company’s client 404, signed out 401', async () => {
    const { projectId } = await convertedWithSimulation();
    expect(await statusesFor(ctx, (token) => read(projectId, token))).toEqual(readAccess);
    expectError(await read(await newOtherProject(ctx), ctx.tokens.client), 404, 'not_found');
  });

  it('refuses a bad project_id with 400 naming it and a missing project with 404', async () => {
    expectBadInput(await read(undefined), 'project_id');
    expectBadInput(await read('abc'), 'project_id');
    expectBadInput(await read(0), 'project_id');
    expectError(await read(999_999), 404, 'not_found');
  });
});
