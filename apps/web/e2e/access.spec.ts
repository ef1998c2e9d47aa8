import { expect, test } from './warm-context';
import { loadSession, resumeSession } from './support';

test('a client opening /admin is sent to /403', async ({ page }) => {
  await loadSession(page, 'client');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: 'このページを表示する権限がありません' })).toBeVisible();
});

test('a client opening the sales area is sent to /403', async ({ page }) => {
  await loadSession(page, 'client');
  await page.goto('/sale/1');
  await expect(page).toHaveURL(/\/403$/);
});

test("a client opening another company's project sees 404", async ({ page }) => {
  await resumeSession(page, 'client2');
  const ownUrl = page.url();
  const ownId = Number(/\/client\/(\d+)/.exec(ownUrl)?.[1]);
  // Project 1 belongs to the other demo company (client's), never to client2's.
  expect(ownId).not.toBe(1);
  await page.goto('/client/1/status');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByTestId('current-project-name')).toHaveCount(0);
});

test('staff open any client project', async ({ page }) => {
  await loadSession(page, 'member');
  await page.goto('/client/3/status');
  await expect(page.getByTestId('current-project-name')).toHaveText('コーポレートサイトリニューアル');
  await expect(page.getByRole('heading', { name: 'ステータス' })).toBeVisible();
});

test('a client route without a project id goes to the current project', async ({ page }) => {
  await resumeSession(page, 'client');
  // The side menu's link: the dashboard lists the demo reports, whose titles contain レポート too.
  await page.getByRole('navigation', { name: 'プロジェクトメニュー' }).getByRole('link', { name: 'レポート' }).click();
  await expect(page).toHaveURL(/\/client\/1\/reports$/);
  await page.goto('/client/management');
  await expect(page).toHaveURL(/\/client\/1\/management$/);
  await expect(page.getByRole('heading', { name: '改善ツリー' })).toBeVisible();
});

test('the side menu moves between the area pages', async ({ page }) => {
  await resumeSession(page, 'admin');
  const menu = page.getByRole('navigation', { name: '管理メニュー' });
  await menu.getByRole('link', { name: '設定' }).click();
  await expect(page).toHaveURL(/\/admin\/setting$/);
  await expect(page.getByRole('heading', { name: '設定' })).toBeVisible();
  await menu.getByRole('link', { name: 'プロジェクト' }).click();
  await expect(page.getByRole('heading', { name: 'プロジェクト一覧' })).toBeVisible();
});
