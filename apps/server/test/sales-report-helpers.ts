import type { DocumentItem, SalesReport, SalesReportListItem } from '@kaizen/domain';
import { expect } from 'vitest';
import type { Database } from '../src/db/types.js';
import { call, snapshot } from './api-helpers.js';
import type { ManagementContext, Response } from './management-helpers.js';
import { multipartBody, type UploadFile } from './measure-report-helpers.js';
import { insertSale, pdfBytes } from './sales-fixture.js';

/** Every table a sales-report or document call may write (stored_files without its bytes). */
const salesReportTables: (keyof Database)[] = ['sales', 'sales_reports', 'sale_files', 'documents'];

/** Every row a sales-report or document call may write: equal before and after a refused call. */
export async function salesSnapshot(ctx: ManagementContext) {
  const files = await ctx.t.db
    .selectFrom('stored_files')
    .select(['id', 'name', 'type', 'size', 'content_hash', 'created_by', 'created_at'])
    .execute();
  return {
    ...(await snapshot(ctx.t.db, salesReportTables)),
    stored_files: files.map((row) => JSON.stringify(row)).sort(),
  };
}

/** A prospect (no project yet). */
export const prospect = (ctx: ManagementContext) => insertSale(ctx.t.db);

/** A customer that became the given project of the client's company. */
export const convertedTo = (ctx: ManagementContext, projectId: number, companyId = ctx.world.clientCompanyId) =>
  insertSale(ctx.t.db, { projectId, companyId });

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** GET /api/v1/{path}?{params} (a staff member unless a token is given; '' signed out). */
export function getSales(
  ctx: ManagementContext,
  path: 'sales_reports' | 'sales_reports/get' | 'sales_documents',
  params: Record<string, string | number>,
  token = ctx.tokens.member,
) {
  return call(ctx.t.app, 'GET', `/api/v1/${path}?${query(params)}`, { token });
}

/** POST /api/v1/{path} with JSON (a staff member unless a token is given; '' signed out). */
export function postSales(ctx: ManagementContext, path: string, payload: unknown, token = ctx.tokens.member) {
  return call(ctx.t.app, 'POST', `/api/v1/${path}`, { token, payload });
}

/** POST /api/v1/{path} as multipart/form-data: the text fields and (unless null) one file. */
export function postMultipart(
  ctx: ManagementContext,
  path: string,
  fields: Record<string, string | number>,
  file: UploadFile | null,
  token = ctx.tokens.member,
  fileField = 'file',
) {
  const text = Object.fromEntries(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  const { payload, headers } = multipartBody(text, file, fileField);
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** The sales_report of an answer that must succeed. */
export function salesReportOf(response: Response): SalesReport {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sales_report: SalesReport }>().sales_report;
}

/** GET sales_reports, which must succeed. */
export async function listOf(ctx: ManagementContext, params: Record<string, number>, token = ctx.tokens.member) {
  const response = await getSales(ctx, 'sales_reports', params, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ reports: SalesReportListItem[]; can_edit: boolean }>();
}

/** POST sales_reports/create (JSON), which must succeed. */
export async function createSalesReport(ctx: ManagementContext, saleId: number, fields: Record<string, unknown> = {}) {
  return salesReportOf(await postSales(ctx, 'sales_reports/create', { sale_id: saleId, title: '提案報告', ...fields }));
}

/** A PDF upload as the screen sends it. */
export const PDF_FILE: UploadFile = { name: '提案書 2026.pdf', type: 'application/pdf', data: pdfBytes() };

/** POST sales_documents/create (multipart), which must succeed; the document. */
export async function uploadDocument(ctx: ManagementContext, saleId: number, file: UploadFile = PDF_FILE) {
  const response = await postMultipart(ctx, 'sales_documents/create', { sale_id: saleId }, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ document: DocumentItem }>().document;
}
