import { builtInTemplates, templateMessages, type ImportTreeResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, snapshot } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  newProject,
  post,
  treeTables,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { allowClientEdit } from '../../../test/measure-report-helpers.js';

const ctx: ManagementContext = useManagementApp();
const tables = [...treeTables, 'change_history'] as const;

describe('GET templates', () => {
  it('lists the team’s three templates, whole, to staff', async () => {
    const response = await call(ctx.t.app, 'GET', '/api/v1/templates', { token: ctx.tokens.member });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ templates: { name: string }[] }>().templates.map((t) => t.name)).toEqual([
      'EC購入CVR改善',
      'BtoBリード獲得',
      '会員登録改善',
    ]);
  });

  it('refuses client users and the signed out', async () => {
    expect((await call(ctx.t.app, 'GET', '/api/v1/templates', { token: ctx.tokens.client })).statusCode).toBe(403);
    expect((await call(ctx.t.app, 'GET', '/api/v1/templates')).statusCode).toBe(401);
  });
});

describe('POST managements/apply_template', () => {
  it('adds a template’s tree, and adds nothing twice', async () => {
    const projectId = await newProject(ctx);
    const response = await post(ctx, 'apply_template', { project_id: projectId, template: 'sign_up' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ImportTreeResponse>();
    const template = builtInTemplates.find((t) => t.key === 'sign_up');
    expect(body.counts.kpi.create).toBe(template?.kpis.length);
    const created = Object.values(body.counts).reduce((sum, c) => sum + c.create, 0);
    expect(body.message).toBe(templateMessages.applied(created));
    const kpis = await ctx.t.db.selectFrom('kpis').select('kpi').where('project_id', '=', projectId).execute();
    expect(kpis.map((k) => k.kpi)).toEqual(template?.kpis.map((k) => k.title));
    const measure = await ctx.t.db
      .selectFrom('measures')
      .select(['measure', 'expected_uplift'])
      .where('project_id', '=', projectId)
      .where('measure', '=', 'Google・Apple・LINEでの登録を追加する')
      .executeTakeFirstOrThrow();
    expect(measure.expected_uplift).toBe(15);

    const again = await post(ctx, 'apply_template', { project_id: projectId, template: 'sign_up' });
    expect(again.json<ImportTreeResponse>().message).toBe(templateMessages.nothing);
  });

  it.each<[string, unknown, string]>([
    ['an unknown template', { template: 'crm' }, 'template'],
    ['no template', {}, 'template'],
    ['no project', { project_id: undefined, template: 'sign_up' }, 'project_id'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_label, body, field) => {
    const projectId = await newProject(ctx);
    const before = await snapshot(ctx.t.db, tables);
    expectBadInput(await post(ctx, 'apply_template', { project_id: projectId, ...(body as object) }), field);
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);
  });

  it('refuses a client (even one who may edit the tree), another company and the signed out', async () => {
    const projectId = await newProject(ctx);
    await allowClientEdit(ctx, projectId);
    const before = await snapshot(ctx.t.db, tables);
    const body = { project_id: projectId, template: 'btob_leads' };
    expectError(await post(ctx, 'apply_template', body, ctx.tokens.client), 403, 'forbidden');
    expect((await post(ctx, 'apply_template', body, ctx.tokens.otherClient)).statusCode).toBe(404);
    expect((await post(ctx, 'apply_template', body, '')).statusCode).toBe(401);
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);
  });
});
