import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from './warm-context';
import { fillSignIn, loadSession, signIn } from './support';

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
  // Their CSS arrives after the first paint, so wait for the faces to be declared.
  for (const weight of ['400', '500', '700']) {
    await expect
      .poll(() =>
        page.evaluate(
          async (w) => (await document.fonts.load(`${w} 13px "Noto Sans JP"`, 'ログイン改善')).map((f) => f.weight),
          weight,
        ),
      )
      .toContain(weight);
  }
});

/** Mantine classes (m_ and 8 hex digits) on the page that no loaded style rule names. */
function unstyledMantineClasses() {
  const selectors: string[] = [];
  const collect = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
      if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
  const named = new Set(selectors.join(' ').match(/m_[0-9a-f]{8}/g));
  const used = new Set(
    Array.from(document.querySelectorAll('[class]')).flatMap((el) =>
      Array.from(el.classList).filter((name) => /^m_[0-9a-f]{8}$/.test(name)),
    ),
  );
  return { used: used.size, missing: [...used].filter((name) => !named.has(name)) };
}

test('the screens outside the signed-in areas have the styles of every component they show', async ({ page }) => {
  // They load only first-paint.css, not all of Mantine's styles (issue 14).
  await page.goto('/login');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('アカウントを入力してください')).toBeVisible();
  await fillSignIn(page, 'member', 'wrong-password');
  await expect(page.getByRole('alert')).toBeVisible();
  for (const path of ['/403', '/nowhere']) {
    const before = await page.evaluate(unstyledMantineClasses);
    expect(before.used).toBeGreaterThan(5);
    expect(before.missing).toEqual([]);
    await page.goto(path);
    await expect(page.locator('main')).not.toBeEmpty();
  }
  const last = await page.evaluate(unstyledMantineClasses);
  expect(last.missing).toEqual([]);
});

test('the loading bar shows while a slow call runs and goes when it ends', async ({ page }) => {
  await loadSession(page, 'member');
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
  await loadSession(page, 'member');
  // The call fails only once the bar is seen running, so the test sees it go from running to red.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/projects/get_project', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"x"}}',
    });
  });
  await page.goto('/client/2');
  const bar = page.getByRole('progressbar', { name: '読み込み中', includeHidden: true });
  await expect(bar).toHaveAttribute('data-phase', 'running');
  release();
  await expect(bar).toHaveAttribute('data-phase', 'failed');
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

test('a page opened afresh opens at its top, not where the last one opened afresh was scrolled', async ({ page }) => {
  // Every page is taller than the window from its first frame, so where the router puts it does not
  // depend on how fast its content came.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.minHeight = '4000px')),
  );
  const scrolled = () => page.evaluate(() => window.scrollY);
  await loadSession(page, 'manager');
  await page.goto('/client/2/management');
  await expect(page.getByRole('listitem', { name: /^KPI「/ }).first()).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 1000));
      return scrolled();
    })
    .toBe(1000);

  // Typed into the address bar: a document of its own, as the one before it was.
  await page.goto('/client/2/status');
  await expect(page.getByRole('region', { name: 'ステータスボード' })).toBeVisible();
  expect(await scrolled()).toBe(0);
});
