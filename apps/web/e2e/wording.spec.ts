import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api, seedProject } from './management-support';
import { demo, loadSession } from './support';

/**
 * What a newcomer reads on the main screens (issue 15): Japanese words, no internal codes, and one
 * date format (2026/11/24, ranges with 〜). Each pattern here is something that once reached a screen.
 */
const forbidden: [string, RegExp][] = [
  ['status class codes', /\b(not|prep|now|check|ver|result|comp)\b/],
  ['markdown jargon', /GFM/],
  ['English month order', /\d{1,2}月 \d{4}/],
  ['ISO dates', /\b\d{4}-\d{2}-\d{2}\b/],
  ['dates in 年月日', /\d{4}年\d{1,2}月\d{1,2}日/],
  ['other range marks', /[~～–]/],
  ['an empty role', /—\s*(一般|管理|マネ)/],
];

async function expectReadable(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  for (const [what, pattern] of forbidden) expect(text, `${where}: ${what}`).not.toMatch(pattern);
}

test('master data names each status class in Japanese, not by its code', async ({ page }) => {
  await loadSession(page, 'admin');
  await page.goto('/admin/setting?tab=masters&kind=status');
  await expect(page.getByText('区分：検証中').first()).toBeVisible();
  await expectReadable(page, 'master data');
});

test('the accounts list gives a client user the role the header gives them', async ({ page }) => {
  await loadSession(page, 'admin');
  await page.goto('/admin/accounts');
  const row = page.getByRole('row').filter({ hasText: demo.client.name });
  await expect(row.getByRole('cell', { name: demo.client.role, exact: true })).toBeVisible();
  await expectReadable(page, 'accounts');
});

test('the status board, its table and the calendar show dates one way', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId, measureId } = await seedProject(page);
  await api(page).post('/api/v1/managements/create_measure', {
    id: measureId,
    verification_start_date: '2026-11-02',
    verification_end_date: '2026-11-24',
  });
  await api(page).post('/api/v1/statuses/update_schedule', {
    id: measureId,
    preparation: { start: '2026-10-01', end: '2026-10-15' },
  });
  await page.goto(`/client/${projectId}/status`);
  await expect(page.getByText('検証 2026/11/02 〜 2026/11/24').first()).toBeVisible();
  await expectReadable(page, 'status board');

  await page.goto(`/client/${projectId}/status?tab=table`);
  const row = page.getByTestId(`schedule-${measureId}`);
  await expect(row.getByRole('button', { name: /の準備期間(?: |$)/ })).toHaveText('2026/10/01 〜 2026/10/15');
  await row.getByRole('button', { name: /の準備期間(?: |$)/ }).click();
  await expect(page.getByRole('button', { name: '月を選ぶ' })).toHaveText('2026年10月');
  // A screen reader hears each day the way the screen writes it.
  await expect(page.getByRole('button', { name: '2026/10/15', exact: true })).toBeVisible();
  await expectReadable(page, 'status table with its calendar');
});

test('the tree’s overview gives the KGI period in the one date format', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page);
  await api(page).post('/api/v1/managements/create_kgi', {
    projectId,
    kgi: '売上120%',
    startLine: '2026-04-01',
    deadLine: '2027-03-31',
  });
  await page.goto(`/client/${projectId}/management`);
  await expect(page.getByTestId('kgi-period')).toHaveText('期間：2026/04/01 〜 2027/03/31');
  await expectReadable(page, 'management tree');
});

test('the report editor hint and the 403 page are Japanese', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/newRegularReport`);
  await expect(page.getByRole('textbox', { name: '本文（マークダウン）' })).toBeVisible();
  await expectReadable(page, 'report editor');

  await page.goto('/403');
  await expect(page.getByRole('link', { name: 'ホームに戻る' })).toBeVisible();
  await expect(page.getByText('Back to the home page')).toHaveCount(0);
});
