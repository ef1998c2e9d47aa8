import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api } from './management-support';
import { pdfText } from './pdf-text';
import { loadSession, uniqueName } from './support';
import { typeWithIme } from './keyboard-support';

/** A 1×1 PNG: the server reads the type from the bytes, so uploads need a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo client user (account client) belongs to this company. */
const CLIENT_COMPANY = '株式会社さくら商事';

const source = (page: Page) => page.getByRole('textbox', { name: '本文（マークダウン）' });
const preview = (page: Page) => page.getByRole('region', { name: 'プレビュー' });
const article = (page: Page) => page.getByRole('article', { name: 'レポート本文' });
const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });
const notFound = (page: Page) => page.getByText('This page could not be found');

/**
 * A sales customer of its own for one test (the demo database is shared by the run), won and made a
 * project of the demo client's company, so the client user can read its shown reports.
 */
async function seedWonCustomer(page: Page): Promise<{ saleId: number; projectId: number }> {
  const { post, companyId } = api(page);
  const created = await post('/api/v1/sales_statuses/create', {
    project_name: uniqueName('営業案件'),
    company_name: CLIENT_COMPANY,
  });
  const saleId = created.sale.id as number;
  const converted = await post('/api/v1/sales_statuses/convert', {
    id: saleId,
    company_id: await companyId(CLIENT_COMPANY),
  });
  return { saleId, projectId: converted.project_id as number };
}

/** A report made through the API the way the editor does. */
async function createReport(page: Page, saleId: number, fields: { title: string; body: string; is_show?: 0 | 1 }) {
  const saved = await api(page).post('/api/v1/sales_reports/create', { sale_id: saleId, ...fields });
  return saved.sales_report.id as number;
}

async function signedInAsClient(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loadSession(page, 'client');
  return page;
}

/** Types text through the keyboard at the end of the markdown (what a user's typing produces). */
async function typeAtEnd(textarea: Locator, text: string) {
  await textarea.click();
  await textarea.press('Control+End');
  await textarea.pressSequentially(text);
}

test('staff write a sales report with a table, publish and print it; the client reads it under レポート', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'admin');
  const { saleId, projectId } = await seedWonCustomer(page);
  const title = uniqueName('商談報告');

  // From the customer's page: 新規作成.
  await page.goto(`/admin/sales/${saleId}`);
  const section = page.getByRole('region', { name: '営業レポート' });
  await expect(section.getByText('レポートはまだありません。')).toBeVisible();
  await section.getByRole('link', { name: '新規作成' }).click();
  await expect(page).toHaveURL(`/admin/sales/${saleId}/newSalesReport`);
  await expect(page.getByRole('heading', { name: '営業レポート作成' })).toBeVisible();

  await page.getByLabel('タイトル').click();
  await typeWithIme(page, 'しょうだんほうこく', '商談報告');
  await page.getByLabel('タイトル').pressSequentially(title.slice('商談報告'.length));
  // The Enter that confirms a conversion does not send the form.
  await page.getByLabel('タイトル').press('Enter');
  await expect(page.getByLabel('タイトル')).toHaveValue(title);
  await expect(page).toHaveURL(`/admin/sales/${saleId}/newSalesReport`);
  await typeAtEnd(source(page), '## 商談の要点\n\nご予算は来期に確定します。\n\n');
  await page.getByRole('button', { name: '表', exact: true }).click();
  await expect(source(page)).toHaveValue(/\| 見出し1 \| 見出し2 \|/);
  await expect(preview(page).getByRole('heading', { name: '商談の要点' })).toBeVisible();
  await expect(preview(page).locator('table th').first()).toHaveText('見出し1');
  await expect(preview(page)).toContainText('ご予算は来期に確定します。');

  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, 'レポートを保存しました')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/sales/${saleId}/reports/\\d+$`));
  const reportId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('非公開', { exact: true })).toBeVisible();
  await expect(article(page).getByRole('heading', { name: '商談の要点' })).toBeVisible();
  await expect(article(page).locator('table th').first()).toHaveText('見出し1');

  // Edit: the saved text comes back and a change is saved with save.
  await page.getByRole('link', { name: '編集' }).click();
  await expect(page.getByRole('heading', { name: '営業レポート編集' })).toBeVisible();
  await expect(source(page)).toHaveValue(/ご予算は来期に確定します。/);
  await typeAtEnd(source(page), '\n次回は見積もりを提示します。');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(`/admin/sales/${saleId}/reports/${reportId}`);
  await expect(article(page)).toContainText('次回は見積もりを提示します。');

  // Publish from the customer's page: the switch flips once the server has answered.
  await page.getByRole('link', { name: '顧客詳細に戻る' }).click();
  const visibility = section.getByRole('switch', { name: `「${title}」を公開する` });
  await expect(visibility).not.toBeChecked();
  // Held back by the network: the switch waits for the answer.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/api/v1/sales_reports/update', async (route) => {
    arrived();
    await held;
    await route.continue();
  });
  await visibility.press('Space');
  await sent;
  await expect(visibility).toBeDisabled();
  await expect(visibility).not.toBeChecked();
  release();
  await expect(visibility).toBeChecked();
  await expect(toast(page, 'ステータスを公開に設定しました')).toContainText(`${title}を公開しました。`);
  await page.unroute('**/api/v1/sales_reports/update');

  // Print: A4 without the app chrome or buttons, the title in the PDF's text.
  await section.getByRole('link', { name: title }).click();
  await expect(article(page)).toContainText('次回は見積もりを提示します。');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '印刷' })).toBeHidden();
  await expect(page.getByRole('link', { name: '編集' })).toBeHidden();
  expect(await article(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(640);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const printed = pdfText(pdf);
  expect(printed).toContain(title);
  expect(printed).toContain('次回は見積もりを提示します。');
  // No buttons or menus on paper.
  expect(printed).not.toContain('印刷');
  expect(printed).not.toContain('顧客詳細に戻る');
  await page.emulateMedia({ media: 'screen' });

  // The client finds it under レポート and reads it, with only 印刷 beside it.
  const client = await signedInAsClient(browser);
  await client.goto(`/client/${projectId}/reports`);
  const shown = client.getByRole('region', { name: '営業レポート' });
  await shown.getByRole('link', { name: title }).click();
  await expect(client).toHaveURL(`/client/${projectId}/reports/sale/${reportId}`);
  await expect(article(client).getByRole('heading', { name: '商談の要点' })).toBeVisible();
  await expect(article(client)).toContainText('次回は見積もりを提示します。');
  await expect(client.getByRole('button', { name: '印刷' })).toBeVisible();
  await expect(client.getByRole('link', { name: '編集' })).toHaveCount(0);
  await client.context().close();
});

test('a hidden sales report, another project’s or a missing one is the 404 page for the client', async ({
  page,
  browser,
}) => {
  await loadSession(page, 'admin');
  const { saleId, projectId } = await seedWonCustomer(page);
  const shownTitle = uniqueName('公開レポート');
  const shownId = await createReport(page, saleId, { title: shownTitle, body: '公開の本文', is_show: 1 });
  const hiddenId = await createReport(page, saleId, { title: uniqueName('社内メモ'), body: '社内だけの本文' });

  const client = await signedInAsClient(browser);
  await client.goto(`/client/${projectId}/reports`);
  const shown = client.getByRole('region', { name: '営業レポート' });
  await expect(shown.getByRole('link', { name: shownTitle })).toBeVisible();
  await expect(shown.getByRole('link')).toHaveCount(1);

  await client.goto(`/client/${projectId}/reports/sale/${hiddenId}`);
  await expect(notFound(client)).toBeVisible();
  await expect(client.getByText('社内だけの本文')).toHaveCount(0);
  await client.goto(`/client/${projectId}/reports/sale/999999`);
  await expect(notFound(client)).toBeVisible();
  await client.goto(`/client/${projectId}/reports/sale/${shownId}`);
  await expect(article(client)).toContainText('公開の本文');
  // The staff pages of the same report are not the client's.
  await client.goto(`/admin/sales/${saleId}/reports/${shownId}`);
  await expect(client.getByText('公開の本文')).toHaveCount(0);
  await client.context().close();

  // Made private again (announced in the error style), it is gone for the client.
  await page.goto(`/admin/sales/${saleId}`);
  const visibility = page.getByRole('switch', { name: `「${shownTitle}」を公開する` });
  await expect(visibility).toBeChecked();
  await visibility.press('Space');
  await expect(toast(page, 'ステータスを非公開に設定しました')).toContainText(`${shownTitle}を非公開にしました。`);
  await expect(visibility).not.toBeChecked();

  // Delete asks first; キャンセル keeps the report, 削除する removes it.
  const row = page.getByTestId(`sales-report-row-${hiddenId}`);
  await row.getByRole('button', { name: /を削除$/ }).click();
  await expect(page.getByRole('dialog', { name: 'レポートの削除' })).toBeVisible();
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /を削除$/ }).click();
  await page.getByRole('button', { name: '削除する' }).click();
  await expect(toast(page, 'レポートを削除しました')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The sales area shows the same report; writing it happens under /admin/sales.
  await page.getByRole('link', { name: shownTitle }).click();
  await expect(page).toHaveURL(`/admin/sales/${saleId}/reports/${shownId}`);
  await page.goto(`/sale/${saleId}/reports/${shownId}`);
  await expect(article(page)).toContainText('公開の本文');
  await expect(page.getByRole('link', { name: '編集' })).toHaveAttribute(
    'href',
    `/admin/sales/${saleId}/reports/${shownId}/edit`,
  );
});

test('staff see a sales report only under the project its customer became; elsewhere the 404 page', async ({
  page,
}) => {
  await loadSession(page, 'member');
  const own = await seedWonCustomer(page);
  const other = await seedWonCustomer(page);
  const title = uniqueName('初回提案レポート');
  const reportId = await createReport(page, own.saleId, { title, body: '提案の本文', is_show: 1 });

  await page.goto(`/client/${own.projectId}/reports/sale/${reportId}`);
  await expect(article(page)).toContainText('提案の本文');
  await page.goto(`/client/${other.projectId}/reports/sale/${reportId}`);
  await expect(notFound(page)).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByText('提案の本文')).toHaveCount(0);
});

test('hostile markdown in a sales report is shown without running anything', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await loadSession(page, 'member');
  const { saleId } = await seedWonCustomer(page);
  await page.goto(`/admin/sales/${saleId}/newSalesReport`);
  await page.getByLabel('タイトル').fill(uniqueName('攻撃'));
  await source(page).fill(
    [
      '<script>window.__pwned = 1; alert("script")</script>',
      '',
      '[x](javascript:alert(1))',
      '',
      '<img src=x onerror="window.__pwned = 2; alert(2)">',
      '',
      '<a href="javascript:alert(4)" onclick="alert(5)">z</a> 普通の文',
    ].join('\n'),
  );
  const checkSafe = async (root: Locator) => {
    await expect(root.locator('script')).toHaveCount(0);
    await expect(root.locator('[onerror], [onclick]')).toHaveCount(0);
    await expect(root.locator('a[href^="javascript"], img[src="x"]')).toHaveCount(0);
  };
  await expect(preview(page)).toContainText('普通の文');
  await checkSafe(preview(page));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/reports\/\d+$/);
  await expect(article(page)).toContainText('普通の文');
  await checkSafe(article(page));
  await article(page).getByText('x', { exact: true }).click();
  await page.reload();
  await expect(article(page)).toContainText('普通の文');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a draft of a new sales report survives a reload, and leaving with unsaved text asks first', async ({ page }) => {
  await loadSession(page, 'manager');
  const { saleId } = await seedWonCustomer(page);
  await page.goto(`/admin/sales/${saleId}/newSalesReport`);
  await page.getByLabel('タイトル').fill('下書きのタイトル');
  await typeAtEnd(source(page), '書きかけの本文');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), `kaizen.salesReportDraft.new.${saleId}`))
    .toContain('書きかけの本文');
  await page.reload();
  await expect(toast(page, '保存していない下書きを復元しました')).toBeVisible();
  await expect(source(page)).toHaveValue('書きかけの本文');
  await expect(page.getByLabel('タイトル')).toHaveValue('下書きのタイトル');

  await page.getByRole('link', { name: 'キャンセル' }).click();
  await expect(page.getByText('編集内容が保存されていません')).toBeVisible();
  await page.getByRole('button', { name: '編集を続ける' }).click();
  await expect(page).toHaveURL(`/admin/sales/${saleId}/newSalesReport`);
  await expect(source(page)).toHaveValue('書きかけの本文');
});

test('an image uploads into a sales report, and a file that is not an image is refused', async ({ page }) => {
  await loadSession(page, 'member');
  const { saleId } = await seedWonCustomer(page);
  await page.goto(`/admin/sales/${saleId}/newSalesReport`);
  await page.getByLabel('タイトル').fill(uniqueName('画像つき'));
  await typeAtEnd(source(page), '## 画面\n\n');
  await page.locator('input[type=file]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(source(page)).toHaveValue(/## 画面\n\n!\[screen\]\(kaizen-file:\d+\)\n/);
  const image = preview(page).getByRole('img', { name: 'screen' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(toast(page, '追加に失敗しました')).toBeVisible();

  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/sales/${saleId}/reports/\\d+$`));
  const saved = article(page).getByRole('img', { name: 'screen' });
  await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
