import { DOCUMENT_MAX_BYTES, documentMessages, type DocumentItem } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, fieldsOf } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  newProject,
  useManagementApp,
  type ManagementContext,
  type Response,
} from '../../../test/management-helpers.js';
import { multipartBody, pngImage, type UploadFile } from '../../../test/measure-report-helpers.js';
import { staffAccess, statusesFor } from '../../../test/monthly-report-helpers.js';
import { insertSale, pdfBytes } from '../../../test/sales-fixture.js';
import {
  convertedTo,
  getSales,
  PDF_FILE,
  postMultipart,
  postSales,
  prospect,
  salesSnapshot,
  uploadDocument,
} from '../../../test/sales-report-helpers.js';
import { saveFile } from '../files/file-store.js';
import { insertDocument } from './documents.repository.js';

const ctx: ManagementContext = useManagementApp();

const create = (
  fields: Record<string, string | number>,
  file: UploadFile | null = PDF_FILE,
  token = ctx.tokens.member,
) => postMultipart(ctx, 'sales_documents/create', fields, file, token);

/** GET sales_documents, which must succeed. */
async function documentsOf(saleId: number) {
  const response = await getSales(ctx, 'sales_documents', { sale_id: saleId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ documents: DocumentItem[]; can_edit: boolean }>();
}

const documentRow = (id: number) =>
  ctx.t.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
const fileRow = (id: number) =>
  ctx.t.db.selectFrom('stored_files').select(['id', 'name', 'type', 'size']).where('id', '=', id).executeTakeFirst();

/** Refused with the status, the message and the one field named, and nothing stored. */
function expectRefused(response: Response, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
  expect(fieldsOf(response)).toEqual(['file']);
}

describe('POST /api/v1/sales_documents/create', () => {
  it('stores the PDF and its row, and answers a URL that opens it inline under its name', async () => {
    const saleId = await prospect(ctx);
    const document = await uploadDocument(ctx, saleId);
    expect(document).toEqual({
      id: expect.any(Number),
      name: '提案書 2026.pdf',
      size: PDF_FILE.data.length,
      user_name: 't-member さん',
      created_at: expect.any(String),
      file: expect.stringMatching(/^\/api\/v1\/files\/\d+\?exp=\d+&sig=[\w-]+$/),
    });
    const row = await documentRow(document.id);
    expect(row).toMatchObject({
      sale_id: saleId,
      project_id: null,
      name: '提案書 2026.pdf',
      user_id: ctx.world.users.member.id,
    });
    expect(await fileRow(Number(row?.file_id))).toMatchObject({ type: 'application/pdf', size: PDF_FILE.data.length });

    const served = await call(ctx.t.app, 'GET', document.file);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('提案書 2026.pdf')}`,
    );
    expect(served.rawPayload.equals(PDF_FILE.data)).toBe(true);
  });

  it('takes the type from the bytes: a PDF under another name or declared type is a PDF', async () => {
    const saleId = await prospect(ctx);
    const document = await uploadDocument(ctx, saleId, {
      name: 'scan',
      type: 'application/octet-stream',
      data: pdfBytes(),
    });
    expect(document.name).toBe('scan');
    const row = await documentRow(document.id);
    expect((await fileRow(Number(row?.file_id)))?.type).toBe('application/pdf');
  });

  it.each([
    [
      'text named .pdf',
      { name: '提案書.pdf', type: 'application/pdf', data: Buffer.from('PDFではありません\n'.repeat(30)) },
    ],
    ['a PNG named .pdf', { name: 'image.pdf', type: 'application/pdf', data: pngImage() }],
    [
      'a PDF header not at the start',
      { name: 'late.pdf', type: 'application/pdf', data: Buffer.concat([Buffer.from(' '), pdfBytes()]) },
    ],
  ])('refuses %s with 415 naming file, storing nothing', async (_l, file) => {
    const saleId = await prospect(ctx);
    const before = await salesSnapshot(ctx);
    const response = await create({ sale_id: saleId }, file);
    expectRefused(response, 415, documentMessages.pdfOnly);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('unsupported_type');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it(`accepts exactly ${DOCUMENT_MAX_BYTES} bytes and refuses one more with 413 naming file, storing nothing`, async () => {
    const saleId = await prospect(ctx);
    const fits = await uploadDocument(ctx, saleId, {
      name: 'max.pdf',
      type: 'application/pdf',
      data: pdfBytes(DOCUMENT_MAX_BYTES),
    });
    expect(fits.size).toBe(DOCUMENT_MAX_BYTES);
    const before = await salesSnapshot(ctx);
    const tooBig = { name: 'big.pdf', type: 'application/pdf', data: pdfBytes(DOCUMENT_MAX_BYTES + 1) };
    const response = await create({ sale_id: saleId }, tooBig);
    expectRefused(response, 413, documentMessages.tooLarge);
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('refuses a missing or empty file, a file under another name, or a bad sale_id with 400 naming it, storing nothing', async () => {
    const saleId = await prospect(ctx);
    const before = await salesSnapshot(ctx);
    expectRefused(await create({ sale_id: saleId }, null), 400, documentMessages.missing);
    expectRefused(
      await create({ sale_id: saleId }, { ...PDF_FILE, data: Buffer.alloc(0) }),
      400,
      documentMessages.missing,
    );
    expectBadInput(
      await postMultipart(ctx, 'sales_documents/create', { sale_id: saleId }, PDF_FILE, ctx.tokens.member, 'pdf'),
      'pdf',
    );
    expectBadInput(await create({}), 'sale_id');
    expectBadInput(await create({ sale_id: '0' }), 'sale_id');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('answers 404 for a missing or deleted customer, storing nothing', async () => {
    const deleted = await insertSale(ctx.t.db, { deleted: true });
    const before = await salesSnapshot(ctx);
    expectError(await create({ sale_id: 999_999 }), 404, 'not_found');
    expectError(await create({ sale_id: deleted }), 404, 'not_found');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('refuses a body that is cut short, has no boundary or is not multipart with 4xx, storing nothing', async () => {
    const saleId = await prospect(ctx);
    const before = await salesSnapshot(ctx);
    const { payload, headers } = multipartBody({ sale_id: String(saleId) }, PDF_FILE);
    const send = (body: Buffer | string, contentType: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/v1/sales_documents/create',
        payload: body,
        headers: { 'content-type': contentType, authorization: `Bearer ${ctx.tokens.member}` },
      });
    const contentType = headers['content-type'] ?? '';
    expectBadInput(await send(payload.subarray(0, payload.length - 20), contentType), 'file');
    expectBadInput(await send(payload, 'multipart/form-data'), 'file');
    expectBadInput(await send(Buffer.from('境界のない本文'), contentType), 'file');
    expectError(await send(JSON.stringify({ sale_id: saleId }), 'application/json'), 415, 'unsupported_type');
    expectError(await send(pdfBytes(), 'application/pdf'), 415, 'unsupported_type');
    const boundary = '----kaizenTwoPdfs';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdfBytes(),
        Buffer.from('\r\n'),
      ]);
    const two = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="sale_id"\r\n\r\n${saleId}\r\n`),
      part('a.pdf'),
      part('b.pdf'),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    expectBadInput(await send(two, `multipart/form-data; boundary=${boundary}`), 'file');
    expect(await salesSnapshot(ctx)).toEqual(before);
    expect((await send(payload, contentType)).statusCode).toBe(200);
  });

  it('is for staff only: signed out 401, client users 403, storing nothing for them', async () => {
    const saleId = await convertedTo(ctx, ctx.world.projectId);
    expect(await statusesFor(ctx, (token) => create({ sale_id: saleId }, PDF_FILE, token))).toEqual(staffAccess);
    const before = await salesSnapshot(ctx);
    expectError(await create({ sale_id: saleId }, PDF_FILE, ctx.tokens.client), 403, 'forbidden');
    expectError(await create({ sale_id: saleId }, PDF_FILE, ''), 401, 'unauthenticated');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });
});

describe('GET /api/v1/sales_documents', () => {
  it('lists the customer’s documents newest first, with signed URLs', async () => {
    const saleId = await prospect(ctx);
    const first = await uploadDocument(ctx, saleId, { ...PDF_FILE, name: '一つ目.pdf' });
    const second = await uploadDocument(ctx, saleId, { ...PDF_FILE, name: '二つ目.pdf' });
    await uploadDocument(ctx, await prospect(ctx));
    const list = await documentsOf(saleId);
    expect(list).toEqual({ documents: [second, first], can_edit: true });
    expect(await documentsOf(await prospect(ctx))).toEqual({ documents: [], can_edit: true });
  });

  it('refuses a bad sale_id with 400 naming it, and a missing or deleted customer with 404', async () => {
    expectBadInput(await getSales(ctx, 'sales_documents', {}), 'sale_id');
    expectBadInput(await getSales(ctx, 'sales_documents', { sale_id: 'x' }), 'sale_id');
    expectError(await getSales(ctx, 'sales_documents', { sale_id: 999_999 }), 404, 'not_found');
    const deleted = await insertSale(ctx.t.db, { deleted: true });
    expectError(await getSales(ctx, 'sales_documents', { sale_id: deleted }), 404, 'not_found');
  });

  it('is for staff only, a converted customer’s too: client users 403', async () => {
    const saleId = await convertedTo(ctx, ctx.world.projectId);
    await uploadDocument(ctx, saleId);
    expect(await statusesFor(ctx, (token) => getSales(ctx, 'sales_documents', { sale_id: saleId }, token))).toEqual(
      staffAccess,
    );
  });
});

describe('POST /api/v1/sales_documents/delete', () => {
  it('deletes the row and its stored PDF; its URL serves nothing; a second delete is 404', async () => {
    const saleId = await prospect(ctx);
    const kept = await uploadDocument(ctx, saleId);
    const document = await uploadDocument(ctx, saleId);
    const fileId = Number((await documentRow(document.id))?.file_id);
    const response = await postSales(ctx, 'sales_documents/delete', { id: document.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: document.id });
    expect(await documentRow(document.id)).toBeUndefined();
    expect(await fileRow(fileId)).toBeUndefined();
    expectError(await call(ctx.t.app, 'GET', document.file), 404, 'not_found');
    expect((await documentsOf(saleId)).documents).toEqual([kept]);
    expectError(
      await postSales(ctx, 'sales_documents/delete', { id: document.id }),
      404,
      'not_found',
      documentMessages.notFound,
    );
  });

  it('does not reach a document of a project no customer became (404), nor one of a deleted customer', async () => {
    const file = await saveFile(ctx.t.db, {
      name: 'p.pdf',
      type: 'application/pdf',
      data: pdfBytes(),
      createdBy: null,
    });
    const projectDocument = await insertDocument(ctx.t.db, {
      sale_id: null,
      project_id: await newProject(ctx),
      file_id: file.id,
      name: 'p.pdf',
      size: file.size,
      user_id: null,
    });
    const saleId = await prospect(ctx);
    const ofDeleted = await uploadDocument(ctx, saleId);
    await ctx.t.db.updateTable('sales').set({ is_deleted: 1 }).where('id', '=', saleId).execute();
    const before = await salesSnapshot(ctx);
    expectError(await postSales(ctx, 'sales_documents/delete', { id: projectDocument }), 404, 'not_found');
    expectError(await postSales(ctx, 'sales_documents/delete', { id: ofDeleted.id }), 404, 'not_found');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('refuses a bad id with 400 naming it, writing nothing', async () => {
    const before = await salesSnapshot(ctx);
    expectBadInput(await postSales(ctx, 'sales_documents/delete', {}), 'id');
    expectBadInput(await postSales(ctx, 'sales_documents/delete', { id: -3 }), 'id');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('is for staff only: client users 403 and the document stays', async () => {
    const saleId = await convertedTo(ctx, ctx.world.projectId);
    const send = async (token: string) =>
      postSales(ctx, 'sales_documents/delete', { id: (await uploadDocument(ctx, saleId)).id }, token);
    expect(await statusesFor(ctx, send)).toEqual(staffAccess);
    const document = await uploadDocument(ctx, saleId);
    const before = await salesSnapshot(ctx);
    expectError(
      await postSales(ctx, 'sales_documents/delete', { id: document.id }, ctx.tokens.client),
      403,
      'forbidden',
    );
    expect(await salesSnapshot(ctx)).toEqual(before);
  });
});
