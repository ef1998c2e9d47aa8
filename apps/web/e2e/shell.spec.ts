import { expect, test, type ConsoleMessage } from '@playwright/test';
import { signIn } from './support';

test('pages run under the Content-Security-Policy without console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page, 'admin');
  for (const path of ['/admin/accounts', '/client/1', '/client/1/status', '/sale/1', '/403', '/nowhere']) {
    await page.goto(path);
    await expect(page.locator('main')).not.toBeEmpty();
  }
  expect(problems).toEqual([]);
});

test('the document is Japanese with a 13px base font in Noto Sans JP', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { fontSize: style.fontSize, fontFamily: style.fontFamily };
  });
  expect(body.fontSize).toBe('13px');
  expect(body.fontFamily).toContain('Noto Sans JP');
  // Self-hosted faces load per unicode range and weight; each weight the theme uses must load here.
  for (const weight of ['400', '500', '700']) {
    const faces = await page.evaluate(
      async (w) => (await document.fonts.load(`${w} 13px "Noto Sans JP"`, 'ログイン改善')).map((f) => f.weight),
      weight,
    );
    expect(faces.length).toBeGreaterThan(0);
    expect(faces).toContain(weight);
  }
});

test('the loading bar shows while a slow call runs and goes when it ends', async ({ page }) => {
  await signIn(page, 'member');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/projects/get_project', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/client/2');
  const bar = page.getByRole('progressbar', { name: '読み込み中', includeHidden: true });
  await expect(bar).toHaveAttribute('data-phase', 'running');
  release();
  await expect(page.getByTestId('current-project-name')).toHaveText('会員登録導線改善');
  await expect(bar).toHaveAttribute('data-phase', 'idle');
});

test('a failing call turns the loading bar red', async ({ page }) => {
  await signIn(page, 'member');
  await page.route('**/api/v1/projects/get_project', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"x"}}',
    });
  });
  await page.goto('/client/2');
  await expect(page.getByRole('progressbar', { name: '読み込み中', includeHidden: true })).toHaveAttribute(
    'data-phase',
    'failed',
  );
});

test('a page chunk that fails to load reloads the page once, then shows the error page', async ({ page }) => {
  let loginChunkRequests = 0;
  await page.route(/\/assets\/LoginPage-[\w-]+\.js$/, async (route) => {
    loginChunkRequests += 1;
    await route.abort();
  });
  await page.goto('/login');
  // First failure reloads (a second document load asks for the chunk again); the second failure
  // within 60 s is not reloaded again but shown.
  await expect(page.getByTestId('error-status')).toBeVisible();
  expect(loginChunkRequests).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('kaizen.chunkReloadAt'))).toMatch(/^\d+$/);
});

test('a chunk that fails once loads after the automatic reload', async ({ page }) => {
  let failed = false;
  await page.route(/\/assets\/LoginPage-[\w-]+\.js$/, async (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort();
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  expect(failed).toBe(true);
});
