import { expect, test } from './warm-context';
import { linkTo, mailTo, newClientAccount } from './mail-support';
import { fillSignIn, loadSession, uniqueName } from './support';

test('a client registers an address, confirms it from the e-mail, and chooses what to receive', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loadSession(admin, 'admin');
  const person = await newClientAccount(admin);
  await adminContext.close();

  await page.goto('/login');
  await fillSignIn(page, person.account, person.password);
  await expect(page.getByTestId('header-user-name')).toHaveText(person.name);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '通知・メール設定' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '通知とメールの設定' })).toBeVisible();

  // A value the server cannot read stays in the field with the reason beside it.
  const field = page.getByLabel('新しいメールアドレス');
  await field.fill('hanako@');
  await page.getByRole('button', { name: '確認メールを送る' }).click();
  await expect(page.getByText('メールアドレスの形式が正しくありません')).toBeVisible();
  await expect(field).toHaveValue('hanako@');

  const address = `${uniqueName('hanako')}@example.jp`;
  await field.fill(address);
  await field.press('Enter');
  await expect(page.getByText(`確認待ち: ${address}`)).toBeVisible();

  const mail = await mailTo(page, address, '【Kaizen Tree】メールアドレスの確認');
  expect(mail.html).toContain('通知メールの受け取り方は、次のページで変えられます。');
  await page.goto(linkTo(mail, '/confirm-email/'));
  await page.getByRole('button', { name: 'メールアドレスを確認する' }).click();
  await expect(page.getByRole('status')).toContainText(`メールアドレスを確認しました（${address}）`);
  await page.getByRole('link', { name: '通知とメールの設定へ' }).click();
  await expect(page.getByText(`確認済み: ${address}`)).toBeVisible();

  // Sales goals are staff matters: a client is not offered them.
  await expect(page.getByLabel('営業目標の更新')).toHaveCount(0);
  await page.getByLabel('レポートの公開').selectOption({ label: '受け取らない' });
  await page.getByLabel('夜間は「すぐに」のメールを止め、朝にまとめて送る').uncheck();
  await page.getByLabel('送る曜日').selectOption({ label: '金曜日' });
  await page.getByLabel('送る時刻').selectOption({ label: '17時' });
  await page.getByRole('button', { name: '設定を保存' }).click();
  await expect(page.getByText('通知の設定を保存しました')).toBeVisible();

  // The digest as it would go now: the week of the company's projects (the demo's recent changes),
  // never another company's project.
  await page.getByRole('button', { name: '今週のダイジェストを見る' }).click();
  const preview = page.getByRole('region', { name: 'ダイジェストのプレビュー' });
  await expect(preview).toContainText('【Kaizen Tree】週次ダイジェスト');
  await expect(preview).toContainText('■ ');
  await expect(preview).not.toContainText('コーポレートサイトリニューアル');

  await page.reload();
  await expect(page.getByLabel('レポートの公開')).toHaveValue('none');
  await expect(page.getByLabel('夜間は「すぐに」のメールを止め、朝にまとめて送る')).not.toBeChecked();
  await expect(page.getByLabel('送る曜日')).toHaveValue('5');
  await expect(page.getByLabel('送る時刻')).toHaveValue('17');
});

test('someone who forgot their password resets it from the e-mailed link, and the link works once', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loadSession(admin, 'admin');
  const address = `${uniqueName('forgot')}@example.jp`;
  const person = await newClientAccount(admin, address);
  const confirmation = await mailTo(admin, address, '【Kaizen Tree】メールアドレスの確認');
  await admin.goto(linkTo(confirmation, '/confirm-email/'));
  await admin.getByRole('button', { name: 'メールアドレスを確認する' }).click();
  await expect(admin.getByRole('status')).toContainText('メールアドレスを確認しました');

  await page.goto('/login');
  await page.getByRole('link', { name: 'パスワードをお忘れですか' }).click();
  await page.getByLabel('アカウント名またはメールアドレス').fill(address);
  await page.getByRole('button', { name: '再設定用のリンクを送る' }).click();
  await expect(page.getByRole('status')).toContainText('リンクの有効期限は30分です');

  const mail = await mailTo(page, address, '【Kaizen Tree】パスワードの再設定');
  const link = linkTo(mail, '/password-reset/');
  await page.goto(link);
  await page.getByLabel('新しいパスワード', { exact: true }).fill('my-new-password-2');
  await page.getByLabel('新しいパスワード（確認）').fill('my-new-password-2');
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(page.getByRole('status')).toContainText('新しいパスワードを設定しました');

  await page.goto(link);
  await page.getByLabel('新しいパスワード', { exact: true }).fill('another-password-3');
  await page.getByLabel('新しいパスワード（確認）').fill('another-password-3');
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(page.getByRole('alert')).toContainText('無効か、有効期限が切れています');

  await page.goto('/login');
  await fillSignIn(page, person.account, 'my-new-password-2');
  await expect(page.getByTestId('header-user-name')).toHaveText(person.name);

  // 管理者 sees what went out in メール送信状況.
  await admin.goto('/admin/setting?tab=deliveries');
  await admin.locator('label').filter({ hasText: '送信済み' }).click();
  const sent = admin.getByRole('table', { name: '送信済みのメッセージ' });
  await expect(
    sent.getByRole('row').filter({ hasText: address }).filter({ hasText: 'パスワードの再設定' }),
  ).toBeVisible();
  await adminContext.close();
});
