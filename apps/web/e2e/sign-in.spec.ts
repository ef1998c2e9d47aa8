import { expect, test } from './warm-context';
import { demo, fillSignIn, openUserMenuItem, signIn } from './support';

test.describe('sign-in lands each user in their area', () => {
  for (const who of ['admin', 'manager', 'member'] as const) {
    test(`${who} (staff) lands in /admin with name and role label`, async ({ page }) => {
      await signIn(page, who);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByTestId('header-role')).toHaveText(demo[who].role);
      await expect(page.getByRole('navigation', { name: '管理メニュー' })).toBeVisible();
    });
  }

  for (const who of ['client', 'client2'] as const) {
    test(`${who} lands on the dashboard of their own first project`, async ({ page }) => {
      await signIn(page, who);
      await expect(page).toHaveURL(/\/client\/\d+$/);
      await expect(page.getByTestId('current-project-name')).toHaveText(demo[who].projects[0]);
      await expect(page.getByRole('navigation', { name: 'プロジェクトメニュー' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
    });
  }

  test('the token is kept under auth._token.local', async ({ page }) => {
    await signIn(page, 'member');
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys).toContain('auth._token.local');
    expect(await page.evaluate(() => localStorage.getItem('auth.strategy'))).toBe('local');
  });

  test('a wrong password shows one message and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'member', 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('アカウントまたはパスワードが正しくありません。');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByText('アカウントを入力してください')).toBeVisible();
    await expect(page.getByText('パスワードを入力してください')).toBeVisible();
  });

  test('the client strategy signs a client user in', async ({ page }) => {
    await page.goto('/login');
    await page.getByText('クライアント', { exact: true }).click();
    await fillSignIn(page, demo.client.account);
    await expect(page.getByTestId('header-user-name')).toHaveText(demo.client.name);
    expect(await page.evaluate(() => localStorage.getItem('auth._token.client'))).toBeTruthy();
  });

  test('the admin strategy refuses a client user', async ({ page }) => {
    await page.goto('/login');
    await page.getByText('社内管理', { exact: true }).click();
    await fillSignIn(page, demo.client.account);
    await expect(page.getByRole('alert')).toHaveText('このログイン方法は社内スタッフ専用です。');
  });

  test('a signed-in user who opens /login goes home', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('returning to the page asked for', () => {
  test('a guest opening a deep link signs in and comes back to it', async ({ page }) => {
    await page.goto('/admin/accounts?tab=staff');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Faccounts%3Ftab%3Dstaff$/);
    await fillSignIn(page, demo.manager.account);
    await expect(page).toHaveURL(/\/admin\/accounts\?tab=staff$/);
    await expect(page.getByRole('heading', { name: 'アカウント管理' })).toBeVisible();
  });

  for (const unsafe of ['//evil.example/steal', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
    test(`an unsafe redirect ${unsafe} is ignored`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(unsafe)}`);
      await fillSignIn(page, demo.admin.account);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin$/);
    });
  }
});

test('logout ends the session and a protected page asks for sign-in again', async ({ page }) => {
  await signIn(page, 'member');
  const token = await page.evaluate(() => localStorage.getItem('auth._token.local'));
  // What the user loaded and the browser kept (a project's analytics settings) goes with the token.
  await page.evaluate(() => localStorage.setItem('kaizen.analyticsSettings.3.7', '{"settings":{}}'));
  await openUserMenuItem(page, 'ログアウト');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('kaizen.analyticsSettings.3.7'))).toBeNull();

  // The old token was revoked on the server, not just forgotten by the browser.
  const status = await page.evaluate(async (old) => {
    const response = await fetch('/api/auth/user', { headers: { authorization: `Bearer ${old}` } });
    return response.status;
  }, token);
  expect(status).toBe(401);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
});

test('a revoked token sends the user to sign in and back', async ({ page }) => {
  await signIn(page, 'member');
  await page.evaluate(() => {
    localStorage.setItem('auth._token.local', 'revoked-or-made-up-token');
    localStorage.setItem('kaizen.analyticsSettings.3.7', '{"settings":{}}');
  });
  await page.goto('/admin/projects');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fprojects$/);
  expect(await page.evaluate(() => localStorage.getItem('kaizen.analyticsSettings.3.7'))).toBeNull();
  await fillSignIn(page, demo.member.account);
  await expect(page).toHaveURL(/\/admin\/projects$/);
});
