import type { MonthlyReport, MonthlyReportListItem, MonthlyReportTemplate } from '@kaizen/domain';
import { expect } from 'vitest';
import type { Database } from '../src/db/types.js';
import { call, snapshot } from './api-helpers.js';
import { callers, ownCompanyRoute, staffRoute, type Caller } from './access-matrix.js';
import { unique, type ManagementContext, type Response } from './management-helpers.js';
import { multipartBody, PNG_FILE, type UploadFile } from './measure-report-helpers.js';

/** The tables a monthly-report call may write (stored_files without its bytes, see reportSnapshot). */
const reportTables: (keyof Database)[] = ['monthly_reports', 'project_files', 'notifications'];

/**
 * Every row a monthly-report call may write — reports, project files, stored files (their metadata
 * and hash, not the bytes) and notifications: equal before and after a refused call.
 */
export async function reportSnapshot(ctx: ManagementContext) {
  const files = await ctx.t.db
    .selectFrom('stored_files')
    .select(['id', 'name', 'type', 'size', 'content_hash', 'created_by', 'created_at'])
    .execute();
  return {
    ...(await snapshot(ctx.t.db, reportTables)),
    stored_files: files.map((row) => JSON.stringify(row)).sort(),
  };
}

export { callers, type Caller };

/** A token that signs nothing in: the call goes out signed out. */
export const SIGNED_OUT = '';

/** The token of a caller (SIGNED_OUT when signed out). */
export function tokenOf(ctx: ManagementContext, caller: Caller): string {
  return caller === 'signedOut' ? SIGNED_OUT : ctx.tokens[caller];
}

/** GET /api/v1/monthly_reports{path}?{query} (a staff member unless a token is given; SIGNED_OUT: signed out). */
export function getReports(
  ctx: ManagementContext,
  path: '' | '/get' | '/template',
  query: Record<string, string | number>,
  token = ctx.tokens.member,
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return call(ctx.t.app, 'GET', `/api/v1/monthly_reports${path}?${qs}`, { token });
}

/** POST /api/v1/monthly_reports/{path} (a staff member unless a token is given; SIGNED_OUT: signed out). */
export function postReport(
  ctx: ManagementContext,
  path: 'create' | 'save' | 'update' | 'delete',
  payload: unknown,
  token = ctx.tokens.member,
) {
  return call(ctx.t.app, 'POST', `/api/v1/monthly_reports/${path}`, { token, payload });
}

/** The monthly_report of a create, save or get answer that must succeed. */
export function reportOf(response: Response): MonthlyReport {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ monthly_report: MonthlyReport }>().monthly_report;
}

export interface ReportList {
  reports: MonthlyReportListItem[];
  years: number[];
  can_edit: boolean;
}

/** GET monthly_reports, which must succeed. */
export async function listOf(
  ctx: ManagementContext,
  projectId: number,
  filter: Record<string, string | number> = {},
  token = ctx.tokens.member,
): Promise<ReportList> {
  const response = await getReports(ctx, '', { project_id: projectId, ...filter }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportList>();
}

/** GET monthly_reports/get, which must succeed. */
export async function readReport(
  ctx: ManagementContext,
  id: number,
  token = ctx.tokens.member,
): Promise<MonthlyReport> {
  return reportOf(await getReports(ctx, '/get', { id }, token));
}

/** GET monthly_reports/template, which must succeed. */
export async function templateOf(
  ctx: ManagementContext,
  query: { project_id: number; kind: 'regular' | 'point'; month?: string },
  token = ctx.tokens.member,
): Promise<MonthlyReportTemplate> {
  const response = await getReports(ctx, '/template', query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MonthlyReportTemplate>();
}

/** POST monthly_reports/create, which must succeed (a spot report with a fresh title unless told). */
export async function createReport(
  ctx: ManagementContext,
  projectId: number,
  fields: Record<string, unknown> = {},
  token = ctx.tokens.member,
): Promise<MonthlyReport> {
  return reportOf(
    await postReport(
      ctx,
      'create',
      { project_id: projectId, title: unique('レポート'), is_regular: 0, ...fields },
      token,
    ),
  );
}

/** POST monthly_reports/update (visibility), which must succeed; its answer. */
export async function setVisibility(ctx: ManagementContext, id: number, isShow: 0 | 1 | boolean) {
  const response = await postReport(ctx, 'update', { monthly_report: { id, is_show: isShow } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ monthly_report: { id: number; title: string; is_show: 0 | 1 } }>().monthly_report;
}

/** A report made and published by a staff member. */
export async function publicReport(
  ctx: ManagementContext,
  projectId: number,
  fields: Record<string, unknown> = {},
): Promise<MonthlyReport> {
  const report = await createReport(ctx, projectId, fields);
  await setVisibility(ctx, report.id, 1);
  return { ...report, is_show: 1 };
}

/** The stored row of a report (undefined once deleted). */
export function reportRow(ctx: ManagementContext, id: number) {
  return ctx.t.db.selectFrom('monthly_reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** POST monthly_reports/upload_image, multipart (a staff member unless a token is given; SIGNED_OUT: signed out). */
export function uploadReportImage(
  ctx: ManagementContext,
  fields: Record<string, string | number>,
  file: UploadFile | null = PNG_FILE,
  token = ctx.tokens.member,
  fileField = 'file',
) {
  const text = Object.fromEntries(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  const { payload, headers } = multipartBody(text, file, fileField);
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/v1/monthly_reports/upload_image',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export interface UploadedImage {
  file_id: number;
  markdown: string;
  url: string;
}

/** An image upload that must succeed; its answer. */
export async function uploadedImage(
  ctx: ManagementContext,
  projectId: number,
  file: UploadFile = PNG_FILE,
): Promise<UploadedImage> {
  const response = await uploadReportImage(ctx, { project_id: projectId }, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UploadedImage>();
}

/** A signed URL as it appears inside an HTML attribute (the & escaped). */
export function inAttribute(url: string): string {
  return url.replace(/&/g, '&#x26;');
}

/**
 * The status each caller gets for a request built fresh for it (so a write always has something of
 * its own to act on).
 */
export async function statusesFor(
  ctx: ManagementContext,
  send: (token: string) => Promise<Response>,
  who: Caller[] = callers,
): Promise<Partial<Record<Caller, number>>> {
  const result: Partial<Record<Caller, number>> = {};
  for (const caller of who) result[caller] = (await send(tokenOf(ctx, caller))).statusCode;
  return result;
}

/** Reads: everyone who sees the project; another company's client gets 404. */
export const readAccess = ownCompanyRoute();

/** Writes (and the template): staff only; client users, of any company, get 403. */
export const staffAccess = staffRoute();
