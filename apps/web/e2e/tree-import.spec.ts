import ExcelJS from 'exceljs';
import { expect, test } from './warm-context';
import { auditPage } from './accessibility-support';
import { api, seedProject } from './management-support';
import { loadSession } from './support';

const HEADER = ['KPI', '課題', '課題期限', '要因', '仮説', '施策', '施策ステータス', '見込み上昇率'];

/** A workbook as Excel saves one: the heading row, a real date and a percent cell. */
async function workbook(rows: (string | number | Date)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('改善ツリー');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn(HEADER.indexOf('見込み上昇率') + 1).numFmt = '0.0%';
  return {
    name: '来期のツリー.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

const row = (measure: string, status: string) => [
  'CVRを2%にする',
  '決済手段が少ない',
  new Date(Date.UTC(2027, 0, 31)),
  '後払いがない',
  '後払いがあれば若年層が買う',
  measure,
  status,
  0.08,
];

test('a consultant imports a tree from a workbook: a bad row is named, then the fixed file adds the branch', async ({
  browser,
}) => {
  // bypassCSP lets axe run in the page.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);
  await page.getByRole('button', { name: '取り込む', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ツリーを取り込む' });
  const file = dialog.locator('input[type="file"]');
  const importButton = dialog.getByRole('button', { name: '取り込む', exact: true });
  await expect(importButton).toBeDisabled();

  await file.setInputFiles(await workbook([row('後払い決済を入れる', '未着手'), row('コンビニ払いを入れる', '保留')]));
  const errors = dialog.getByRole('table', { name: 'ファイルのエラー' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toHaveText(
    /3行目施策ステータス保留「保留」は施策ステータスにありません/,
  );
  await expect(importButton).toBeDisabled();
  await expect(
    dialog.getByText('エラーの行があるため取り込めません。ファイルを直してから選び直してください。'),
  ).toBeVisible();

  await file.setInputFiles(
    await workbook([row('後払い決済を入れる', '未着手'), row('コンビニ払いを入れる', '未着手')]),
  );
  await expect(errors).toBeHidden();
  const counts = dialog.getByRole('table', { name: '取り込みの件数' });
  // The KPI is the project's own (matched by its name); the branch under it is new.
  await expect(counts.getByRole('row', { name: /^KPI/ })).toHaveText('KPI001');
  await expect(counts.getByRole('row', { name: /^施策/ })).toHaveText('施策200');
  const items = dialog.getByRole('table', { name: '追加・変更する項目' });
  await expect(items.getByRole('row', { name: /後払い決済を入れる/ })).toContainText('2行目施策');
  await expect(importButton).toBeEnabled();
  const { blocking } = await auditPage(page);
  expect(blocking, blocking.join('\n  ')).toEqual([]);
  await importButton.click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: '5件を取り込みました' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('listitem', { name: '施策「後払い決済を入れる」' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: '施策「コンビニ払いを入れる」' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: '課題「決済手段が少ない」' })).toContainText('2027/01/31');
  await context.close();
});

test('a client never sees 取り込む, even where it may edit the tree', async ({ page, browser }) => {
  await loadSession(page, 'admin');
  const { projectId } = await seedProject(page);
  await api(page).post('/api/v1/managements/update_client_edit', { project_id: projectId, client_can_edit: true });
  const context = await browser.newContext();
  const client = await context.newPage();
  await loadSession(client, 'client');
  await client.goto(`/client/${projectId}/management`);
  // It may edit: it can add a KPI.
  await expect(client.getByRole('button', { name: 'KPIを追加' })).toBeVisible();
  await expect(client.getByRole('button', { name: '出力', exact: true })).toBeVisible();
  await expect(client.getByRole('button', { name: '取り込む', exact: true })).toHaveCount(0);
  await context.close();
});

test('a consultant previews a built-in template and adds it to the tree', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);
  await page.getByRole('button', { name: 'テンプレート', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'テンプレートから追加' });
  const add = dialog.getByRole('button', { name: 'ツリーに追加する' });
  await expect(add).toBeDisabled();
  await expect(dialog.getByRole('radio')).toHaveCount(3);

  await dialog.getByRole('radio', { name: 'BtoBリード獲得' }).check();
  const outline = dialog.getByRole('group', { name: '「BtoBリード獲得」の内容' });
  await expect(outline).toContainText('商談化するリードを月100件にする');
  await expect(outline).toContainText(
    '施策：フォームの項目を7つ以下にし、会社名は候補から選べるようにする（見込み +15.0%）',
  );
  await expect(outline).toContainText('作業：営業が実際に使っている項目を洗い出す');
  const { blocking } = await auditPage(page);
  expect(blocking, blocking.join('\n  ')).toEqual([]);

  await add.click();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: /^テンプレートから\d+件を追加しました/ }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'KPI「資料請求数を増やす」' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'KPI「商談化率を上げる」' })).toBeVisible();
  await context.close();
});
