import { analyticsMessages, type ClientTarget, type ClientTargetsResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, snapshot } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { allowClientEdit } from '../../../test/measure-report-helpers.js';

const ctx: ManagementContext = useManagementApp();

const post = (path: string, payload: unknown, token = ctx.tokens.member) =>
  call(ctx.t.app, 'POST', `/api/v1/gapi/v2/${path}`, { token, payload });

/** POST setClientTargetData, which must succeed; the row as answered. */
async function createTarget(payload: Record<string, unknown>, token = ctx.tokens.member): Promise<ClientTarget> {
  const response = await post('setClientTargetData', payload, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ target: ClientTarget }>().target;
}

/** GET gapi/getClientTargetData, which must succeed. */
async function targetsOf(projectId: number, token = ctx.tokens.member): Promise<ClientTargetsResponse> {
  const response = await call(ctx.t.app, 'GET', `/api/v1/gapi/getClientTargetData?project_id=${projectId}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ClientTargetsResponse>();
}

const storedRow = (id: number) =>
  ctx.t.db.selectFrom('client_targets').selectAll().where('id', '=', id).executeTakeFirst();
const targetRows = () => snapshot(ctx.t.db, ['client_targets']);

describe('POST /api/v1/gapi/v2/setClientTargetData', () => {
  it('stores a period with the typed figures and answers it with the derived ones named', async () => {
    const projectId = await newProject(ctx);
    const target = await createTarget({
      project_id: projectId,
      start_month: '2026-04',
      end_month: '2026-09',
      target_sales: '3,000,000',
      ltv: 300000,
      contract_rate: '２０',
    });
    expect(target).toEqual({
      id: expect.any(Number),
      project_id: projectId,
      start_month: '2026-04',
      end_month: '2026-09',
      target_sales: 3_000_000,
      ltv: 300_000,
      contract_rate: 20,
      target_contract_cnt: 10,
      target_cv_cnt: 50,
      derived: ['target_contract_cnt', 'target_cv_cnt'],
      updated_at: expect.any(String),
    });
    // Only what was typed is stored: the derived figures are computed on read.
    expect(await storedRow(target.id)).toMatchObject({
      target_sales: 3_000_000,
      ltv: 300_000,
      contract_rate: 20,
      target_contract_cnt: null,
      target_cv_cnt: null,
    });
  });

  it('takes one month when end_month is left out, with no figures at all', async () => {
    const projectId = await newProject(ctx);
    const target = await createTarget({ project_id: projectId, start_month: '2026-04' });
    expect(target).toMatchObject({ start_month: '2026-04', end_month: '2026-04', target_cv_cnt: null, derived: [] });
  });

  it.each([
    ['start_month', { start_month: '2026/04' }],
    ['start_month', { start_month: undefined }],
    ['end_month', { end_month: '2026-03' }],
    ['end_month', { end_month: '2026-13' }],
    ['contract_rate', { contract_rate: 101 }],
    ['target_sales', { target_sales: 'たくさん' }],
    ['ltv', { ltv: -1 }],
    ['project_id', { project_id: 'x' }],
  ])('refuses a bad %s with 400 naming it, writing nothing', async (field, change) => {
    const projectId = await newProject(ctx);
    const before = await targetRows();
    const response = await post('setClientTargetData', { project_id: projectId, start_month: '2026-04', ...change });
    expectBadInput(response, field);
    expect(await targetRows()).toEqual(before);
  });

  it('refuses a period that shares a month with another of the project (400 on start_month)', async () => {
    const projectId = await newProject(ctx);
    await createTarget({ project_id: projectId, start_month: '2026-04', end_month: '2026-06' });
    const before = await targetRows();
    for (const period of [
      { start_month: '2026-06', end_month: '2026-08' },
      { start_month: '2026-01', end_month: '2026-04' },
      { start_month: '2026-05' },
      { start_month: '2025-01', end_month: '2027-01' },
    ]) {
      const response = await post('setClientTargetData', { project_id: projectId, ...period });
      expectBadInput(response, 'start_month');
      expect(response.json<{ error: { message: string } }>().error.message).toBe(analyticsMessages.targetOverlap);
    }
    expect(await targetRows()).toEqual(before);
    // Next to it, or the same months in another project, is fine.
    await createTarget({ project_id: projectId, start_month: '2026-07', end_month: '2026-12' });
    await createTarget({ project_id: projectId, start_month: '2026-03' });
    await createTarget({ project_id: await newProject(ctx), start_month: '2026-04', end_month: '2026-06' });
    expect((await targetsOf(projectId)).targets.map((t) => [t.start_month, t.end_month])).toEqual([
      ['2026-03', '2026-03'],
      ['2026-04', '2026-06'],
      ['2026-07', '2026-12'],
    ]);
  });

  it('lets only one of two racing overlapping periods in', async () => {
    const projectId = await newProject(ctx);
    const responses = await Promise.all(
      ['2026-01', '2026-02', '2026-03', '2026-04'].map((start_month) =>
        post('setClientTargetData', { project_id: projectId, start_month, end_month: '2026-06' }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect((await targetsOf(projectId)).targets).toHaveLength(1);
  });

  it('is staff’s: the project’s client gets 403 even where client editing is allowed, another company 404', async () => {
    const projectId = await newProject(ctx);
    await allowClientEdit(ctx, projectId);
    const before = await targetRows();
    const payload = { project_id: projectId, start_month: '2026-04' };
    expectError(await post('setClientTargetData', payload, ctx.tokens.client), 403, 'forbidden');
    expectError(await post('setClientTargetData', payload, ctx.tokens.otherClient), 404, 'not_found');
    expectError(
      await post('setClientTargetData', { ...payload, project_id: await newOtherProject(ctx) }, ctx.tokens.client),
      404,
      'not_found',
    );
    expect(await targetRows()).toEqual(before);
  });
});

describe('GET gapi/getClientTargetData and POST gapi/v2/getClientTargetData', () => {
  it('answer the same rows, earliest first, with derived figures; can_edit for staff only', async () => {
    const projectId = await newProject(ctx);
    await createTarget({
      project_id: projectId,
      start_month: '2026-10',
      target_cv_cnt: 80,
      contract_rate: 25,
      ltv: 1000,
    });
    await createTarget({ project_id: projectId, start_month: '2026-04', end_month: '2026-09', target_contract_cnt: 4 });
    const staff = await targetsOf(projectId);
    expect(staff.can_edit).toBe(true);
    expect(staff.targets.map((t) => [t.start_month, t.target_contract_cnt, t.target_sales, t.derived])).toEqual([
      ['2026-04', 4, null, []],
      ['2026-10', 20, 20_000, ['target_contract_cnt', 'target_sales']],
    ]);
    const v2 = await post('getClientTargetData', { project_id: projectId });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json()).toEqual(staff);
    const client = await targetsOf(projectId, ctx.tokens.client);
    expect(client).toEqual({ ...staff, can_edit: false });
  });

  it('is 404 for another company’s client and 400 for a bad project id', async () => {
    const projectId = await newProject(ctx);
    const response = await call(ctx.t.app, 'GET', `/api/v1/gapi/getClientTargetData?project_id=${projectId}`, {
      token: ctx.tokens.otherClient,
    });
    expectError(response, 404, 'not_found');
    expectError(await post('getClientTargetData', { project_id: projectId }, ctx.tokens.otherClient), 404, 'not_found');
    expectBadInput(
      await call(ctx.t.app, 'GET', '/api/v1/gapi/getClientTargetData?project_id=0', { token: ctx.tokens.member }),
      'project_id',
    );
    expectBadInput(await post('getClientTargetData', {}), 'project_id');
  });
});

describe('POST /api/v1/gapi/v2/updateClientTargetData', () => {
  it('changes the fields sent, clears a figure sent as "" or null, and keeps the rest', async () => {
    const projectId = await newProject(ctx);
    const { id } = await createTarget({
      project_id: projectId,
      start_month: '2026-04',
      target_sales: 1_000_000,
      ltv: 100_000,
      contract_rate: 10,
      target_cv_cnt: 90,
    });
    const response = await post('updateClientTargetData', {
      id,
      end_month: '2026-06',
      target_sales: '',
      ltv: null,
      target_contract_cnt: 5,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ target: ClientTarget }>().target).toMatchObject({
      id,
      start_month: '2026-04',
      end_month: '2026-06',
      target_sales: null,
      ltv: null,
      contract_rate: 10,
      target_contract_cnt: 5,
      target_cv_cnt: 90,
      derived: [],
    });
    expect(await storedRow(id)).toMatchObject({
      target_sales: null,
      ltv: null,
      target_contract_cnt: 5,
      target_cv_cnt: 90,
    });
  });

  it('may move a period over its own months, never over another row’s', async () => {
    const projectId = await newProject(ctx);
    const { id } = await createTarget({ project_id: projectId, start_month: '2026-04', end_month: '2026-06' });
    await createTarget({ project_id: projectId, start_month: '2026-08' });
    const moved = await post('updateClientTargetData', { id, start_month: '2026-05', end_month: '2026-07' });
    expect(moved.statusCode, moved.body).toBe(200);
    const before = await targetRows();
    const overlapping = await post('updateClientTargetData', { id, end_month: '2026-08' });
    expectBadInput(overlapping, 'start_month');
    expect(overlapping.json<{ error: { message: string } }>().error.message).toBe(analyticsMessages.targetOverlap);
    expect(await targetRows()).toEqual(before);
  });

  it('refuses an end before the start, counting the stored month the request leaves out', async () => {
    const projectId = await newProject(ctx);
    const { id } = await createTarget({ project_id: projectId, start_month: '2026-04', end_month: '2026-06' });
    const before = await targetRows();
    expectBadInput(await post('updateClientTargetData', { id, end_month: '2026-03' }), 'end_month');
    expectBadInput(await post('updateClientTargetData', { id, start_month: '2026-07' }), 'start_month');
    expectBadInput(
      await post('updateClientTargetData', { id, start_month: '2026-09', end_month: '2026-08' }),
      'end_month',
    );
    expectBadInput(await post('updateClientTargetData', { id, contract_rate: '2割' }), 'contract_rate');
    expect(await targetRows()).toEqual(before);
  });

  it('is 404 for an unknown id and for another company’s client, 403 for the project’s client', async () => {
    const projectId = await newProject(ctx);
    await allowClientEdit(ctx, projectId);
    const { id } = await createTarget({ project_id: projectId, start_month: '2026-04', target_cv_cnt: 10 });
    const before = await targetRows();
    const notFound = await post('updateClientTargetData', { id: id + 10_000, target_cv_cnt: 1 });
    expectError(notFound, 404, 'not_found', analyticsMessages.targetNotFound);
    expectError(
      await post('updateClientTargetData', { id, target_cv_cnt: 1 }, ctx.tokens.otherClient),
      404,
      'not_found',
      analyticsMessages.targetNotFound,
    );
    expectError(await post('updateClientTargetData', { id, target_cv_cnt: 1 }, ctx.tokens.client), 403, 'forbidden');
    expect(await targetRows()).toEqual(before);
  });
});

describe('POST /api/v1/gapi/v2/deleteClientTargetData', () => {
  it('deletes the row (staff), after which its months are free again', async () => {
    const projectId = await newProject(ctx);
    const { id } = await createTarget({ project_id: projectId, start_month: '2026-04', end_month: '2026-06' });
    const response = await post('deleteClientTargetData', { id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id });
    expect(await storedRow(id)).toBeUndefined();
    await createTarget({ project_id: projectId, start_month: '2026-05' });
    expectError(await post('deleteClientTargetData', { id }), 404, 'not_found', analyticsMessages.targetNotFound);
  });

  it('is refused to client users (403 own project, 404 another company), deleting nothing', async () => {
    const projectId = await newProject(ctx);
    const { id } = await createTarget({ project_id: projectId, start_month: '2026-04' });
    const before = await targetRows();
    expectError(await post('deleteClientTargetData', { id }, ctx.tokens.client), 403, 'forbidden');
    expectError(await post('deleteClientTargetData', { id }, ctx.tokens.otherClient), 404, 'not_found');
    expectBadInput(await post('deleteClientTargetData', { id: 'x' }), 'id');
    expect(await targetRows()).toEqual(before);
  });
});
