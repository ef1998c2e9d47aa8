import type { Locator, Page } from '@playwright/test';
import { metricCsvMessages } from '@kaizen/domain';
import iconv from 'iconv-lite';
import { expect, test } from './warm-context';
import { api, seedProject } from './management-support';
import { monthLabel, monthsBefore, thisMonth } from './months-support';
import { loadSession, tokenOf } from './support';

const label = monthLabel;
const M1 = monthsBefore(thisMonth, 1);
const M2 = monthsBefore(thisMonth, 2);
const M3 = monthsBefore(thisMonth, 3);

/** Excel in Japan writes CSV as Shift_JIS with CRLF line ends. */
const shiftJis = (lines: string[]) => iconv.encode(lines.join('\r\n') + '\r\n', 'Shift_JIS');
const csvFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'text/csv', buffer });

/** Each month written another way, amounts quoted with thousands separators as Excel writes them. */
const goodCsv = shiftJis([
  '年月,実績',
  `${Number(M3.slice(0, 4))}年${Number(M3.slice(5))}月,"1,200"`,
  `${M2.replace('-', '/')},"1,350"`,
  `${M1},"1,500"`,
]);
const badCsv = shiftJis(['年月,実績', `${M3},"1,200"`, `${M2},たくさん`, `${M1},"1,500"`]);

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });
const cellsOf = (row: Locator) => row.locator('th, td').allInnerTexts();

test('a manager imports a manual metric’s months from a Shift_JIS CSV: a bad row first, then the fixed file', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'manager');
  const { post } = api(page);
  const { projectId, kpis } = await seedProject(page, { companyName: '株式会社さくら商事' });
  const kpi = kpis[0];
  if (!kpi) throw new Error('the seeded project has no KPI');
  // A 手入力 metric on the first KPI, last month (the tree's figures' month) typed already: the import replaces it.
  const metric = (await post('/api/v1/metrics', {
    project_id: projectId,
    name: '来店数',
    unit: '人',
    direction: 'higher',
    source: { kind: 'manual' },
  })) as { id: number };
  await post('/api/v1/metrics/bind', { project_id: projectId, node: 'kpi', kpi_id: kpi.id, metric_id: metric.id });
  const typed = await page.request.put(`/api/v1/metrics/${metric.id}/actuals`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { months: [{ month: M1, value: 900 }] },
  });
  expect(typed.status(), await typed.text()).toBe(200);

  await page.goto(`/client/${projectId}/management`);
  const subject = `KPI「${kpi.title}」`;
  const row = page.getByRole('listitem', { name: subject });
  await expect(row.getByTestId('metric-figures')).toContainText('来店数 900人');
  await row.getByRole('button', { name: `${subject}の指標を設定` }).click();
  const setup = page.getByRole('dialog', { name: `${subject}の指標を設定` });
  await expect(setup.getByTestId('bound-metric')).toContainText('来店数（人）、手入力');
  await expect(setup.getByRole('textbox', { name: `${label(M1)}の実績` })).toHaveValue('900');

  await setup.getByRole('button', { name: 'CSVを取り込む' }).click();
  const dialog = page.getByRole('dialog', { name: '「来店数」の実績をCSVで取り込む' });
  const file = dialog.locator('input[type="file"]');
  const importButton = dialog.getByRole('button', { name: '取り込む', exact: true });
  await expect(importButton).toBeDisabled();

  // The file with a bad row: its line, column, value and reason; 取り込む refused with the reason.
  await file.setInputFiles(csvFile('来店数_誤り.csv', badCsv));
  const errors = dialog.getByRole('table', { name: 'CSVのエラー' });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('row')).toHaveCount(2);
  expect(await cellsOf(errors.getByRole('row').nth(1))).toEqual([
    '3行目',
    '実績',
    'たくさん',
    '値は数値で入力してください',
  ]);
  await expect(importButton).toBeDisabled();
  await expect(
    dialog.getByText('エラーの行があるため取り込めません。CSVを直してから選び直してください。'),
  ).toBeVisible();

  // The fixed file: three months, the typed one marked as replaced, nothing saved until 取り込む.
  await file.setInputFiles(csvFile('来店数.csv', goodCsv));
  const preview = dialog.getByRole('table', { name: '取り込む実績' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(errors).toBeHidden();
  await expect(dialog.getByText('3か月分を読み取りました。うち1か月は入力済みの実績を置き換えます。')).toBeVisible();
  const replaced = preview.getByRole('row').filter({ hasText: label(M1) });
  await expect(replaced.getByText('置き換え', { exact: true })).toBeVisible();
  expect(await cellsOf(replaced)).toEqual(['4行目', expect.stringContaining(label(M1)), '1,500']);
  expect(await cellsOf(preview.getByRole('row').filter({ hasText: label(M3) }))).toEqual(['2行目', label(M3), '1,200']);
  await importButton.click();
  await expect(toast(page, metricCsvMessages.imported(3))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The editor's month table shows the imported months; closed, the KPI shows last month's.
  await expect(setup.getByRole('textbox', { name: `${label(M3)}の実績` })).toHaveValue('1,200');
  await expect(setup.getByRole('textbox', { name: `${label(M2)}の実績` })).toHaveValue('1,350');
  await expect(setup.getByRole('textbox', { name: `${label(M1)}の実績` })).toHaveValue('1,500');
  await setup.getByRole('button', { name: 'キャンセル' }).click();
  await expect(setup).toBeHidden();
  await expect(row.getByTestId('metric-figures')).toContainText('来店数 1,500人');

  // Opened again, the table starts from what is stored.
  await row.getByRole('button', { name: `${subject}の指標を設定` }).click();
  await expect(setup.getByRole('textbox', { name: `${label(M2)}の実績` })).toHaveValue('1,350');
});
