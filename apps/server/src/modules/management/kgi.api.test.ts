import type { Kgi } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  get,
  newProject,
  post,
  treeTables,
  useManagementApp,
} from '../../../test/management-helpers.js';

const ctx = useManagementApp();

async function kgiOf(projectId: number): Promise<Kgi> {
  const response = await get(ctx, '/get_kgi', { project_id: projectId });
  expect(response.statusCode).toBe(200);
  return response.json<Kgi>();
}

async function saveKgi(payload: Record<string, unknown>): Promise<Kgi> {
  const response = await post(ctx, 'create_kgi', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Kgi>();
}

describe('POST managements/create_kgi', () => {
  it('saves the purpose alone', async () => {
    const projectId = await newProject(ctx);
    const saved = await saveKgi({ projectId, purpose: '地域で一番選ばれる店にする' });
    expect(saved).toEqual({
      kgi_id: expect.any(Number),
      purpose: '地域で一番選ばれる店にする',
      kgi: '',
      start_line: null,
      dead_line: null,
      updated_at: expect.any(String),
    });
    expect(await kgiOf(projectId)).toEqual(saved);
  });

  it('saves the KGI with its period, keeping the purpose, and later the purpose keeping the KGI', async () => {
    const projectId = await newProject(ctx);
    const first = await saveKgi({ projectId, purpose: '目的' });
    const withKgi = await saveKgi({
      projectId,
      kgi: '  売上前年比120%  ',
      startLine: '2026-04-01',
      deadLine: '2027-03-31',
    });
    expect(withKgi).toEqual({
      kgi_id: first.kgi_id,
      purpose: '目的',
      kgi: '売上前年比120%',
      start_line: '2026-04-01',
      dead_line: '2027-03-31',
      updated_at: expect.any(String),
    });
    expect(await kgiOf(projectId)).toEqual(withKgi);

    const purpose = await saveKgi({ projectId, purpose: '新しい目的' });
    expect(purpose).toMatchObject({
      kgi_id: first.kgi_id,
      purpose: '新しい目的',
      kgi: '売上前年比120%',
      start_line: '2026-04-01',
      dead_line: '2027-03-31',
    });
    // One KGI row per project.
    const rows = await ctx.t.db.selectFrom('kgis').select('id').where('project_id', '=', projectId).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps the period when the KGI is saved without dates, and clears it with empty dates', async () => {
    const projectId = await newProject(ctx);
    await saveKgi({ projectId, kgi: 'KGI', startLine: '2026-04-01', deadLine: '2026-09-30' });
    expect(await saveKgi({ projectId, kgi: '改名したKGI' })).toMatchObject({
      kgi: '改名したKGI',
      start_line: '2026-04-01',
      dead_line: '2026-09-30',
    });
    expect(await saveKgi({ projectId, kgi: '改名したKGI', startLine: '', deadLine: '' })).toMatchObject({
      start_line: null,
      dead_line: null,
    });
  });

  it('accepts a period of one day', async () => {
    const projectId = await newProject(ctx);
    expect(await saveKgi({ projectId, kgi: 'KGI', startLine: '2026-04-01', deadLine: '2026-04-01' })).toMatchObject({
      start_line: '2026-04-01',
      dead_line: '2026-04-01',
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['only a start date', { kgi: 'KGI', startLine: '2026-04-01' }, 'deadLine'],
    ['only an end date', { kgi: 'KGI', deadLine: '2027-03-31' }, 'deadLine'],
    ['a start date and an empty end', { kgi: 'KGI', startLine: '2026-04-01', deadLine: '' }, 'deadLine'],
    ['a start after the end', { kgi: 'KGI', startLine: '2027-04-01', deadLine: '2027-03-31' }, 'deadLine'],
    ['neither purpose nor kgi', { startLine: '2026-04-01', deadLine: '2027-03-31' }, 'kgi'],
    ['nothing at all', {}, 'kgi'],
    ['an empty kgi', { kgi: '' }, 'kgi'],
    ['a whitespace-only kgi', { kgi: '   ' }, 'kgi'],
    ['a date that does not exist', { kgi: 'KGI', startLine: '2026-02-30', deadLine: '2026-03-31' }, 'startLine'],
  ])('refuses %s with 400 naming the field, saving nothing and recording nothing', async (_label, body, field) => {
    const projectId = await newProject(ctx);
    await saveKgi({ projectId, purpose: '既存の目的' });
    const before = await snapshot(ctx.t.db, treeTables);
    expectBadInput(await post(ctx, 'create_kgi', { projectId, ...body }), field);
    expect(await snapshot(ctx.t.db, treeTables)).toEqual(before);
    expect(await kgiOf(projectId)).toMatchObject({ purpose: '既存の目的', kgi: '' });
  });

  it('refuses a missing projectId with 400 naming projectId', async () => {
    expectBadInput(await post(ctx, 'create_kgi', { purpose: '目的' }), 'projectId');
  });

  it('answers 404 for a project that does not exist', async () => {
    const response = await post(ctx, 'create_kgi', { projectId: 999_999, purpose: '目的' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the KGI and KPIs', () => {
  it('links KPIs made before and after the KGI exists to it only once it exists', async () => {
    const projectId = await newProject(ctx);
    const before = await post(ctx, 'create_kpi', { project_id: projectId, kpi: '先のKPI' });
    const kgi = await saveKgi({ projectId, kgi: 'KGI' });
    const after = await post(ctx, 'create_kpi', { project_id: projectId, kpi: '後のKPI' });
    const rows = await ctx.t.db
      .selectFrom('kpis')
      .select(['id', 'kgi_id'])
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: before.json<{ id: number }>().id, kgi_id: null },
      { id: after.json<{ id: number }>().id, kgi_id: kgi.kgi_id },
    ]);
  });
});
