import { describe, expect, it } from 'vitest';
import { call, snapshot, type ErrorResponse } from './api-helpers.js';
import { expectBadInput, newProject, post, treeTables, useManagementApp, type Response } from './management-helpers.js';
import { reportFixture } from './measure-report-fixture.js';
import { getApi, multipartBody, PNG_FILE, uploadImage, type UploadFile } from './measure-report-helpers.js';
import { uploadReportImage } from './monthly-report-helpers.js';
import { insertSale } from './sales-fixture.js';
import { PDF_FILE, postMultipart } from './sales-report-helpers.js';

/**
 * Input PostgreSQL cannot store or compare (issue 17): a NUL character in any text, and ids past its
 * 32-bit integer columns. Both engines answer 400 naming the field and write nothing.
 */
const ctx = useManagementApp();

/** What every refused call leaves alone: the tree, files, reports, sign-in records. */
const watched = [
  ...treeTables,
  'stored_files',
  'project_files',
  'documents',
  'report_images',
  'sales_reports',
  'sessions',
  'login_failures',
  'master_items',
  'notification_reads',
  'analytics_months',
  'analytics_settings',
] as const;

/** Refused with 400 naming the field, the message saying it holds NUL, nothing written. */
async function expectNulRefused(send: () => Promise<Response>, field: string) {
  const before = await snapshot(ctx.t.db, watched);
  const response = await send();
  expectBadInput(response, field);
  expect(response.json<ErrorResponse>().error.fields).toEqual([
    { field, message: `${field}に使えない文字（NUL）が含まれています` },
  ]);
  expect(await snapshot(ctx.t.db, watched)).toEqual(before);
}

/** A multipart upload whose file name arrives as the RFC 5987 extended parameter (filename*), NUL encoded. */
function encodedNameUpload(path: string, fields: Record<string, string>, file: UploadFile) {
  const { payload, headers } = multipartBody(fields, file);
  const named = Buffer.from(
    payload.toString('latin1').replace(`filename="${file.name}"`, `filename*=UTF-8''a%00b.png`),
    'latin1',
  );
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    payload: named,
    headers: { ...headers, authorization: `Bearer ${ctx.tokens.member}` },
  });
}

describe('a NUL character (U+0000)', () => {
  it('in a sign-in account answers 400 naming account', async () => {
    await expectNulRefused(
      () => call(ctx.t.app, 'POST', '/api/auth/login', { payload: { account: '\u0000', password: 'x' } }),
      'account',
    );
  });

  it('in a KPI title answers 400 naming kpi', async () => {
    const projectId = await newProject(ctx);
    await expectNulRefused(() => post(ctx, 'create_kpi', { project_id: projectId, kpi: 'a\u0000b' }), 'kpi');
  });

  it('in a search keyword (%00 in the query string) answers 400 naming keyword', async () => {
    await expectNulRefused(() => getApi(ctx, 'measure_reports/search', { keyword: '\u0000' }), 'keyword');
  });

  it('deep in a body names the path to it', async () => {
    await expectNulRefused(
      () =>
        call(ctx.t.app, 'POST', '/api/v1/statuses/update_kpi_status', {
          token: ctx.tokens.member,
          payload: { status: { id: 1, memo: 'メモ\u0000' } },
        }),
      'status.memo',
    );
  });

  it('in a key of a body names that key', async () => {
    const projectId = await newProject(ctx);
    await expectNulRefused(
      () => post(ctx, 'create_kpi', { project_id: projectId, kpi: '名前', 'x\u0000y': 1 }),
      'x\\u0000y',
    );
  });

  it('in an uploaded image name answers 400 naming file', async () => {
    const projectId = await newProject(ctx);
    await expectNulRefused(
      () => uploadReportImage(ctx, { project_id: projectId }, { ...PNG_FILE, name: 'a\u0000b.png' }),
      'file',
    );
  });

  it('in an uploaded name sent as filename* (percent-encoded) answers 400 naming file', async () => {
    const projectId = await newProject(ctx);
    await expectNulRefused(
      () => encodedNameUpload('monthly_reports/upload_image', { project_id: String(projectId) }, PNG_FILE),
      'file',
    );
  });

  it('in an uploaded PDF name answers 400 naming file', async () => {
    const projectId = await newProject(ctx);
    await expectNulRefused(
      () =>
        postMultipart(
          ctx,
          'project_documents/create',
          { project_id: projectId },
          { ...PDF_FILE, name: '提案\u0000.pdf' },
        ),
      'file',
    );
  });

  it('in a figures CSV name answers 400 naming file', async () => {
    const projectId = await newProject(ctx);
    const csv: UploadFile = { name: '数値\u0000.csv', type: 'text/csv', data: Buffer.from('年月,セッション数\r\n') };
    await expectNulRefused(
      () => postMultipart(ctx, 'analytics/import_csv', { project_id: projectId, dry_run: 1 }, csv),
      'file',
    );
  });

  it('in a results CSV name answers 400 naming file', async () => {
    const projectId = await newProject(ctx);
    const { measure } = await reportFixture(ctx.t.db, projectId, 'NUL');
    const csv: UploadFile = { name: '検証\u0000.csv', type: 'text/csv', data: Buffer.from('パターン,訪問数,CV数\r\n') };
    await expectNulRefused(
      () => postMultipart(ctx, 'measure_reports/import_results', { measure_id: measure, dry_run: 1 }, csv),
      'file',
    );
  });

  it('in a text field of an upload answers 400 naming the field', async () => {
    const projectId = await newProject(ctx);
    const { measure } = await reportFixture(ctx.t.db, projectId, 'NUL');
    await expectNulRefused(
      () => uploadImage(ctx, { measure_id: measure, kind: 'reference', title: '説明\u0000' }),
      'title',
    );
  });

  it('in a field of a form post (sales_reports/create as multipart) answers 400 naming the field', async () => {
    const saleId = await insertSale(ctx.t.db);
    await expectNulRefused(
      () => postMultipart(ctx, 'sales_reports/create', { sale_id: saleId, title: '報告\u0000' }, null),
      'title',
    );
  });

  it('leaves other control characters and ordinary text alone', async () => {
    const projectId = await newProject(ctx);
    // A line break goes in a multi-line field: titles are single-line since issue 15 (decisions/0016).
    const response = await post(ctx, 'create_kpi', {
      project_id: projectId,
      kpi: 'タブ\tと\u0001',
      kpi_detail: 'タブ\tと改行\nと\u0001',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('an id past the 32-bit range (2147483648)', () => {
  const TOO_BIG = 2_147_483_648;

  it.each<[string, string, Record<string, unknown>, string]>([
    ['notifications/mark_read project_id', 'notifications/mark_read', { project_id: TOO_BIG }, 'project_id'],
    ['setting/update_master id', 'setting/update_master', { kind: 'category', id: TOO_BIG, name: '名前' }, 'id'],
    ['setting/delete_master id', 'setting/delete_master', { kind: 'category', id: TOO_BIG }, 'id'],
    ['setting/order_master ids', 'setting/order_master', { kind: 'category', ids: [1, TOO_BIG] }, 'ids.1'],
    [
      'managements/create_kgi user_id',
      'managements/create_kgi',
      { projectId: 1, purpose: '目的', user_id: TOO_BIG },
      'user_id',
    ],
    ['managements/create_kpi status', 'managements/create_kpi', { project_id: 1, kpi: 'K', status: TOO_BIG }, 'status'],
    [
      'statuses/update_kpi_status status',
      'statuses/update_kpi_status',
      { status: { id: 1, status: TOO_BIG } },
      'status.status',
    ],
    ['measure_reports/update device', 'measure_reports/update', { id: 1, device: TOO_BIG }, 'device'],
    [
      'projects/update_measure_settings improvement',
      'projects/update_measure_settings',
      { project_id: 1, improvement: TOO_BIG },
      'improvement',
    ],
    [
      'pb_sales/update user_id',
      'pb_sales/update',
      { sale_id: 1, action_target: '目標', purpose: '目標', user_id: TOO_BIG },
      'user_id',
    ],
  ])('in %s answers 400 naming it, writing nothing', async (_label, path, payload, field) => {
    const before = await snapshot(ctx.t.db, watched);
    const response = await call(ctx.t.app, 'POST', `/api/v1/${path}`, { token: ctx.tokens.admin, payload });
    expectBadInput(response, field);
    expect(await snapshot(ctx.t.db, watched)).toEqual(before);
  });

  it('is told apart from the largest id, which is looked up (and not found)', async () => {
    const response = await call(ctx.t.app, 'POST', '/api/v1/notifications/mark_read', {
      token: ctx.tokens.admin,
      payload: { project_id: TOO_BIG - 1 },
    });
    expect(response.statusCode, response.body).toBe(404);
  });
});
