import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api, seedProject } from './management-support';
import { loadSession, tokenOf, uniqueName } from './support';
import { typeWithIme } from './keyboard-support';

/** A 1×1 PNG: the server reads the type from the bytes, so uploads need a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const CLIENT_COMPANY = '株式会社さくら商事';

const listUrl = (projectId: number) => `/client/${projectId}/reports`;
const viewUrl = (projectId: number, reportId: number) => `${listUrl(projectId)}/${reportId}`;

const source = (page: Page) => page.getByRole('textbox', { name: '本文（マークダウン）' });
const preview = (page: Page) => page.getByRole('region', { name: 'プレビュー' });
const article = (page: Page) => page.getByRole('article', { name: 'レポート本文' });
const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

async function getJson(page: Page, path: string) {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  if (!response.ok()) throw new Error(`${path} → ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A report made through the API the way the editor does; private until published. */
async function createReport(
  page: Page,
  projectId: number,
  fields: { title: string; body?: string; is_regular?: 0 | 1; period_start?: string; period_end?: string },
): Promise<number> {
  const saved = await api(page).post('/api/v1/monthly_reports/create', {
    project_id: projectId,
    is_regular: 1,
    body: '',
    ...fields,
  });
  return saved.monthly_report.id as number;
}

/** Puts the caret at the end of the markdown. */
async function caretToEnd(textarea: Locator) {
  await textarea.click();
  await textarea.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
}

test('staff write a regular report from the template, edit it in Japanese with a table, and keep a draft across a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page);
  await page.goto(listUrl(projectId));
  await expect(page.getByText('レポートはまだありません。')).toBeVisible();
  await page.getByRole('link', { name: '定例レポートを作成' }).click();

  // The template holds the project's facts: the KGI set up above and the KPI counts.
  await expect(source(page)).toHaveValue(/- KGI: 売上を前年比120%にする/);
  await expect(source(page)).toHaveValue(/\| ステータス \| KPI数 \|/);
  await expect(preview(page).getByRole('heading', { name: 'KGI' })).toBeVisible();
  await expect(preview(page)).toContainText('売上を前年比120%にする');
  const title = await page.getByLabel('タイトル').inputValue();
  expect(title).toMatch(/定例レポート（\d{4}年\d{1,2}月）$/);

  // Another month, nothing typed yet: the template is loaded again for it.
  await page.getByLabel('対象月').click();
  const otherMonth = title.endsWith('年1月）') ? '2月' : '1月';
  await page.getByRole('button', { name: otherMonth, exact: true }).click();
  await expect(page.getByLabel('タイトル')).toHaveValue(new RegExp(`年${otherMonth}）$`));

  // Japanese through the input method, then a table from the toolbar.
  await caretToEnd(source(page));
  await page.keyboard.press('Enter');
  await typeWithIme(page, 'こんげつはせいかがでました', '今月は成果が出ました');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '表' }).click();
  // The skeleton's first heading is selected: typing replaces it.
  await typeWithIme(page, 'しひょう', '指標');
  await expect(source(page)).toHaveValue(
    /今月は成果が出ました\n\n\| 指標 \| 見出し2 \| 見出し3 \|\n\| --- \| --- \| --- \|/,
  );
  await expect(preview(page)).toContainText('今月は成果が出ました');
  await expect(preview(page).getByRole('columnheader', { name: '指標' })).toBeVisible();

  // Changing the month now asks first; keeping the text leaves everything as it is.
  await page.getByLabel('対象月').click();
  await page.getByRole('button', { name: otherMonth === '1月' ? '3月' : '4月', exact: true }).click();
  await expect(page.getByText('入力した内容は破棄されます。')).toBeVisible();
  await page.getByRole('button', { name: 'キャンセル' }).last().click();
  await expect(source(page)).toHaveValue(/今月は成果が出ました/);

  // A reload asks (the browser's prompt) and then the draft is back, with a note saying so.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(dialogs).toContain('beforeunload');
  await expect(toast(page, '保存していない下書きを復元しました')).toBeVisible();
  await expect(source(page)).toHaveValue(/今月は成果が出ました/);
  await expect(page.getByLabel('タイトル')).toHaveValue(new RegExp(`年${otherMonth}）$`));

  // Leaving through the menu asks too; staying keeps the text.
  await page
    .getByRole('navigation', { name: 'プロジェクトメニュー' })
    .getByRole('link', { name: 'ステータス' })
    .click();
  const leave = page.getByRole('dialog', { name: '編集内容が保存されていません' });
  await expect(leave).toContainText('保存していない変更があります。このページを離れますか？');
  await leave.getByRole('button', { name: '編集を続ける' }).click();
  await expect(page).toHaveURL(/\/newRegularReport$/);

  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, 'レポートを保存しました')).toBeVisible();
  await expect(page).toHaveURL(/\/reports\/\d+$/);
  const reportId = Number(/\/reports\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: title.replace(/（.*）$/, '') }).first()).toBeVisible();
  await expect(article(page)).toContainText('今月は成果が出ました');
  await expect(article(page).getByRole('columnheader', { name: '指標' })).toBeVisible();
  expect(dialogs).toEqual(['beforeunload']);

  // The list shows it: type, author, private until published.
  await page.goto(listUrl(projectId));
  const row = page.getByTestId(`report-row-${reportId}`);
  await expect(row).toContainText('定例');
  await expect(row).toContainText('佐藤 花子');
  await expect(row.getByRole('switch')).not.toBeChecked();
  const drafts = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('kaizen.monthlyReportDraft')),
  );
  expect(drafts).toEqual([]);
});

test('editing a saved report keeps a draft across a reload, and 保存 clears it', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page, { withKgi: false });
  const reportId = await createReport(page, projectId, {
    title: uniqueName('編集する'),
    body: '## まとめ\n\n今月の結果',
  });
  await page.goto(viewUrl(projectId, reportId));
  await page.getByRole('link', { name: '編集' }).click();
  await expect(page.getByRole('heading', { name: 'レポート編集' })).toBeVisible();
  await expect(source(page)).toHaveValue('## まとめ\n\n今月の結果');
  await caretToEnd(source(page));
  await page.keyboard.press('Enter');
  await typeWithIme(page, 'らいげつもがんばります', '来月も頑張ります');
  await page.getByRole('button', { name: '太字' }).click();
  await page.keyboard.type('重要');
  await expect(source(page)).toHaveValue('## まとめ\n\n今月の結果\n来月も頑張ります**重要**');
  await expect(preview(page).locator('strong')).toHaveText('重要');

  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(toast(page, '保存していない下書きを復元しました')).toBeVisible();
  await expect(source(page)).toHaveValue(/来月も頑張ります\*\*重要\*\*$/);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, 'レポートを保存しました')).toBeVisible();
  await expect(page).toHaveURL(viewUrl(projectId, reportId));
  await expect(article(page).locator('strong')).toHaveText('重要');
  const drafts = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('kaizen.monthlyReportDraft')),
  );
  expect(drafts).toEqual([]);

  // Opened again, the saved text is shown as it is: no draft to restore.
  await page.getByRole('link', { name: '編集' }).click();
  await expect(source(page)).toHaveValue(/来月も頑張ります\*\*重要\*\*$/);
  await expect(toast(page, '保存していない下書きを復元しました')).toHaveCount(0);
});

test('uploads an image into the markdown, and shows the refusal of a file that is not an image', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId } = await seedProject(page, { withKgi: false });
  await page.goto(`/client/${projectId}/newPointReport`);
  await expect(source(page)).toHaveValue(/## テーマ/);
  await source(page).fill('## 画面\n\n');
  await caretToEnd(source(page));
  await page.locator('input[type=file]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(source(page)).toHaveValue(/## 画面\n\n!\[screen\]\(kaizen-file:\d+\)\n/);
  const image = preview(page).getByRole('img', { name: 'screen' });
  await expect(image).toHaveAttribute('src', /\/api\/v1\/files\/\d+\?/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(toast(page, '追加に失敗しました')).toBeVisible();
  await expect(toast(page, '追加に失敗しました')).not.toContainText('開発チーム');

  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/reports\/\d+$/);
  await expect(article(page).getByRole('img', { name: 'screen' })).toHaveAttribute('src', /\/api\/v1\/files\/\d+\?/);
});

test('publishing flips the switch only once the server answers, with the exact toasts; delete asks first', async ({
  page,
}) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page, { withKgi: false });
  const title = uniqueName('五月の定例');
  const id = await createReport(page, projectId, { title, period_start: '2026-05-01', period_end: '2026-05-31' });
  await page.goto(listUrl(projectId));
  const toggle = page.getByRole('switch', { name: `「${title}」を公開する` });
  await expect(toggle).not.toBeChecked();

  // Held back by the network: the switch waits for the answer.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/api/v1/monthly_reports/update', async (route) => {
    arrived();
    await held;
    await route.continue();
  });
  await toggle.press('Space');
  await expect(toggle).toBeDisabled();
  // The request is out and unanswered: a switch that moved before the answer would show it now.
  await sent;
  await expect(toggle).not.toBeChecked();
  release();
  await expect(toggle).toBeChecked();
  const published = toast(page, 'ステータスを公開に設定しました');
  await expect(published).toContainText(`${title}を公開しました。`);
  await page.unroute('**/api/v1/monthly_reports/update');

  await toggle.press('Space');
  await expect(toggle).not.toBeChecked();
  const hidden = toast(page, 'ステータスを非公開に設定しました');
  await expect(hidden).toContainText(`${title}を非公開にしました。`);
  // The error style (product.md §8.4).
  await expect(hidden).toHaveAttribute('style', /red/);

  // A refused change leaves the switch as it was and says so.
  await page.route('**/api/v1/monthly_reports/update', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"x"}}',
    }),
  );
  await toggle.press('Space');
  await expect(toast(page, '公開設定を変更できませんでした。もう一度お試しください。')).toContainText(
    '開発チームまでご報告ください',
  );
  await expect(toggle).not.toBeChecked();
  await page.unroute('**/api/v1/monthly_reports/update');

  // Filters live in the address.
  await page.getByRole('radiogroup', { name: 'レポートの種類' }).getByText('スポット', { exact: true }).click();
  await expect(page).toHaveURL(/type=0/);
  await expect(page.getByText('条件に合うレポートはありません。')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'レポートの種類' }).getByText('定例', { exact: true }).click();
  await expect(page.getByTestId(`report-row-${id}`)).toBeVisible();
  await page.getByRole('combobox', { name: '年' }).click();
  await page.getByRole('option', { name: '2026年' }).click();
  await expect(page).toHaveURL(/year=2026/);
  await page.reload();
  await expect(page.getByTestId(`report-row-${id}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: '年' })).toHaveValue('2026年');

  // Delete: the dialog first, then the row goes.
  await page.getByRole('button', { name: `「${title}」を削除` }).click();
  const confirm = page.getByRole('dialog', { name: 'レポートの削除' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expect(toast(page, 'レポートを削除しました')).toBeVisible();
  await expect(page.getByTestId(`report-row-${id}`)).toHaveCount(0);
});

test('a failed delete keeps the report and asks for a report to the development team', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId } = await seedProject(page, { withKgi: false });
  const title = uniqueName('削除できない');
  const id = await createReport(page, projectId, { title, is_regular: 0 });
  await page.goto(listUrl(projectId));
  await page.route('**/api/v1/monthly_reports/delete', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"x"}}',
    }),
  );
  await page.getByRole('button', { name: `「${title}」を削除` }).click();
  await page.getByRole('dialog', { name: 'レポートの削除' }).getByRole('button', { name: '削除する' }).click();
  await expect(toast(page, '削除に失敗しました')).toContainText('開発チームまでご報告ください');
  await expect(page.getByTestId(`report-row-${id}`)).toBeVisible();
});

test('a client user reads only the public reports, and cannot write', async ({ browser, page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page, { companyName: CLIENT_COMPANY, withKgi: false });
  const shown = uniqueName('公開レポート');
  const secret = uniqueName('社内レポート');
  const shownId = await createReport(page, projectId, { title: shown, body: '## 結果\n\n公開された本文' });
  const secretId = await createReport(page, projectId, { title: secret, body: '社内だけの本文' });
  await api(page).post('/api/v1/monthly_reports/update', { monthly_report: { id: shownId, is_show: 1 } });

  const context = await browser.newContext();
  const client = await context.newPage();
  await loadSession(client, 'client');
  await client.goto(listUrl(projectId));
  await expect(client.getByRole('link', { name: shown })).toBeVisible();
  await expect(client.getByText(secret)).toHaveCount(0);
  await expect(client.getByRole('link', { name: '定例レポートを作成' })).toHaveCount(0);
  await expect(client.getByRole('link', { name: 'スポットレポートを作成' })).toHaveCount(0);
  await expect(client.getByRole('switch')).toHaveCount(0);
  await expect(client.getByRole('button', { name: /を削除$/ })).toHaveCount(0);

  await client.getByRole('link', { name: shown }).click();
  await expect(article(client)).toContainText('公開された本文');
  await expect(client.getByRole('button', { name: '印刷' })).toBeVisible();
  await expect(client.getByRole('link', { name: '編集' })).toHaveCount(0);

  await client.goto(viewUrl(projectId, secretId));
  await expect(client.getByText('This page could not be found')).toBeVisible();
  await expect(client.getByText('社内だけの本文')).toHaveCount(0);
  await client.goto(`${viewUrl(projectId, shownId)}/edit`);
  await expect(client.getByTestId('error-status')).toHaveText('403');
  await expect(client.getByRole('textbox', { name: '本文（マークダウン）' })).toHaveCount(0);
  await client.goto(`/client/${projectId}/newRegularReport`);
  await expect(client.getByTestId('error-status')).toHaveText('403');
  await context.close();
});

test('hostile markdown is saved and shown without running anything', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await loadSession(page, 'member');
  const { projectId } = await seedProject(page, { withKgi: false });
  await page.goto(`/client/${projectId}/newPointReport`);
  await expect(source(page)).toHaveValue(/## テーマ/);
  const hostile = [
    '## 攻撃',
    '',
    '<script>window.__pwned = 1; alert("script")</script>',
    '',
    '[x](javascript:alert(1))',
    '',
    '<img src=x onerror="window.__pwned = 2; alert(2)">',
    '',
    '![y](javascript:alert(3))',
    '',
    '<a href="javascript:alert(4)" onclick="alert(5)">z</a> 普通の文',
  ].join('\n');
  await source(page).fill(hostile);
  await expect(preview(page)).toContainText('普通の文');

  const checkSafe = async (root: Locator) => {
    await expect(root.locator('script')).toHaveCount(0);
    await expect(root.locator('[onerror], [onclick]')).toHaveCount(0);
    await expect(root.locator('a[href^="javascript"], img[src^="javascript"], img[src="x"]')).toHaveCount(0);
  };
  await checkSafe(preview(page));

  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/reports\/\d+$/);
  await expect(article(page)).toContainText('普通の文');
  await checkSafe(article(page));
  // The link text stays, harmless: clicking it goes nowhere.
  await article(page).getByText('x', { exact: true }).click();
  await page.reload();
  await expect(article(page)).toContainText('普通の文');
  await checkSafe(article(page));
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('prints on A4 without the app chrome or buttons, sections flowing without splitting', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page);
  const template = await getJson(page, `/api/v1/monthly_reports/template?project_id=${projectId}&kind=regular`);
  const id = await createReport(page, projectId, {
    title: template.title,
    body: template.body,
    period_start: template.period_start,
    period_end: template.period_end,
  });
  await page.goto(viewUrl(projectId, id));
  await expect(article(page).getByRole('heading', { name: 'KGI' })).toBeVisible();
  const sections = await article(page).locator('h2').count();
  expect(sections).toBeGreaterThanOrEqual(5);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: 'Kaizen Tree' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'プロジェクトメニュー' })).toBeHidden();
  await expect(page.getByTestId('current-project-name')).toBeHidden();
  await expect(page.getByRole('button', { name: '印刷' })).toBeHidden();
  await expect(page.getByRole('link', { name: '編集' })).toBeHidden();
  await expect(page.getByRole('link', { name: '一覧に戻る' })).toBeHidden();
  await expect(article(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: template.title }).first()).toBeVisible();
  const layout = await article(page).evaluate((el) => ({
    width: el.getBoundingClientRect().width,
    h2After: getComputedStyle(el.querySelector('h2') as Element).breakAfter,
    tableBreak: getComputedStyle(el.querySelector('table') as Element).breakInside,
    tableZoom: getComputedStyle(el.querySelector('table') as Element).zoom,
    rowBreak: getComputedStyle(el.querySelector('tr') as Element).breakInside,
  }));
  expect(layout).toEqual({ width: 640, h2After: 'avoid', tableBreak: 'avoid', tableZoom: '0.7', rowBreak: 'avoid' });

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  writeFileSync('/tmp/monthly-report-print.pdf', pdf);
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
  // The template's short sections flow onto a couple of pages, not one page each.
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThan(sections);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('link', { name: 'Kaizen Tree' })).toBeVisible();
});

test('a template placeholder left in a report asks before the report is made public or printed', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page, { withKgi: false });
  const title = uniqueName('書きかけの定例');
  const left = '（来月の施策と確認事項を記入してください）';
  const id = await createReport(page, projectId, { title, body: `# ${title}\n\n## 来月の予定\n\n${left}\n` });
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await page.goto(listUrl(projectId));
  const toggle = page.getByRole('switch', { name: `「${title}」を公開する` });
  const dialog = page.getByRole('dialog', { name: 'テンプレートの記入欄が残っています' });

  await toggle.press('Space');
  await expect(dialog).toContainText(left);
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toggle).not.toBeChecked();
  expect((await getJson(page, `/api/v1/monthly_reports/get?id=${id}`)).monthly_report.is_show).toBe(0);

  await toggle.press('Space');
  await dialog.getByRole('button', { name: 'このまま公開する' }).click();
  await expect(toggle).toBeChecked();
  await expect(toast(page, 'ステータスを公開に設定しました')).toBeVisible();

  await page.goto(viewUrl(projectId, id));
  const print = page.getByRole('button', { name: '印刷', exact: true });
  await print.click();
  await expect(dialog).toContainText(left);
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);
  await print.click();
  await dialog.getByRole('button', { name: 'このまま印刷する' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test('a report written in full is made public and printed without asking', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page, { withKgi: false });
  const title = uniqueName('書き上げた定例');
  const id = await createReport(page, projectId, {
    title,
    body: `# ${title}\n\n## 来月の予定\n\n価格表示を検証します。\n`,
  });
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await page.goto(listUrl(projectId));
  const toggle = page.getByRole('switch', { name: `「${title}」を公開する` });
  await toggle.press('Space');
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(viewUrl(projectId, id));
  await page.getByRole('button', { name: '印刷', exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});
