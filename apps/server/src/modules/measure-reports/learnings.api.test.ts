import type { LearningsResponse } from '@kaizen/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/schema-helpers.js';
import { expectBadInput, useManagementApp, type ManagementContext } from '../../../test/management-helpers.js';
import { getApi } from '../../../test/measure-report-helpers.js';
import { makeTree } from '../../../test/tree-factory.js';

const ctx: ManagementContext = useManagementApp();

const DONE = 7; // 完了
const VERIFYING = 5; // 検証中: done only once its period has ended

const WIN = [
  [24_000, 720],
  [24_100, 900],
] as const;
const LOSE = [
  [24_000, 900],
  [24_000, 700],
] as const;
const EVEN = [
  [20_000, 600],
  [20_000, 605],
] as const;

interface Spec {
  company: 'client' | 'other';
  category: number;
  verification: number;
  status: number;
  end: string;
  counts: readonly (readonly [number, number])[] | null;
  adopted?: number;
  hiddenMeasure?: boolean;
  hiddenReport?: boolean;
  deleted?: boolean;
}

/** A measure in a tree of its own with a report of the given counts, written straight to the tables. */
async function learned(name: string, spec: Spec): Promise<number> {
  const db = ctx.t.db;
  const projectId = spec.company === 'client' ? ctx.world.projectId : ctx.world.otherProjectId;
  const tree = await makeTree(db, projectId, name);
  const measure = spec.hiddenMeasure ? tree.hiddenMeasure : tree.measure;
  await db.updateTable('hypotheses').set({ category: spec.category }).where('id', '=', tree.hypothesis).execute();
  await db
    .updateTable('measures')
    .set({
      measure: name,
      status: spec.status,
      verification: spec.verification,
      verification_start_date: '2026-01-05',
      verification_end_date: spec.end,
      is_deleted: spec.deleted ? 1 : 0,
    })
    .where('id', '=', measure)
    .execute();
  const at = nowIso();
  await db
    .insertInto('measure_reports')
    .values({
      measure_id: measure,
      pattern_num: 2,
      is_show: spec.hiddenReport ? 0 : 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('report_patterns')
    .values(
      [1, 2].map((pattern) => ({
        measure_id: measure,
        pattern,
        name: pattern === 1 ? '元案' : `${name}案`,
        is_adopt: spec.adopted === pattern ? 1 : 0,
        users: spec.counts?.[pattern - 1]?.[0] ?? null,
        conversions: spec.counts?.[pattern - 1]?.[1] ?? null,
      })),
    )
    .execute();
  return measure;
}

const read = (query: Record<string, string>, token: string | null = ctx.tokens.member) =>
  getApi(ctx, 'measure_reports/learnings', query, token);

async function learningsOf(query: Record<string, string>, token: string | null = ctx.tokens.member) {
  const response = await read(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LearningsResponse>();
}

const sorted = (list: readonly string[]) => [...list].sort((a, b) => a.localeCompare(b, 'ja'));

const names = (body: LearningsResponse) => sorted(body.by_category.flatMap((g) => g.items.map((m) => m.measure)));

const clientShown = ['勝ち施策', '負け施策', '保留施策'];
const staffOnly = ['非公開施策の勝ち', '非公開レポートの勝ち'];
const otherCompany = ['別会社の勝ち'];

beforeAll(async () => {
  await learned('勝ち施策', {
    company: 'client',
    category: 1,
    verification: 0,
    status: DONE,
    end: '2026-03-20',
    counts: WIN,
    adopted: 2,
  });
  await learned('負け施策', {
    company: 'client',
    category: 1,
    verification: 0,
    status: DONE,
    end: '2026-04-10',
    counts: LOSE,
    adopted: 1,
  });
  await learned('保留施策', {
    company: 'client',
    category: 3,
    verification: 1,
    status: VERIFYING,
    end: '2026-05-10',
    counts: EVEN,
  });
  await learned('検証中の施策', {
    company: 'client',
    category: 3,
    verification: 0,
    status: VERIFYING,
    end: '2099-12-31',
    counts: WIN,
  });
  await learned('件数のない施策', {
    company: 'client',
    category: 3,
    verification: 0,
    status: DONE,
    end: '2026-03-01',
    counts: null,
  });
  await learned('削除した施策', {
    company: 'client',
    category: 1,
    verification: 0,
    status: DONE,
    end: '2026-03-02',
    counts: WIN,
    deleted: true,
  });
  await learned('非公開施策の勝ち', {
    company: 'client',
    category: 3,
    verification: 0,
    status: DONE,
    end: '2026-02-10',
    counts: WIN,
    hiddenMeasure: true,
  });
  await learned('非公開レポートの勝ち', {
    company: 'client',
    category: 3,
    verification: 0,
    status: DONE,
    end: '2026-02-11',
    counts: WIN,
    hiddenReport: true,
  });
  await learned('別会社の勝ち', {
    company: 'other',
    category: 2,
    verification: 0,
    status: DONE,
    end: '2026-03-05',
    counts: WIN,
    adopted: 2,
  });
});

describe('GET measure_reports/learnings: what the verified measures taught', () => {
  it('gives staff every company’s verified measures by hypothesis category and by verification method', async () => {
    const body = await learningsOf({});
    expect(names(body)).toEqual(sorted([...clientShown, ...staffOnly, ...otherCompany]));
    expect(body.total).toMatchObject({ measures: 6, wins: 4 });
    expect(body.total.win_rate).toBeCloseTo(4 / 6, 12);
    expect(body.by_category.map((g) => [g.name, g.measures, g.wins])).toEqual([
      ['UI・デザイン', 2, 1],
      ['コンテンツ', 1, 1],
      ['導線・遷移', 3, 2],
    ]);
    expect(body.by_verification.map((g) => [g.name, g.measures, g.wins])).toEqual([
      ['ABテスト', 5, 4],
      ['前後比較', 1, 0],
    ]);
  });

  it('counts the adopted pattern’s uplift, or the best treatment’s when the control was kept, and their median', async () => {
    const body = await learningsOf({});
    const ui = body.by_category[0];
    const win = ui?.items.find((m) => m.measure === '勝ち施策');
    const lose = ui?.items.find((m) => m.measure === '負け施策');
    expect(win).toMatchObject({ verdict: 'win', pattern: '勝ち施策案', end_date: '2026-03-20' });
    expect(win?.uplift).toBeCloseTo(900 / 24_100 / 0.03 - 1, 12);
    expect(lose).toMatchObject({ verdict: 'lose', pattern: '負け施策案' });
    expect(lose?.uplift).toBeCloseTo(700 / 24_000 / (900 / 24_000) - 1, 12);
    expect(ui?.win_rate).toBe(0.5);
    expect(ui?.median_uplift).toBeCloseTo(((win?.uplift ?? 0) + (lose?.uplift ?? 0)) / 2, 12);
  });

  it('filters by verdict, by client company and by the month the verification ended', async () => {
    const wins = await learningsOf({ verdict: 'win' });
    expect(wins.total).toMatchObject({ measures: 4, wins: 4, win_rate: 1 });
    expect(wins.by_category.flatMap((g) => g.items).every((m) => m.verdict === 'win')).toBe(true);
    expect(names(await learningsOf({ company_id: String(ctx.world.otherCompanyId) }))).toEqual(otherCompany);
    expect(names(await learningsOf({ from: '2026-04', to: '2026-04' }))).toEqual(['負け施策']);
    expect(names(await learningsOf({ from: '2026-04', to: '', verdict: '' }))).toEqual(
      sorted(['保留施策', '負け施策']),
    );
    expect(names(await learningsOf({ to: '2026-02' }))).toEqual(sorted(staffOnly));
  });

  it('gives the same answer to each staff role', async () => {
    const admin = await learningsOf({}, ctx.tokens.admin);
    expect(await learningsOf({}, ctx.tokens.manager)).toEqual(admin);
    expect(await learningsOf({}, ctx.tokens.member)).toEqual(admin);
  });

  it('gives a client user only its own company’s shown measures and reports, in every count', async () => {
    const body = await learningsOf({}, ctx.tokens.client);
    expect(names(body)).toEqual(sorted(clientShown));
    expect(body.total).toMatchObject({ measures: 3, wins: 1 });
    expect(body.by_category.map((g) => [g.name, g.measures, g.wins])).toEqual([
      ['UI・デザイン', 2, 1],
      ['導線・遷移', 1, 0],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/非公開|別会社/);
    // Asking for another company gives nothing, not that company's measures.
    const other = await learningsOf({ company_id: String(ctx.world.otherCompanyId) }, ctx.tokens.client);
    expect(other).toEqual({
      total: { measures: 0, wins: 0, win_rate: null, median_uplift: null },
      by_category: [],
      by_verification: [],
    });
    expect(names(await learningsOf({}, ctx.tokens.otherClient))).toEqual(otherCompany);
  });

  it('answers 401 signed out', async () => {
    expect((await read({}, null)).statusCode).toBe(401);
  });

  it('refuses a bad condition with a 400 naming the field', async () => {
    expectBadInput(await read({ from: '2026-13' }), 'from');
    expectBadInput(await read({ to: '202604' }), 'to');
    expectBadInput(await read({ from: '2026-05', to: '2026-04' }), 'to');
    expectBadInput(await read({ company_id: 'abc' }), 'company_id');
    expectBadInput(await read({ verdict: 'draw' }), 'verdict');
  });
});
