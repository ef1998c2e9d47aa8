import { expect, test } from './warm-context';
import { fillSignIn, loadSession, openUserMenuItem, resumeSession, uniqueName } from './support';

/**
 * Issue 3's "done when": a staff member creates a client company, a project and a client user,
 * stars the project and finds it in the favourites panel; the client user signs in and sees only
 * that project.
 */
test('a manager onboards a new client company end to end', async ({ browser, page }) => {
  const companyName = `株式会社${uniqueName('テスト')}`;
  const projectName = `LP改善${uniqueName('')}`;
  const account = uniqueName('new-client-');

  await resumeSession(page, 'manager');
  await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'プロジェクト' }).click();

  await page.getByRole('button', { name: '会社を追加' }).click();
  const companyDialog = page.getByRole('dialog', { name: '会社を追加' });
  await companyDialog.getByLabel('会社名').fill(companyName);
  await companyDialog.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText('登録が完了しました')).toBeVisible();
  await expect(companyDialog).toBeHidden();

  await page.getByRole('button', { name: `${companyName}にプロジェクトを追加` }).click();
  const projectDialog = page.getByRole('dialog', { name: 'プロジェクトを追加' });
  await expect(projectDialog.getByRole('combobox', { name: '会社' })).toHaveValue(companyName);
  await projectDialog.getByLabel('プロジェクト名').fill(projectName);
  await projectDialog.getByRole('button', { name: '登録する' }).click();
  await expect(projectDialog).toBeHidden();
  const projectLink = page.getByRole('link', { name: projectName, exact: true });
  await expect(projectLink).toBeVisible();

  await page.getByRole('button', { name: `${projectName}をお気に入りに追加` }).click();
  await expect(page.getByRole('button', { name: `${projectName}をお気に入りから外す` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'お気に入り', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'お気に入りのプロジェクト' });
  await expect(panel.getByRole('link', { name: new RegExp(projectName) })).toBeVisible();
  await expect(panel.getByTestId('favorites-scroll')).toHaveCSS('max-height', '199px');
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'アカウント' }).click();
  await page.getByRole('button', { name: 'ユーザーを追加' }).click();
  const userDialog = page.getByRole('dialog', { name: 'ユーザーを追加' });
  await userDialog.getByRole('combobox', { name: '会社' }).click();
  await page.getByRole('option', { name: companyName }).click();
  await userDialog.getByLabel('アカウント').fill(account);
  await userDialog.getByLabel('氏名').fill('山田 花子');
  await userDialog.getByLabel('初期パスワード').fill('welcome-2026');
  await userDialog.getByRole('button', { name: '登録する' }).click();
  await expect(userDialog).toBeHidden();
  await expect(page.getByTestId(`user-row-${account}`)).toContainText('クライアント');
  await expect(page.getByTestId(`user-row-${account}`)).toContainText(companyName);

  // The favourite takes the manager straight to the project.
  await page.getByRole('button', { name: 'お気に入り', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'お気に入りのプロジェクト' })
    .getByRole('link', { name: new RegExp(projectName) })
    .click();
  await expect(page).toHaveURL(/\/client\/\d+\/management$/);
  await expect(page.getByTestId('current-project-name')).toHaveText(projectName);

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await clientPage.goto('/login');
  await fillSignIn(clientPage, account, 'welcome-2026');
  await expect(clientPage.getByTestId('current-project-name')).toHaveText(projectName);
  const projects = await clientPage.evaluate(async () => {
    const token = localStorage.getItem('auth._token.local');
    const response = await fetch('/api/v1/projects', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { projects: { project_name: string }[] }).projects.map((p) => p.project_name);
  });
  expect(projects).toEqual([projectName]);
  await clientContext.close();
});

test('a user changes their own name and password in ユーザー設定', async ({ browser, page }) => {
  const account = uniqueName('self-');
  await loadSession(page, 'admin');
  await page.goto('/admin/accounts');
  await page.getByRole('button', { name: 'ユーザーを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'ユーザーを追加' });
  await dialog.getByText('社内スタッフ', { exact: true }).click();
  await dialog.getByLabel('アカウント').fill(account);
  await dialog.getByLabel('氏名').fill('変更 前');
  await dialog.getByLabel('初期パスワード').fill('first-password');
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByTestId(`user-row-${account}`)).toContainText('社内');

  const context = await browser.newContext();
  const own = await context.newPage();
  await own.goto('/login');
  await fillSignIn(own, account, 'first-password');
  await expect(own.getByTestId('header-user-name')).toHaveText('変更 前');
  await openUserMenuItem(own, 'ユーザー設定');
  const settings = own.getByRole('dialog', { name: 'ユーザー設定' });
  await settings.getByLabel('氏名').fill('変更 後');
  await settings.getByLabel('新しいパスワード', { exact: true }).fill('second-password');
  await settings.getByLabel('新しいパスワード（確認）').fill('second-password');
  await settings.getByRole('button', { name: '保存する' }).click();
  await expect(settings.getByText('現在のパスワードを入力してください')).toBeVisible();
  await settings.getByLabel('現在のパスワード').fill('wrong-password');
  await settings.getByRole('button', { name: '保存する' }).click();
  await expect(settings.getByText('現在のパスワードが正しくありません')).toBeVisible();
  await settings.getByLabel('現在のパスワード').fill('first-password');
  await settings.getByRole('button', { name: '保存する' }).click();
  await expect(own.getByText('ユーザー情報を編集しました')).toBeVisible();
  await expect(own.getByTestId('header-user-name')).toHaveText('変更 後');

  await openUserMenuItem(own, 'ログアウト');
  await fillSignIn(own, account, 'first-password');
  await expect(own.getByRole('alert')).toHaveText('アカウントまたはパスワードが正しくありません。');
  await fillSignIn(own, account, 'second-password');
  await expect(own.getByTestId('header-user-name')).toHaveText('変更 後');
  await context.close();
});

test('a client user never reaches the admin area', async ({ page }) => {
  await loadSession(page, 'client');
  for (const path of ['/admin/accounts', '/admin/projects', '/admin/setting']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/403$/);
  }
  // Favourites are everyone's: the client's header has the panel too.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'お気に入り', exact: true })).toBeVisible();
});
