import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api, seedProject } from './management-support';
import { pdfText } from './pdf-text';
import { loadSession, tokenOf } from './support';

const authHeaders = async (page: Page) => ({ authorization: `Bearer ${await tokenOf(page)}` });

const reportUrl = (projectId: number, measureId: number) => `/client/${projectId}/measures/${measureId}/reports`;
/** A fresh project's measure with a report over the period, its edit page open; the ids. */
async function editReport(page: Page, period: { start_date?: string; end_date?: string } = {}) {
  const { projectId, measureId } = await seedProject(page);
  await api(page).post('/api/v1/measure_reports/create', { measure_id: measureId, ...period });
  await page.goto(`${reportUrl(projectId, measureId)}/edit`);
  return { projectId, measureId };
}
const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });
const count = (page: Page, pattern: number, label: '訪問数' | 'CV数') =>
  page.getByRole('textbox', { name: `パターン${pattern}の${label}`, exact: true });

test('staff types each pattern’s counts in full-width digits, reads the verdict and prints the results', async ({
  page,
}) => {
  await loadSession(page, 'manager');
  // A period that has ended: the verification is done, so the report page shows the results.
  const { projectId, measureId } = await editReport(page, { start_date: '2025-05-01', end_date: '2025-05-28' });

  // What an IME leaves in the field: full-width digits and commas (product.md §5 number input).
  await count(page, 1, '訪問数').fill('２４，０００');
  await count(page, 1, 'CV数').fill('７２０');
  await count(page, 2, '訪問数').fill('２４，１００');
  // Text that cannot be read stays with its reason, and nothing is saved while it does.
  await count(page, 2, 'CV数').fill('八百二十');
  await count(page, 2, 'CV数').blur();
  await expect(page.getByText('数値として読み取れません（例: 1,200）')).toBeVisible();
  await page.getByRole('button', { name: '検証データを保存' }).click();
  await expect(page.getByTestId('verdict-text')).toHaveCount(0);
  await count(page, 2, 'CV数').fill('８２０');
  // A planned split is given for every pattern or for none (均等).
  const share = (pattern: number) => page.getByRole('textbox', { name: `パターン${pattern}の配分`, exact: true });
  await share(1).fill('５０');
  await page.getByRole('button', { name: '検証データを保存' }).click();
  await expect(page.getByText('配分はすべてのパターンに入力するか、すべて空（均等）にしてください')).toBeVisible();
  await expect(page.getByTestId('verdict-text')).toHaveCount(0);
  await share(2).fill('５０');
  await page.getByRole('button', { name: '検証データを保存' }).click();
  await expect(toast(page, '検証データを保存しました')).toBeVisible();

  const verdict = page.getByTestId('verdict-text');
  await expect(verdict).toContainText('パターン2が元案を上回る確率は');
  await expect(verdict).toContainText('95%信用区間');
  const table = page.getByRole('table', { name: '検証結果の表' });
  const treatment = table.getByRole('row', { name: /^パターン2 / });
  await expect(treatment).toContainText('24,100');
  await expect(treatment).toContainText('3.40%');
  await expect(treatment).toContainText('+13.4%');
  await expect(table.getByRole('row', { name: /^元案 / })).toContainText('3.00%');
  await expect(page.getByRole('img', { name: /元案に対する改善率と区間/ })).toBeVisible();

  // Beside the adoption in the pattern table: the treatment's 勝率, and a word when the adoption goes against it.
  await expect(page.getByTestId('pattern-2-verdict')).toContainText('勝率');
  await expect(page.getByTestId('pattern-1-verdict')).toHaveText('元案');
  const controlHead = page.getByTestId('pattern-1');
  await controlHead.getByRole('switch', { name: /^パターン1（.*）を採用$/ }).click();
  await expect(controlHead.getByText('統計上有利なパターンと異なります')).toBeVisible();
  await expect(page.getByText('採用した元案は、統計上有利なパターン2と異なります。')).toBeVisible();

  // A comma typed in a number that has been saved reads back with separators.
  await expect(count(page, 1, '訪問数')).toHaveValue('24,000');
  await expect(share(2)).toHaveValue('50');

  await page.goto(reportUrl(projectId, measureId));
  await expect(page.getByRole('table', { name: '検証結果の表' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const text = pdfText(await page.pdf({ format: 'A4', printBackground: true })).replace(/\s+/g, '');
  expect(text).toContain('検証結果');
  expect(text).toContain('勝率');
  expect(text).toContain('+13.4%');
  expect(text).toContain('パターン2が元案を上回る確率は');
});

test('the plan says how many users and days a test needs, and warns when the period is shorter', async ({ page }) => {
  await loadSession(page, 'manager');
  await editReport(page, { start_date: '2026-01-05', end_date: '2026-01-11' });
  await page.getByRole('textbox', { name: '現状のCVR' }).fill('２');
  await page.getByRole('textbox', { name: '1日あたりの訪問数' }).fill('1,500');
  await page.getByRole('textbox', { name: '検出したい改善幅' }).fill('10');
  await page.getByRole('button', { name: '計画を保存' }).click();
  const figures = page.getByTestId('plan-figures');
  await expect(figures).toContainText('1パターンあたり');
  await expect(figures).toContainText('日間が必要です');
  await expect(page.getByText(/検証期間（7日間）は必要な日数（\d+日）より短いため/)).toBeVisible();
});

test('the plan takes its baseline from the project’s last three measured months', async ({ page }) => {
  await loadSession(page, 'manager');
  // A project without analytics says so.
  await editReport(page);
  const fill = page.getByRole('button', { name: 'アナリティクスの直近3か月から入れる' });
  await fill.click();
  await expect(page.getByRole('status').filter({ hasText: 'アナリティクスに直近の数値' })).toBeVisible();

  // The demo EC project has its months: the running test's plan reads the last three before this month.
  await page.goto('/');
  const projects = (await (
    await page.request.get('/api/v1/projects', { headers: await authHeaders(page) })
  ).json()) as {
    projects: { id: number; project_name: string }[];
  };
  const ec = projects.projects.find((p) => p.project_name === 'ECサイト改善プロジェクト');
  expect(ec).toBeDefined();
  const current = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date()).slice(0, 7);
  const answer = (await (
    await page.request.get(`/api/v1/analytics/months?project_id=${ec?.id}`, { headers: await authHeaders(page) })
  ).json()) as {
    cv_slot: 1 | 2 | 3 | null;
    months: { month: string; sessions: number | null; cv1: number | null; cv2: number | null; cv3: number | null }[];
  };
  // The project's chosen conversion, or the three summed when it chose none.
  const cvOf = (m: (typeof answer.months)[number]) =>
    answer.cv_slot ? (m[`cv${answer.cv_slot}`] ?? 0) : (m.cv1 ?? 0) + (m.cv2 ?? 0) + (m.cv3 ?? 0);
  const lastThree = answer.months
    .filter((m) => m.month < current && m.sessions)
    .sort((a, b) => b.month.localeCompare(a.month))
    .slice(0, 3);
  expect(lastThree).toHaveLength(3);
  const sessions = lastThree.reduce((sum, m) => sum + (m.sessions ?? 0), 0);
  const cv = lastThree.reduce((sum, m) => sum + cvOf(m), 0);
  await page.goto(`/client/${ec?.id}/management`);
  await page.getByRole('link', { name: '施策「商品ページに「5,000円以上で送料無料」の帯を出す」のレポート' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await page.goto(`${page.url()}/edit`);
  await fill.click();
  await expect(page.getByRole('status').filter({ hasText: 'のアナリティクスの数値を入れました' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '現状のCVR' })).toHaveValue(
    String(Math.round((cv / sessions) * 100_000) / 1000),
  );
  await expect(page.getByRole('textbox', { name: '1日あたりの訪問数' })).not.toHaveValue('');
});

test('staff import the counts from a CSV: a bad row is shown and refused, the good file previewed and saved', async ({
  page,
}) => {
  await loadSession(page, 'manager');
  await editReport(page, { start_date: '2025-05-01', end_date: '2025-05-28' });
  await page.getByRole('button', { name: 'CSVで取り込む' }).click();
  const dialog = page.getByRole('dialog', { name: '検証データをCSVで取り込む' });
  const file = dialog.locator('input[type="file"]');
  const importButton = dialog.getByRole('button', { name: '取り込む', exact: true });
  await expect(importButton).toBeDisabled();

  // A pattern the report does not have: the row's error, and nothing can be imported.
  const bad = 'パターン,訪問数,CV数\r\n1,"24,000",720\r\nパターン3,24100,820\r\n';
  await file.setInputFiles({ name: '検証データ.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  const errors = dialog.getByRole('table', { name: 'CSVのエラー' });
  await expect(errors.getByRole('row').nth(1)).toContainText('3行目');
  await expect(errors.getByRole('row').nth(1)).toContainText('「パターン3」というパターンはこのレポートにありません');
  await expect(importButton).toBeDisabled();

  // Full-width digits and commas, as product.md §5 reads numbers.
  const good = 'パターン,訪問数,CV数\r\n1,"24,000",720\r\nパターン２,２４，１００,８２０\r\n';
  await file.setInputFiles({ name: '検証データ.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  const preview = dialog.getByRole('table', { name: '取り込む検証データ' });
  await expect(preview.getByRole('row', { name: /パターン2/ })).toContainText('24,100');
  await expect(errors).toHaveCount(0);
  // Previewed only: nothing is saved until 取り込む.
  await expect(count(page, 1, '訪問数')).toHaveValue('');
  await importButton.click();
  await expect(toast(page, '2パターン分の検証データを取り込みました')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(count(page, 1, '訪問数')).toHaveValue('24,000');
  await expect(count(page, 2, 'CV数')).toHaveValue('820');
  const table = page.getByRole('table', { name: '検証結果の表' });
  await expect(table.getByRole('columnheader', { name: '勝率' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^パターン2 / })).toContainText('+13.4%');
  await expect(page.getByTestId('verdict-text')).toContainText('パターン2が元案を上回る確率は');
});
