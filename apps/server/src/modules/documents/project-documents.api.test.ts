import { DOCUMENT_MAX_BYTES, documentMessages, type DocumentItem } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, fieldsOf } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
  type Response,
} from '../../../test/management-helpers.js';
import { allowClientEdit, pngImage, type UploadFile } from '../../../test/measure-report-helpers.js';
import { readAccess, statusesFor } from '../../../test/monthly-report-helpers.js';
import { treeEditRoute } from '../../../test/access-expectations.js';
import { pdfBytes } from '../../../test/sales-fixture.js';
import {
  convertedTo,
  PDF_FILE,
  postMultipart,
  postSales,
  prospect,
  salesSnapshot,
  uploadDocument,
} from '../../../test/sales-report-helpers.js';

const ctx: ManagementContext = useManagementApp();

const create = (
  fields: Record<string, string | number>,
  file: UploadFile | null = PDF_FILE,
  token = ctx.tokens.member,
) => postMultipart(ctx, 'project_documents/create', fields, file, token);

const list = (params: Record<string, string | number>, token = ctx.tokens.member) =>
  call(
    ctx.t.app,
    'GET',
    `/api/v1/project_documents?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    { token },
  );

const remove = (id: number, token = ctx.tokens.member) => postSales(ctx, 'project_documents/delete', { id }, token);

/** POST project_documents/create, which must succeed; the document. */
async function upload(projectId: number, file: UploadFile = PDF_FILE, token = ctx.tokens.member) {
  const response = await create({ project_id: projectId }, file, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ document: DocumentItem }>().document;
}

/** GET sales_documents (a staff member), which must succeed. */
async function saleDocumentsOf(saleId: number) {
  const response = await call(ctx.t.app, 'GET', `/api/v1/sales_documents?sale_id=${saleId}`, {
    token: ctx.tokens.member,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ documents: DocumentItem[]; can_edit: boolean }>();
}

/** GET project_documents, which must succeed. */
async function documentsOf(projectId: number, token = ctx.tokens.member) {
  const response = await list({ project_id: projectId }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ documents: DocumentItem[]; can_edit: boolean }>();
}

const documentRow = (id: number) =>
  ctx.t.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
const fileRow = (id: number) =>
  ctx.t.db.selectFrom('stored_files').select(['id', 'type', 'size']).where('id', '=', id).executeTakeFirst();

/** Refused with the status, the message and the one field named. */
function expectRefused(response: Response, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
  expect(fieldsOf(response)).toEqual(['file']);
}

describe('POST /api/v1/project_documents/create', () => {
  it('stores the PDF and its row under the project, and answers a URL that opens it', async () => {
    const projectId = await newProject(ctx);
    const document = await upload(projectId);
    expect(document).toEqual({
      id: expect.any(Number),
      name: '提案書 2026.pdf',
      size: PDF_FILE.data.length,
      user_name: 't-member さん',
      created_at: expect.any(String),
      file: expect.stringMatching(/^\/api\/v1\/files\/\d+\?exp=\d+&sig=[\w-]+$/),
    });
    const row = await documentRow(document.id);
    expect(row).toMatchObject({ project_id: projectId, sale_id: null, user_id: ctx.world.users.member.id });
    expect(await fileRow(Number(row?.file_id))).toMatchObject({ type: 'application/pdf', size: PDF_FILE.data.length });
    const served = await call(ctx.t.app, 'GET', document.file);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF_FILE.data)).toBe(true);
  });

  it('lets the project’s client upload where staff allowed client editing', async () => {
    const projectId = await newProject(ctx);
    await allowClientEdit(ctx, projectId);
    const document = await upload(projectId, PDF_FILE, ctx.tokens.client);
    expect(document.user_name).toBe('t-client さん');
    expect((await documentsOf(projectId, ctx.tokens.client)).documents).toEqual([document]);
  });

  it.each([
    ['text named .pdf', { name: '資料.pdf', type: 'application/pdf', data: Buffer.from('PDFではありません') }],
    ['a PNG named .pdf', { name: 'image.pdf', type: 'application/pdf', data: pngImage() }],
  ])('refuses %s with 415 naming file, storing nothing', async (_l, file) => {
    const projectId = await newProject(ctx);
    const before = await salesSnapshot(ctx);
    const response = await create({ project_id: projectId }, file);
    expectRefused(response, 415, documentMessages.pdfOnly);
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it(`accepts ${DOCUMENT_MAX_BYTES} bytes and refuses one more with 413 naming file, storing nothing`, async () => {
    const projectId = await newProject(ctx);
    const fits = await upload(projectId, {
      name: 'max.pdf',
      type: 'application/pdf',
      data: pdfBytes(DOCUMENT_MAX_BYTES),
    });
    expect(fits.size).toBe(DOCUMENT_MAX_BYTES);
    const before = await salesSnapshot(ctx);
    const tooBig = { name: 'big.pdf', type: 'application/pdf', data: pdfBytes(DOCUMENT_MAX_BYTES + 1) };
    expectRefused(await create({ project_id: projectId }, tooBig), 413, documentMessages.tooLarge);
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('refuses a missing file or a bad project_id with 400 naming it, a missing project with 404, storing nothing', async () => {
    const projectId = await newProject(ctx);
    const before = await salesSnapshot(ctx);
    expectRefused(await create({ project_id: projectId }, null), 400, documentMessages.missing);
    expectBadInput(await create({}), 'project_id');
    expectBadInput(await create({ project_id: 'abc' }), 'project_id');
    expectBadInput(await create({ project_id: 0 }), 'project_id');
    expectError(await create({ project_id: 999_999 }), 404, 'not_found');
    expectError(
      await call(ctx.t.app, 'POST', '/api/v1/project_documents/create', {
        token: ctx.tokens.member,
        payload: { project_id: projectId },
      }),
      415,
      'unsupported_type',
    );
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('writes for staff and the client only with client editing: read-only client 403, other company 404, signed out 401', async () => {
    const projectId = await newProject(ctx);
    expect(await statusesFor(ctx, (token) => create({ project_id: projectId }, PDF_FILE, token))).toEqual(
      treeEditRoute(),
    );
    const before = await salesSnapshot(ctx);
    expectError(await create({ project_id: projectId }, PDF_FILE, ctx.tokens.client), 403, 'forbidden');
    expectError(await create({ project_id: projectId }, PDF_FILE, ctx.tokens.otherClient), 404, 'not_found');
    expectError(await create({ project_id: projectId }, PDF_FILE, ''), 401, 'unauthenticated');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });
});

describe('GET /api/v1/project_documents', () => {
  it('lists the project’s documents newest first, those of the customer it came from too', async () => {
    const projectId = await newProject(ctx);
    const saleId = await prospect(ctx);
    const fromSales = await uploadDocument(ctx, saleId, { ...PDF_FILE, name: '営業提案書.pdf' });
    const convert = await postSales(ctx, 'sales_statuses/convert', {
      id: saleId,
      company_id: ctx.world.clientCompanyId,
    });
    expect(convert.statusCode, convert.body).toBe(200);
    const convertedProject = convert.json<{ project_id: number }>().project_id;
    const first = await upload(convertedProject, { ...PDF_FILE, name: '一つ目.pdf' });
    const second = await upload(convertedProject, { ...PDF_FILE, name: '二つ目.pdf' });
    await upload(projectId);
    expect(await documentsOf(convertedProject)).toEqual({ documents: [second, first, fromSales], can_edit: true });
    // The customer's page shows the project's list: one list, seen from both pages (decisions/0013).
    expect(await saleDocumentsOf(saleId)).toEqual({ documents: [second, first, fromSales], can_edit: true });
  });

  it('after conversion, a document uploaded or deleted on either page is so on the other', async () => {
    const saleId = await prospect(ctx);
    const before = await uploadDocument(ctx, saleId, { ...PDF_FILE, name: '営業提案書.pdf' });
    const convert = await postSales(ctx, 'sales_statuses/convert', {
      id: saleId,
      company_id: ctx.world.clientCompanyId,
    });
    expect(convert.statusCode, convert.body).toBe(200);
    const projectId = convert.json<{ project_id: number }>().project_id;
    // Uploaded on the customer's page: the project's document, which its client reads.
    const fromSalePage = await uploadDocument(ctx, saleId, { ...PDF_FILE, name: '見積書.pdf' });
    expect(await documentRow(fromSalePage.id)).toMatchObject({ project_id: projectId, sale_id: null });
    expect((await documentsOf(projectId, ctx.tokens.client)).documents).toEqual([fromSalePage, before]);
    // Uploaded on the project's page: on the customer's page too, and deleted from there.
    const fromProject = await upload(projectId, { ...PDF_FILE, name: '議事録.pdf' });
    expect((await saleDocumentsOf(saleId)).documents).toEqual([fromProject, fromSalePage, before]);
    expect((await postSales(ctx, 'sales_documents/delete', { id: fromProject.id })).statusCode).toBe(200);
    // Deleted on the project's page: gone from the customer's page.
    expect((await remove(fromSalePage.id)).statusCode).toBe(200);
    expect((await saleDocumentsOf(saleId)).documents).toEqual([before]);
    expect((await documentsOf(projectId)).documents).toEqual([before]);
    expect(await documentRow(fromProject.id)).toBeUndefined();
    expect(await documentRow(fromSalePage.id)).toBeUndefined();
  });

  it('answers can_edit for the caller: staff yes, the client only with client editing', async () => {
    const projectId = await newProject(ctx);
    await upload(projectId);
    for (const role of ['admin', 'manager', 'member'] as const) {
      expect((await documentsOf(projectId, ctx.tokens[role])).can_edit).toBe(true);
    }
    expect((await documentsOf(projectId, ctx.tokens.client)).can_edit).toBe(false);
    await allowClientEdit(ctx, projectId);
    expect((await documentsOf(projectId, ctx.tokens.client)).can_edit).toBe(true);
  });

  it('is read by everyone who sees the project; another company’s client 404, signed out 401', async () => {
    const projectId = await newProject(ctx);
    await upload(projectId);
    expect(await statusesFor(ctx, (token) => list({ project_id: projectId }, token))).toEqual(readAccess);
    const other = await newOtherProject(ctx);
    expectError(await list({ project_id: other }, ctx.tokens.client), 404, 'not_found');
  });

  it('refuses a bad project_id with 400 naming it and a missing project with 404', async () => {
    expectBadInput(await list({}), 'project_id');
    expectBadInput(await list({ project_id: 'x' }), 'project_id');
    expectBadInput(await list({ project_id: -1 }), 'project_id');
    expectError(await list({ project_id: 999_999 }), 404, 'not_found');
  });
});

describe('POST /api/v1/project_documents/delete', () => {
  it('deletes the row and its stored PDF; its URL serves nothing; a second delete is 404', async () => {
    const projectId = await newProject(ctx);
    const kept = await upload(projectId);
    const document = await upload(projectId);
    const fileId = Number((await documentRow(document.id))?.file_id);
    const response = await remove(document.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: document.id });
    expect(await documentRow(document.id)).toBeUndefined();
    expect(await fileRow(fileId)).toBeUndefined();
    expectError(await call(ctx.t.app, 'GET', document.file), 404, 'not_found');
    expect((await documentsOf(projectId)).documents).toEqual([kept]);
    expectError(await remove(document.id), 404, 'not_found', documentMessages.notFound);
  });

  it('deletes a document the customer brought along (gone for the customer too)', async () => {
    const projectId = await newProject(ctx);
    const saleId = await convertedTo(ctx, projectId);
    const document = await uploadDocument(ctx, saleId);
    // What the conversion's adoptSaleRows does to the customer's rows.
    await ctx.t.db.updateTable('documents').set({ project_id: projectId }).where('id', '=', document.id).execute();
    expect((await documentsOf(projectId)).documents).toEqual([document]);
    expect((await remove(document.id)).statusCode).toBe(200);
    expect(await documentRow(document.id)).toBeUndefined();
  });

  it('does not reach a sales customer’s own document (404), writing nothing', async () => {
    const document = await uploadDocument(ctx, await prospect(ctx));
    const before = await salesSnapshot(ctx);
    for (const token of [ctx.tokens.member, ctx.tokens.client, ctx.tokens.otherClient]) {
      expectError(await remove(document.id, token), 404, 'not_found', documentMessages.notFound);
    }
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('refuses a bad id with 400 naming it, writing nothing', async () => {
    const before = await salesSnapshot(ctx);
    expectBadInput(await postSales(ctx, 'project_documents/delete', {}), 'id');
    expectBadInput(await postSales(ctx, 'project_documents/delete', { id: 'x' }), 'id');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('is for staff and the client with client editing: read-only client 403, other company 404, the document stays', async () => {
    const projectId = await newProject(ctx);
    expect(await statusesFor(ctx, async (token) => remove((await upload(projectId)).id, token))).toEqual(
      treeEditRoute(),
    );
    const document = await upload(projectId);
    const before = await salesSnapshot(ctx);
    expectError(await remove(document.id, ctx.tokens.client), 403, 'forbidden');
    expectError(await remove(document.id, ctx.tokens.otherClient), 404, 'not_found');
    expectError(await remove(document.id, ''), 401, 'unauthenticated');
    expect(await salesSnapshot(ctx)).toEqual(before);
    await allowClientEdit(ctx, projectId);
    expect((await remove(document.id, ctx.tokens.client)).statusCode).toBe(200);
  });
});
