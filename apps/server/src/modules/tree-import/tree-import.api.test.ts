import {
  toCsv,
  treeImportFileMessages,
  treeImportMessages,
  treeImportPlanMessages,
  type CsvRowError,
  type ImportTreeResponse,
} from '@kaizen/domain';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import { bearer } from '../../../test/factories.js';
import {
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  staffTree,
  treeTables,
  useManagementApp,
  type ManagementContext,
  type Response,
} from '../../../test/management-helpers.js';
import { allowClientEdit, multipartBody, type UploadFile } from '../../../test/measure-report-helpers.js';

const ctx: ManagementContext = useManagementApp();
const tables = [...treeTables, 'node_assignees', 'change_history'] as const;

const csvFile = (header: string[], rows: string[][], encoding: 'utf8' | 'Shift_JIS' = 'utf8'): UploadFile => {
  const text = toCsv(header, rows);
  return {
    name: 'ツリー.csv',
    type: 'text/csv',
    data: encoding === 'utf8' ? Buffer.from(text, 'utf8') : iconv.encode(text.slice(1), 'Shift_JIS'),
  };
};

/** A workbook as Excel saves one: real dates, a percent format. */
async function workbookFile(header: string[], rows: (string | number | Date | null)[][], percentColumn?: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('改善ツリー');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  if (percentColumn) sheet.getColumn(header.indexOf(percentColumn) + 1).numFmt = '0.0%';
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: 'ツリー.xlsx', type: 'application/octet-stream', data } satisfies UploadFile;
}

function upload(
  projectId: number | string,
  fields: Record<string, string>,
  file: UploadFile | null,
  token: string = ctx.tokens.member,
): Promise<Response> {
  const { payload, headers } = multipartBody(fields, file);
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/v1/managements/import_tree?project_id=${projectId}`,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

async function answered(projectId: number, dryRun: '0' | '1', file: UploadFile): Promise<ImportTreeResponse> {
  const response = await upload(projectId, { dry_run: dryRun }, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportTreeResponse>();
}

const HEADER = [
  'KPI',
  '課題',
  '課題期限',
  '要因',
  '仮説',
  '施策',
  '施策ステータス',
  '見込み上昇率',
  '施策担当者',
  '作業',
];
const ROWS = [
  [
    '購入率',
    'カート離脱',
    '2026/12/15',
    '送料が不安',
    '先に見せれば減る',
    '送料を表示',
    '未着手',
    '12.5%',
    't-member',
    '',
  ],
  ['購入率', 'カート離脱', '2026/12/15', '送料が不安', '先に見せれば減る', '', '', '', '', 'バナー作成'],
];

async function treeOf(projectId: number) {
  const response = await ctx.t.app.inject({
    method: 'GET',
    url: `/api/v1/managements/change_view?project_id=${projectId}`,
    headers: bearer(ctx.tokens.member),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    kpi_array: {
      id: number;
      title: string;
      problem: {
        id: number;
        title: string;
        deadLine: string | null;
        factor: {
          hypothesis: {
            measure: {
              id: number;
              title: string;
              expected_uplift: number | null;
              assignees?: number[];
              status: number | null;
            }[];
            work: { title: string }[];
          }[];
        }[];
      }[];
    }[];
  }>();
}

describe('POST managements/import_tree', () => {
  it('previews what a file would create, writing nothing, then imports it in one go', async () => {
    const projectId = await newProject(ctx);
    const before = await snapshot(ctx.t.db, tables);
    const preview = await answered(projectId, '1', csvFile(HEADER, ROWS));
    expect(preview.saved).toBe(false);
    expect(preview.errors).toEqual([]);
    expect(preview.rows).toBe(2);
    expect(preview.counts.kpi).toEqual({ create: 1, update: 0, unchanged: 0 });
    expect(preview.counts.measure).toEqual({ create: 1, update: 0, unchanged: 0 });
    expect(preview.counts.work).toEqual({ create: 1, update: 0, unchanged: 0 });
    expect(preview.items.map((item) => [item.level, item.title, item.action])).toEqual([
      ['kpi', '購入率', 'create'],
      ['task', 'カート離脱', 'create'],
      ['factor', '送料が不安', 'create'],
      ['hypothesis', '先に見せれば減る', 'create'],
      ['measure', '送料を表示', 'create'],
      ['work', 'バナー作成', 'create'],
    ]);
    expect(preview.message).toBe(treeImportFileMessages.preview(6));
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);

    const done = await answered(projectId, '0', csvFile(HEADER, ROWS));
    expect(done).toMatchObject({ saved: true, message: treeImportFileMessages.imported(6) });
    const tree = await treeOf(projectId);
    const task = tree.kpi_array[0]?.problem[0];
    expect(task).toMatchObject({ title: 'カート離脱', deadLine: '2026-12-15' });
    const measure = task?.factor[0]?.hypothesis[0]?.measure[0];
    expect(measure).toMatchObject({
      title: '送料を表示',
      expected_uplift: 12.5,
      assignees: [ctx.world.users.member.id],
    });
    expect(task?.factor[0]?.hypothesis[0]?.work.map((w) => w.title)).toEqual(['バナー作成']);
    // Each new node has its 作成 in the change history.
    const history = await ctx.t.db
      .selectFrom('change_history')
      .select(['target_kind', 'action'])
      .where('project_id', '=', projectId)
      .execute();
    expect(history.filter((row) => row.action === 'create')).toHaveLength(6);

    // The same file again changes nothing.
    const again = await answered(projectId, '1', csvFile(HEADER, ROWS));
    expect(again.items).toEqual([]);
    expect(again.message).toBe(treeImportFileMessages.nothing);
  });

  it('reads a workbook: dates, a percent cell, and an update by id through the tree’s own save', async () => {
    const { projectId, kpi, task, factor, hypothesis, measure } = await staffTree(ctx);
    const file = await workbookFile(
      [
        'KPI ID',
        'KPI',
        '課題ID',
        '課題',
        '課題期限',
        '要因ID',
        '要因',
        '仮説ID',
        '仮説',
        '施策ID',
        '施策',
        '見込み上昇率',
      ],
      [
        [
          kpi,
          'KPI',
          task,
          '課題',
          new Date(Date.UTC(2027, 0, 31)),
          factor,
          '要因',
          hypothesis,
          '仮説',
          measure,
          '公開施策（改）',
          0.08,
        ],
      ],
      '見込み上昇率',
    );
    const preview = await answered(projectId, '1', file);
    expect(preview.errors).toEqual([]);
    expect(preview.items).toEqual([
      { line: 2, level: 'task', title: '課題', action: 'update', changes: ['課題期限'] },
      { line: 2, level: 'measure', title: '公開施策（改）', action: 'update', changes: ['施策', '見込み上昇率'] },
    ]);
    await answered(projectId, '0', file);
    const tree = await treeOf(projectId);
    expect(tree.kpi_array[0]?.problem[0]?.deadLine).toBe('2027-01-31');
    const saved = tree.kpi_array[0]?.problem[0]?.factor[0]?.hypothesis[0]?.measure.find((m) => m.id === measure);
    expect(saved).toMatchObject({ title: '公開施策（改）', expected_uplift: 8 });
    const history = await ctx.t.db
      .selectFrom('change_history')
      .select(['field', 'to_value'])
      .where('target_kind', '=', 'measure')
      .where('target_id', '=', measure)
      .where('action', '=', 'update')
      .execute();
    expect(history.map((row) => row.field).sort()).toEqual(['expected_uplift', 'measure']);
  });

  it('reads a Shift_JIS CSV as Excel on a Japanese Windows saves it', async () => {
    const projectId = await newProject(ctx);
    const preview = await answered(projectId, '1', csvFile(HEADER, ROWS, 'Shift_JIS'));
    expect(preview.errors).toEqual([]);
    expect(preview.items[0]?.title).toBe('購入率');
  });

  it('lists each bad row in the preview, and refuses the import naming the file, writing nothing', async () => {
    const { projectId } = await staffTree(ctx);
    const bad = csvFile(HEADER.concat(['施策ID']), [
      ROWS[0]?.concat(['']) ?? [],
      ['購入率', 'カート離脱', '2026/13/01', '送料が不安', '先に見せれば減る', '別の施策', '保留', '', '', '', ''],
      ['購入率', 'カート離脱', '2026/12/15', '送料が不安', '先に見せれば減る', 'よその施策', '', '', '', '', '999999'],
    ]);
    const preview = await answered(projectId, '1', bad);
    expect(preview.errors).toEqual<CsvRowError[]>([
      { line: 3, column: '課題期限', value: '2026/13/01', message: treeImportMessages.date },
      { line: 3, column: '施策ステータス', value: '保留', message: '「保留」は施策ステータスにありません' },
      { line: 4, column: '施策ID', value: '999999', message: treeImportPlanMessages.unknownId('measure', 999999) },
    ]);
    expect(preview.message).toBe(treeImportFileMessages.hasErrors);

    const before = await snapshot(ctx.t.db, tables);
    const response = await upload(projectId, { dry_run: '0' }, bad);
    expectBadInput(response, 'file');
    expect(
      response.json<ErrorResponse & { error: { details?: { errors: CsvRowError[] } } }>().error.details?.errors,
    ).toHaveLength(3);
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);
  });

  it('names the node of another project by its id as not of this one', async () => {
    const other = await staffTree(ctx, await newOtherProject(ctx));
    const projectId = await newProject(ctx);
    const preview = await answered(projectId, '1', csvFile(['KPI ID', 'KPI'], [[String(other.kpi), 'KPI']]));
    expect(preview.errors.map((e) => e.message)).toEqual([treeImportPlanMessages.unknownId('kpi', other.kpi)]);
  });

  it.each<[string, () => Promise<Response>, string]>([
    ['no file', async () => upload(await newProject(ctx), { dry_run: '1' }, null), 'file'],
    [
      'a file that is neither a workbook nor text',
      async () =>
        upload(
          await newProject(ctx),
          {},
          { name: 'x.xlsx', type: 'application/zip', data: Buffer.from('PK\x03\x04garbage') },
        ),
      'file',
    ],
    ['a heading row only', async () => upload(await newProject(ctx), {}, csvFile(HEADER, [])), 'file'],
    [
      'a dry_run that is neither 0 nor 1',
      async () => upload(await newProject(ctx), { dry_run: 'yes' }, csvFile(HEADER, ROWS)),
      'dry_run',
    ],
    ['a project id that is no id', async () => upload('abc', {}, csvFile(HEADER, ROWS)), 'project_id'],
  ])('refuses %s with 400 naming the field', async (_label, send, field) => {
    expectBadInput(await send(), field);
  });

  it('refuses the signed out, a client (even one who may edit the tree) and another company', async () => {
    const projectId = await newProject(ctx);
    await allowClientEdit(ctx, projectId);
    const before = await snapshot(ctx.t.db, tables);
    expect((await upload(projectId, { dry_run: '0' }, csvFile(HEADER, ROWS), '')).statusCode).toBe(401);
    expectError(await upload(projectId, { dry_run: '0' }, csvFile(HEADER, ROWS), ctx.tokens.client), 403, 'forbidden');
    expect((await upload(projectId, { dry_run: '0' }, csvFile(HEADER, ROWS), ctx.tokens.otherClient)).statusCode).toBe(
      404,
    );
    expect((await upload(99_999_999, {}, csvFile(HEADER, ROWS))).statusCode).toBe(404);
    expect(await snapshot(ctx.t.db, tables)).toEqual(before);
    for (const role of ['admin', 'manager', 'member'] as const) {
      expect((await upload(projectId, {}, csvFile(HEADER, ROWS), ctx.tokens[role])).statusCode).toBe(200);
    }
  });
});
