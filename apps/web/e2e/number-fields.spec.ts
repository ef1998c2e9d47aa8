import type { Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api, seedProject } from './management-support';
import { loadSession } from './support';

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

/** Where the caret is and what is selected in a text field. */
const selectionOf = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => ({ start: input.selectionStart, end: input.selectionEnd }));

test('Tab into a number field selects its text, so typing replaces it; clicking only places the caret', async ({
  page,
}) => {
  await loadSession(page, 'admin');
  const { post } = api(page);
  const sale = await post('/api/v1/sales_statuses/create', { project_name: '数値欄の確認案件' });
  const saleId = sale.sale.id as number;
  await post('/api/v1/pb_sales/update_simulation', {
    target: 0,
    sale_id: saleId,
    session: 300_000,
    cvr: 0.8,
    contract_rate: 5,
    customer_avg: 600_000,
    profit_rate: 70,
  });
  await page.goto(`/admin/sales/${saleId}`);
  const current = page.getByRole('tabpanel', { name: '現状' });
  const sessions = current.getByLabel('セッション数', { exact: true });
  await expect(sessions).toHaveValue('300,000');

  // Shift+Tab from CVR(%) into セッション数 (the field before it), then type: the typed number replaces the old one.
  await current.getByLabel('CVR(%)', { exact: true }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(sessions).toBeFocused();
  await expect.poll(() => selectionOf(sessions)).toEqual({ start: 0, end: '300000'.length });
  await page.keyboard.type('450000');
  await expect(sessions).toHaveValue('450000');
  await page.keyboard.press('Tab');
  await expect(sessions).toHaveValue('450,000');
  await current.getByRole('button', { name: '現状を保存' }).click();
  await expect(toast(page, 'シミュレーションを保存しました')).toBeVisible();
  await expect(current.getByTestId('figure-cv')).toHaveText('3,600');

  // A click places the caret where it lands and selects nothing.
  await sessions.click();
  const clicked = await selectionOf(sessions);
  expect(clicked.start).toBe(clicked.end);
  await sessions.press('Escape');
  await sessions.blur();
  await expect(sessions).toHaveValue('450,000');
});

test('a number out of its plausible range stays in the field with the reason and is not saved', async ({ page }) => {
  await loadSession(page, 'admin');
  const sale = await api(page).post('/api/v1/sales_statuses/create', { project_name: '数値範囲の確認案件' });
  await page.goto(`/admin/sales/${sale.sale.id as number}`);
  const current = page.getByRole('tabpanel', { name: '現状' });
  const sessions = current.getByLabel('セッション数', { exact: true });
  await sessions.fill('300000450000');
  await sessions.blur();
  await expect(sessions).toHaveValue('300000450000');
  await expect(current.getByText('セッション数は0以上10,000,000,000以下で入力してください')).toBeVisible();
  const cvr = current.getByLabel('CVR(%)', { exact: true });
  await cvr.fill('120');
  await cvr.blur();
  await expect(current.getByText('CVR(%)は0以上100以下で入力してください')).toBeVisible();
  await expect(current.getByRole('button', { name: '現状を保存' })).toBeDisabled();

  // Corrected, the reasons go and the record saves.
  await sessions.fill('450000');
  await cvr.fill('1.2');
  await cvr.blur();
  await expect(current.getByText(/以下で入力してください/)).toHaveCount(0);
  await expect(current.getByRole('button', { name: '現状を保存' })).toBeEnabled();
});

test('the measure report editor: Tab into 見込み replaces it; results show their units and CVR上昇率', async ({
  page,
}) => {
  await loadSession(page, 'manager');
  const { projectId, measureId } = await seedProject(page);
  await api(page).post('/api/v1/measure_reports/create', {
    measure_id: measureId,
    start_date: '2025-05-01',
    end_date: '2025-05-14',
    improvement: 1,
    estimate: 1_080_000,
  });
  const reportUrl = `/client/${projectId}/measures/${measureId}/reports`;
  await page.goto(`${reportUrl}/edit`);
  const estimate = page.getByRole('textbox', { name: '見込み' });
  await expect(estimate).toHaveValue('1,080,000');
  await page.getByRole('textbox', { name: '目標値' }).focus();
  await page.keyboard.press('Tab');
  await expect(estimate).toBeFocused();
  await page.keyboard.type('900000');
  await expect(estimate).toHaveValue('900000');

  // 改善指標 CVR: 現状値 and 目標値 are rates; CVR上昇率 is worked out from them as they are typed.
  await page.getByRole('textbox', { name: '現状値' }).fill('68');
  await page.getByRole('textbox', { name: '目標値' }).fill('80');
  await expect(page.getByTestId('cvr-increase')).toHaveText('17.6%');
  // A rate above 100 % is refused beside its field.
  await page.getByRole('textbox', { name: '目標値' }).fill('180');
  await expect(page.getByText('目標値は0以上100以下で入力してください')).toBeVisible();
  await page.getByRole('textbox', { name: '目標値' }).fill('80');
  await page.getByRole('textbox', { name: 'セッション数' }).fill('12,000');
  await page.getByRole('button', { name: '保存' }).first().click();
  await expect(toast(page, 'レポートを保存しました')).toBeVisible();
  await expect(page).toHaveURL(reportUrl);

  const result = page.getByRole('table', { name: '結果', exact: true });
  await expect(result.getByRole('row', { name: /^現状値/ })).toContainText('68%');
  await expect(result.getByRole('row', { name: /^目標値/ })).toContainText('80%');
  await expect(result.getByRole('row', { name: /^見込み/ })).toContainText('900,000円');
  await expect(result.getByRole('row', { name: /^CVR上昇率/ })).toContainText('17.6%');
  await expect(result.getByRole('row', { name: /^セッション数/ })).toContainText('12,000件');
});
