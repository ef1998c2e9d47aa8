import { analyticsMessages, ga4ErrorMessages } from '@kaizen/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { demo, fakeGa4, loadSession } from './support';
import { typeWithIme } from './keyboard-support';

// A demo project of the client user (the figures journey works on projects of its own).
const PROJECT = demo.client.projects[1];

const toast = (page: Page, title: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: title }).last();
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
// NumberField's reason for text it cannot read.
const UNREADABLE_NUMBER_MESSAGE = '数値として読み取れません（例: 1,200）';

/** Opens a month field's calendar, steps to the year and picks the month. */
async function pickMonth(page: Page, field: Locator, year: number, month: number) {
  await field.click();
  const yearControl = page.getByRole('button', { name: '年を選ぶ' });
  await expect(yearControl).toBeVisible();
  for (;;) {
    // The header reads as the rest of the app's dates do: 2026年.
    const label = await yearControl.innerText();
    expect(label).toMatch(/^\d{4}年$/);
    const shown = Number(label.slice(0, 4));
    if (shown === year) break;
    await page.getByRole('button', { name: shown < year ? '次の年' : '前の年' }).click();
    await expect(yearControl).not.toHaveText(label);
  }
  await page.getByRole('button', { name: `${month}月`, exact: true }).click();
  await expect(yearControl).toBeHidden();
}

/** Everything of the page a person or a script could read: its text and every field's value. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value);
    return [document.documentElement.outerHTML, ...values].join('\n');
  });
}

test('staff set up GA4 with a key they never see again, test the connection, set measure defaults and targets; the client reads it all', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const ga4 = fakeGa4();
  const key = await ga4.mintKey();
  const propertyId = String(400_000_000 + Math.floor(Math.random() * 99_999_999));
  await ga4.addProperty({
    property_id: propertyId,
    granted: [key.client_email],
    events: ['purchase', 'sign_up', 'contact'],
  });
  // What only the key holds: none of it may reach the page or the browser's storage.
  const keyBody = key.private_key.split('\n')[5] ?? '';
  expect(keyBody.length).toBeGreaterThan(40);

  // From the admin projects list's analytics link to the project's setting page.
  await loadSession(page, 'admin');
  await page.goto('/admin/projects');
  await page.getByRole('link', { name: `${PROJECT}の分析設定` }).click();
  await expect(page).toHaveURL(/\/client\/\d+\/setting$/);
  const projectId = Number(/\/client\/(\d+)\/setting$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PROJECT);
  // The sections in their order.
  const sectionNames = ['アナリティクス設定', '施策の設定', '目標値', '月次の数値', 'シミュレーター'];
  // Each section loads on its own: wait until all of them are there, then check their order.
  await expect
    .poll(async () =>
      (await page.getByRole('heading', { level: 2 }).allInnerTexts()).filter((text) => sectionNames.includes(text)),
    )
    .toEqual(sectionNames);

  const settings = section(page, 'アナリティクス設定');
  const save = settings.getByRole('button', { name: 'アナリティクス設定を保存' });
  const keyField = settings.getByRole('textbox', { name: 'サービスアカウントキー（JSON）' });
  await expect(settings.getByTestId('key-status')).toHaveText('未設定');
  await expect(settings.getByRole('button', { name: '接続テスト' })).toBeDisabled();
  await expect(settings.getByRole('textbox', { name: '会社' })).toHaveValue('株式会社さくら商事');
  await expect(save).toBeDisabled();

  // A paste that is not a service-account key is refused beside the key, before anything is sent.
  await keyField.fill('{"type": "authorized_user", "client_id": "x"}');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(settings.getByText(analyticsMessages.keyWrongType)).toBeVisible();

  // The server's refusal of a property id shows beside that field; nothing is saved.
  await keyField.fill(JSON.stringify(key, null, 2));
  await settings.getByRole('textbox', { name: 'プロパティID' }).fill('GA-4567');
  await save.click();
  await expect(settings.getByText('プロパティIDは数字で入力してください（例: 123456789）')).toBeVisible();
  await expect(settings.getByRole('textbox', { name: 'プロパティID' })).toHaveAttribute('aria-invalid', 'true');
  await expect(settings.getByTestId('key-status')).toHaveText('未設定');

  await settings.getByRole('textbox', { name: 'プロパティID' }).fill(propertyId);
  await settings.getByRole('textbox', { name: 'コンバージョン1' }).fill('purchase');
  await settings.getByRole('textbox', { name: 'コンバージョン2' }).fill('sign_up');
  await settings.getByRole('textbox', { name: 'コンバージョン3' }).fill('contact');
  await settings.getByRole('switch', { name: '取引を計測する' }).check();
  await save.click();
  await expect(toast(page, analyticsMessages.settingsSaved)).toBeVisible();

  // The key is only 設定済み with its client_email from now on: the textarea is gone, the key never shown.
  await expect(settings.getByTestId('key-status')).toContainText('設定済み');
  await expect(settings.getByTestId('key-client-email')).toHaveText(key.client_email);
  await expect(keyField).toBeHidden();
  await expect(settings.getByTestId('key-last-check')).toHaveText('最終確認 まだ接続テストをしていません');
  await expect(settings.getByRole('textbox', { name: 'プロパティID' })).toHaveValue(propertyId);
  await expect(settings.getByRole('switch', { name: '取引を計測する' })).toBeChecked();
  await expect(save).toBeDisabled();
  const adminText = await pageText(page);
  expect(adminText).not.toContain('PRIVATE KEY');
  expect(adminText).not.toContain(keyBody);

  // The connection test signs in with the stored key: success, then the reason once the key is revoked.
  await settings.getByRole('button', { name: '接続テスト' }).click();
  await expect(settings.getByTestId('connection-result')).toContainText(analyticsMessages.connectionOk);
  await expect(settings.getByTestId('key-last-check')).toContainText('✓');
  await ga4.revoke(key.private_key_id);
  await settings.getByRole('button', { name: '接続テスト' }).click();
  await expect(settings.getByTestId('connection-result')).toContainText(ga4ErrorMessages.unauthenticated);
  await expect(settings.getByTestId('key-last-check')).toContainText(ga4ErrorMessages.unauthenticated);

  // 貼り付けて変更 opens an empty textarea, never the stored key; leaving it keeps the stored one.
  await settings.getByRole('button', { name: '貼り付けて変更' }).click();
  await expect(keyField).toHaveValue('');
  await settings.getByRole('button', { name: 'キーの変更をやめる' }).click();
  await expect(keyField).toBeHidden();

  // The browser keeps the settings for the next visit, but nothing of the key beyond "set".
  await page.reload();
  await expect(settings.getByTestId('key-client-email')).toHaveText(key.client_email);
  // Kept under the signed-in user's id and the project's (kaizen.analyticsSettings.<user>.<project>).
  const entries = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((name) => name.startsWith('kaizen.analyticsSettings.'))
      .map((name) => ({ name, value: localStorage.getItem(name) })),
  );
  const entry = entries.find((item) => item.name.endsWith(`.${projectId}`));
  expect(entry?.name).toMatch(new RegExp(`^kaizen\\.analyticsSettings\\.\\d+\\.${projectId}$`));
  const cached = entry?.value ?? null;
  expect(cached).toContain(propertyId);
  expect(cached).not.toContain(key.client_email);
  expect(cached).not.toContain('PRIVATE KEY');
  expect(cached).not.toContain(ga4ErrorMessages.unauthenticated);

  // 施策の設定: the defaults of a new measure report and the conversion the CVR counts.
  const measure = section(page, '施策の設定');
  const choose = async (label: string, option: string) => {
    await measure.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(measure.getByRole('combobox', { name: label })).toHaveValue(option);
  };
  await choose('デバイス', 'PC');
  await choose('検証方法', '前後比較');
  await choose('改善指標', '売上');
  await choose('CVRに使うコンバージョン', 'コンバージョン2（sign_up）');
  await measure.getByRole('button', { name: '施策の設定を保存' }).click();
  await expect(toast(page, analyticsMessages.measureSettingsSaved)).toBeVisible();
  await page.reload();
  await expect(measure.getByRole('combobox', { name: '検証方法' })).toHaveValue('前後比較');
  await expect(measure.getByRole('combobox', { name: 'CVRに使うコンバージョン' })).toHaveValue(
    'コンバージョン2（sign_up）',
  );

  // 目標値: a period typed in the dialog; the figures not typed are derived and marked 算出.
  const year = new Date().getFullYear() + 1;
  const period = `${year}年4月〜${year}年6月`;
  const targets = section(page, '目標値');
  await targets.getByRole('button', { name: '目標値を追加' }).click();
  const dialog = page.getByRole('dialog', { name: '目標値を追加' });
  await pickMonth(page, dialog.getByLabel('開始月'), year, 4);
  await pickMonth(page, dialog.getByLabel('終了月'), year, 6);
  // Full-width digits as the IME gives them, and text that is no number: it stays, with the reason.
  await dialog.getByLabel('目標売上').click();
  await typeWithIme(page, '３０００', '３，０００，０００');
  await dialog.getByLabel('LTV').click();
  await typeWithIme(page, 'さんまんえん', '三万円');
  await expect(dialog.getByLabel('LTV')).toHaveValue('三万円');
  await expect(dialog.getByText(UNREADABLE_NUMBER_MESSAGE)).toBeVisible();
  await dialog.getByLabel('成約率').fill('20');
  await expect(dialog.getByLabel('LTV')).toHaveValue('三万円');
  await expect(dialog.getByRole('button', { name: '登録する' })).toBeDisabled();
  await dialog.getByLabel('LTV').fill('30,000');
  await expect(dialog.getByText(UNREADABLE_NUMBER_MESSAGE)).toBeHidden();
  // What will be derived shows in the empty fields before saving.
  await expect(dialog.getByLabel('目標成約数')).toHaveAttribute('placeholder', '算出 100');
  await expect(dialog.getByLabel('目標CV数')).toHaveAttribute('placeholder', '算出 500');
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(toast(page, analyticsMessages.targetCreated)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = targets.getByRole('row').filter({ has: page.getByRole('rowheader', { name: period, exact: true }) });
  await expect(row.getByRole('cell')).toHaveText(['3,000,000', '30,000', '20', '100算出', '500算出', '']);

  // A month inside that period is refused beside 開始月.
  await targets.getByRole('button', { name: '目標値を追加' }).click();
  await pickMonth(page, dialog.getByLabel('開始月'), year, 5);
  await dialog.getByLabel('目標CV数').click();
  await typeWithIme(page, 'ろっぴゃく', '６００');
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(dialog.getByText(analyticsMessages.targetOverlap)).toBeVisible();
  await dialog.getByRole('button', { name: 'キャンセル' }).click();

  // Edit: the typed figures come back (the derived stay derived); a new contract rate re-derives them.
  await targets.getByRole('button', { name: `${period}の目標値を編集` }).click();
  const editDialog = page.getByRole('dialog', { name: '目標値を編集' });
  await expect(editDialog.getByLabel('目標売上')).toHaveValue('3,000,000');
  await expect(editDialog.getByLabel('目標CV数')).toHaveValue('');
  await editDialog.getByLabel('成約率').fill('25');
  await editDialog.getByRole('button', { name: '保存する' }).click();
  await expect(toast(page, analyticsMessages.targetUpdated)).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText(['3,000,000', '30,000', '25', '100算出', '400算出', '']);

  await expect(page.getByRole('region', { name: 'チャット連携', exact: true })).toBeVisible();

  // The client user reads the page: the key only as 設定済み, no controls, nothing to type into.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await loadSession(client, 'client');
  await client.goto(`/client/${projectId}/setting`);
  const clientSettings = section(client, 'アナリティクス設定');
  await expect(clientSettings.getByTestId('key-status')).toHaveText('設定済み');
  await expect(clientSettings.getByRole('textbox', { name: 'プロパティID' })).toHaveValue(propertyId);
  await expect(clientSettings.getByRole('textbox', { name: 'プロパティID' })).toHaveAttribute('readonly', '');
  await expect(section(client, '施策の設定').getByRole('combobox', { name: '検証方法' })).toHaveAttribute(
    'readonly',
    '',
  );
  await expect(
    section(client, '目標値').getByRole('row').filter({ hasText: period }).getByRole('cell').first(),
  ).toHaveText('3,000,000');
  for (const name of [
    'アナリティクス設定を保存',
    '施策の設定を保存',
    '接続テスト',
    '目標値を追加',
    '貼り付けて変更',
    '削除',
  ]) {
    await expect(client.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(client.getByRole('button', { name: `${period}の目標値を編集` })).toHaveCount(0);
  await expect(client.getByRole('textbox', { name: 'サービスアカウントキー（JSON）' })).toHaveCount(0);
  // チャット連携 is staff's (decisions/0043): a client is not told the project's rooms exist.
  await expect(client.getByRole('region', { name: 'チャット連携', exact: true })).toHaveCount(0);
  const clientText = await pageText(client);
  expect(clientText).not.toContain(key.client_email);
  expect(clientText).not.toContain(ga4ErrorMessages.unauthenticated);
  expect(clientText).not.toContain('PRIVATE KEY');
  expect(clientText).not.toContain('チャット連携');
  await clientContext.close();

  // Delete the target row, then the key (each asks first).
  await targets.getByRole('button', { name: `${period}の目標値を削除` }).click();
  await page.getByRole('dialog', { name: '目標値を削除' }).getByRole('button', { name: '削除する' }).click();
  await expect(toast(page, analyticsMessages.targetDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);

  await settings.getByRole('button', { name: '削除', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'サービスアカウントキーを削除' })
    .getByRole('button', { name: '削除する' })
    .click();
  await expect(toast(page, analyticsMessages.keyRemoved)).toBeVisible();
  await expect(settings.getByTestId('key-status')).toHaveText('未設定');
  await expect(settings.getByRole('button', { name: '接続テスト' })).toBeDisabled();
});
