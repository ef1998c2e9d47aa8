import { analyticsMessages, FIGURES_CSV_MAX_BYTES, type CsvRowError, type ImportCsvResponse } from '@kaizen/domain';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { fieldsOf, snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
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

const ctx: ManagementContext = useManagementApp();

const csvFile = (text: string, encoding: 'utf8' | 'Shift_JIS' = 'utf8'): UploadFile => ({
  name: '数値.csv',
  type: 'text/csv',
  data: encoding === 'utf8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'Shift_JIS'),
});
const lines = (...rows: string[]) => rows.join('\r\n') + '\r\n';
const GOOD = lines(
  '年月,セッション数,CV1,CV2,CV3,成約数,売上',
  '2026年4月,"1,234",12,3,,2,"150,000"',
  '2026/5,2000,20,,,,',
);

/** POST analytics/import_csv as multipart (a staff member unless a token is given; '' signed out). */
function importCsv(
  fields: Record<string, string | number>,
  file: UploadFile | null = csvFile(GOOD),
  token = ctx.tokens.member,
): Promise<Response> {
  const text = Object.fromEntries(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  const { payload, headers } = multipartBody(text, file);
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/v1/analytics/import_csv',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** An import that must succeed; its answer. */
async function imported(projectId: number, dryRun: 0 | 1, file = csvFile(GOOD)): Promise<ImportCsvResponse> {
  const response = await importCsv({ project_id: projectId, dry_run: dryRun }, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportCsvResponse>();
}

const monthsOf = (projectId: number) =>
  ctx.t.db
    .selectFrom('analytics_months')
    .select(['month', 'sessions', 'cv1', 'cv2', 'cv3', 'transactions', 'revenue', 'source', 'fetched_by'])
    .where('project_id', '=', projectId)
    .orderBy('month')
    .execute();
const stored = () => snapshot(ctx.t.db, ['analytics_months']);

const APRIL = { month: '2026-04', sessions: 1234, cv1: 12, cv2: 3, cv3: null, transactions: 2, revenue: 150_000 };
const MAY = { month: '2026-05', sessions: 2000, cv1: 20, cv2: null, cv3: null, transactions: null, revenue: null };

describe('POST /api/v1/analytics/import_csv', () => {
  it('answers 400 for a body whose skipped part never ends in the parser (a bare CR in its name)', async () => {
    // busboy skips a part whose name holds a bare line break, and for a part longer than its buffer
    // it then never reports the body's end: the reader must answer from the body's own end instead.
    const projectId = await newProject(ctx);
    const response = await importCsv({ project_id: projectId, ['dry\rrun']: 'x'.repeat(20_000) });
    expectBadInput(response, 'file');
  });

  it('previews a UTF-8 file (dry_run 1) and saves nothing', async () => {
    const projectId = await newProject(ctx);
    const before = await stored();
    const preview = await imported(projectId, 1);
    expect(preview).toEqual({
      rows: [
        { line: 2, ...APRIL, replaces: false },
        { line: 3, ...MAY, replaces: false },
      ],
      errors: [],
      saved: false,
      message: expect.stringContaining('2か月分'),
    });
    expect(await stored()).toEqual(before);
  });

  it('previews when dry_run is left out', async () => {
    const projectId = await newProject(ctx);
    const response = await importCsv({ project_id: projectId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportCsvResponse>().saved).toBe(false);
    expect(await monthsOf(projectId)).toEqual([]);
  });

  it('saves every row with dry_run 0, as CSV figures imported by the caller', async () => {
    const projectId = await newProject(ctx);
    const result = await imported(projectId, 0);
    expect(result).toMatchObject({ saved: true, errors: [], message: analyticsMessages.imported(2) });
    const who = ctx.world.users.member.id;
    expect(await monthsOf(projectId)).toEqual([
      { ...APRIL, source: 'csv', fetched_by: who },
      { ...MAY, source: 'csv', fetched_by: who },
    ]);
  });

  it('reads a Shift_JIS file as Excel in Japan writes it, to the same figures', async () => {
    const projectId = await newProject(ctx);
    const sjis = csvFile(GOOD, 'Shift_JIS');
    expect(sjis.data.equals(Buffer.from(GOOD))).toBe(false);
    const preview = await imported(projectId, 1, sjis);
    expect(preview.rows.map(({ replaces: _r, line: _l, ...row }) => row)).toEqual([APRIL, MAY]);
    await imported(projectId, 0, sjis);
    expect((await monthsOf(projectId)).map((row) => row.month)).toEqual(['2026-04', '2026-05']);
  });

  it('says which months replace stored ones, and replaces them on saving', async () => {
    const projectId = await newProject(ctx);
    await imported(projectId, 0, csvFile(lines('年月,セッション数', '2026-04,1', '2026-02,5')));
    const preview = await imported(projectId, 1);
    expect(preview.rows.map((row) => [row.month, row.replaces])).toEqual([
      ['2026-04', true],
      ['2026-05', false],
    ]);
    const saved = await imported(projectId, 0);
    expect(saved.rows.map((row) => row.replaces)).toEqual([true, false]);
    expect((await monthsOf(projectId)).map((row) => [row.month, row.sessions])).toEqual([
      ['2026-02', 5],
      ['2026-04', 1234],
      ['2026-05', 2000],
    ]);
  });

  it('saves nothing when any row has an error: 400 carrying the errors the preview showed', async () => {
    const projectId = await newProject(ctx);
    const bad = csvFile(lines('年月,セッション数,CV1', '2026-04,100,1', '2026-05,-3,1', '2026-06,abc,x', '2026/4,5,1'));
    const preview = await imported(projectId, 1, bad);
    const expected: CsvRowError[] = [
      { line: 3, column: 'セッション数', value: '-3', message: 'セッション数は0以上の数値で入力してください' },
      { line: 4, column: 'セッション数', value: 'abc', message: 'セッション数は0以上の数値で入力してください' },
      { line: 4, column: 'CV1', value: 'x', message: 'CV1は0以上の数値で入力してください' },
      { line: 5, column: '年月', value: '2026/4', message: '2026-04は2行目と重複しています' },
    ];
    expect(preview).toMatchObject({ errors: expected, saved: false, message: analyticsMessages.importHasErrors });
    expect(preview.rows.map((row) => row.month)).toEqual(['2026-04']);

    const before = await stored();
    const response = await importCsv({ project_id: projectId, dry_run: 0 }, bad);
    expectBadInput(response, 'file');
    const { error } = response.json<ErrorResponse & { error: { details?: { errors: CsvRowError[] } } }>();
    expect(error.message).toBe(analyticsMessages.importHasErrors);
    expect(error.details?.errors).toEqual(expected);
    expect(await stored()).toEqual(before);
    expect(await monthsOf(projectId)).toEqual([]);
  });

  it('refuses a file without the required headings or rows, naming them', async () => {
    const projectId = await newProject(ctx);
    const noSessions = await imported(projectId, 1, csvFile(lines('年月,CV1', '2026-04,3')));
    expect(noSessions.errors).toEqual([
      { line: 1, column: 'セッション数', value: '', message: '見出しに「セッション数」の列がありません' },
    ]);
    const headingOnly = await importCsv({ project_id: projectId, dry_run: 0 }, csvFile(lines('年月,セッション数')));
    expectBadInput(headingOnly, 'file');
    expect(headingOnly.json<{ error: { details: { errors: CsvRowError[] } } }>().error.details.errors[0]?.message).toBe(
      analyticsMessages.csvEmpty,
    );
  });

  it(`accepts ${FIGURES_CSV_MAX_BYTES} bytes and refuses one more with 413 naming file, saving nothing`, async () => {
    const projectId = await newProject(ctx);
    const head = Buffer.from(lines('年月,セッション数', '2026-04,100'));
    const padded = (size: number) => ({
      ...csvFile(''),
      data: Buffer.concat([head, Buffer.alloc(size - head.length, ' ')]),
    });
    const atLimit = await imported(projectId, 1, padded(FIGURES_CSV_MAX_BYTES));
    expect(atLimit.rows.map((row) => row.month)).toEqual(['2026-04']);
    const before = await stored();
    const response = await importCsv({ project_id: projectId, dry_run: 0 }, padded(FIGURES_CSV_MAX_BYTES + 1));
    expectError(response, 413, 'too_large', analyticsMessages.csvTooLarge);
    expect(fieldsOf(response)).toEqual(['file']);
    expect(await stored()).toEqual(before);
  });

  it('refuses a missing or empty file with 400 naming file', async () => {
    const projectId = await newProject(ctx);
    for (const file of [null, csvFile('')]) {
      const response = await importCsv({ project_id: projectId, dry_run: 0 }, file);
      expectBadInput(response, 'file');
      expect(response.json<ErrorResponse>().error.message).toBe(analyticsMessages.csvMissing);
    }
  });

  it('refuses bad fields naming them, and a body that is not multipart with 415', async () => {
    const projectId = await newProject(ctx);
    expectBadInput(await importCsv({ dry_run: 0 }), 'project_id');
    expectBadInput(await importCsv({ project_id: projectId, dry_run: 2 }), 'dry_run');
    const json = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/import_csv',
      payload: { project_id: projectId },
      headers: { authorization: `Bearer ${ctx.tokens.member}` },
    });
    expectError(json, 415, 'unsupported_type');
    expect(await monthsOf(projectId)).toEqual([]);
  });

  it('is staff’s: every client user gets 403 before the body is read, an unknown project 404', async () => {
    const projectId = await newProject(ctx);
    await allowClientEdit(ctx, projectId);
    const before = await stored();
    for (const token of [ctx.tokens.client, ctx.tokens.otherClient]) {
      expectError(await importCsv({ project_id: projectId, dry_run: 0 }, csvFile(GOOD), token), 403, 'forbidden');
    }
    // Not even a file over the limit is read for them.
    const big = { ...csvFile(''), data: Buffer.alloc(FIGURES_CSV_MAX_BYTES + 10, ' ') };
    expectError(await importCsv({ project_id: projectId, dry_run: 1 }, big, ctx.tokens.client), 403, 'forbidden');
    expect((await importCsv({ project_id: projectId, dry_run: 0 }, csvFile(GOOD), '')).statusCode).toBe(401);
    expectError(await importCsv({ project_id: 999_999, dry_run: 0 }), 404, 'not_found');
    // Staff import into any client company's project.
    expect((await importCsv({ project_id: await newOtherProject(ctx), dry_run: 0 })).statusCode).toBe(200);
    expect(await monthsOf(projectId)).toEqual([]);
    expect((await stored()).analytics_months?.length).toBe((before.analytics_months?.length ?? 0) + 2);
  });
});
