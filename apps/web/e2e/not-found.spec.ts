import { expect, test } from './warm-context';
import { loadSession } from './support';

test('an unknown route shows the 404 text and its link goes home', async ({ page }) => {
  await loadSession(page, 'admin');
  await page.goto('/no/such/page');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the 404 page keeps the spec’s English and says it in Japanese beside it, as the 403 page does', async ({
  page,
}) => {
  await loadSession(page, 'member');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
  await expect(page.getByText('This page could not be found', { exact: true })).toBeVisible();
  const home = page.getByRole('link', { name: /^ホームに戻る/ });
  await expect(home).toContainText('Back to the home page');
  await home.click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('an unknown route shows 404 to a guest too', async ({ page }) => {
  await page.goto('/definitely-missing');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

for (const path of ['/client/abc/status', '/admin/sales/x', '/client/1/reports/abc']) {
  test(`a route parameter that fails validation (${path}) is a 404`, async ({ page }) => {
    await loadSession(page, 'admin');
    await page.goto(path);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
}

test('reloading a client route serves the app, not a server 404', async ({ page }) => {
  await loadSession(page, 'member');
  await page.goto('/client/2/overview');
  await page.reload();
  await expect(page.getByRole('heading', { name: '概要' })).toBeVisible();
});
