import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './warm-context';
import { api, seedProject, signInNewClient, signInNewStaff } from './management-support';
import { loadSession } from './support';

async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  // exceljs types its argument with an older Buffer than the one Node's types give today.
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  return workbook;
}

async function chooseExcel(page: Page) {
  await page.getByRole('button', { name: /^ファイルの形式：/ }).click();
  await page.getByRole('menuitem', { name: /^Excel（\.xlsx）/ }).click();
  await expect(page.getByRole('button', { name: 'ファイルの形式：Excel（.xlsx）' })).toHaveText('Excel');
}

async function saveWorkbook(page: Page): Promise<{ name: string; workbook: ExcelJS.Workbook }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '出力', exact: true }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), workbook: await workbookOf(download) };
}

/** The sheet's rows as objects keyed by the header row's text. */
function rowsOf(sheet: ExcelJS.Worksheet): Map<string, ExcelJS.Cell>[] {
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => (headers[col] = String(cell.value)));
  const rows: Map<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const byHeader = new Map<string, ExcelJS.Cell>();
    headers.forEach((header, col) => byHeader.set(header, row.getCell(col)));
    rows.push(byHeader);
  });
  return rows;
}

/** A branch under the KPI, down to a measure with the given fields; its task's and measure's ids. */
async function addBranch(
  page: Page,
  at: { projectId: number; kpiId: number | undefined },
  titles: { task: string; factor: string; hypothesis: string },
  measure: Record<string, unknown>,
  task: Record<string, unknown> = {},
): Promise<{ taskId: number; measureId: number }> {
  const { post } = api(page);
  const saved = await post('/api/v1/managements/create_task', {
    project_id: at.projectId,
    project_kpi_id: at.kpiId,
    task: titles.task,
    ...task,
  });
  const factor = await post('/api/v1/managements/create_factor', { task_id: saved.id, factor: titles.factor });
  const hypothesis = await post('/api/v1/managements/create_hypothesis', {
    factor_id: factor.id,
    hypothesis: titles.hypothesis,
  });
  const created = await post('/api/v1/managements/create_measure', { hypothesis_id: hypothesis.id, ...measure });
  return { taskId: saved.id as number, measureId: created.id as number };
}

test('a consultant saves the tree as an Excel workbook: real dates, numbers and percents, the header frozen', async ({
  page,
  browser,
}) => {
  await loadSession(page, 'admin');
  const { projectId, kpis } = await seedProject(page);
  const { taskId, measureId } = await addBranch(
    page,
    { projectId, kpiId: kpis[1]?.id },
    { task: '決済手段が少ない', factor: '後払いがない', hypothesis: '後払いを入れれば若年層の購入が増える' },
    {
      measure: '後払い決済を導入する',
      expected_uplift: 12.5,
      verification_start_date: '2027-01-05',
      verification_end_date: '2027-02-28',
    },
    { dead_line: '2026-12-15' },
  );

  const { context, own } = await signInNewStaff(page, browser, 'エクセル 出力');
  await own.goto(`/client/${projectId}/management`);
  await expect(own.getByRole('button', { name: 'ファイルの形式：CSV・UTF-8（BOM付き）' })).toHaveText('CSV・UTF-8');
  await chooseExcel(own);

  const { name, workbook } = await saveWorkbook(own);
  expect(name).toMatch(/^改善ツリー_.+_\d{8}\.xlsx$/);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['改善ツリー']);
  const sheet = workbook.getWorksheet('改善ツリー');
  if (!sheet) throw new Error('no sheet');
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.getRow(1).getCell(1).value).toBe('区分');
  expect(sheet.getRow(1).font?.bold).toBe(true);
  expect(sheet.getCell('B2').font?.name).toBe('游ゴシック');
  // A column is at least as wide as its longest Japanese title (two columns a character).
  const kpiColumn = sheet.getColumn(2);
  expect(kpiColumn.width ?? 0).toBeGreaterThanOrEqual('客単価を1万円にする'.length * 2 - 4);

  const rows = rowsOf(sheet);
  const row = rows.find((r) => r.get('施策')?.value === '後払い決済を導入する');
  if (!row) throw new Error('the measure has no row');
  expect(row.get('区分')?.value).toBe('KPI');
  expect(row.get('KPI')?.value).toBe('客単価を1万円にする');
  expect(row.get('課題期限')?.value).toEqual(new Date(Date.UTC(2026, 11, 15)));
  expect(row.get('課題期限')?.numFmt).toBe('yyyy/mm/dd');
  expect(row.get('検証開始日')?.value).toEqual(new Date(Date.UTC(2027, 0, 5)));
  expect(row.get('検証終了日')?.value).toEqual(new Date(Date.UTC(2027, 1, 28)));
  expect(row.get('見込み上昇率')?.value).toBe(0.125);
  expect(row.get('見込み上昇率')?.numFmt).toBe('0.0%');
  expect(row.get('ランク')?.value).toBe('D');
  expect(row.get('施策ID')?.value).toBe(measureId);
  expect(row.get('課題ID')?.value).toBe(taskId);
  // Staff see the measure the client does not, marked 非表示.
  expect(rows.find((r) => r.get('施策')?.value === '社内検討中の施策')?.get('表示')?.value).toBe('非表示');

  // The choice is the user's: it is there after a reload.
  await own.reload();
  await expect(own.getByRole('button', { name: 'ファイルの形式：Excel（.xlsx）' })).toHaveText('Excel');
  await context.close();
});

test('a client’s workbook of the tree holds only what the client may see', async ({ page, browser }) => {
  await loadSession(page, 'admin');
  const { projectId } = await seedProject(page);
  const { context, own } = await signInNewClient(page, browser, 'クライアント 出力');
  await own.goto(`/client/${projectId}/management`);
  await expect(own.getByRole('listitem', { name: '施策「商品ページに送料を表示」' })).toBeVisible();
  await chooseExcel(own);
  const { workbook } = await saveWorkbook(own);
  const sheet = workbook.getWorksheet('改善ツリー');
  if (!sheet) throw new Error('no sheet');
  const measures = rowsOf(sheet).map((r) => r.get('施策')?.value);
  expect(measures).toContain('商品ページに送料を表示');
  expect(measures).not.toContain('社内検討中の施策');
  await context.close();
});

test('the status table, the sales list and the report search save as workbooks in the format the user chose once', async ({
  page,
  browser,
}) => {
  await loadSession(page, 'admin');
  const { projectId, kpis } = await seedProject(page);
  const { measureId } = await addBranch(
    page,
    { projectId, kpiId: kpis[0]?.id },
    { task: '比較検討で離脱する', factor: '他社との違いが見えない', hypothesis: '比較表があれば決めやすい' },
    { measure: '他社比較表を載せる', verification_start_date: '2027-01-05', verification_end_date: '2027-02-28' },
  );

  const { context, own } = await signInNewStaff(page, browser, 'ワークブック 担当');
  await own.goto(`/client/${projectId}/status?tab=table`);
  await expect(own.getByRole('table', { name: 'ステータス表' })).toBeVisible();
  await chooseExcel(own);
  const status = await saveWorkbook(own);
  expect(status.name).toMatch(/^ステータス表_.+_\d{8}\.xlsx$/);
  const statusSheet = status.workbook.getWorksheet('ステータス表');
  if (!statusSheet) throw new Error('no status sheet');
  const statusRow = rowsOf(statusSheet).find((r) => r.get('施策')?.value === '他社比較表を載せる');
  expect(statusRow?.get('検証開始日')?.value).toEqual(new Date(Date.UTC(2027, 0, 5)));
  expect(statusRow?.get('検証終了日')?.value).toEqual(new Date(Date.UTC(2027, 1, 28)));
  expect(statusRow?.get('施策ID')?.value).toBe(measureId);
  expect(statusRow?.get('ツリー上の位置')?.value).toContain('比較検討で離脱する');

  // Another page, the same choice.
  await own.goto('/admin/sales');
  await expect(own.getByRole('button', { name: 'ファイルの形式：Excel（.xlsx）' })).toHaveText('Excel');
  const sales = await saveWorkbook(own);
  expect(sales.name).toMatch(/^営業顧客一覧_\d{8}\.xlsx$/);
  const salesSheet = sales.workbook.getWorksheet('営業顧客一覧');
  if (!salesSheet) throw new Error('no sales sheet');
  const shownRows = await own.getByRole('table', { name: '営業顧客一覧' }).locator('tbody tr').count();
  const salesRows = rowsOf(salesSheet);
  expect(salesRows).toHaveLength(shownRows);
  expect(salesRows[0]?.get('No.')?.value).toBe(1);
  expect(salesRows[0]?.get('登録日')?.value).toBeInstanceOf(Date);

  await own.goto('/admin/search');
  await expect(own.getByRole('table', { name: '検索結果' })).toBeVisible();
  const search = await saveWorkbook(own);
  const searchSheet = search.workbook.getWorksheet('施策レポート検索');
  if (!searchSheet) throw new Error('no search sheet');
  const found = await own.getByRole('table', { name: '検索結果' }).locator('tbody tr').count();
  expect(rowsOf(searchSheet)).toHaveLength(found);
  expect(searchSheet.getRow(1).getCell(10).value).toBe('CVR上昇率');
  await context.close();
});
