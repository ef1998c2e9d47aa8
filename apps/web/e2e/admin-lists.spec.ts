import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { loadSession, tokenOf, uniqueName } from './support';
import { typeWithIme } from './keyboard-support';

async function createCompanyWithProject(page: Page) {
  const token = await tokenOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const company = await (
    await page.request.post('/api/v1/companies/create', {
      headers,
      data: { company_name: `株式会社${uniqueName('編集')}` },
    })
  ).json();
  const project = await (
    await page.request.post('/api/v1/projects/create', {
      headers,
      data: { company_id: company.company.id, project_name: `案件${uniqueName('')}` },
    })
  ).json();
  return {
    companyName: company.company.company_name as string,
    project: project.project as { id: number; project_name: string },
  };
}

test('inline editing of company and project names: cancel restores, Enter saves, IME Enter does not', async ({
  page,
}) => {
  await loadSession(page, 'member');
  const { companyName, project } = await createCompanyWithProject(page);
  await page.goto('/admin/projects');
  const row = page.getByTestId(`project-row-${project.id}`);

  await row.getByRole('button', { name: `${project.project_name}を編集` }).click();
  await row.getByLabel('会社名').fill('取り消される会社名');
  await row.getByLabel('プロジェクト名').fill('取り消される案件名');
  await row.getByRole('button', { name: 'キャンセル' }).click();
  await expect(row).toContainText(companyName);
  await expect(row.getByRole('link', { name: project.project_name, exact: true })).toBeVisible();
  await expect(row.getByLabel('プロジェクト名')).toHaveCount(0);

  await row.getByRole('button', { name: `${project.project_name}を編集` }).click();
  const nameInput = row.getByLabel('プロジェクト名');
  await nameInput.fill('');
  // Typing through an IME: the Enter that confirms the conversion must not save.
  await nameInput.focus();
  await typeWithIme(page, 'かいぜん', '改善');
  await expect(nameInput).toHaveValue('改善');
  await expect(nameInput).toBeVisible();
  await nameInput.pressSequentially('案件（新）');
  await nameInput.press('Enter');
  await expect(row.getByRole('link', { name: '改善案件（新）', exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId(`project-row-${project.id}`).getByRole('link', { name: '改善案件（新）', exact: true }),
  ).toBeVisible();
});

test('an empty name is refused in place with a message, and nothing is saved', async ({ page }) => {
  await loadSession(page, 'member');
  const { project } = await createCompanyWithProject(page);
  await page.goto('/admin/projects');
  const row = page.getByTestId(`project-row-${project.id}`);
  await row.getByRole('button', { name: `${project.project_name}を編集` }).click();
  await row.getByLabel('プロジェクト名').fill('   ');
  await row.getByRole('button', { name: '保存' }).click();
  await expect(row.getByText('プロジェクト名を入力してください')).toBeVisible();
  await row.getByRole('button', { name: 'キャンセル' }).click();
  await expect(row.getByRole('link', { name: project.project_name, exact: true })).toBeVisible();
});

test('the account list searches, filters by kind and sorts by column', async ({ page }) => {
  await loadSession(page, 'admin');
  await page.goto('/admin/accounts');
  const table = page.getByRole('table', { name: 'ユーザー一覧' });
  await expect(table.getByTestId('user-row-client')).toBeVisible();

  await page.getByLabel('氏名・アカウント・会社名で検索').fill('さくら');
  await expect(table.getByTestId('user-row-client')).toBeVisible();
  await expect(table.getByTestId('user-row-client2')).toHaveCount(0);
  await page.getByLabel('氏名・アカウント・会社名で検索').fill('');

  await page.getByRole('radiogroup', { name: '区分で絞り込み' }).getByText('社内', { exact: true }).click();
  await expect(table.getByTestId('user-row-admin')).toBeVisible();
  await expect(table.getByTestId('user-row-client')).toHaveCount(0);
  await page.getByRole('radiogroup', { name: '区分で絞り込み' }).getByText('すべて', { exact: true }).click();

  await table.getByRole('button', { name: 'アカウント' }).click();
  await expect(table.getByRole('columnheader', { name: 'アカウント' })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
  await table.getByRole('button', { name: 'アカウント' }).click();
  const descending = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(descending).toEqual([...ascending].reverse());
});

test('bad input in the user dialog is named at the field and nothing is added', async ({ page }) => {
  await loadSession(page, 'manager');
  await page.goto('/admin/accounts');
  await expect(page.getByTestId('user-row-client')).toBeVisible();
  await page.getByRole('button', { name: 'ユーザーを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'ユーザーを追加' });
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(dialog.getByText('会社を選択してください')).toBeVisible();
  await expect(dialog.getByText('アカウントを入力してください')).toBeVisible();
  await dialog.getByRole('combobox', { name: '会社' }).click();
  await page.getByRole('option', { name: '株式会社さくら商事' }).click();
  await dialog.getByLabel('アカウント').fill('client');
  await dialog.getByLabel('氏名').fill('重複 太郎');
  await dialog.getByLabel('初期パスワード').fill('long-enough-1');
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(dialog.getByText('このアカウントは既に使われています')).toBeVisible();
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(page.getByRole('table', { name: 'ユーザー一覧' }).getByText('重複 太郎')).toHaveCount(0);
  const names = await page.evaluate(async () => {
    const token = localStorage.getItem('auth._token.local');
    const response = await fetch('/api/v1/users', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { users: { user_name: string }[] }).users.map((u) => u.user_name);
  });
  expect(names).not.toContain('重複 太郎');
});

test('only 管理者 sees delete buttons; a manager cannot give the 管理者 role', async ({ page }) => {
  await loadSession(page, 'manager');
  await page.goto('/admin/accounts');
  await expect(page.getByRole('button', { name: /を削除$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '管理 太郎を編集' })).toHaveCount(0);
  await page.getByRole('button', { name: 'ユーザーを追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'ユーザーを追加' });
  await dialog.getByText('社内スタッフ', { exact: true }).click();
  await dialog.getByRole('combobox', { name: '権限' }).click();
  await expect(page.getByRole('option', { name: 'マネージャー' })).toBeVisible();
  await expect(page.getByRole('option', { name: '管理者' })).toHaveCount(0);
});

test('the password reset page sets a new password from a one-time link', async ({ browser, page }) => {
  await loadSession(page, 'admin');
  const token = await tokenOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const account = uniqueName('reset-');
  const companies = (await (await page.request.get('/api/v1/companies', { headers })).json()).companies as {
    id: number;
    is_operator: boolean;
  }[];
  const clientCompany = companies.find((c) => !c.is_operator);
  const created = await page.request.post('/api/v1/users/create', {
    headers,
    data: {
      kind: 'client',
      company_id: clientCompany?.id,
      account,
      name: '再設定 さん',
      role: 2,
      password: 'old-password',
    },
  });
  expect(created.status()).toBe(200);
  const userId = (await created.json()).user.user_id as number;
  const ticket = await (
    await page.request.post('/api/v1/users/issue_password_reset', { headers, data: { user_id: userId } })
  ).json();

  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(`/password-reset/${ticket.token}`);
  await guest.getByLabel('新しいパスワード', { exact: true }).fill('brand-new-pass');
  await guest.getByLabel('新しいパスワード（確認）').fill('brand-new-pass');
  await guest.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(guest.getByRole('status')).toHaveText('新しいパスワードを設定しました。ログインしてください。');

  // The link works once.
  await guest.goto(`/password-reset/${ticket.token}`);
  await guest.getByLabel('新しいパスワード', { exact: true }).fill('another-pass-1');
  await guest.getByLabel('新しいパスワード（確認）').fill('another-pass-1');
  await guest.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(guest.getByRole('alert')).toHaveText('再設定用のリンクが無効か、有効期限が切れています');

  await guest.goto('/login');
  await guest.getByLabel('アカウント').fill(account);
  await guest.getByLabel('パスワード').fill('brand-new-pass');
  await guest.getByRole('button', { name: 'ログイン' }).click();
  await expect(guest.getByTestId('header-user-name')).toHaveText('再設定 さん');
  await context.close();
});
