import { REPORT_BODY_MAX, salesMessages } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import {
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { multipartBody, pngImage } from '../../../test/measure-report-helpers.js';
import { inAttribute, staffAccess, statusesFor, readAccess } from '../../../test/monthly-report-helpers.js';
import { insertSale, insertSaleReport } from '../../../test/sales-fixture.js';
import {
  convertedTo,
  createSalesReport,
  getSales,
  listOf,
  postMultipart,
  postSales,
  prospect,
  salesReportOf,
  salesSnapshot,
} from '../../../test/sales-report-helpers.js';

const ctx: ManagementContext = useManagementApp();

const MISSING = { error: { code: 'not_found', message: salesMessages.reportNotFound } };

/** The stored row of a report (undefined once deleted). */
const reportRow = (id: number) =>
  ctx.t.db.selectFrom('sales_reports').selectAll().where('id', '=', id).executeTakeFirst();

/** A customer converted into a fresh project of the client's company, with one shown and one hidden report. */
async function convertedWithReports() {
  const projectId = await newProject(ctx);
  const saleId = await convertedTo(ctx, projectId);
  const shown = await insertSaleReport(ctx.t.db, saleId, { isShow: 1 });
  const hidden = await insertSaleReport(ctx.t.db, saleId, { isShow: 0 });
  return { projectId, saleId, shown, hidden };
}

describe('GET /api/v1/sales_reports', () => {
  it('lists every report of a customer for staff, newest first, with who wrote it', async () => {
    const saleId = await prospect(ctx);
    const first = await createSalesReport(ctx, saleId, { title: '初回提案' });
    const second = await createSalesReport(ctx, saleId, { title: '再提案', is_show: 1 });
    await insertSaleReport(ctx.t.db, await prospect(ctx));
    const list = await listOf(ctx, { sale_id: saleId });
    expect(list.can_edit).toBe(true);
    expect(list.reports).toEqual([
      {
        id: second.id,
        sale_id: saleId,
        title: '再提案',
        is_show: 1,
        user_name: 't-member さん',
        created_at: second.created_at,
        updated_at: second.updated_at,
      },
      expect.objectContaining({ id: first.id, title: '初回提案', is_show: 0 }),
    ]);
  });

  it('lists, under a project, the reports of the customers it came from: the client sees the shown ones only', async () => {
    const { projectId, saleId, shown, hidden } = await convertedWithReports();
    const later = await convertedTo(ctx, projectId);
    const laterShown = await insertSaleReport(ctx.t.db, later, { isShow: 1 });
    // Not this project's: a prospect, a customer of another project, a deleted customer.
    await insertSaleReport(ctx.t.db, await prospect(ctx));
    await insertSaleReport(ctx.t.db, await convertedTo(ctx, await newProject(ctx)));
    await insertSaleReport(ctx.t.db, await insertSale(ctx.t.db, { projectId, deleted: true }));

    const client = await listOf(ctx, { project_id: projectId }, ctx.tokens.client);
    expect(client.can_edit).toBe(false);
    expect(client.reports.map((r) => r.id)).toEqual([laterShown, shown]);
    expect(client.reports.map((r) => r.sale_id)).toEqual([later, saleId]);

    const staff = await listOf(ctx, { project_id: projectId });
    expect(staff.can_edit).toBe(true);
    expect(staff.reports.map((r) => r.id)).toEqual([laterShown, hidden, shown]);
  });

  it('answers an empty list for a project no customer became', async () => {
    expect(await listOf(ctx, { project_id: await newProject(ctx) }, ctx.tokens.client)).toEqual({
      reports: [],
      can_edit: false,
    });
  });

  it('needs exactly one of sale_id and project_id, each a positive integer (400 naming it)', async () => {
    const saleId = await prospect(ctx);
    expectBadInput(await getSales(ctx, 'sales_reports', {}), 'sale_id');
    expectBadInput(
      await getSales(ctx, 'sales_reports', { sale_id: saleId, project_id: ctx.world.projectId }),
      'sale_id',
    );
    expectBadInput(await getSales(ctx, 'sales_reports', { sale_id: 'abc' }), 'sale_id');
    expectBadInput(await getSales(ctx, 'sales_reports', { project_id: 0 }), 'project_id');
  });

  it('by customer: staff only (client 403), a missing or deleted customer 404', async () => {
    const saleId = await convertedTo(ctx, ctx.world.projectId);
    expect(await statusesFor(ctx, (token) => getSales(ctx, 'sales_reports', { sale_id: saleId }, token))).toEqual(
      staffAccess,
    );
    expectError(await getSales(ctx, 'sales_reports', { sale_id: 999_999 }), 404, 'not_found', salesMessages.notFound);
    const deleted = await insertSale(ctx.t.db, { deleted: true });
    expectError(await getSales(ctx, 'sales_reports', { sale_id: deleted }), 404, 'not_found');
  });

  it('by project: whoever reads the project; another company’s client 404', async () => {
    const { projectId } = await convertedWithReports();
    expect(await statusesFor(ctx, (token) => getSales(ctx, 'sales_reports', { project_id: projectId }, token))).toEqual(
      readAccess,
    );
  });
});

describe('GET /api/v1/sales_reports/get', () => {
  it('gives staff any report of a live customer, hidden too: markdown, sanitised HTML and the customer’s name', async () => {
    const saleId = await insertSale(ctx.t.db, { name: '株式会社見込み 新規案件' });
    const id = await insertSaleReport(ctx.t.db, saleId, { isShow: 0, body: '提案の**要点**' });
    const report = salesReportOf(await getSales(ctx, 'sales_reports/get', { id }));
    expect(report).toEqual({
      id,
      sale_id: saleId,
      title: expect.any(String),
      is_show: 0,
      user_name: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      body: '提案の**要点**',
      html: '<p>提案の<strong>要点</strong></p>',
      files: [],
      project_name: '株式会社見込み 新規案件',
      can_edit: true,
    });
  });

  it('gives the client of the converted project a shown report read under that project (200)', async () => {
    const { projectId, shown } = await convertedWithReports();
    const report = salesReportOf(
      await getSales(ctx, 'sales_reports/get', { id: shown, project_id: projectId }, ctx.tokens.client),
    );
    expect(report).toMatchObject({ id: shown, is_show: 1, can_edit: false });
  });

  it('answers a client exactly as for a missing report in every other case (404)', async () => {
    const { projectId, saleId, shown, hidden } = await convertedWithReports();
    const read = (query: Record<string, number>, token = ctx.tokens.client) =>
      getSales(ctx, 'sales_reports/get', query, token);
    const missing = await read({ id: 999_999, project_id: projectId });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(MISSING);

    const notShown = [
      // Hidden from the client.
      await read({ id: hidden, project_id: projectId }),
      // Shown, but read without the project it is reached through.
      await read({ id: shown }),
      // Under another project of the client's own company.
      await read({ id: shown, project_id: await newProject(ctx) }),
      // Another company's client, under their own project or under this one.
      await read({ id: shown, project_id: await newOtherProject(ctx) }, ctx.tokens.otherClient),
      await read({ id: shown, project_id: projectId }, ctx.tokens.otherClient),
      // A customer that never became a project.
      await read({ id: await insertSaleReport(ctx.t.db, await prospect(ctx)), project_id: projectId }),
      // A report of another company's converted customer, asked for under the client's project.
      await read({
        id: await insertSaleReport(
          ctx.t.db,
          await convertedTo(ctx, await newOtherProject(ctx), ctx.world.otherCompanyId),
        ),
        project_id: projectId,
      }),
    ];
    for (const response of notShown) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual(MISSING);
    }

    // The customer deleted: gone for the client and for staff.
    await ctx.t.db.updateTable('sales').set({ is_deleted: 1 }).where('id', '=', saleId).execute();
    expect((await read({ id: shown, project_id: projectId })).json()).toEqual(MISSING);
    expectError(await read({ id: shown }, ctx.tokens.member), 404, 'not_found');
  });

  it('opens a report under a project only when its customer became that project, for staff too (404)', async () => {
    const { projectId, shown } = await convertedWithReports();
    const underProject = (id: number, project: number, token = ctx.tokens.admin) =>
      getSales(ctx, 'sales_reports/get', { id, project_id: project }, token);
    expect(salesReportOf(await underProject(shown, projectId))).toMatchObject({ id: shown });
    const elsewhere = [
      // Another project of the same company, and another company's project.
      await underProject(shown, await newProject(ctx)),
      await underProject(shown, await newOtherProject(ctx), ctx.tokens.member),
      // A customer that never became a project, asked for under one.
      await underProject(await insertSaleReport(ctx.t.db, await prospect(ctx)), projectId, ctx.tokens.manager),
    ];
    for (const response of elsewhere) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual(MISSING);
    }
    // The staff view, without a project, still opens it.
    expect(salesReportOf(await getSales(ctx, 'sales_reports/get', { id: shown }))).toMatchObject({ id: shown });
  });

  it('answers each caller as the matrix says, and 401 signed out', async () => {
    const { projectId, shown } = await convertedWithReports();
    expect(
      await statusesFor(ctx, (token) =>
        getSales(ctx, 'sales_reports/get', { id: shown, project_id: projectId }, token),
      ),
    ).toEqual(readAccess);
  });

  it('refuses a malformed id or project_id with 400 naming it', async () => {
    expectBadInput(await getSales(ctx, 'sales_reports/get', {}), 'id');
    expectBadInput(await getSales(ctx, 'sales_reports/get', { id: 'x' }), 'id');
    expectBadInput(await getSales(ctx, 'sales_reports/get', { id: 1, project_id: -1 }), 'project_id');
  });

  it('renders hostile markdown without script, javascript:, handlers or raw HTML', async () => {
    const { projectId, saleId } = await convertedWithReports();
    const hostile = [
      '# 提案',
      '<script>alert(1)</script>',
      '',
      '[x](javascript:alert(1))',
      '',
      '<img src=x onerror="alert(1)">',
      '',
      '<div onclick="alert(3)">生のdiv</div>',
      '',
      '[大文字](JAVASCRIPT:alert(4)) と <iframe src="https://evil.example"></iframe>',
    ].join('\n');
    const report = await createSalesReport(ctx, saleId, { body: hostile, is_show: 1 });
    expect(report.body).toBe(hostile);
    const asClient = salesReportOf(
      await getSales(ctx, 'sales_reports/get', { id: report.id, project_id: projectId }, ctx.tokens.client),
    );
    for (const html of [report.html, asClient.html]) {
      expect(html).not.toMatch(/<script|<iframe|<div/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toContain('alert(');
      expect(html).toContain('<p><a>x</a></p>');
    }
  });

  it('resolves only images uploaded for the same customer into signed URLs', async () => {
    const saleId = await prospect(ctx);
    const upload = await postMultipart(
      ctx,
      'sales_reports/upload_image',
      { sale_id: saleId },
      {
        name: 'グラフ.png',
        type: 'image/png',
        data: pngImage([1, 2, 3]),
      },
    );
    const { file_id, markdown } = upload.json<{ file_id: number; markdown: string }>();
    const report = await createSalesReport(ctx, saleId, { body: `# 図\n\n${markdown}` });
    expect(report.files).toEqual([{ id: file_id, url: expect.stringMatching(`^/api/v1/files/${file_id}\\?exp=`) }]);
    expect(report.html).toContain(`<img src="${inAttribute(report.files[0]?.url ?? '')}" alt="グラフ">`);

    const elsewhere = await createSalesReport(ctx, await prospect(ctx), { body: markdown });
    expect(elsewhere.files).toEqual([]);
    expect(elsewhere.html).toBe('<p><img alt="グラフ"></p>');
    // An id too large for the column names nothing (and is no error on PostgreSQL).
    const huge = await createSalesReport(ctx, saleId, { body: '![x](kaizen-file:99999999999)' });
    expect(huge.files).toEqual([]);
  });
});

describe('POST /api/v1/sales_reports/create', () => {
  it('writes a private report by default, answering it as staff read it', async () => {
    const saleId = await insertSale(ctx.t.db, { name: '見込み案件A' });
    const report = await createSalesReport(ctx, saleId, { title: '  初回提案  ', body: '課題の*整理*' });
    expect(report).toMatchObject({
      sale_id: saleId,
      title: '初回提案',
      is_show: 0,
      body: '課題の*整理*',
      html: '<p>課題の<em>整理</em></p>',
      user_name: 't-member さん',
      project_name: '見込み案件A',
      can_edit: true,
    });
    expect(await reportRow(report.id)).toMatchObject({
      sale_id: saleId,
      is_show: 0,
      user_id: ctx.world.users.member.id,
    });
    expect((await createSalesReport(ctx, saleId, { title: '空' })).body).toBe('');
  });

  it('shows the report to the client from the start when is_show is given', async () => {
    const saleId = await prospect(ctx);
    expect((await createSalesReport(ctx, saleId, { is_show: 1 })).is_show).toBe(1);
    expect((await createSalesReport(ctx, saleId, { is_show: true })).is_show).toBe(1);
    expect((await createSalesReport(ctx, saleId, { is_show: false })).is_show).toBe(0);
  });

  it('takes the same fields as a multipart form', async () => {
    const saleId = await prospect(ctx);
    const response = await postMultipart(
      ctx,
      'sales_reports/create',
      { sale_id: saleId, title: 'フォーム送信', body: '本文です', is_show: 1 },
      null,
    );
    const report = salesReportOf(response);
    expect(report).toMatchObject({ sale_id: saleId, title: 'フォーム送信', body: '本文です', is_show: 1 });
    const hidden = salesReportOf(
      await postMultipart(ctx, 'sales_reports/create', { sale_id: saleId, title: '非公開', is_show: 'false' }, null),
    );
    expect(hidden).toMatchObject({ is_show: 0, body: '' });
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const saleId = await prospect(ctx);
    const before = await salesSnapshot(ctx);
    const create = (payload: Record<string, unknown>) => postSales(ctx, 'sales_reports/create', payload);
    expectBadInput(await create({ sale_id: saleId }), 'title');
    expectBadInput(await create({ sale_id: saleId, title: '   ' }), 'title');
    expectBadInput(await create({ sale_id: saleId, title: 'あ'.repeat(201) }), 'title');
    expectBadInput(await create({ sale_id: saleId, title: '本文', body: 'あ'.repeat(REPORT_BODY_MAX + 1) }), 'body');
    expectBadInput(await create({ sale_id: saleId, title: '公開', is_show: 2 }), 'is_show');
    expectBadInput(await create({ title: '顧客なし' }), 'sale_id');
    expectBadInput(await create({ sale_id: 'abc', title: '顧客なし' }), 'sale_id');
    const form = (fields: Record<string, string | number>) => postMultipart(ctx, 'sales_reports/create', fields, null);
    expectBadInput(await form({ sale_id: saleId }), 'title');
    expectBadInput(await form({ sale_id: saleId, title: 'フォーム', is_show: 'yes' }), 'is_show');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('refuses a form with a file, or one that cannot be read, with 400, writing nothing', async () => {
    const saleId = await prospect(ctx);
    const before = await salesSnapshot(ctx);
    const withFile = await postMultipart(
      ctx,
      'sales_reports/create',
      { sale_id: saleId, title: '画像付き' },
      {
        name: 'a.png',
        type: 'image/png',
        data: pngImage(),
      },
    );
    expectBadInput(withFile, 'file');
    const { payload, headers } = multipartBody({ sale_id: String(saleId), title: '途中まで' }, null);
    const send = (body: Buffer, contentType: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/v1/sales_reports/create',
        payload: body,
        headers: { 'content-type': contentType, authorization: `Bearer ${ctx.tokens.member}` },
      });
    const contentType = headers['content-type'] ?? '';
    expect((await send(payload.subarray(0, payload.length - 10), contentType)).statusCode).toBe(400);
    expect((await send(payload, 'multipart/form-data')).statusCode).toBe(400);
    expect((await send(Buffer.from('境界のない本文'), contentType)).statusCode).toBe(400);
    // A part the parser skips (a bare CR in its name) and that outgrows its buffer: the parser stops
    // without a word, and the form is still answered as unreadable.
    const stalling = multipartBody({ ['title\r']: 'x'.repeat(20_000), sale_id: String(saleId) }, null);
    expectBadInput(await send(stalling.payload, stalling.headers['content-type'] ?? ''), 'body');
    expect(await salesSnapshot(ctx)).toEqual(before);
    // The same form whole goes through.
    expect((await send(payload, contentType)).statusCode).toBe(200);
  });

  it('answers 404 for a missing or deleted customer, writing nothing', async () => {
    const before = await salesSnapshot(ctx);
    const deleted = await insertSale(ctx.t.db, { deleted: true });
    const after = await salesSnapshot(ctx);
    for (const saleId of [999_999, deleted]) {
      expectError(await postSales(ctx, 'sales_reports/create', { sale_id: saleId, title: 'x' }), 404, 'not_found');
    }
    expect(await salesSnapshot(ctx)).toEqual(after);
    expect(after.sales_reports).toEqual(before.sales_reports);
  });

  it('is for staff only: signed out 401, client users 403, writing nothing for them', async () => {
    const saleId = await convertedTo(ctx, ctx.world.projectId);
    const send = (token: string) => postSales(ctx, 'sales_reports/create', { sale_id: saleId, title: '提案' }, token);
    expect(await statusesFor(ctx, send)).toEqual(staffAccess);
    const before = await salesSnapshot(ctx);
    expectError(await send(ctx.tokens.client), 403, 'forbidden');
    expectError(await send(''), 401, 'unauthenticated');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });
});

describe('POST /api/v1/sales_reports/save', () => {
  it('changes the title and the body, each only when given', async () => {
    const saleId = await prospect(ctx);
    const report = await createSalesReport(ctx, saleId, { title: '旧題', body: '旧本文' });
    const retitled = salesReportOf(await postSales(ctx, 'sales_reports/save', { id: report.id, title: '新題' }));
    expect(retitled).toMatchObject({ title: '新題', body: '旧本文' });
    const rewritten = salesReportOf(
      await postSales(ctx, 'sales_reports/save', { id: report.id, body: '新しい**本文**' }),
    );
    expect(rewritten).toMatchObject({
      title: '新題',
      body: '新しい**本文**',
      html: '<p>新しい<strong>本文</strong></p>',
    });
    expect(await reportRow(report.id)).toMatchObject({ title: '新題', body: '新しい**本文**' });
  });

  it('refuses bad input with 400 naming the field, and a missing report with 404, writing nothing', async () => {
    const report = await createSalesReport(ctx, await prospect(ctx));
    const before = await salesSnapshot(ctx);
    const save = (payload: Record<string, unknown>) => postSales(ctx, 'sales_reports/save', payload);
    expectBadInput(await save({ id: report.id, title: '' }), 'title');
    expectBadInput(await save({ id: report.id, body: 'あ'.repeat(REPORT_BODY_MAX + 1) }), 'body');
    expectBadInput(await save({ id: report.id, body: 12 }), 'body');
    expectBadInput(await save({ title: '題' }), 'id');
    expect((await save({ id: 999_999, title: '題' })).json()).toEqual(MISSING);
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('is for staff only, a shown report too: client users 403', async () => {
    const { shown } = await convertedWithReports();
    const send = (token: string) => postSales(ctx, 'sales_reports/save', { id: shown, body: '## 追記' }, token);
    expect(await statusesFor(ctx, send)).toEqual(staffAccess);
    const row = await reportRow(shown);
    expectError(await send(ctx.tokens.client), 403, 'forbidden');
    expect(await reportRow(shown)).toEqual(row);
  });
});

describe('POST /api/v1/sales_reports/update', () => {
  it('shows and hides a report, and the client’s view follows', async () => {
    const { projectId, hidden } = await convertedWithReports();
    const update = (isShow: unknown) =>
      postSales(ctx, 'sales_reports/update', { sales_report: { id: hidden, is_show: isShow } });
    const shown = await update(1);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ sales_report: { id: hidden, title: expect.any(String), is_show: 1 } });
    const client = { id: hidden, project_id: projectId };
    expect((await getSales(ctx, 'sales_reports/get', client, ctx.tokens.client)).statusCode).toBe(200);
    expect((await update(false)).json()).toMatchObject({ sales_report: { is_show: 0 } });
    expect((await getSales(ctx, 'sales_reports/get', client, ctx.tokens.client)).json()).toEqual(MISSING);
    expect((await update(true)).json()).toMatchObject({ sales_report: { is_show: 1 } });
  });

  it('refuses a bad flag or id with 400 naming it, and a missing report with 404, writing nothing', async () => {
    const { hidden } = await convertedWithReports();
    const before = await salesSnapshot(ctx);
    const update = (payload: unknown) => postSales(ctx, 'sales_reports/update', payload);
    expectBadInput(await update({ sales_report: { id: hidden, is_show: 2 } }), 'sales_report.is_show');
    expectBadInput(await update({ sales_report: { id: hidden } }), 'sales_report.is_show');
    expectBadInput(await update({ sales_report: { is_show: 1 } }), 'sales_report.id');
    expectBadInput(await update({ id: hidden, is_show: 1 }), 'sales_report');
    expect((await update({ sales_report: { id: 999_999, is_show: 1 } })).json()).toEqual(MISSING);
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('never lets a client user set is_show (403)', async () => {
    const { hidden } = await convertedWithReports();
    const send = (token: string) =>
      postSales(ctx, 'sales_reports/update', { sales_report: { id: hidden, is_show: 0 } }, token);
    expect(await statusesFor(ctx, send)).toEqual(staffAccess);
    await ctx.t.db.updateTable('sales_reports').set({ is_show: 0 }).where('id', '=', hidden).execute();
    expectError(
      await postSales(ctx, 'sales_reports/update', { sales_report: { id: hidden, is_show: 1 } }, ctx.tokens.client),
      403,
      'forbidden',
    );
    expect((await reportRow(hidden))?.is_show).toBe(0);
  });
});

describe('POST /api/v1/sales_reports/delete', () => {
  it('deletes the report; a second delete is 404', async () => {
    const report = await createSalesReport(ctx, await prospect(ctx));
    const response = await postSales(ctx, 'sales_reports/delete', { id: report.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: report.id });
    expect(await reportRow(report.id)).toBeUndefined();
    expect((await postSales(ctx, 'sales_reports/delete', { id: report.id })).json()).toEqual(MISSING);
  });

  it('refuses a bad id with 400 naming it, writing nothing', async () => {
    const before = await salesSnapshot(ctx);
    expectBadInput(await postSales(ctx, 'sales_reports/delete', {}), 'id');
    expectBadInput(await postSales(ctx, 'sales_reports/delete', { id: '1x' }), 'id');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('is for staff only: client users 403 and the report stays', async () => {
    const send = async (token: string) => {
      const { shown } = await convertedWithReports();
      return postSales(ctx, 'sales_reports/delete', { id: shown }, token);
    };
    expect(await statusesFor(ctx, send)).toEqual(staffAccess);
    const { shown } = await convertedWithReports();
    expectError(await postSales(ctx, 'sales_reports/delete', { id: shown }, ctx.tokens.client), 403, 'forbidden');
    expect(await reportRow(shown)).toBeDefined();
  });
});
