import { toCsv, type ImportTreeResponse } from '@kaizen/domain';
import ExcelJS from 'exceljs';
import { insertProject } from '../../apps/server/src/db/seeds/records.js';
import { bearer, seedWorld, signIn } from '../../apps/server/test/factories.js';
import { multipartBody } from '../../apps/server/test/measure-report-helpers.js';
import type { TestApp } from '../../apps/server/test/test-app.js';
import { measure } from './measure.js';
import { formatTable, type BenchRow } from './table.js';

const HEADER = ['KPI', '課題', '課題期限', '要因', '仮説', '施策', '施策ステータス', '見込み上昇率'];

/** Ten thousand rows, each its own measure: 20 KPIs × 10 tasks × 5 factors × 2 hypotheses × 5 measures. */
function rows(): string[][] {
  const out: string[][] = [];
  for (let k = 1; k <= 20; k += 1)
    for (let t = 1; t <= 10; t += 1)
      for (let f = 1; f <= 5; f += 1)
        for (let h = 1; h <= 2; h += 1)
          for (let m = 1; m <= 5; m += 1) {
            out.push([
              `KPI${k}`,
              `課題${k}-${t}`,
              '2026/12/15',
              `要因${k}-${t}-${f}`,
              `仮説${k}-${t}-${f}-${h}`,
              `施策${k}-${t}-${f}-${h}-${m}`,
              '未着手',
              '12.5%',
            ]);
          }
  return out;
}

async function workbook(body: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('改善ツリー');
  sheet.addRow(HEADER);
  for (const row of body) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The tree import at the scale (issue 36 §2: 10,000 rows preview in under 5 s, import in one
 * transaction): a preview of a CSV and of a workbook into an empty project, and the import itself,
 * each run into a fresh project.
 */
export async function benchTreeImport(t: TestApp): Promise<string> {
  const world = await seedWorld(t.db);
  const headers = bearer(await signIn(t.app, world.users.member.account));
  const body = rows();
  const csv = Buffer.from(toCsv(HEADER, body), 'utf8');
  const xlsx = await workbook(body);
  let answer: ImportTreeResponse | null = null;
  const send = async (data: Buffer, name: string, dryRun: '0' | '1') => {
    const projectId = await insertProject(t.db, world.clientCompanyId, `取り込み${Math.random()}`);
    const { payload, headers: form } = multipartBody(
      { dry_run: dryRun },
      { name, type: 'application/octet-stream', data },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/managements/import_tree?project_id=${projectId}`,
      payload,
      headers: { ...form, ...headers },
    });
    if (response.statusCode !== 200) throw new Error(`import_tree answered ${response.statusCode}: ${response.body}`);
    answer = response.json<ImportTreeResponse>();
  };
  const created = () => {
    const counts = (answer as ImportTreeResponse | null)?.counts;
    return counts ? Object.values(counts).reduce((sum, c) => sum + c.create, 0) : 0;
  };
  const rowsOut: BenchRow[] = [
    {
      label: `preview of ${body.length.toLocaleString('en-US')} rows (CSV, ${Math.round(csv.length / 1024)} KiB)`,
      timing: await measure(() => send(csv, 'tree.csv', '1'), 3, 1),
      note: `${created()} nodes to create`,
    },
    {
      label: `preview of ${body.length.toLocaleString('en-US')} rows (xlsx, ${Math.round(xlsx.length / 1024)} KiB)`,
      timing: await measure(() => send(xlsx, 'tree.xlsx', '1'), 3, 1),
    },
    {
      label: `import of ${body.length.toLocaleString('en-US')} rows (xlsx, one transaction)`,
      timing: await measure(() => send(xlsx, 'tree.xlsx', '0'), 3, 0),
      note: `${created()} nodes created`,
    },
  ];
  return formatTable('Tree import (budget: a preview of 10,000 rows under 5 s)', rowsOut);
}
