import type { Browser } from '@playwright/test';
import { expect, test } from './warm-context';
import { api, seedProject } from './management-support';
import { loadSession, uniqueName, type demo } from './support';

/** Someone else, in a browser context of their own, calling the API as the screens do. */
async function otherPerson(browser: Browser, who: keyof typeof demo) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loadSession(page, who);
  return { page, post: api(page).post, close: () => context.close() };
}

test('a consultant follows a client, finds its new need and unwritten report in 今日やること, and opens each', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'manager');
  const { projectId, projectName } = await seedProject(page);
  const needTitle = uniqueName('配送日時を指定したい');
  const client = await otherPerson(browser, 'client');
  await client.post('/api/v1/pb_dashboards/create_need', { project_id: projectId, title: needTitle, priority: 1 });
  await client.close();

  // Not followed yet: its need is not the consultant's to answer.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: '今日やること' })).toBeVisible();
  await expect(page.getByRole('link', { name: needTitle, exact: true })).toHaveCount(0);

  // ☆ on the project list makes it one they follow.
  await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'プロジェクト' }).click();
  await page.getByRole('button', { name: `${projectName}をお気に入りに追加` }).click();
  await expect(page.getByRole('button', { name: `${projectName}をお気に入りから外す` })).toBeVisible();
  await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '今日やること' }).click();

  const needs = page.getByRole('region', { name: '回答待ちのニーズ' });
  await expect(needs.getByRole('link', { name: needTitle, exact: true })).toBeVisible();
  await expect(needs.getByText('優先度：高').first()).toBeVisible();
  const reports = page.getByRole('region', { name: '公開待ちの定例レポート' });
  const report = reports.getByRole('listitem').filter({ hasText: projectName });
  await expect(report).toContainText('未作成');

  // By project: the project's card holds both rows.
  await page.getByText('プロジェクトごと', { exact: true }).click();
  const card = page.getByRole('region', { name: projectName });
  await expect(card.getByRole('link', { name: needTitle, exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /月の定例レポート$/ })).toBeVisible();

  // Each row opens its item: the need is highlighted on the project's dashboard.
  await card.getByRole('link', { name: needTitle, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${projectId}#need-\\d+$`));
  await expect(page.getByText(needTitle).first()).toBeVisible();

  // The admin menu is one click away.
  await page.goto('/admin');
  await page.getByRole('link', { name: '管理メニューを開く' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'メニュー一覧' })).toBeVisible();
});
