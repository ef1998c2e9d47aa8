import { expect, newWorkerContext, test } from './warm-context';
import { api, seedProject } from './management-support';
import { auditPage } from './accessibility-support';
import { pdfText } from './pdf-text';
import { loadSession, uniqueName } from './support';

const PASSWORD = 'share-demo-7';

test('staff share a monthly report with a password; a signed-out reader opens and prints it until it is revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page, { withKgi: false });
  const title = uniqueName('共有する月次報告');
  const { post } = api(page);
  const created = await post('/api/v1/monthly_reports/create', {
    project_id: projectId,
    title,
    is_regular: 0,
    body: '## 今月の成果\n\n購入完了率が改善しました。',
  });
  const reportId = created.monthly_report.id as number;
  await post('/api/v1/monthly_reports/update', { monthly_report: { id: reportId, is_show: 1 } });

  await page.goto(`/client/${projectId}/reports/${reportId}`);
  await page.getByRole('button', { name: '共有リンク' }).click();
  const dialog = page.getByRole('dialog', { name: '共有リンク' });
  await expect(dialog.getByText('共有リンクはまだありません')).toBeVisible();
  await dialog.getByLabel('パスワード（任意）').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'リンクを作成' }).click();
  const urlField = dialog.getByLabel('共有用URL');
  await expect(urlField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const url = await urlField.inputValue();

  // Someone without an account, in a browser of their own.
  // bypassCSP: the accessibility check injects axe-core's script, which the app's CSP would refuse.
  const guestContext = await newWorkerContext(browser, test.info(), { bypassCSP: true });
  const guest = await guestContext.newPage();
  await guest.goto(url);
  await expect(guest.getByRole('heading', { name: 'パスワードが必要です' })).toBeVisible();
  await expect(guest.getByText(title)).toHaveCount(0);
  expect((await auditPage(guest)).blocking).toEqual([]);
  await guest.getByLabel('パスワード').fill(PASSWORD);
  await guest.getByRole('button', { name: '表示する' }).click();
  await expect(guest.getByRole('heading', { name: title })).toBeVisible();
  await expect(guest.getByRole('article', { name: 'レポート本文' })).toContainText('購入完了率が改善しました。');
  await expect(guest.getByText(/閲覧専用の共有ページです（有効期限：\d{4}\/\d{2}\/\d{2}まで）/)).toBeVisible();
  // No app around it: no header, no menus.
  await expect(guest.getByRole('banner')).toHaveCount(0);
  await expect(guest.getByRole('navigation')).toHaveCount(0);
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect((await auditPage(guest)).blocking).toEqual([]);

  await guest.emulateMedia({ media: 'print' });
  const printed = pdfText(await guest.pdf({ format: 'A4', printBackground: true }));
  expect(printed).toContain(title);
  expect(printed).toContain('購入完了率が改善しました。');
  expect(printed).not.toContain('閲覧専用の共有ページです');
  await guest.emulateMedia({ media: 'screen' });

  // Staff see the view, and revoke the link at once.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: '共有リンク' }).click();
  const row = dialog.getByTestId('share-link-row');
  await expect(row).toContainText('1回');
  await expect(row).toContainText('あり');
  await row.getByRole('button', { name: '取り消す' }).click();
  await expect(row).toContainText('取り消し済み');

  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
  await expect(guest.getByText(title)).toHaveCount(0);
  await guestContext.close();
});
