import { adminMessages, salesMessages, type Kgi, type SaleEntry } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  unique,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { getSales, newSale, okJson, postSales, salesSnapshot, SIGNED_OUT } from '../../../test/sales-helpers.js';
import { uploadDocument } from '../../../test/sales-report-helpers.js';

const ctx: ManagementContext = useManagementApp();

type Converted = { sale: SaleEntry; project_id: number };
const convert = (payload: Record<string, unknown>, token = ctx.tokens.member) =>
  postSales(ctx, 'sales_statuses/convert', payload, token);

/** A customer with both goals set. */
async function saleWithGoals(name = unique('会員制EC')) {
  const sale = await newSale(ctx, { project_name: name });
  okJson(
    await postSales(ctx, 'pb_sales/update', { sale_id: sale.id, action_target: '目標', purpose: '定期購入を伸ばす' }),
  );
  okJson(
    await postSales(ctx, 'pb_sales/update', {
      sale_id: sale.id,
      action_target: 'KGI',
      kgi: '定期会員5,000人',
      start_line: '2026-04-01',
      dead_line: '2027-03-31',
    }),
  );
  return sale;
}

/** The project's KGI as the management screen reads it. */
async function kgiOf(projectId: number, token = ctx.tokens.member) {
  const response = await call(ctx.t.app, 'GET', `/api/v1/managements?project_id=${projectId}`, { token });
  return okJson<{ kgi: Kgi }>(response).kgi;
}

describe('POST /api/v1/sales_statuses/convert', () => {
  it('makes the customer a project of an existing client company, its goals the KGI', async () => {
    const sale = await saleWithGoals('定期通販サイト');
    const result = okJson<Converted>(await convert({ id: sale.id, company_id: ctx.world.clientCompanyId }));
    expect(result.sale).toMatchObject({ id: sale.id, project_id: result.project_id, is_deleted: 0 });
    const project = await ctx.t.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', result.project_id)
      .executeTakeFirstOrThrow();
    expect(project).toMatchObject({ company_id: ctx.world.clientCompanyId, project_name: '定期通販サイト' });
    expect(await kgiOf(result.project_id)).toMatchObject({
      purpose: '定期購入を伸ばす',
      kgi: '定期会員5,000人',
      start_line: '2026-04-01',
      dead_line: '2027-03-31',
    });
    // The client of that company now sees the project; the customer itself stays staff only.
    expect(await kgiOf(result.project_id, ctx.tokens.client)).toMatchObject({ kgi: '定期会員5,000人' });
    const row = await ctx.t.db.selectFrom('sales').selectAll().where('id', '=', sale.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: ctx.world.clientCompanyId, project_id: result.project_id });
    expect((await getSales(ctx, 'pb_sales', { sale_id: sale.id })).statusCode).toBe(200);
  });

  it('makes a new client company when a name is given; a customer without goals gets no KGI row', async () => {
    const sale = await newSale(ctx, { project_name: 'ポータル集客' });
    const result = okJson<Converted>(await convert({ id: sale.id, company_name: '  株式会社ひかり不動産 ' }));
    const company = await ctx.t.db
      .selectFrom('projects')
      .innerJoin('companies', 'companies.id', 'projects.company_id')
      .select(['companies.company_name', 'companies.is_operator', 'projects.project_name'])
      .where('projects.id', '=', result.project_id)
      .executeTakeFirstOrThrow();
    expect(company).toEqual({ company_name: '株式会社ひかり不動産', is_operator: 0, project_name: 'ポータル集客' });
    const kgis = await ctx.t.db.selectFrom('kgis').select('id').where('project_id', '=', result.project_id).execute();
    expect(kgis).toHaveLength(0);
  });

  it("takes the customer's documents along: they belong to the new project too", async () => {
    const sale = await saleWithGoals();
    const document = await uploadDocument(ctx, sale.id);
    const converted = okJson<Converted>(await convert({ id: sale.id, company_id: ctx.world.clientCompanyId }));
    const row = await ctx.t.db
      .selectFrom('documents')
      .select(['sale_id', 'project_id'])
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sale_id: sale.id, project_id: converted.project_id });
  });

  it('refuses converting twice with 409, writing nothing', async () => {
    const sale = await saleWithGoals();
    okJson(await convert({ id: sale.id, company_id: ctx.world.clientCompanyId }));
    const before = await salesSnapshot(ctx);
    expectError(
      await convert({ id: sale.id, company_name: '別の会社' }),
      409,
      'conflict',
      salesMessages.alreadyConverted,
    );
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('of two conversions at once, one wins and the other leaves nothing behind', async () => {
    const sale = await saleWithGoals();
    const projectsBefore = await ctx.t.db.selectFrom('projects').select('id').execute();
    const [a, b] = await Promise.all([
      convert({ id: sale.id, company_name: '同時株式会社A' }),
      convert({ id: sale.id, company_name: '同時株式会社B' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const projectsAfter = await ctx.t.db.selectFrom('projects').select('id').execute();
    expect(projectsAfter).toHaveLength(projectsBefore.length + 1);
    const companies = await ctx.t.db
      .selectFrom('companies')
      .select('company_name')
      .where('company_name', 'like', '同時株式会社%')
      .execute();
    expect(companies).toHaveLength(1);
  });

  it.each<[string, (c: ManagementContext) => Record<string, unknown>, string, string | undefined]>([
    ['neither company_id nor company_name', () => ({}), 'company_id', undefined],
    ['a blank company_name', () => ({ company_name: '   ' }), 'company_id', undefined],
    [
      'both company_id and company_name',
      (c) => ({ company_id: c.world.clientCompanyId, company_name: '新会社' }),
      'company_name',
      undefined,
    ],
    [
      'the operating company',
      (c) => ({ company_id: c.world.operatorCompanyId }),
      'company_id',
      adminMessages.clientCompanyRequired,
    ],
    ['a missing company', () => ({ company_id: 999_999 }), 'company_id', adminMessages.unknownCompany],
    ['a company name too long', () => ({ company_name: 'あ'.repeat(101) }), 'company_name', undefined],
  ])('refuses %s with 400 naming the field, writing nothing', async (_label, extra, field, message) => {
    const sale = await saleWithGoals();
    const before = await salesSnapshot(ctx);
    const response = await convert({ id: sale.id, ...extra(ctx) });
    expectBadInput(response, field);
    if (message) expectError(response, 400, 'bad_input', message);
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('refuses a deleted company (400 company_id), writing nothing', async () => {
    const sale = await saleWithGoals();
    const company = okJson<{ company: { id: number } }>(
      await call(ctx.t.app, 'POST', '/api/v1/companies/create', {
        token: ctx.tokens.admin,
        payload: { company_name: unique('閉業株式会社') },
      }),
    ).company;
    okJson(
      await call(ctx.t.app, 'POST', '/api/v1/companies/delete', {
        token: ctx.tokens.admin,
        payload: { id: company.id },
      }),
    );
    const before = await salesSnapshot(ctx);
    expectBadInput(await convert({ id: sale.id, company_id: company.id }), 'company_id');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('answers 404 for a deleted customer; clients 403, signed out 401; any staff role converts', async () => {
    const gone = await newSale(ctx);
    okJson(await postSales(ctx, 'sales_statuses/delete_sales', { id: gone.id }, ctx.tokens.admin));
    expectError(await convert({ id: gone.id, company_id: ctx.world.clientCompanyId }), 404, 'not_found');
    const sale = await newSale(ctx);
    const payload = { id: sale.id, company_id: ctx.world.clientCompanyId };
    expect((await convert(payload, ctx.tokens.client)).statusCode).toBe(403);
    expect((await convert(payload, SIGNED_OUT)).statusCode).toBe(401);
    for (const role of ['admin', 'manager', 'member'] as const) {
      const own = await newSale(ctx);
      expect((await convert({ id: own.id, company_id: ctx.world.clientCompanyId }, ctx.tokens[role])).statusCode).toBe(
        200,
      );
    }
  });
});
