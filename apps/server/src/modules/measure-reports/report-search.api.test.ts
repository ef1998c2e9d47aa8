import { MEASURE_REPORT_SEARCH_LIMIT, type MeasureReportSearchResult, type ReportPattern } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../db/schema-helpers.js';
import {
  expectBadInput,
  newOtherProject,
  newProject,
  post,
  unique,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { accessStatuses, getApi, postApi, reportIn, reportOf } from '../../../test/measure-report-helpers.js';
import { insertNode } from '../../../test/tree-factory.js';

const ctx: ManagementContext = useManagementApp();

interface SearchResponse {
  results: MeasureReportSearchResult[];
  truncated: boolean;
}

async function search(query: Record<string, string | number>, token = ctx.tokens.member): Promise<SearchResponse> {
  const response = await getApi(ctx, 'measure_reports/search', query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>();
}

/** The measure ids a search finds, in its order. */
async function found(query: Record<string, string | number>): Promise<number[]> {
  return (await search(query)).results.map((r) => r.measure_id);
}

interface ReportSpec {
  /** The measure's title. */
  measure?: string;
  fields?: Record<string, unknown>;
  /** Fields of each pattern (by index). */
  patterns?: Partial<Pick<ReportPattern, 'name' | 'good' | 'bad'>>[];
  /** The pattern number to adopt. */
  adopt?: number;
}

/** A report in the project, saved through the API as product.md §7.7 says; its measure id. */
async function report(projectId: number, spec: ReportSpec = {}): Promise<number> {
  const setup = await reportIn(ctx, projectId);
  if (spec.measure !== undefined) {
    await ctx.t.db.updateTable('measures').set({ measure: spec.measure }).where('id', '=', setup.measure).execute();
  }
  if (spec.fields) reportOf(await postApi(ctx, 'measure_reports/update', { id: setup.reportId, ...spec.fields }));
  for (const [i, fields] of (spec.patterns ?? []).entries()) {
    if (Object.keys(fields).length === 0) continue;
    reportOf(await postApi(ctx, 'report_verification/update_pattern', { id: setup.patterns[i], ...fields }));
  }
  if (spec.adopt !== undefined) {
    reportOf(await postApi(ctx, 'measure_reports/update_adopt', { id: setup.patterns[spec.adopt - 1], is_adopt: 1 }));
  }
  return setup.measure;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** A report whose patterns counted these [users, conversions] (pattern 1 the control); its measure id. */
async function counted(projectId: number, counts: [number, number][]): Promise<number> {
  const measureId = await report(projectId);
  if (counts.length > 2) {
    reportOf(
      await postApi(ctx, 'measure_reports/update_pattern', { measure_id: measureId, pattern_num: counts.length }),
    );
  }
  const patterns = counts.map(([users, conversions], i) => ({ pattern: i + 1, users, conversions }));
  reportOf(await postApi(ctx, 'measure_reports/update_results', { measure_id: measureId, patterns }));
  return measureId;
}

describe('GET /api/v1/measure_reports/search', () => {
  it('finds the keyword in the measure, purpose, consideration, detail and the patterns’ names and points', async () => {
    const projectId = await newProject(ctx);
    const word = unique('緑色ボタン');
    const hits = [
      await report(projectId, { measure: `${word}の施策` }),
      await report(projectId, { fields: { porpose: `目的は${word}` } }),
      await report(projectId, { fields: { consideration: `考察：${word}が効いた` } }),
      await report(projectId, { fields: { detail: `詳細 ${word}` } }),
      await report(projectId, { patterns: [{ name: word }] }),
      await report(projectId, { patterns: [{}, { good: `良：${word}` }] }),
      await report(projectId, { patterns: [{ bad: `悪：${word}` }] }),
    ];
    await report(projectId, { fields: { porpose: '関係のない目的', basis: word } });
    expect(sorted(await found({ keyword: word }))).toEqual(sorted(hits));
    // A part of the Japanese text, within the project.
    expect(sorted(await found({ keyword: '色ボタン', project_id: projectId }))).toEqual(sorted(hits));
    expect(await found({ keyword: `${word}X` })).toEqual([]);
  });

  it('ignores the case of Latin letters, and finds full-width text as written', async () => {
    const projectId = await newProject(ctx);
    const latin = await report(projectId, { fields: { porpose: 'Improve CVR on Checkout' } });
    const fullWidth = await report(projectId, { fields: { porpose: 'ＣＶＲ改善（スマホ）' } });
    expect(await found({ keyword: 'cvr on checkout', project_id: projectId })).toEqual([latin]);
    expect(await found({ keyword: 'IMPROVE', project_id: projectId })).toEqual([latin]);
    expect(await found({ keyword: 'ＣＶＲ', project_id: projectId })).toEqual([fullWidth]);
    expect(await found({ keyword: '（スマホ）', project_id: projectId })).toEqual([fullWidth]);
  });

  it('takes % and _ (and the backslash) in the keyword literally', async () => {
    const projectId = await newProject(ctx);
    const percent = await report(projectId, { fields: { porpose: '達成率100%超' } });
    await report(projectId, { fields: { porpose: '達成率1000超' } });
    const underscore = await report(projectId, { fields: { porpose: 'btn_red の検証' } });
    await report(projectId, { fields: { porpose: 'btnxred の検証' } });
    const backslash = await report(projectId, { fields: { porpose: 'パス C:\\temp の整理' } });
    await report(projectId, { fields: { porpose: 'パス C:temp の整理' } });
    expect(await found({ keyword: '100%', project_id: projectId })).toEqual([percent]);
    expect(await found({ keyword: '%', project_id: projectId })).toEqual([percent]);
    expect(await found({ keyword: 'btn_red', project_id: projectId })).toEqual([underscore]);
    expect(await found({ keyword: '_', project_id: projectId })).toEqual([underscore]);
    expect(await found({ keyword: ':\\t', project_id: projectId })).toEqual([backslash]);
  });

  it('filters by company and project, and answers the names with each result', async () => {
    const word = unique('会社別');
    const own = await newProject(ctx, unique('自社プロジェクト'));
    const ownSecond = await newProject(ctx);
    const other = await newOtherProject(ctx, unique('他社プロジェクト'));
    const a = await report(own, { fields: { porpose: word } });
    const b = await report(ownSecond, { fields: { porpose: word } });
    const c = await report(other, { fields: { porpose: word } });
    expect(sorted(await found({ keyword: word }))).toEqual(sorted([a, b, c]));
    expect(sorted(await found({ keyword: word, company_id: ctx.world.clientCompanyId }))).toEqual(sorted([a, b]));
    expect(await found({ keyword: word, company_id: ctx.world.otherCompanyId })).toEqual([c]);
    expect(await found({ keyword: word, project_id: own })).toEqual([a]);
    expect(await found({ keyword: word, company_id: ctx.world.otherCompanyId, project_id: own })).toEqual([]);

    const result = (await search({ keyword: word, project_id: other })).results[0];
    const project = await ctx.t.db
      .selectFrom('projects')
      .select('project_name')
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    expect(result).toMatchObject({
      measure_id: c,
      project_id: other,
      company_id: ctx.world.otherCompanyId,
      company_name: '別会社株式会社',
      project_name: project.project_name,
      porpose: word,
    });
  });

  it('filters by device and verification method (ABテスト is 0), naming them in the results', async () => {
    const projectId = await newProject(ctx);
    const pcAb = await report(projectId, { fields: { device: 1, verification: 0 } });
    const spAb = await report(projectId, { fields: { device: 3, verification: 0 } });
    const spBefore = await report(projectId, { fields: { device: 3, verification: 1 } });
    await report(projectId, { fields: { device: null, verification: null } });
    const p = { project_id: projectId };
    expect(sorted(await found({ ...p, device: 3 }))).toEqual(sorted([spAb, spBefore]));
    expect(sorted(await found({ ...p, verification: 0 }))).toEqual(sorted([pcAb, spAb]));
    expect(await found({ ...p, device: 3, verification: 1 })).toEqual([spBefore]);
    expect(await found({ ...p, device: 2 })).toEqual([]);
    const [row] = (await search({ ...p, device: 1 })).results;
    expect(row).toMatchObject({ measure_id: pcAb, device: 'PC', verification: 'ABテスト' });
    expect((await search({ ...p, device: '', verification: '' })).results).toHaveLength(4);
  });

  it('finds reports whose period overlaps the one asked, newest period first', async () => {
    const projectId = await newProject(ctx);
    const jan = await report(projectId, { fields: { start_date: '2026-01-01', end_date: '2026-01-31' } });
    const feb = await report(projectId, { fields: { start_date: '2026-02-01', end_date: '2026-02-28' } });
    const mar = await report(projectId, { fields: { start_date: '2026-03-01', end_date: '2026-03-31' } });
    const none = await report(projectId, { fields: { start_date: '', end_date: '' } });
    const p = { project_id: projectId };
    expect(await found(p)).toEqual([mar, feb, jan, none]);
    expect(await found({ ...p, start_date: '2026-01-31', end_date: '2026-02-01' })).toEqual([feb, jan]);
    expect(await found({ ...p, start_date: '2026-02-10', end_date: '2026-02-11' })).toEqual([feb]);
    expect(await found({ ...p, start_date: '2026-03-15' })).toEqual([mar]);
    expect(await found({ ...p, end_date: '2026-01-15' })).toEqual([jan]);
    expect(await found({ ...p, start_date: '2026-04-01' })).toEqual([]);
    const [row] = (await search({ ...p, end_date: '2026-01-01' })).results;
    expect(row).toMatchObject({ start_date: '2026-01-01', end_date: '2026-01-31' });
  });

  it('filters adopted or not, answering the adopted pattern’s label', async () => {
    const projectId = await newProject(ctx);
    const named = await report(projectId, {
      patterns: [{}, { name: '赤ボタン' }],
      adopt: 2,
      fields: { current_improvement: 2, porpose_improvement: 2.03 },
    });
    const unnamed = await report(projectId, { adopt: 2 });
    const notAdopted = await report(projectId, { patterns: [{ name: '青ボタン' }] });
    const p = { project_id: projectId };
    expect(sorted(await found({ ...p, adopted: 1 }))).toEqual(sorted([named, unnamed]));
    expect(await found({ ...p, adopted: 0 })).toEqual([notAdopted]);
    expect(sorted(await found({ ...p, adopted: '' }))).toEqual(sorted([named, unnamed, notAdopted]));
    const rows = new Map((await search(p)).results.map((r) => [r.measure_id, r]));
    expect(rows.get(named)).toMatchObject({ pattern: '赤ボタン', pattern_num: 2, cvr_increase: 1.5 });
    expect(rows.get(unnamed)?.pattern).toBe('パターン2');
    expect(rows.get(notAdopted)?.pattern).toBeNull();
  });

  it('shows staff the reports hidden from clients, and leaves out deleted measures and what is under deleted nodes', async () => {
    const projectId = await newProject(ctx);
    const word = unique('削除確認');
    const hidden = await report(projectId, { fields: { porpose: word, is_show: 0 } });
    const deletedMeasure = await report(projectId, { fields: { porpose: word } });
    const underDeleted = await reportIn(ctx, projectId);
    reportOf(await postApi(ctx, 'measure_reports/update', { id: underDeleted.reportId, porpose: word }));
    expect(sorted(await found({ keyword: word }))).toEqual(sorted([hidden, deletedMeasure, underDeleted.measure]));

    expect((await post(ctx, 'delete_measure', { id: deletedMeasure })).statusCode).toBe(200);
    expect((await post(ctx, 'delete_hypothesis', { id: underDeleted.tree.hypothesis })).statusCode).toBe(200);
    const results = (await search({ keyword: word })).results;
    expect(results.map((r) => [r.measure_id, r.is_show])).toEqual([[hidden, 0]]);
  });

  it('filters by the statistics’ verdict, 未入力 being the reports without a readout', async () => {
    const projectId = await newProject(ctx);
    const win = await counted(projectId, [
      [24_000, 720],
      [24_100, 820],
    ]);
    const lose = await counted(projectId, [
      [24_100, 820],
      [24_000, 720],
    ]);
    const inconclusive = await counted(projectId, [
      [10_000, 300],
      [10_000, 303],
    ]);
    const insufficient = await counted(projectId, [
      [1_000, 10],
      [1_000, 20],
    ]);
    // Only the control counted: nothing to compare, so no verdict yet.
    const controlOnly = await counted(projectId, [[1_000, 10]]);
    const empty = await report(projectId);
    const p = { project_id: projectId };
    expect(await found({ ...p, verdict: 'win' })).toEqual([win]);
    expect(await found({ ...p, verdict: 'lose' })).toEqual([lose]);
    expect(await found({ ...p, verdict: 'inconclusive' })).toEqual([inconclusive]);
    expect(await found({ ...p, verdict: 'insufficient' })).toEqual([insufficient]);
    expect(sorted(await found({ ...p, verdict: 'none' }))).toEqual(sorted([controlOnly, empty]));
    expect(await found({ ...p, verdict: '' })).toHaveLength(6);

    const rows = new Map((await search(p)).results.map((r) => [r.measure_id, r]));
    expect(rows.get(win)?.verdict).toBe('win');
    expect(rows.get(win)?.uplift).toBeCloseTo(820 / 24_100 / 0.03 - 1, 12);
    expect(rows.get(lose)?.uplift).toBeCloseTo(720 / 24_000 / (820 / 24_100) - 1, 12);
    expect(rows.get(empty)).toMatchObject({ verdict: null, uplift: null });
    expect(rows.get(controlOnly)).toMatchObject({ verdict: null, uplift: null });
  });

  it('sorts by the best pattern’s uplift, highest first, reports without one last', async () => {
    const projectId = await newProject(ctx);
    const empty = await report(projectId, { fields: { start_date: '2026-03-01', end_date: '2026-03-31' } });
    const small = await counted(projectId, [
      [10_000, 300],
      [10_000, 360],
    ]);
    const large = await counted(projectId, [
      [10_000, 300],
      [10_000, 450],
      [10_000, 330],
    ]);
    const negative = await counted(projectId, [
      [10_000, 300],
      [10_000, 240],
    ]);
    const p = { project_id: projectId };
    // The default order stays the newest period first.
    expect((await found(p))[0]).toBe(empty);
    expect(await found({ ...p, sort: 'period' })).toEqual(await found(p));
    expect(await found({ ...p, sort: 'uplift' })).toEqual([large, small, negative, empty]);
    const [top] = (await search({ ...p, sort: 'uplift' })).results;
    // Of pattern 2 (+50 %) and pattern 3 (+10 %), the best is answered.
    expect(top?.uplift).toBeCloseTo(0.5, 12);
    expect(await found({ ...p, sort: 'uplift', verdict: 'win' })).toEqual([large, small]);
  });

  it(`answers at most ${MEASURE_REPORT_SEARCH_LIMIT} results and says when more matched`, async () => {
    const projectId = await newProject(ctx);
    const setup = await reportIn(ctx, projectId);
    const word = unique('大量');
    const now = nowIso();
    for (let i = 0; i < MEASURE_REPORT_SEARCH_LIMIT; i++) {
      const measure = await insertNode.measure(ctx.t.db, {
        project_id: projectId,
        hypothesis_id: setup.tree.hypothesis,
        measure: `${word}${i}`,
        index_num: 10 + i,
      });
      await ctx.t.db
        .insertInto('measure_reports')
        .values({ measure_id: measure, pattern_num: 2, is_show: 1, created_at: now, updated_at: now })
        .execute();
    }
    const all = await search({ keyword: word });
    expect(all.results).toHaveLength(MEASURE_REPORT_SEARCH_LIMIT);
    expect(all.truncated).toBe(false);
    reportOf(await postApi(ctx, 'measure_reports/update', { id: setup.reportId, porpose: word }));
    const more = await search({ keyword: word });
    expect(more.results).toHaveLength(MEASURE_REPORT_SEARCH_LIMIT);
    expect(more.truncated).toBe(true);
  });

  it('refuses bad conditions naming the field', async () => {
    const bad = (query: Record<string, string>) => getApi(ctx, 'measure_reports/search', query);
    expectBadInput(await bad({ start_date: '2026-13-01' }), 'start_date');
    expectBadInput(await bad({ end_date: '2026/01/01' }), 'end_date');
    expectBadInput(await bad({ start_date: '2026-02-01', end_date: '2026-01-31' }), 'end_date');
    expectBadInput(await bad({ adopted: '2' }), 'adopted');
    expectBadInput(await bad({ company_id: 'abc' }), 'company_id');
    expectBadInput(await bad({ project_id: '0' }), 'project_id');
    expectBadInput(await bad({ device: '-1' }), 'device');
    expectBadInput(await bad({ verification: 'x' }), 'verification');
    expectBadInput(await bad({ keyword: 'あ'.repeat(201) }), 'keyword');
    expectBadInput(await bad({ verdict: '勝ち' }), 'verdict');
    expectBadInput(await bad({ verdict: 'WIN' }), 'verdict');
    expectBadInput(await bad({ sort: 'cvr' }), 'sort');
  });

  it('access: staff only — 403 for client users', async () => {
    const statuses = await accessStatuses(ctx, async () => ({
      method: 'GET',
      url: `/api/v1/measure_reports/search?keyword=${encodeURIComponent('施策')}`,
    }));
    expect(statuses).toEqual({ signedOut: 401, admin: 200, manager: 200, member: 200, client: 403, otherClient: 403 });
    const byVerdict = await accessStatuses(ctx, async () => ({
      method: 'GET',
      url: '/api/v1/measure_reports/search?verdict=win&sort=uplift',
    }));
    expect(byVerdict).toEqual({ signedOut: 401, admin: 200, manager: 200, member: 200, client: 403, otherClient: 403 });
  });
});
