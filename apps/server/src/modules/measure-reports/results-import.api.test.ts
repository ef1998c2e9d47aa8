import {
  RESULTS_CSV_MAX_BYTES,
  resultsCsvMessages,
  type CsvRowError,
  type ImportResultsResponse,
} from '@kaizen/domain';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { fieldsOf, snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import {
  allowClientEdit,
  countsSaveAccess,
  countsSaveStatuses,
  postApi,
  readReport,
  reportOf,
  reportSetup,
  type SaveAccessOptions,
  type UploadFile,
} from '../../../test/measure-report-helpers.js';
import { postMultipart } from '../../../test/sales-report-helpers.js';

const ctx: ManagementContext = useManagementApp();

/** A verification period that has ended, so the readout is shown to client users too. */
const ENDED = { start_date: '2026-01-05', end_date: '2026-02-01' };

const csvFile = (text: string, encoding: 'utf8' | 'Shift_JIS' = 'utf8'): UploadFile => ({
  name: '検証データ.csv',
  type: 'text/csv',
  data: encoding === 'utf8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'Shift_JIS'),
});
const lines = (...rows: string[]) => rows.join('\r\n') + '\r\n';
const GOOD = lines('パターン,訪問数,CV数', '1,"24,000",720', 'パターン２,２４，１００,８２０');
const GOOD_ROWS = [
  { line: 2, pattern: 1, label: 'パターン1', users: 24_000, conversions: 720 },
  { line: 3, pattern: 2, label: 'パターン2', users: 24_100, conversions: 820 },
];

/** POST measure_reports/import_results as multipart (a staff member unless a token is given; '' signed out). */
const importCsv = (fields: Record<string, string | number>, file: UploadFile | null = csvFile(GOOD), token?: string) =>
  postMultipart(ctx, 'measure_reports/import_results', fields, file, token);

async function imported(measureId: number, dryRun: 0 | 1, file = csvFile(GOOD)): Promise<ImportResultsResponse> {
  const response = await importCsv({ measure_id: measureId, dry_run: dryRun }, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportResultsResponse>();
}

const countsOf = async (measureId: number) =>
  (await readReport(ctx, measureId)).td.map((p) => [p.pattern, p.users, p.conversions]);
const stored = () => snapshot(ctx.t.db, ['report_patterns', 'measure_reports']);

describe('POST /api/v1/measure_reports/import_results', () => {
  it('previews the counts (dry_run 1, also when left out) and saves nothing', async () => {
    const setup = await reportSetup(ctx, ENDED);
    const before = await stored();
    expect(await imported(setup.measure, 1)).toEqual({
      rows: GOOD_ROWS,
      errors: [],
      saved: false,
      message: resultsCsvMessages.preview(2),
    });
    const defaulted = await importCsv({ measure_id: setup.measure });
    expect(defaulted.json<ImportResultsResponse>().saved).toBe(false);
    expect(await stored()).toEqual(before);
  });

  it('saves every row with dry_run 0, as update_results would: the report then answers its statistics', async () => {
    const setup = await reportSetup(ctx, ENDED);
    reportOf(await postApi(ctx, 'report_verification/update_pattern', { id: setup.patterns[1], name: '赤いボタン' }));
    const file = csvFile(
      lines(
        'pattern,users,conversions,value_sum,value_sum_squares',
        '1,24000,720,,',
        '赤いボタン,24100,820,"1,000",90000',
      ),
    );
    const result = await imported(setup.measure, 0, file);
    expect(result).toMatchObject({ saved: true, errors: [], message: resultsCsvMessages.imported(2) });
    expect(result.rows[1]).toMatchObject({ pattern: 2, label: '赤いボタン', value_sum: 1000 });
    const report = await readReport(ctx, setup.measure);
    expect(report.td.map((p) => [p.pattern, p.users, p.conversions, p.value_sum, p.value_sum_squares])).toEqual([
      [1, 24_000, 720, null, null],
      [2, 24_100, 820, 1000, 90_000],
    ]);
    expect(report.stats).toMatchObject({ control_pattern: 1, enough_data: true, verdict: 'win' });
  });

  it('reads a Shift_JIS file as Excel in Japan writes it, to the same counts', async () => {
    const setup = await reportSetup(ctx, ENDED);
    const sjis = csvFile(GOOD, 'Shift_JIS');
    expect(sjis.data.equals(Buffer.from(GOOD))).toBe(false);
    expect((await imported(setup.measure, 1, sjis)).rows).toEqual(GOOD_ROWS);
    await imported(setup.measure, 0, sjis);
    expect(await countsOf(setup.measure)).toEqual([
      [1, 24_000, 720],
      [2, 24_100, 820],
    ]);
  });

  it('saves nothing when any row is wrong: 400 naming file, carrying the errors the preview showed', async () => {
    const setup = await reportSetup(ctx, ENDED);
    reportOf(
      await postApi(ctx, 'measure_reports/update_results', {
        measure_id: setup.measure,
        patterns: [{ pattern: 1, users: 100, conversions: 5 }],
      }),
    );
    const bad = csvFile(lines('パターン,訪問数,CV数', '1,1000,10', '3,1000,10', '2,500,600', '1,10,1'));
    const expected: CsvRowError[] = [
      { line: 3, column: 'パターン', value: '3', message: '「3」というパターンはこのレポートにありません' },
      { line: 4, column: 'CV数', value: '600', message: 'CV数は訪問数以下で入力してください' },
      { line: 5, column: 'パターン', value: '1', message: 'パターン1は2行目と重複しています' },
    ];
    const preview = await imported(setup.measure, 1, bad);
    expect(preview).toMatchObject({ errors: expected, saved: false, message: resultsCsvMessages.hasErrors });
    expect(preview.rows.map((row) => row.line)).toEqual([2]);

    const before = await stored();
    const response = await importCsv({ measure_id: setup.measure, dry_run: 0 }, bad);
    expectBadInput(response, 'file');
    const { error } = response.json<ErrorResponse & { error: { details?: { errors: CsvRowError[] } } }>();
    expect(error.message).toBe(resultsCsvMessages.hasErrors);
    expect(error.details?.errors).toEqual(expected);
    expect(await stored()).toEqual(before);
    expect(await countsOf(setup.measure)).toEqual([
      [1, 100, 5],
      [2, null, null],
    ]);
  });

  it('refuses a file without the required headings or rows, naming them', async () => {
    const setup = await reportSetup(ctx);
    expect((await imported(setup.measure, 1, csvFile(lines('パターン,訪問数', '1,100')))).errors).toEqual([
      { line: 1, column: 'CV数', value: '', message: '見出しに「CV数」の列がありません' },
    ]);
    const headingOnly = await importCsv(
      { measure_id: setup.measure, dry_run: 0 },
      csvFile(lines('パターン,訪問数,CV数')),
    );
    expectBadInput(headingOnly, 'file');
    expect(headingOnly.json<{ error: { details: { errors: CsvRowError[] } } }>().error.details.errors[0]?.message).toBe(
      resultsCsvMessages.empty,
    );
  });

  it(`refuses a file over ${RESULTS_CSV_MAX_BYTES} bytes with 413, and a missing or empty one with 400 naming file`, async () => {
    const setup = await reportSetup(ctx);
    const before = await stored();
    const head = Buffer.from(GOOD);
    const big = {
      ...csvFile(''),
      data: Buffer.concat([head, Buffer.alloc(RESULTS_CSV_MAX_BYTES + 1 - head.length, ' ')]),
    };
    const tooLarge = await importCsv({ measure_id: setup.measure, dry_run: 0 }, big);
    expectError(tooLarge, 413, 'too_large', resultsCsvMessages.tooLarge);
    expect(fieldsOf(tooLarge)).toEqual(['file']);
    for (const file of [null, csvFile('')]) {
      const response = await importCsv({ measure_id: setup.measure, dry_run: 0 }, file);
      expectBadInput(response, 'file');
      expect(response.json<ErrorResponse>().error.message).toBe(resultsCsvMessages.missing);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses bad fields naming them, and a body that is not multipart with 415', async () => {
    const setup = await reportSetup(ctx);
    expectBadInput(await importCsv({ dry_run: 0 }), 'measure_id');
    expectBadInput(await importCsv({ measure_id: 'x', dry_run: 0 }), 'measure_id');
    expectBadInput(await importCsv({ measure_id: setup.measure, dry_run: 2 }), 'dry_run');
    const json = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/measure_reports/import_results',
      payload: { measure_id: setup.measure },
      headers: { authorization: `Bearer ${ctx.tokens.member}` },
    });
    expectError(json, 415, 'unsupported_type');
    expect(await countsOf(setup.measure)).toEqual([
      [1, null, null],
      [2, null, null],
    ]);
  });

  it('access as update_results: staff; the client only where client edits are allowed; hidden and foreign 404', async () => {
    const statusOf = async (token: string, options: SaveAccessOptions = {}) => {
      const setup = await reportSetup(ctx, options.hidden ? { is_show: 0 } : {});
      if (options.clientCanEdit) await allowClientEdit(ctx, setup.projectId);
      const response = await importCsv({ measure_id: setup.measure, dry_run: 0 }, csvFile(GOOD), token);
      const saved = (await countsOf(setup.measure))[0]?.[1] === 24_000;
      expect(saved, `${response.statusCode} saved`).toBe(response.statusCode === 200);
      return response.statusCode;
    };
    expect(await countsSaveStatuses(ctx, statusOf)).toEqual(countsSaveAccess);
  });
});
