import type { Download, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { auditPage } from './accessibility-support';
import { api, seedProject, signInNewStaff } from './management-support';
import { loadSession } from './support';

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function saveCsv(page: Page): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '出力', exact: true }).click();
  return bytesOf(await download);
}

test('a user picks Shift_JIS for CSV once; a character it cannot hold is named before anything is saved', async ({
  page,
  browser,
}) => {
  await loadSession(page, 'admin');
  const { projectId, kpis } = await seedProject(page);
  // A user of its own: what is checked is kept per user.
  const { context, own } = await signInNewStaff(page, browser, 'シフト 設定', { bypassCSP: true });
  await own.goto(`/client/${projectId}/management`);

  // UTF-8 with a BOM until the user chooses otherwise.
  await own.getByRole('button', { name: 'ファイルの形式：CSV・UTF-8（BOM付き）' }).click();
  await own.getByRole('menuitem', { name: /^CSV・Shift_JIS（Windows版Excel向け）/ }).click();
  const encoding = own.getByRole('button', { name: 'ファイルの形式：CSV・Shift_JIS（Windows版Excel向け）' });
  await expect(encoding).toHaveText('CSV・Shift_JIS');

  const sjis = await saveCsv(own);
  expect([...sjis.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
  // 区分 in Shift_JIS, the first word of the header.
  expect(sjis.subarray(0, 4).toString('hex')).toBe('8be695aa');
  const text = new TextDecoder('shift_jis').decode(sjis);
  expect(text).toContain('区分,KPI,現状');
  expect(text).toContain('商品ページに送料を表示');

  // A task named with 𠮷 (outside Shift_JIS): listed with its place, and no file until the user says how.
  await api(page).post('/api/v1/managements/create_task', {
    project_id: projectId,
    project_kpi_id: kpis[0]?.id,
    task: '𠮷野家との比較',
  });
  await own.reload();
  await expect(encoding).toHaveText('CSV・Shift_JIS');
  let saved = false;
  own.on('download', () => (saved = true));
  await own.getByRole('button', { name: '出力', exact: true }).click();
  const dialog = own.getByRole('dialog', { name: 'Shift_JISで表せない文字があります' });
  const listed = dialog.getByRole('list', { name: 'Shift_JISで表せない文字' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toHaveText(/^「𠮷」\d+行目の\d+文字目$/);
  const { blocking } = await auditPage(own);
  expect(blocking, blocking.join('\n  ')).toEqual([]);
  await dialog.getByRole('button', { name: 'やめる' }).click();
  await expect(dialog).toBeHidden();
  expect(saved).toBe(false);

  await own.getByRole('button', { name: '出力', exact: true }).click();
  const download = own.waitForEvent('download');
  await dialog.getByRole('button', { name: 'UTF-8（BOM付き）で出力する' }).click();
  const utf8 = await bytesOf(await download);
  expect([...utf8.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(utf8.toString('utf8')).toContain('𠮷野家との比較');
  // The way out was for this file: the user's choice stays Shift_JIS.
  await expect(encoding).toHaveText('CSV・Shift_JIS');

  // Another user still downloads UTF-8.
  await page.goto(`/client/${projectId}/management`);
  await expect(page.getByRole('button', { name: 'ファイルの形式：CSV・UTF-8（BOM付き）' })).toBeVisible();
  await context.close();
});
