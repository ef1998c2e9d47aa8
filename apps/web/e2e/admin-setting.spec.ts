import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { notificationKinds } from '@kaizen/domain';
import { DEMO_PASSWORD, demo, fillSignIn, liftWithKeyboard, loadSession } from './support';

// The whole run shares one demo database and two workers: every test works on names of its own
// (Date.now()) and on a master list no other test touches.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The signed-in user's token, as the web app keeps it. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('auth._token.local'));
  expect(token).toBeTruthy();
  return token ?? '';
}

async function apiSignIn(request: APIRequestContext, account: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { account, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A 一般ユーザー of the operating company, created through the API with the admin's token. */
async function createStaffUser(page: Page, user: { account: string; name: string; password: string }) {
  const token = await tokenOf(page);
  const me = (await (await page.request.get('/api/auth/user', { headers: bearer(token) })).json()) as {
    user: { companyId: number };
  };
  const response = await page.request.post('/api/v1/users/create', {
    headers: bearer(token),
    data: { kind: 'staff', company_id: me.user.companyId, role: 2, ...user },
  });
  expect(response.status()).toBe(200);
}

/** Picks an entry of a Mantine Select; a searchable one is narrowed down by typing part of it first. */
async function choose(page: Page, select: Locator, option: string | RegExp, search?: string) {
  await select.click();
  if (search !== undefined) await select.fill(search);
  await page.getByRole('option', { name: option }).click();
}

async function dragHandle(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('drag handles are not on screen');
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, start.y + start.height / 2 - 8, { steps: 4 });
  await page.mouse.move(x, end.y + end.height / 2, { steps: 20 });
  await page.mouse.up();
}

/** The accordion control of a group: its name and member count. */
const groupControl = (page: Page, name: string, count: number) =>
  page.getByRole('button', { name: new RegExp(`^${name}\\s*${count}人$`) });

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

test('the admin adds, renames, reorders and removes a master entry; locked entries cannot be removed', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `検証用カテゴリー${stamp}`;
  const renamed = `改善カテゴリー${stamp}`;
  await loadSession(page, 'admin');
  await page.goto('/admin/setting?tab=masters&kind=category');
  await expect(page.getByRole('tab', { name: 'マスターデータ' })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('list', { name: '仮説カテゴリーの一覧' });
  const names = list.getByTestId('master-item-name');
  await expect(names.first()).toBeVisible();

  // Enter while the IME is still composing must not add; the Enter after it does.
  const input = page.getByRole('textbox', { name: '仮説カテゴリーに追加する名前', exact: true });
  const composing = `${name}へんかんちゅう`;
  await input.fill(composing);
  await input.dispatchEvent('keydown', { key: 'Enter', code: 'Enter', isComposing: true, bubbles: true });
  await input.fill(name);
  await input.press('Enter');
  await expect(list.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(toast(page, '登録が完了しました')).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(list.getByText(composing)).toHaveCount(0);
  await expect(names.last()).toHaveText(name);

  // Rename in place: Enter saves, Escape restores, leaving the field saves.
  const middle = `仮の名前${stamp}`;
  await list.getByRole('button', { name, exact: true }).click();
  const editor = list.getByRole('textbox', { name: `「${name}」の新しい名前` });
  await editor.fill(middle);
  await editor.press('Enter');
  await expect(list.getByRole('button', { name: middle, exact: true })).toBeVisible();
  await expect(list.getByText(name, { exact: true })).toHaveCount(0);
  await expect(list.getByRole('button', { name: `「${middle}」の名前を変更` })).toBeFocused();

  await list.getByRole('button', { name: `「${middle}」の名前を変更` }).click();
  await list.getByRole('textbox', { name: `「${middle}」の新しい名前` }).fill('取り消す名前');
  await list.getByRole('textbox', { name: `「${middle}」の新しい名前` }).press('Escape');
  await expect(list.getByRole('textbox')).toHaveCount(0);
  await expect(list.getByRole('button', { name: middle, exact: true })).toBeVisible();
  await expect(list.getByText('取り消す名前')).toHaveCount(0);

  await list.getByRole('button', { name: middle, exact: true }).click();
  await list.getByRole('textbox', { name: `「${middle}」の新しい名前` }).fill(renamed);
  await page.getByRole('heading', { name: '設定', level: 1 }).click();
  await expect(list.getByRole('button', { name: renamed, exact: true })).toBeVisible();
  await expect(list.getByRole('textbox')).toHaveCount(0);
  await page.reload();
  await expect(list.getByRole('button', { name: renamed, exact: true })).toBeVisible();

  // Drag the new entry from the end to the top; the order is the server's, so it survives a reload.
  const before = await names.allInnerTexts();
  const expected = [renamed, ...before.filter((text) => text !== renamed)];
  const first = before[0] ?? '';
  await dragHandle(
    page,
    list.getByRole('button', { name: `「${renamed}」を並べ替え` }),
    list.getByRole('button', { name: `「${first}」を並べ替え` }),
  );
  await expect(names).toHaveText(expected);
  await page.reload();
  await expect(page.getByRole('list', { name: '仮説カテゴリーの一覧' }).getByTestId('master-item-name')).toHaveText(
    expected,
  );

  // A locked status has a lock with its reason and no remove button.
  await choose(page, page.getByRole('combobox', { name: 'マスターの種類' }), 'ステータス（KPI・課題）');
  await expect(page).toHaveURL(/kind=status/);
  const statuses = page.getByRole('list', { name: 'ステータス（KPI・課題）の一覧' });
  const notStarted = statuses.getByRole('listitem').filter({ hasText: '未着手' });
  await expect(notStarted.getByText('区分：未着手', { exact: true })).toBeVisible();
  await expect(notStarted.getByRole('button', { name: '「未着手」を削除' })).toHaveCount(0);
  await notStarted.getByRole('img', { name: '「未着手」は業務ルールで使用しているため削除できません' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('業務ルールで使用しているため削除できません');

  // The new entry is removed after the confirmation.
  await page.goto('/admin/setting?tab=masters&kind=category');
  await list.getByRole('button', { name: `「${renamed}」を削除` }).click();
  const dialog = page.getByRole('dialog', { name: 'マスターデータの削除' });
  await expect(dialog).toContainText(`「${renamed}」を削除しますか？`);
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(toast(page, '削除しました')).toBeVisible();
  await expect(list.getByText(renamed)).toHaveCount(0);
  await expect(names).toHaveText(before.filter((text) => text !== renamed));
});

test('master entries are reordered with the keyboard alone, announced in Japanese', async ({ page }) => {
  const stamp = Date.now();
  const first = `端末A${stamp}`;
  const second = `端末B${stamp}`;
  await loadSession(page, 'admin');
  await page.goto('/admin/setting?tab=masters&kind=device');
  const list = page.getByRole('list', { name: 'デバイスの一覧' });
  const input = page.getByRole('textbox', { name: 'デバイスに追加する名前', exact: true });
  for (const name of [first, second]) {
    await input.fill(name);
    await page.getByRole('button', { name: '追加', exact: true }).click();
    await expect(list.getByRole('button', { name, exact: true })).toBeVisible();
  }
  const names = list.getByTestId('master-item-name');
  const before = await names.allInnerTexts();
  expect(before.slice(-2)).toEqual([first, second]);

  const announcer = page.locator('[role="status"][aria-live="assertive"]');
  await liftWithKeyboard(page, list.getByRole('button', { name: `「${first}」を並べ替え` }));
  await expect(announcer).toHaveText(
    `「${first}」を持ち上げました。現在の位置は${before.length}件中${before.length - 1}番目です。`,
  );
  await page.keyboard.press('ArrowDown');
  await expect(announcer).toHaveText(`「${first}」を${before.length}件中${before.length}番目に移動しました。`);
  await page.keyboard.press('Space');
  const expected = [...before.slice(0, -2), second, first];
  await expect(names).toHaveText(expected);
  await page.reload();
  await expect(page.getByRole('list', { name: 'デバイスの一覧' }).getByTestId('master-item-name')).toHaveText(expected);
});

test('a manager creates a group, renames it, adds and removes a member, and deletes it', async ({ page }) => {
  const stamp = Date.now();
  const name = `改善推進チーム${stamp}`;
  const renamed = `営業推進チーム${stamp}`;
  await loadSession(page, 'manager');
  await page.goto('/admin/setting?tab=groups');
  await page.getByRole('textbox', { name: 'グループ名', exact: true }).fill(name);
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(toast(page, '登録が完了しました')).toBeVisible();

  await groupControl(page, name, 0).click();
  let panel = page.getByRole('region', { name });
  await expect(panel.getByText('このグループにはまだユーザーがいません。')).toBeVisible();

  await panel.getByRole('textbox', { name: 'グループ名の変更' }).fill(renamed);
  await panel.getByRole('button', { name: '名前を変更' }).click();
  await expect(groupControl(page, renamed, 0)).toBeVisible();
  panel = page.getByRole('region', { name: renamed });

  await choose(page, panel.getByRole('combobox', { name: 'ユーザーを追加' }), /^鈴木 一郎（member）/, '鈴木');
  await panel.getByRole('button', { name: '追加', exact: true }).click();
  await expect(groupControl(page, renamed, 1)).toBeVisible();
  const members = panel.getByRole('table', { name: `${renamed}のメンバー` });
  await expect(members.getByRole('row', { name: /鈴木 一郎/ })).toContainText(demo.member.account);
  await expect(members.getByRole('row', { name: /鈴木 一郎/ })).toContainText('株式会社');
  // Someone already in the group is not offered again.
  await panel.getByRole('combobox', { name: 'ユーザーを追加' }).fill('鈴木');
  await expect(page.getByRole('option', { name: /^鈴木 一郎（member）/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await members.getByRole('button', { name: '鈴木 一郎をグループから外す' }).click();
  await expect(groupControl(page, renamed, 0)).toBeVisible();
  await expect(panel.getByRole('table')).toHaveCount(0);

  await panel.getByRole('button', { name: 'グループを削除' }).click();
  const dialog = page.getByRole('dialog', { name: 'グループの削除' });
  await expect(dialog).toContainText(`グループ「${renamed}」を削除しますか？`);
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(toast(page, '削除しました')).toBeVisible();
  await expect(page.getByRole('button', { name: renamed })).toHaveCount(0);
});

test('the admin turns a notification off globally, a project inherits it, overrides it and returns to it', async ({
  page,
}) => {
  const kind = 'レポートの公開';
  const project = 'コーポレートサイトリニューアル';
  await loadSession(page, 'admin');
  await page.goto('/admin/setting?tab=notification');
  const toggle = page.getByRole('switch', { name: kind });
  await expect(toggle).toBeChecked();

  // The switch follows the server's answer, not the click: held back, it stays on.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/setting/update_notification_setting', async (route) => {
    await held;
    await route.continue();
  });
  await toggle.press('Space');
  await expect(toggle).toBeDisabled();
  await expect(toggle).toBeChecked();
  release();
  await expect(toggle).not.toBeChecked();
  await page.unroute('**/api/v1/setting/update_notification_setting');

  await choose(
    page,
    page.getByRole('combobox', { name: '対象' }),
    `${project}（株式会社みなと製作所）`,
    'コーポレート',
  );
  const row = page.getByRole('row', { name: new RegExp(kind) });
  await expect(row.getByTestId('notification-source')).toHaveText('全体の設定');
  await expect(row.getByRole('switch', { name: kind })).not.toBeChecked();
  await expect(row.getByRole('button', { name: `${kind}を全体の設定に戻す` })).toHaveCount(0);

  await row.getByRole('switch', { name: kind }).press('Space');
  await expect(row.getByRole('switch', { name: kind })).toBeChecked();
  await expect(row.getByTestId('notification-source')).toHaveText('プロジェクト個別');

  await row.getByRole('button', { name: `${kind}を全体の設定に戻す` }).click();
  await expect(row.getByTestId('notification-source')).toHaveText('全体の設定');
  await expect(row.getByRole('switch', { name: kind })).not.toBeChecked();
  await expect(row.getByRole('button', { name: `${kind}を全体の設定に戻す` })).toHaveCount(0);

  // Back to the global scope: turn it on again, as the demo data had it.
  await choose(page, page.getByRole('combobox', { name: '対象' }), '全体（すべてのプロジェクト）', '全体');
  await page.getByRole('switch', { name: kind }).press('Space');
  await expect(page.getByRole('switch', { name: kind })).toBeChecked();
});

test('the admin deletes a user after confirming; the user is signed out and cannot sign in', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const user = { account: `leaver${stamp}`, name: `退職 予定${stamp}`, password: 'leaver-pass-1' };
  await loadSession(page, 'admin');
  await createStaffUser(page, user);
  const theirToken = await apiSignIn(page.request, user.account, user.password);

  await page.goto('/admin/setting?tab=delete-user');
  const remove = page.getByRole('button', { name: '削除する' });
  await expect(remove).toBeDisabled();
  await choose(page, page.getByRole('combobox', { name: '削除するユーザー' }), new RegExp(user.account), user.account);
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'ユーザーの削除' });
  await expect(dialog).toContainText(
    `「${user.name}（${user.account}）」を削除しますか？ このユーザーはすぐにログアウトされます。作成した内容は残ります。`,
  );
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(toast(page, 'ユーザーを削除しました')).toBeVisible();
  await expect(page.getByRole('combobox', { name: '削除するユーザー' })).toHaveValue('');

  expect((await page.request.get('/api/auth/user', { headers: bearer(theirToken) })).status()).toBe(401);
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const theirPage = await context.newPage();
  await theirPage.goto('/login');
  await fillSignIn(theirPage, user.account, user.password);
  await expect(theirPage.getByRole('alert')).toHaveText('アカウントまたはパスワードが正しくありません。');
  await context.close();
});

test('the admin issues a reset link; the user opens it elsewhere, sets a password and signs in', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const user = { account: `forgetful${stamp}`, name: `忘却 花子${stamp}`, password: 'first-pass-1' };
  const newPassword = `新しい合言葉${stamp}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await loadSession(page, 'admin');
  await createStaffUser(page, user);
  const theirToken = await apiSignIn(page.request, user.account, user.password);

  await page.goto('/admin/setting?tab=reset-password');
  await expect(page.getByText('ログイン中のセッションはすべてすぐに終了します')).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: '対象のユーザー' }), new RegExp(user.account), user.account);
  await page.getByRole('button', { name: '再設定用リンクを発行' }).click();
  const link = page.getByRole('textbox', { name: '再設定用リンク' });
  const origin = new URL(page.url()).origin;
  await expect(link).toHaveValue(new RegExp(`^${origin}/password-reset/[A-Za-z0-9_-]{20,}$`));
  await expect(page.getByTestId('reset-link-expiry')).toHaveText(/^有効期限：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}まで$/);
  const url = await link.inputValue();
  await page.getByRole('button', { name: 'リンクをコピー' }).click();
  await expect(page.getByRole('button', { name: 'コピーしました' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // Issuing the link ends the user's sessions at once.
  expect((await page.request.get('/api/auth/user', { headers: bearer(theirToken) })).status()).toBe(401);

  const context = await browser.newContext({ baseURL: origin });
  const theirPage = await context.newPage();
  await theirPage.goto(url);
  await theirPage.getByLabel('新しいパスワード', { exact: true }).fill(newPassword);
  await theirPage.getByLabel('新しいパスワード（確認）').fill(newPassword);
  await theirPage.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(theirPage.getByText('新しいパスワードを設定しました。')).toBeVisible();
  await theirPage.goto('/login');
  await fillSignIn(theirPage, user.account, newPassword);
  await expect(theirPage.getByTestId('header-user-name')).toHaveText(user.name);
  await context.close();
});

test('the admin sets a new password for a user, checked before it is sent', async ({ page }) => {
  const stamp = Date.now();
  const user = { account: `renewed${stamp}`, name: `更新 次郎${stamp}`, password: 'first-pass-2' };
  await loadSession(page, 'admin');
  await createStaffUser(page, user);
  await page.goto('/admin/setting?tab=reset-password');
  await choose(page, page.getByRole('combobox', { name: '対象のユーザー' }), new RegExp(user.account), user.account);
  const password = page.getByLabel('新しいパスワード', { exact: true });
  await password.fill('short');
  await page.getByRole('button', { name: '再設定する' }).click();
  await expect(page.getByText('パスワードは8文字以上で入力してください')).toBeVisible();
  await password.fill(`next-pass-${stamp}`);
  await page.getByRole('button', { name: '再設定する' }).click();
  await expect(toast(page, 'パスワードを再設定しました')).toBeVisible();
  await expect(password).toHaveValue('');
  await apiSignIn(page.request, user.account, `next-pass-${stamp}`);
});

test('a member sees every tab read-only with a note, and the tab survives a reload', async ({ page, request }) => {
  const stamp = Date.now();
  const groupName = `閲覧確認グループ${stamp}`;
  const managerToken = await apiSignIn(request, demo.manager.account, DEMO_PASSWORD);
  const created = await request.post('/api/v1/setting/create_group', {
    headers: bearer(managerToken),
    data: { name: groupName },
  });
  expect(created.status()).toBe(200);
  const groupId = ((await created.json()) as { group: { id: number } }).group.id;
  const users = (await (await request.get('/api/v1/users', { headers: bearer(managerToken) })).json()) as {
    users: { user_id: number; account: string }[];
  };
  const member = users.users.find((u) => u.account === demo.member.account);
  expect(member).toBeDefined();
  const added = await request.post('/api/v1/setting/add_group_user', {
    headers: bearer(managerToken),
    data: { group_id: groupId, user_id: member?.user_id },
  });
  expect(added.status()).toBe(200);

  await loadSession(page, 'member');
  await page.goto('/admin/setting');
  await expect(page.getByRole('heading', { name: '設定', level: 1 })).toBeVisible();
  await expect(page.getByText('マスターデータの編集は管理者のみ行えます')).toBeVisible();
  await expect(page.getByRole('list', { name: 'ステータス（KPI・課題）の一覧' }).getByRole('listitem')).toHaveCount(7);
  await expect(page.getByRole('button', { name: /を並べ替え$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /の名前を変更$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /を削除$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '追加', exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'グループ' }).click();
  await expect(page).toHaveURL(/\?tab=groups$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'グループ' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('グループの編集は管理者とマネージャーのみ行えます')).toBeVisible();
  await expect(page.getByRole('button', { name: '作成', exact: true })).toHaveCount(0);
  await groupControl(page, groupName, 1).click();
  const panel = page.getByRole('region', { name: groupName });
  await expect(panel.getByRole('row', { name: /鈴木 一郎/ })).toBeVisible();
  await expect(panel.getByRole('button')).toHaveCount(0);
  await expect(panel.getByRole('textbox')).toHaveCount(0);

  await page.getByRole('tab', { name: '通知設定' }).click();
  await expect(page.getByText('通知設定の編集は管理者とマネージャーのみ行えます')).toBeVisible();
  // One switch per notification kind.
  await expect(page.getByRole('switch')).toHaveCount(notificationKinds.length);
  for (const toggle of await page.getByRole('switch').all()) await expect(toggle).toBeDisabled();

  await page.getByRole('tab', { name: 'ユーザー削除' }).click();
  await expect(page.getByText('ユーザーの削除は管理者のみ行えます')).toBeVisible();
  await expect(page.getByRole('button', { name: '削除する' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'パスワード再設定' }).click();
  await expect(page.getByText('パスワードの再設定は管理者のみ行えます')).toBeVisible();
  await expect(page.getByRole('button', { name: '再設定用リンクを発行' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
});
