import type { AdminDocument, DocumentItem } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import {
  expectError,
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import type { UploadFile } from '../../../test/measure-report-helpers.js';
import { staffAccess, statusesFor } from '../../../test/monthly-report-helpers.js';
import { PDF_FILE, postMultipart, postSales, prospect, uploadDocument } from '../../../test/sales-report-helpers.js';

const ctx: ManagementContext = useManagementApp();

const list = (token = ctx.tokens.member) => call(ctx.t.app, 'GET', '/api/v1/admin_documents', { token });

/** GET admin_documents, which must succeed: the rows. */
async function adminDocuments(token = ctx.tokens.member) {
  const response = await list(token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ documents: AdminDocument[] }>().documents;
}

/** POST project_documents/create, which must succeed; the document. */
async function uploadToProject(projectId: number, file: UploadFile = PDF_FILE) {
  const response = await postMultipart(ctx, 'project_documents/create', { project_id: projectId }, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ document: DocumentItem }>().document;
}

const pdfNamed = (name: string): UploadFile => ({ ...PDF_FILE, name });

/** The rows with one of the ids, in the list's order. */
const only = (rows: AdminDocument[], ids: number[]) => rows.filter((row) => ids.includes(row.id));

async function companyName(id: number) {
  const row = await ctx.t.db.selectFrom('companies').select('company_name').where('id', '=', id).executeTakeFirst();
  return row?.company_name;
}
async function saleOf(id: number) {
  return ctx.t.db.selectFrom('sales').select(['project_name', 'company_name']).where('id', '=', id).executeTakeFirst();
}
async function projectName(id: number) {
  const row = await ctx.t.db.selectFrom('projects').select('project_name').where('id', '=', id).executeTakeFirst();
  return row?.project_name;
}

/** POST sales_statuses/convert (管理者), which must succeed: the new project's id. */
async function convert(saleId: number) {
  const response = await postSales(
    ctx,
    'sales_statuses/convert',
    { id: saleId, company_id: ctx.world.clientCompanyId },
    ctx.tokens.admin,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ project_id: number }>().project_id;
}

describe('GET /api/v1/admin_documents', () => {
  it('lists projects’ and sales customers’ documents of every company, newest first, with whose they are', async () => {
    const projectId = await newProject(ctx);
    const otherProjectId = await newOtherProject(ctx);
    const saleId = await prospect(ctx);
    const ofProject = await uploadToProject(projectId, pdfNamed('議事録.pdf'));
    const ofSale = await uploadDocument(ctx, saleId, pdfNamed('見積書.pdf'));
    const ofOther = await uploadToProject(otherProjectId, pdfNamed('別会社の資料.pdf'));

    const rows = only(await adminDocuments(), [ofProject.id, ofSale.id, ofOther.id]);
    const sale = await saleOf(saleId);
    expect(rows).toEqual([
      {
        ...ofOther,
        kind: 'project',
        owner_id: otherProjectId,
        owner_name: await projectName(otherProjectId),
        company_name: '別会社株式会社',
      },
      {
        ...ofSale,
        kind: 'sale',
        owner_id: saleId,
        owner_name: sale?.project_name,
        company_name: sale?.company_name,
      },
      {
        ...ofProject,
        kind: 'project',
        owner_id: projectId,
        owner_name: await projectName(projectId),
        company_name: await companyName(ctx.world.clientCompanyId),
      },
    ]);
    expect(rows[1]).toMatchObject({ name: '見積書.pdf', size: PDF_FILE.data.length, user_name: 't-member さん' });

    // Each row's URL opens its PDF.
    const served = await call(ctx.t.app, 'GET', rows[1]?.file ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF_FILE.data)).toBe(true);
  });

  it('lists a converted customer’s documents once each, as its project’s', async () => {
    const saleId = await prospect(ctx);
    const before = await uploadDocument(ctx, saleId, pdfNamed('営業提案書.pdf'));
    const projectId = await convert(saleId);
    // After conversion an upload on the customer's page is the project's (decisions/0013).
    const after = await uploadDocument(ctx, saleId, pdfNamed('契約書.pdf'));
    const rows = only(await adminDocuments(), [before.id, after.id]);
    expect(rows.map((row) => [row.id, row.kind, row.owner_id])).toEqual([
      [after.id, 'project', projectId],
      [before.id, 'project', projectId],
    ]);
    expect(rows.every((row) => row.company_name === 'クライアント株式会社')).toBe(true);
  });

  it('answers where an upload may go: live projects and the customers not converted yet', async () => {
    const projectId = await newProject(ctx);
    const deletedProjectId = await newProject(ctx);
    const saleId = await prospect(ctx);
    const convertedSaleId = await prospect(ctx);
    const convertedProjectId = await convert(convertedSaleId);
    const deleted = await postSales(ctx, 'projects/delete', { id: deletedProjectId }, ctx.tokens.admin);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const owners = response.json<{ owners: { kind: string; id: number; name: string }[] }>().owners;
    const named = (kind: string, id: number) => owners.some((owner) => owner.kind === kind && owner.id === id);
    expect(named('project', projectId)).toBe(true);
    expect(named('project', convertedProjectId)).toBe(true);
    expect(named('project', deletedProjectId)).toBe(false);
    expect(named('sale', saleId)).toBe(true);
    expect(named('sale', convertedSaleId)).toBe(false);
    expect(owners.find((owner) => owner.kind === 'project' && owner.id === projectId)?.name).toBe(
      await projectName(projectId),
    );
  });

  it('leaves out documents of deleted projects and deleted customers', async () => {
    const projectId = await newProject(ctx);
    const saleId = await prospect(ctx);
    const keptProject = await newProject(ctx);
    const ofProject = await uploadToProject(projectId);
    const ofSale = await uploadDocument(ctx, saleId);
    const kept = await uploadToProject(keptProject);
    const ids = [ofProject.id, ofSale.id, kept.id];
    expect(only(await adminDocuments(), ids)).toHaveLength(3);

    const deletedProject = await postSales(ctx, 'projects/delete', { id: projectId }, ctx.tokens.admin);
    expect(deletedProject.statusCode, deletedProject.body).toBe(200);
    const deletedSale = await postSales(ctx, 'sales_statuses/delete_sales', { id: saleId }, ctx.tokens.admin);
    expect(deletedSale.statusCode, deletedSale.body).toBe(200);
    expect(only(await adminDocuments(), ids).map((row) => row.id)).toEqual([kept.id]);
  });

  it('is for staff only: signed out 401, each staff role 200, client users 403', async () => {
    await uploadToProject(ctx.world.projectId);
    expect(await statusesFor(ctx, list)).toEqual(staffAccess);
    expectError(await list(ctx.tokens.client), 403, 'forbidden');
    expectError(await list(''), 401, 'unauthenticated');
  });
});
