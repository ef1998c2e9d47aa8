import { MAX_PATTERN_NUM, measureReportMessages, type MeasureReportResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import {
  countRows,
  expectReportWriteAccess,
  patternRows,
  postApi,
  readReport,
  reportOf,
  reportRow,
  reportSetup,
  reportTables,
} from '../../../test/measure-report-helpers.js';
import { MAX_HEADERS } from './pattern-table.service.js';

const ctx: ManagementContext = useManagementApp();

function plusTh(measureId: number, title?: string) {
  return postApi(ctx, 'report_verification/plusTh', {
    measure_id: measureId,
    ...(title === undefined ? {} : { title }),
  });
}

function updateData(tdId: number, thId: number, name: string) {
  return postApi(ctx, 'report_verification/update_data', { td_id: tdId, th_id: thId, name });
}

/** The table as rows of [pattern, [cell names in header order]]. */
function table(body: MeasureReportResponse): [number, string[]][] {
  return body.td.map((p) => [p.pattern, body.th.map((h) => p.data.find((c) => c.th_id === h.id)?.name ?? '—')]);
}

/** A report with two header rows (CVR, 直帰率). */
async function withHeaders() {
  const setup = await reportSetup(ctx);
  reportOf(await plusTh(setup.measure, 'CVR'));
  const body = reportOf(await plusTh(setup.measure, '直帰率'));
  const [cvr, bounce] = body.th.map((h) => h.id) as [number, number];
  return { ...setup, cvr, bounce };
}

function cellRows() {
  return ctx.t.db
    .selectFrom('report_cells')
    .select(['pattern_id', 'header_id', 'name'])
    .execute()
    .then((rows) =>
      rows.map((r) => ({ pattern_id: Number(r.pattern_id), header_id: Number(r.header_id), name: r.name })),
    );
}

describe('POST /api/v1/report_verification/plusTh', () => {
  it('adds a header row at the end, titled or empty', async () => {
    const setup = await reportSetup(ctx);
    reportOf(await plusTh(setup.measure, 'CVR'));
    const body = reportOf(await plusTh(setup.measure));
    expect(body.th.map((h) => [h.title, h.index_num, h.measure_id])).toEqual([
      ['CVR', 1, setup.measure],
      ['', 2, setup.measure],
    ]);
    const rows = await ctx.t.db
      .selectFrom('report_headers')
      .select(['title', 'index_num'])
      .where('measure_id', '=', setup.measure)
      .orderBy('index_num')
      .execute();
    expect(rows.map((r) => [r.title, Number(r.index_num)])).toEqual([
      ['CVR', 1],
      ['', 2],
    ]);
  });

  it(`refuses a header row above ${MAX_HEADERS}, a bad title and a measure without a report, writing nothing`, async () => {
    const setup = await reportSetup(ctx);
    for (let i = 0; i < MAX_HEADERS; i++) reportOf(await plusTh(setup.measure, `項目${i + 1}`));
    const before = await snapshot(ctx.t.db, reportTables);
    expectBadInput(await plusTh(setup.measure, 'もう一つ'), 'measure_id');
    expectBadInput(await postApi(ctx, 'report_verification/plusTh', { measure_id: setup.measure, title: 5 }), 'title');
    expectBadInput(await plusTh(setup.measure, 'あ'.repeat(1001)), 'title');
    expectBadInput(await postApi(ctx, 'report_verification/plusTh', { title: 'x' }), 'measure_id');
    expectError(await plusTh(setup.tree.hiddenMeasure, 'x'), 404, 'not_found', measureReportMessages.notFound);
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
    expect(await countRows(ctx, 'report_headers', setup.measure)).toBe(MAX_HEADERS);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, (s) => ({
      method: 'POST',
      url: '/api/v1/report_verification/plusTh',
      payload: { measure_id: s.measure, title: 'CVR' },
    }));
  });
});

describe('POST /api/v1/report_verification/minusTh', () => {
  it('removes a header row and its cells, leaving the other rows', async () => {
    const { measure, patterns, cvr, bounce } = await withHeaders();
    for (const p of patterns) {
      reportOf(await updateData(p, cvr, '1%'));
      reportOf(await updateData(p, bounce, '40%'));
    }
    const body = reportOf(await postApi(ctx, 'report_verification/minusTh', { id: cvr }));
    expect(body.th.map((h) => h.title)).toEqual(['直帰率']);
    expect(table(body)).toEqual([
      [1, ['40%']],
      [2, ['40%']],
    ]);
    expect(await countRows(ctx, 'report_headers', measure)).toBe(1);
    const cells = (await cellRows()).filter((c) => c.header_id === cvr || c.header_id === bounce);
    expect(cells.map((c) => c.header_id)).toEqual([bounce, bounce]);
  });

  it('refuses a bad id and answers 404 for an unknown header, writing nothing', async () => {
    await withHeaders();
    const before = await snapshot(ctx.t.db, reportTables);
    expectBadInput(await postApi(ctx, 'report_verification/minusTh', { id: 'x' }), 'id');
    expectError(
      await postApi(ctx, 'report_verification/minusTh', { id: 99_999_999 }),
      404,
      'not_found',
      measureReportMessages.headerNotFound,
    );
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, async (s) => {
      const header = reportOf(await plusTh(s.measure, 'CVR')).th[0]?.id;
      return { method: 'POST', url: '/api/v1/report_verification/minusTh', payload: { id: header } };
    });
  });
});

describe('POST /api/v1/report_verification/plusTd', () => {
  it('adds one empty pattern at the end and raises pattern_num', async () => {
    const setup = await reportSetup(ctx);
    const body = reportOf(await postApi(ctx, 'report_verification/plusTd', { measure_id: setup.measure }));
    expect(body.report?.pattern_num).toBe(3);
    expect(body.td.map((p) => [p.pattern, p.name, p.is_adopt])).toEqual([
      [1, '', 0],
      [2, '', 0],
      [3, '', 0],
    ]);
    expect((await reportRow(ctx, setup.measure))?.pattern_num).toBe(3);
  });

  it(`refuses a pattern above ${MAX_PATTERN_NUM}, writing nothing`, async () => {
    const setup = await reportSetup(ctx);
    reportOf(
      await postApi(ctx, 'measure_reports/update_pattern', { measure_id: setup.measure, pattern_num: MAX_PATTERN_NUM }),
    );
    const before = await snapshot(ctx.t.db, reportTables);
    const response = await postApi(ctx, 'report_verification/plusTd', { measure_id: setup.measure });
    expectBadInput(response, 'pattern_num');
    expectError(response, 400, 'bad_input', measureReportMessages.patternNumRange(MAX_PATTERN_NUM));
    expectBadInput(await postApi(ctx, 'report_verification/plusTd', {}), 'measure_id');
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('adds one pattern per call when calls race', async () => {
    const setup = await reportSetup(ctx);
    const responses = await Promise.all(
      [1, 2, 3].map(() => postApi(ctx, 'report_verification/plusTd', { measure_id: setup.measure })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await reportRow(ctx, setup.measure))?.pattern_num).toBe(5);
    expect((await patternRows(ctx, setup.measure)).map((p) => p.pattern)).toEqual([1, 2, 3, 4, 5]);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, (s) => ({
      method: 'POST',
      url: '/api/v1/report_verification/plusTd',
      payload: { measure_id: s.measure },
    }));
  });
});

describe('POST /api/v1/report_verification/update_header', () => {
  it('renames a header row', async () => {
    const { measure, cvr } = await withHeaders();
    const body = reportOf(await postApi(ctx, 'report_verification/update_header', { id: cvr, title: '購入率' }));
    expect(body.th.map((h) => h.title)).toEqual(['購入率', '直帰率']);
    expect((await readReport(ctx, measure)).th[0]?.title).toBe('購入率');
  });

  it('refuses bad input and answers 404 for an unknown header, writing nothing', async () => {
    const { cvr } = await withHeaders();
    const before = await snapshot(ctx.t.db, reportTables);
    expectBadInput(await postApi(ctx, 'report_verification/update_header', { id: cvr }), 'title');
    expectBadInput(await postApi(ctx, 'report_verification/update_header', { id: cvr, title: 1 }), 'title');
    expectBadInput(await postApi(ctx, 'report_verification/update_header', { title: 'x' }), 'id');
    expectError(
      await postApi(ctx, 'report_verification/update_header', { id: 99_999_999, title: 'x' }),
      404,
      'not_found',
      measureReportMessages.headerNotFound,
    );
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, async (s) => {
      const header = reportOf(await plusTh(s.measure, 'CVR')).th[0]?.id;
      return {
        method: 'POST',
        url: '/api/v1/report_verification/update_header',
        payload: { id: header, title: '直帰率' },
      };
    });
  });
});

describe('POST /api/v1/report_verification/update_data', () => {
  it('makes a cell on its first write and overwrites it after (one row per pattern and header)', async () => {
    const { measure, patterns, cvr, bounce } = await withHeaders();
    const [p1, p2] = patterns as [number, number];
    let body = reportOf(await updateData(p1, cvr, '1.2%'));
    expect(table(body)).toEqual([
      [1, ['1.2%', '—']],
      [2, ['—', '—']],
    ]);
    reportOf(await updateData(p2, bounce, '35%'));
    body = reportOf(await updateData(p1, cvr, '1.5%'));
    expect(table(body)).toEqual([
      [1, ['1.5%', '—']],
      [2, ['—', '35%']],
    ]);
    const cells = (await cellRows()).filter((c) => c.pattern_id === p1 || c.pattern_id === p2);
    expect(cells.sort((a, b) => a.pattern_id - b.pattern_id)).toEqual([
      { pattern_id: p1, header_id: cvr, name: '1.5%' },
      { pattern_id: p2, header_id: bounce, name: '35%' },
    ]);
    expect((await readReport(ctx, measure)).td[0]?.data).toEqual([
      { id: expect.any(Number), th_id: cvr, name: '1.5%' },
    ]);
  });

  it('keeps one cell when writes of the same cell race', async () => {
    const { patterns, cvr } = await withHeaders();
    const p1 = patterns[0] as number;
    const responses = await Promise.all(['a', 'b', 'c', 'd'].map((v) => updateData(p1, cvr, v)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const cells = (await cellRows()).filter((c) => c.pattern_id === p1);
    expect(cells).toHaveLength(1);
    expect(['a', 'b', 'c', 'd']).toContain(cells[0]?.name);
  });

  it('refuses a header of another report, bad input and an unknown pattern, writing nothing', async () => {
    const mine = await withHeaders();
    const other = await withHeaders();
    const before = await snapshot(ctx.t.db, reportTables);
    const p1 = mine.patterns[0] as number;
    const foreign = await updateData(p1, other.cvr, '1%');
    expectBadInput(foreign, 'th_id');
    expectError(foreign, 400, 'bad_input', measureReportMessages.headerNotFound);
    expectBadInput(await updateData(p1, 99_999_999, '1%'), 'th_id');
    expectBadInput(await postApi(ctx, 'report_verification/update_data', { td_id: p1, th_id: mine.cvr }), 'name');
    expectBadInput(await postApi(ctx, 'report_verification/update_data', { td_id: p1, name: 'x' }), 'th_id');
    expectBadInput(await updateData(p1, mine.cvr, 'あ'.repeat(1001)), 'name');
    expectError(await updateData(99_999_999, mine.cvr, '1%'), 404, 'not_found', measureReportMessages.patternNotFound);
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, async (s) => {
      const header = reportOf(await plusTh(s.measure, 'CVR')).th[0]?.id;
      return {
        method: 'POST',
        url: '/api/v1/report_verification/update_data',
        payload: { td_id: s.patterns[0], th_id: header, name: '1.2%' },
      };
    });
  });
});

describe('POST /api/v1/report_verification/update_pattern', () => {
  it('saves a pattern’s name, good and bad points — only those sent', async () => {
    const setup = await reportSetup(ctx);
    const p2 = setup.patterns[1] as number;
    reportOf(
      await postApi(ctx, 'report_verification/update_pattern', {
        id: p2,
        name: '赤ボタン',
        good: 'クリック率が上がった',
        bad: 'スマホで目立ちすぎる',
      }),
    );
    const body = reportOf(
      await postApi(ctx, 'report_verification/update_pattern', { id: p2, good: '購入率も上がった' }),
    );
    expect(body.td[1]).toMatchObject({ name: '赤ボタン', good: '購入率も上がった', bad: 'スマホで目立ちすぎる' });
    expect(body.td[0]).toMatchObject({ name: '', good: '', bad: '' });
    expect((await patternRows(ctx, setup.measure))[1]).toMatchObject({
      name: '赤ボタン',
      good: '購入率も上がった',
      bad: 'スマホで目立ちすぎる',
    });
  });

  it('refuses a call with nothing to change, bad input and an unknown pattern, writing nothing', async () => {
    const setup = await reportSetup(ctx);
    const p1 = setup.patterns[0] as number;
    const before = await snapshot(ctx.t.db, reportTables);
    expectBadInput(await postApi(ctx, 'report_verification/update_pattern', { id: p1 }), 'name');
    expectBadInput(await postApi(ctx, 'report_verification/update_pattern', { id: p1, good: 3 }), 'good');
    expectBadInput(await postApi(ctx, 'report_verification/update_pattern', { id: p1, bad: 'あ'.repeat(5001) }), 'bad');
    expectBadInput(await postApi(ctx, 'report_verification/update_pattern', { name: 'x' }), 'id');
    expectError(
      await postApi(ctx, 'report_verification/update_pattern', { id: 99_999_999, name: 'x' }),
      404,
      'not_found',
      measureReportMessages.patternNotFound,
    );
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, (s) => ({
      method: 'POST',
      url: '/api/v1/report_verification/update_pattern',
      payload: { id: s.patterns[1], name: '赤ボタン' },
    }));
  });
});
