import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seedProject } from './management-support';
import { loadSession, signIn } from './support';

test('管理者 finds a failed sign-in in 監査ログ and downloads it as CSV', async ({ page }) => {
  // An account that does not exist: the log keeps no name for it, so other journeys are not throttled.
  const failed = await page.request.post('/api/auth/login', {
    data: { account: 'audit-no-such-person', password: 'wrong-password' },
  });
  expect(failed.status()).toBe(401);

  await signIn(page, 'admin');
  await page.goto('/admin/menu');
  await page.getByRole('link', { name: /監査ログ/ }).click();
  await expect(page.getByRole('heading', { name: '監査ログ' })).toBeVisible();

  await page.getByRole('combobox', { name: '操作' }).click();
  await page.getByRole('option', { name: 'サインイン失敗' }).click();
  const table = page.getByRole('table', { name: '監査ログ' });
  await expect(table.getByRole('row', { name: /不明なアカウント.*サインイン失敗/ }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'サインイン成功' })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSVを書き出す' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('監査ログ.csv');
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('日時,利用者,操作,アドレス,内容');
  expect(lines.slice(1).some((line) => line.includes('不明なアカウント,サインイン失敗'))).toBe(true);
});

test('a consultant’s tree CSV and a client’s print of the overview are in 監査ログ with their project', async ({
  page,
  browser,
}) => {
  await loadSession(page, 'manager');
  const { projectId, projectName } = await seedProject(page, { companyName: '株式会社さくら商事' });
  await page.goto(`/client/${projectId}/management`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '出力', exact: true }).click();
  await downloading;

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await loadSession(client, 'client');
  await client.goto(`/client/${projectId}/overview`);
  // Headless Chromium prints at once, firing beforeprint as a person's print or Ctrl+P does.
  await client.getByRole('button', { name: '印刷', exact: true }).click();

  await loadSession(page, 'admin');
  await page.goto('/admin/audit');
  await page.getByRole('combobox', { name: '操作' }).click();
  await page.getByRole('option', { name: '書き出し' }).click();
  const table = page.getByRole('table', { name: '監査ログ' });
  await expect(
    table.getByRole('row', { name: new RegExp(`佐藤 花子.*改善ツリーのCSV（${projectName}）`) }),
  ).toBeVisible();
  await expect(
    table.getByRole('row', { name: new RegExp(`田中 美咲.*画面の印刷・PDF（${projectName}）`) }),
  ).toBeVisible();
  await clientContext.close();
});
