import {
  METRIC_CSV_MAX_BYTES,
  metricCsvMessages,
  type CsvRowError,
  type ImportMetricCsvResponse,
} from '@kaizen/domain';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { fieldsOf, snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import { bearer } from '../../../test/factories.js';
import {
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
  type Response,
} from '../../../test/management-helpers.js';
import { allowClientEdit, multipartBody, type UploadFile } from '../../../test/measure-report-helpers.js';
import { insertManualMetric } from '../../../test/metrics-helpers.js';

const ctx: ManagementContext = useManagementApp();

const csvFile = (text: string, encoding: 'utf8' | 'Shift_JIS' = 'utf8'): UploadFile => ({
  name: '実績.csv',
  type: 'text/csv',
  data: encoding === 'utf8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'Shift_JIS'),
});
const lines = (...rows: string[]) => rows.join('\r\n') + '\r\n';
const GOOD = lines('年月,実績', '2026年4月,"1,234"', '2026/5,12.5', '2026-06,-3');
const ROWS = [
  { line: 2, month: '2026-04', value: 1234 },
  { line: 3, month: '2026-05', value: 12.5 },
  { line: 4, month: '2026-06', value: -3 },
];

/** POST metrics/:id/import_csv as multipart (a staff member unless a token is given; '' signed out). */
function importCsv(
  metricId: number,
  fields: Record<string, string | number>,
  file: UploadFile | null = csvFile(GOOD),
  token = ctx.tokens.member,
): Promise<Response> {
  const text = Object.fromEntries(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  const { payload, headers } = multipartBody(text, file);
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/v1/metrics/${metricId}/import_csv`,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

/** An import that must succeed; its answer. */
async function imported(metricId: number, dryRun: 0 | 1, file = csvFile(GOOD)): Promise<ImportMetricCsvResponse> {
  const response = await importCsv(metricId, { dry_run: dryRun }, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportMetricCsvResponse>();
}

const actualsOf = async (metricId: number) =>
  (
    await ctx.t.db
      .selectFrom('metric_months')
      .select(['month', 'value'])
      .where('metric_id', '=', metricId)
      .where('kind', '=', 'actual')
      .orderBy('month')
      .execute()
  ).map((row) => ({ month: row.month, value: Number(row.value) }));
const stored = () => snapshot(ctx.t.db, ['metric_months', 'change_history']);

/** A fresh manual metric of a fresh project of the client company. */
async function manualMetric(projectId?: number) {
  return insertManualMetric(ctx.t.db, projectId ?? (await newProject(ctx)));
}

describe('POST /api/v1/metrics/:id/import_csv', () => {
  it('previews a UTF-8 file (dry_run 1) and saves nothing; dry_run left out previews too', async () => {
    const metricId = await manualMetric();
    const before = await stored();
    expect(await imported(metricId, 1)).toEqual({
      rows: ROWS.map((row) => ({ ...row, replaces: false })),
      errors: [],
      saved: false,
      message: metricCsvMessages.preview(3),
    });
    const response = await importCsv(metricId, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportMetricCsvResponse>().saved).toBe(false);
    expect(await stored()).toEqual(before);
  });

  it('saves every row with dry_run 0 and records the change in the history', async () => {
    const projectId = await newProject(ctx);
    const metricId = await manualMetric(projectId);
    const result = await imported(metricId, 0);
    expect(result).toMatchObject({ saved: true, errors: [], message: metricCsvMessages.imported(3) });
    expect(await actualsOf(metricId)).toEqual(ROWS.map(({ month, value }) => ({ month, value })));
    const history = await ctx.t.db
      .selectFrom('change_history')
      .select(['target_title', 'field', 'actor_id'])
      .where('project_id', '=', projectId)
      .execute();
    expect(history).toEqual([
      { target_title: '指標「問い合わせ数」', field: 'metric_actuals', actor_id: ctx.world.users.member.id },
    ]);
    // What the editor starts from and the tree read.
    const months = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v1/metrics/${metricId}/months`,
      headers: bearer(ctx.tokens.member),
    });
    expect(months.json<{ actuals: unknown[] }>().actuals).toEqual([
      { month: '2026-04', value: 1234 },
      { month: '2026-05', value: 12.5 },
      { month: '2026-06', value: -3 },
    ]);
  });

  it('reads a Shift_JIS file as Excel in Japan writes it, to the same values', async () => {
    const metricId = await manualMetric();
    const sjis = csvFile(GOOD, 'Shift_JIS');
    expect(sjis.data.equals(Buffer.from(GOOD))).toBe(false);
    const preview = await imported(metricId, 1, sjis);
    expect(preview.rows.map(({ replaces: _r, ...row }) => row)).toEqual(ROWS);
    await imported(metricId, 0, sjis);
    expect((await actualsOf(metricId)).map((row) => row.value)).toEqual([1234, 12.5, -3]);
  });

  it('says which months replace typed ones, replaces them and keeps the others', async () => {
    const metricId = await manualMetric();
    const put = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/v1/metrics/${metricId}/actuals`,
      headers: bearer(ctx.tokens.member),
      payload: {
        months: [
          { month: '2026-04', value: 1 },
          { month: '2026-02', value: 5 },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const preview = await imported(metricId, 1);
    expect(preview.rows.map((row) => [row.month, row.replaces])).toEqual([
      ['2026-04', true],
      ['2026-05', false],
      ['2026-06', false],
    ]);
    await imported(metricId, 0);
    expect(await actualsOf(metricId)).toEqual([
      { month: '2026-02', value: 5 },
      { month: '2026-04', value: 1234 },
      { month: '2026-05', value: 12.5 },
      { month: '2026-06', value: -3 },
    ]);
  });

  it('saves nothing when any row has an error: 400 carrying the errors the preview showed', async () => {
    const metricId = await manualMetric();
    const bad = csvFile(lines('年月,値', '2026-04,100', '2026-05,abc', '2026-06,', '2026/4,5', '2026-07,1e20'));
    const expected: CsvRowError[] = [
      { line: 3, column: '値', value: 'abc', message: '値は数値で入力してください' },
      { line: 4, column: '値', value: '', message: '値を入力してください' },
      { line: 5, column: '年月', value: '2026/4', message: '2026-04は2行目と重複しています' },
      { line: 6, column: '値', value: '1e20', message: '値は数値で入力してください' },
    ];
    const preview = await imported(metricId, 1, bad);
    expect(preview).toMatchObject({ errors: expected, saved: false, message: metricCsvMessages.hasErrors });
    expect(preview.rows.map((row) => row.month)).toEqual(['2026-04']);

    const before = await stored();
    const response = await importCsv(metricId, { dry_run: 0 }, bad);
    expectBadInput(response, 'file');
    const { error } = response.json<ErrorResponse & { error: { details?: { errors: CsvRowError[] } } }>();
    expect(error.message).toBe(metricCsvMessages.hasErrors);
    expect(error.details?.errors).toEqual(expected);
    expect(await stored()).toEqual(before);
    expect(await actualsOf(metricId)).toEqual([]);
  });

  it('refuses a file without the headings, an empty one and a missing one, naming file', async () => {
    const metricId = await manualMetric();
    expect((await imported(metricId, 1, csvFile(lines('年月,件数', '2026-04,3')))).errors).toEqual([
      { line: 1, column: '値', value: '', message: '見出しに「値」の列がありません' },
    ]);
    for (const file of [null, csvFile('')]) {
      const response = await importCsv(metricId, { dry_run: 0 }, file);
      expectBadInput(response, 'file');
      expect(response.json<ErrorResponse>().error.message).toBe(metricCsvMessages.missing);
    }
    expectBadInput(await importCsv(metricId, { dry_run: 2 }), 'dry_run');
    expect(await actualsOf(metricId)).toEqual([]);
  });

  it(`refuses a file over ${METRIC_CSV_MAX_BYTES} bytes with 413 naming file`, async () => {
    const metricId = await manualMetric();
    const head = Buffer.from(lines('年月,値', '2026-04,100'));
    const padded = (size: number) => ({
      ...csvFile(''),
      data: Buffer.concat([head, Buffer.alloc(size - head.length, ' ')]),
    });
    expect((await imported(metricId, 1, padded(METRIC_CSV_MAX_BYTES))).rows).toHaveLength(1);
    const response = await importCsv(metricId, { dry_run: 0 }, padded(METRIC_CSV_MAX_BYTES + 1));
    expectError(response, 413, 'too_large', metricCsvMessages.tooLarge);
    expect(fieldsOf(response)).toEqual(['file']);
    expect(await actualsOf(metricId)).toEqual([]);
  });

  it('is for manual metrics only: a measured or computed one is refused with 400 naming file', async () => {
    const projectId = await newProject(ctx);
    const created = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/metrics',
      headers: bearer(ctx.tokens.member),
      payload: {
        project_id: projectId,
        name: 'セッション',
        unit: '回',
        direction: 'higher',
        source: { kind: 'analytics', figure: 'sessions' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const before = await stored();
    const response = await importCsv(created.json<{ id: number }>().id, { dry_run: 1 });
    expectBadInput(response, 'file');
    expect(response.json<ErrorResponse>().error.message).toBe(metricCsvMessages.manualOnly);
    expect(await stored()).toEqual(before);
  });

  it('is for whoever may write the actuals: a client 403 unless client editing is on, another company 404', async () => {
    const projectId = await newProject(ctx);
    const metricId = await manualMetric(projectId);
    const before = await stored();
    expect((await importCsv(metricId, { dry_run: 0 }, csvFile(GOOD), '')).statusCode).toBe(401);
    expectError(await importCsv(metricId, { dry_run: 0 }, csvFile(GOOD), ctx.tokens.client), 403, 'forbidden');
    // Not even a file over the limit is read for a caller who may not write.
    const big = { ...csvFile(''), data: Buffer.alloc(METRIC_CSV_MAX_BYTES + 10, ' ') };
    expectError(await importCsv(metricId, { dry_run: 1 }, big, ctx.tokens.client), 403, 'forbidden');
    expectError(await importCsv(metricId, { dry_run: 0 }, csvFile(GOOD), ctx.tokens.otherClient), 404, 'not_found');
    expectError(await importCsv(999_999, { dry_run: 0 }), 404, 'not_found');
    expect(await stored()).toEqual(before);

    await allowClientEdit(ctx, projectId);
    expect((await importCsv(metricId, { dry_run: 0 }, csvFile(GOOD), ctx.tokens.client)).statusCode).toBe(200);
    expectError(await importCsv(metricId, { dry_run: 0 }, csvFile(GOOD), ctx.tokens.otherClient), 404, 'not_found');
    // Staff write any client company's metric.
    const other = await manualMetric(await newOtherProject(ctx));
    expect((await importCsv(other, { dry_run: 0 })).statusCode).toBe(200);
    expect(await actualsOf(other)).toHaveLength(3);
  });
});
