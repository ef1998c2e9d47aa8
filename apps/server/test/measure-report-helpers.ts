import type { MeasureReportResponse, ReportImageKind } from '@kaizen/domain';
import { deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { Database } from '../src/db/types.js';
import { call } from './api-helpers.js';
import { callers, ownCompanyRoute, treeEditRoute, type Caller } from './access-matrix.js';
import { newProject, post, treeTables, unique, type ManagementContext, type Response } from './management-helpers.js';
import { branchUnderTask, makeTree, type TreeIds } from './tree-factory.js';

/** Every table a report call may write (with the tree): for before/after snapshots of refused calls. */
export const reportTables: (keyof Database)[] = [
  ...treeTables,
  'measure_reports',
  'report_headers',
  'report_patterns',
  'report_cells',
  'report_images',
  'report_links',
  'stored_files',
];

/** POST /api/v1/{path} (a staff member unless a token is given). */
export function postApi(ctx: ManagementContext, path: string, payload: unknown, token = ctx.tokens.member) {
  return call(ctx.t.app, 'POST', `/api/v1/${path}`, { token, payload });
}

/** GET /api/v1/{path}?{query} (a staff member unless a token is given). */
export function getApi(
  ctx: ManagementContext,
  path: string,
  query: Record<string, string | number>,
  token: string | null = ctx.tokens.member,
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return call(ctx.t.app, 'GET', `/api/v1/${path}?${qs}`, { token: token ?? undefined });
}

/** The whole-report answer of a call that must succeed. */
export function reportOf(response: Response): MeasureReportResponse {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MeasureReportResponse>();
}

/** GET measure_reports for a measure, which must succeed. */
export async function readReport(ctx: ManagementContext, measureId: number, token = ctx.tokens.member) {
  return reportOf(await getApi(ctx, 'measure_reports', { measure_id: measureId }, token));
}

/** POST measure_reports/create, which must succeed; its answer. */
export async function createReport(
  ctx: ManagementContext,
  measureId: number,
  fields: Record<string, unknown> = {},
  token = ctx.tokens.member,
): Promise<MeasureReportResponse> {
  return reportOf(await postApi(ctx, 'measure_reports/create', { measure_id: measureId, ...fields }, token));
}

export interface ReportSetup {
  projectId: number;
  tree: TreeIds;
  measure: number;
  body: MeasureReportResponse;
  /** The report id. */
  reportId: number;
  /** The pattern (td) ids, in pattern order. */
  patterns: number[];
}

export interface ReportOptions {
  /** Fields of the create call (is_show: 0 makes a report hidden from clients). */
  fields?: Record<string, unknown>;
  /** Put the report on the tree's measure hidden from clients (is_show 0). */
  hiddenMeasure?: boolean;
  /** The label of the tree's titles (makeTree); a fresh one unless given. */
  label?: string;
}

/** A tree in the project whose measure (made by a staff member) has a new report. */
export async function reportIn(
  ctx: ManagementContext,
  projectId: number,
  options: ReportOptions = {},
): Promise<ReportSetup> {
  const tree = await makeTree(ctx.t.db, projectId, options.label ?? unique('R'));
  const measure = options.hiddenMeasure ? tree.hiddenMeasure : tree.measure;
  const body = await createReport(ctx, measure, options.fields);
  const report = body.report;
  if (!report) throw new Error('create answered without a report');
  return { projectId, tree, measure, body, reportId: report.id, patterns: body.td.map((p) => p.id) };
}

/** A fresh project of the client's company with a tree (titles テストKPI, テスト課題, …) whose measure has a new report. */
export async function reportSetup(ctx: ManagementContext, fields: Record<string, unknown> = {}): Promise<ReportSetup> {
  return reportIn(ctx, await newProject(ctx), { fields, label: 'テスト' });
}

/** Lets (or stops) the project's client users edit, through the staff call. */
export async function allowClientEdit(ctx: ManagementContext, projectId: number, allowed = true) {
  const response = await post(ctx, 'update_client_edit', { project_id: projectId, client_can_edit: allowed });
  expect(response.statusCode, response.body).toBe(200);
}

/** A measure under a factor > hypothesis below the given task (a non-KPI or inbox task, say). */
export function measureUnderTask(ctx: ManagementContext, projectId: number, taskId: number, label: string) {
  return branchUnderTask(ctx.t.db, projectId, taskId, label);
}

// ---------------------------------------------------------------- images, built in code

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes a padding chunk adds besides its data: length, type and CRC. */
const PNG_CHUNK_OVERHEAD = 12;

/**
 * A real 1×1 RGB PNG of the given colour (so different colours give different bytes), optionally
 * padded with a private ancillary chunk to exactly `totalBytes`.
 */
export function pngImage(rgb: [number, number, number] = [224, 64, 32], totalBytes?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const head = [PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.from([0, ...rgb])))];
  const end = pngChunk('IEND', Buffer.alloc(0));
  if (totalBytes === undefined) return Buffer.concat([...head, end]);
  const used = head.reduce((sum, part) => sum + part.length, 0) + end.length + PNG_CHUNK_OVERHEAD;
  if (totalBytes < used) throw new Error(`a padded PNG needs at least ${used} bytes`);
  return Buffer.concat([...head, pngChunk('kzPd', Buffer.alloc(totalBytes - used)), end]);
}

/** A baseline 8×8 grey JPEG: one component, flat (one DC and one EOB code). */
export function jpegImage(): Buffer {
  const segment = (marker: number, body: number[]) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([head, Buffer.from(body)]);
  };
  const quantization = [0x00, ...Array<number>(64).fill(1)];
  const frame = [8, 0, 8, 0, 8, 1, 1, 0x11, 0];
  const oneSymbolTable = (tableClass: number) => [tableClass, 1, ...Array<number>(15).fill(0), 0];
  const scan = [1, 1, 0x00, 0, 63, 0];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, quantization),
    segment(0xc0, frame),
    segment(0xc4, [...oneSymbolTable(0x00), ...oneSymbolTable(0x10)]),
    segment(0xda, scan),
    Buffer.from([0x3f, 0xff, 0xd9]),
  ]);
}

/** A 1×1 lossless WebP: the RIFF container around a VP8L bitstream. */
export function webpImage(): Buffer {
  const bitstream = Buffer.from([0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07]);
  const chunkHead = Buffer.alloc(8);
  chunkHead.write('VP8L', 0, 'ascii');
  chunkHead.writeUInt32LE(bitstream.length, 4);
  const pad = Buffer.alloc(bitstream.length % 2);
  const body = Buffer.concat([Buffer.from('WEBP', 'ascii'), chunkHead, bitstream, pad]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/** A 1×1 GIF — a real image, of a type the upload refuses. */
export function gifImage(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]),
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b]),
  ]);
}

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

export const PNG_FILE: UploadFile = { name: 'shot.png', type: 'image/png', data: pngImage() };

/** A multipart/form-data body: the text fields, then the file (if any) under the field name `file`. */
export function multipartBody(
  fields: Record<string, string>,
  file: UploadFile | null = PNG_FILE,
  fileField = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kaizen${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface UploadFields {
  measure_id: number | string;
  kind: ReportImageKind | string;
  pattern?: number | string;
  title?: string;
}

/** POST measure_report_images/upload, multipart (a staff member unless a token is given; null: signed out). */
export function uploadImage(
  ctx: ManagementContext,
  fields: UploadFields,
  file: UploadFile | null = PNG_FILE,
  token: string | null = ctx.tokens.member,
) {
  const text = Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  );
  const { payload, headers } = multipartBody(text, file);
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/v1/measure_report_images/upload',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

// ---------------------------------------------------------------- rows

export function patternRows(ctx: ManagementContext, measureId: number) {
  return ctx.t.db
    .selectFrom('report_patterns')
    .select(['id', 'pattern', 'name', 'good', 'bad', 'is_adopt'])
    .where('measure_id', '=', measureId)
    .orderBy('pattern')
    .execute()
    .then((rows) =>
      rows.map((r) => ({ ...r, id: Number(r.id), pattern: Number(r.pattern), is_adopt: Number(r.is_adopt) })),
    );
}

/** The pattern numbers adopted in the database (at most one, if the rules hold). */
export async function adoptedPatterns(ctx: ManagementContext, measureId: number): Promise<number[]> {
  return (await patternRows(ctx, measureId)).filter((p) => p.is_adopt === 1).map((p) => p.pattern);
}

export function reportRow(ctx: ManagementContext, measureId: number) {
  return ctx.t.db.selectFrom('measure_reports').selectAll().where('measure_id', '=', measureId).executeTakeFirst();
}

/** The verification period stored on the measure, the one place a report's period is kept. */
export function measurePeriod(ctx: ManagementContext, measureId: number) {
  return ctx.t.db
    .selectFrom('measures')
    .select(['verification_start_date', 'verification_end_date'])
    .where('id', '=', measureId)
    .executeTakeFirstOrThrow();
}

export async function countRows(ctx: ManagementContext, table: keyof Database, measureId?: number): Promise<number> {
  let query = ctx.t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (measureId !== undefined) query = query.where('measure_id' as never, '=', measureId as never);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a stored_files row exists. */
export async function fileExists(ctx: ManagementContext, fileId: number): Promise<boolean> {
  const row = await ctx.t.db.selectFrom('stored_files').select('id').where('id', '=', fileId).executeTakeFirst();
  return row !== undefined;
}

/** The file id a signed image URL names. */
export function fileIdOf(imageUrl: string): number {
  const match = /^\/api\/v1\/files\/(\d+)\?/.exec(imageUrl);
  if (!match) throw new Error(`not a file URL: ${imageUrl}`);
  return Number(match[1]);
}

// ---------------------------------------------------------------- access

export interface AccessRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  /** A multipart upload instead of JSON. */
  upload?: { fields: UploadFields; file?: UploadFile };
}

/** Reads: every signed-in caller of the project's company; another company's client gets 404. */
export const readAccess = ownCompanyRoute();
/** Writes: staff; the project's client only where client edits are allowed. */
export const writeAccess = treeEditRoute();

export interface AccessOptions {
  /** Turn client edits on for the project before the call. */
  clientCanEdit?: boolean;
}

/**
 * The status each caller gets, each on a fresh project of the client's company, set up by `build`
 * (so a write always has something of its own to act on).
 */
export async function accessStatuses(
  ctx: ManagementContext,
  build: (projectId: number) => Promise<AccessRequest>,
  options: AccessOptions = {},
  who: Caller[] = callers,
): Promise<Partial<Record<Caller, number>>> {
  const result: Partial<Record<Caller, number>> = {};
  for (const caller of who) {
    const projectId = await newProject(ctx);
    if (options.clientCanEdit) await allowClientEdit(ctx, projectId);
    const request = await build(projectId);
    const token = caller === 'signedOut' ? null : ctx.tokens[caller];
    const response = request.upload
      ? await uploadImage(ctx, request.upload.fields, request.upload.file ?? PNG_FILE, token)
      : await call(ctx.t.app, request.method, request.url, {
          token: token ?? undefined,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
    result[caller] = response.statusCode;
  }
  return result;
}

/** The statuses of a report read for every caller, and for client users on hidden reports and measures. */
export async function expectReportReadAccess(
  ctx: ManagementContext,
  build: (setup: ReportSetup) => AccessRequest | Promise<AccessRequest>,
) {
  expect(await accessStatuses(ctx, async (projectId) => build(await reportIn(ctx, projectId)))).toEqual(readAccess);
  const hiddenReport = async (projectId: number) => build(await reportIn(ctx, projectId, { fields: { is_show: 0 } }));
  expect(await accessStatuses(ctx, hiddenReport, {}, ['client', 'member'])).toEqual({ client: 404, member: 200 });
  expect(await accessStatuses(ctx, hiddenReport, { clientCanEdit: true }, ['client'])).toEqual({ client: 404 });
  const hiddenMeasure = async (projectId: number) => build(await reportIn(ctx, projectId, { hiddenMeasure: true }));
  expect(await accessStatuses(ctx, hiddenMeasure, {}, ['client', 'member'])).toEqual({ client: 404, member: 200 });
}

/**
 * The statuses of a report write for every caller; with client edits allowed, the project's client
 * may write, except on a report or a measure hidden from clients (404).
 */
export async function expectReportWriteAccess(
  ctx: ManagementContext,
  build: (setup: ReportSetup) => AccessRequest | Promise<AccessRequest>,
) {
  const visible = async (projectId: number) => build(await reportIn(ctx, projectId));
  expect(await accessStatuses(ctx, visible)).toEqual(writeAccess);
  expect(await accessStatuses(ctx, visible, { clientCanEdit: true }, ['client', 'otherClient'])).toEqual({
    client: 200,
    otherClient: 404,
  });
  const hiddenReport = async (projectId: number) => build(await reportIn(ctx, projectId, { fields: { is_show: 0 } }));
  expect(await accessStatuses(ctx, hiddenReport, { clientCanEdit: true }, ['client', 'member'])).toEqual({
    client: 404,
    member: 200,
  });
  const hiddenMeasure = async (projectId: number) => build(await reportIn(ctx, projectId, { hiddenMeasure: true }));
  expect(await accessStatuses(ctx, hiddenMeasure, { clientCanEdit: true }, ['client', 'member'])).toEqual({
    client: 404,
    member: 200,
  });
  // Without edit rights too: hidden is 404, never a 403 that would tell the client it exists.
  expect(await accessStatuses(ctx, hiddenReport, {}, ['client'])).toEqual({ client: 404 });
  expect(await accessStatuses(ctx, hiddenMeasure, {}, ['client'])).toEqual({ client: 404 });
}

export interface SaveAccessOptions {
  clientCanEdit?: boolean;
  hidden?: boolean;
}

/**
 * The status of a counts save (update_results and the calls that save through it) for each caller;
 * `statusOf` sets up a fresh report for each (client edits allowed, hidden from clients) and calls.
 */
export async function countsSaveStatuses(
  ctx: ManagementContext,
  statusOf: (token: string, options?: SaveAccessOptions) => Promise<number>,
) {
  const { tokens } = ctx;
  return {
    signedOut: await statusOf(''),
    admin: await statusOf(tokens.admin),
    manager: await statusOf(tokens.manager),
    member: await statusOf(tokens.member),
    client: await statusOf(tokens.client),
    otherClient: await statusOf(tokens.otherClient),
    clientAllowed: await statusOf(tokens.client, { clientCanEdit: true }),
    otherClientAllowed: await statusOf(tokens.otherClient, { clientCanEdit: true }),
    clientOnHidden: await statusOf(tokens.client, { clientCanEdit: true, hidden: true }),
    memberOnHidden: await statusOf(tokens.member, { hidden: true }),
  };
}

/** What countsSaveStatuses answers: staff; the client only where client edits are allowed; hidden and foreign 404. */
export const countsSaveAccess = {
  signedOut: 401,
  admin: 200,
  manager: 200,
  member: 200,
  client: 403,
  otherClient: 404,
  clientAllowed: 200,
  otherClientAllowed: 404,
  clientOnHidden: 404,
  memberOnHidden: 200,
};
