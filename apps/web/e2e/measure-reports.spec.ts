import type { Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api, seedProject } from './management-support';
import { MAX_PATTERN_NUM } from '@kaizen/domain';
import { pdfText } from './pdf-text';
import { liftWithKeyboard, loadSession, tokenOf, uniqueName } from './support';

/** A 1×1 PNG: the server reads the type from the bytes, so uploads need a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const reportUrl = (projectId: number, measureId: number) => `/client/${projectId}/measures/${measureId}/reports`;
const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

interface ReportAnswer {
  report: { id: number };
  td: { id: number; pattern: number }[];
}

/** Creates a measure's report through the API, as the edit screen's first call does. */
async function createReport(page: Page, measureId: number, fields: object = {}): Promise<ReportAnswer> {
  return api(page).post('/api/v1/measure_reports/create', { measure_id: measureId, ...fields });
}

/** Uploads an image through the API (multipart, as the image dialog sends it). */
async function uploadImage(page: Page, measureId: number, kind: string, title: string) {
  const response = await page.request.post('/api/v1/measure_report_images/upload', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    multipart: { measure_id: String(measureId), kind, pattern: '', title, file: png(`${kind}.png`) },
  });
  expect(response.status()).toBe(200);
}

/** Picks an entry of a Mantine Select. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const patternHead = (page: Page, n: number) => page.getByTestId(`pattern-${n}`);
const adoptSwitch = (page: Page, n: number) =>
  page.getByRole('switch', { name: new RegExp(`^パターン${n}（.*）を採用$`) });

test('staff creates a report from the tree, fills it in and lands on the report after saving', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId, measureId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);
  await page.getByRole('link', { name: '施策「商品ページに送料を表示」のレポート' }).click();
  await expect(page).toHaveURL(reportUrl(projectId, measureId));
  await expect(page.getByText('レポートはまだ作成されていません')).toBeVisible();
  await page.getByRole('button', { name: 'レポートを作成' }).click();
  await expect(page).toHaveURL(`${reportUrl(projectId, measureId)}/edit`);
  await expect(page.getByRole('heading', { name: '商品ページに送料を表示' })).toBeVisible();

  await page.getByRole('textbox', { name: '目的' }).fill('送料の不安をなくしてカート離脱を減らす');
  await choose(page, page.getByRole('combobox', { name: 'デバイス' }), 'スマートフォン');
  await page.getByRole('textbox', { name: '検証開始日' }).fill('2025/05/01');
  await page.getByRole('textbox', { name: '検証終了日' }).fill('2025/05/14');
  await expect(page.getByTestId('verification-days')).toHaveText('14日間');
  // Full-width digits and commas are read as numbers (product.md §5 number input).
  await page.getByRole('textbox', { name: '現状値' }).fill('２');
  await page.getByRole('textbox', { name: '目標値' }).fill('２．０３');
  await expect(page.getByTestId('cvr-increase')).toHaveText('1.5%');
  await page.getByRole('textbox', { name: 'セッション数' }).fill('１２，３４５');
  await page.getByRole('textbox', { name: '考察', exact: true }).fill('送料を先に見せると離脱が減った');
  await page.getByRole('button', { name: '保存' }).first().click();

  await expect(toast(page, 'レポートを保存しました')).toBeVisible();
  await expect(page).toHaveURL(reportUrl(projectId, measureId));
  // The address changes before the report is drawn, and the form has the same heading: the report's
  // own overview says the report is on screen.
  const overview = page.getByRole('table', { name: '概要' });
  await expect(overview).toContainText('2025/05/01 〜 2025/05/14（14日間）');
  // The saved report opens at its top, title in full view, not where the long form was scrolled to.
  await expect(page.getByRole('heading', { name: '商品ページに送料を表示' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(overview).toContainText('スマートフォン');
  await expect(overview).toContainText('佐藤 花子');
  // The period has ended: the results are shown, figures with separators.
  await expect(page.getByText('検証後に反映されます')).toHaveCount(0);
  const result = page.getByRole('table', { name: '結果', exact: true });
  await expect(result).toContainText('1.5%');
  await expect(result).toContainText('12,345');
  await expect(page.getByText('送料を先に見せると離脱が減った')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '施策の位置' })).toContainText('CVRを2%にする');

  // The status page's measure list leads here too.
  await page.goto(`/client/${projectId}/status`);
  await page.getByRole('link', { name: '施策「商品ページに送料を表示」のレポート' }).click();
  await expect(page).toHaveURL(reportUrl(projectId, measureId));
});

test('three patterns with Japanese names and screenshots, one adopted, then lowered to two after naming what goes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'manager');
  const { projectId, measureId } = await seedProject(page);
  await createReport(page, measureId);
  await page.goto(`${reportUrl(projectId, measureId)}/edit`);
  await expect(patternHead(page, 2)).toBeVisible();

  const patternNum = page.getByRole('textbox', { name: 'パターン数' });
  await patternNum.fill('3');
  await patternNum.press('Enter');
  await expect(patternHead(page, 3)).toBeVisible();

  const names = ['A案：送料を上部に表示', 'B案：カートで送料を表示', 'C案：送料無料ラインを表示'];
  for (const [index, name] of names.entries()) {
    const n = index + 1;
    await page.getByRole('button', { name: `パターン${n}の名前を編集` }).click();
    const input = page.getByRole('textbox', { name: `パターン${n}の名前` });
    await input.fill(name);
    if (n === 1) {
      // The Enter that confirms an IME conversion does not save.
      await input.dispatchEvent('keydown', { key: 'Enter', code: 'Enter', isComposing: true, bubbles: true });
      await expect(input).toBeVisible();
    }
    await input.press('Enter');
    await expect(page.getByRole('button', { name: `パターン${n}の名前を編集` })).toHaveText(name);
  }

  // Two screenshots for pattern 3 (one call each), one for pattern 1.
  await page.getByRole('button', { name: 'パターン3のスクリーンショットの画像設定' }).click();
  let dialog = page.getByRole('dialog', { name: 'パターン3のスクリーンショットの画像設定' });
  await dialog.locator('input[type=file]').setInputFiles([png('c-pc.png'), png('c-sp.png')]);
  const list = dialog.getByRole('list', { name: 'パターン3のスクリーンショットの並び順' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(toast(page, '画像を2枚追加しました')).toBeVisible();
  await dialog.getByRole('button', { name: '「c-sp.png」のキャプションを編集' }).click();
  await dialog.getByRole('textbox', { name: '「c-sp.png」のキャプション' }).fill('スマホ表示');
  await dialog.getByRole('textbox', { name: '「c-sp.png」のキャプション' }).press('Enter');
  await expect(dialog.getByRole('button', { name: '「c-sp.png」のキャプションを編集' })).toHaveText('スマホ表示');
  // Reordered with the keyboard alone (Space lifts, arrows move, Space drops): saved as the whole order.
  await liftWithKeyboard(page, dialog.getByRole('button', { name: '「c-pc.png」を並べ替え' }));
  await page.keyboard.press('ArrowDown');
  // dnd-kit announces the new place once it has taken it: only then does Space drop it there.
  await expect(page.getByRole('status').filter({ hasText: '「c-pc.png」を2件中2番目に移動しました' })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(list.getByRole('listitem')).toHaveText([/スマホ表示/, /c-pc\.png/]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const carousel = page.getByRole('region', { name: 'パターン3のスクリーンショット', exact: true });
  await expect(carousel.getByRole('img', { name: 'スマホ表示' })).toBeAttached();
  // The new order shows in the carousel too.
  await expect(carousel.getByRole('group')).toHaveText(['スマホ表示', '']);
  await expect(page.getByRole('region', { name: 'パターン3のスクリーンショットのサムネイル' })).toBeVisible();

  await page.getByRole('button', { name: 'パターン1のスクリーンショットの画像設定' }).click();
  dialog = page.getByRole('dialog', { name: 'パターン1のスクリーンショットの画像設定' });
  await dialog.locator('input[type=file]').setInputFiles(png('a.png'));
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // Adopting one pattern un-adopts the other (the switches move once the server has answered).
  await adoptSwitch(page, 1).click();
  await expect(adoptSwitch(page, 1)).toBeChecked();
  await expect(patternHead(page, 1)).toContainText('採用');
  await adoptSwitch(page, 2).click();
  await expect(adoptSwitch(page, 2)).toBeChecked();
  await expect(adoptSwitch(page, 1)).not.toBeChecked();
  await expect(patternHead(page, 1)).toContainText('不採用');

  // Lowering: asked first, naming the pattern that goes and its screenshots.
  await patternNum.fill('2');
  await patternNum.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'パターンを削除' });
  await expect(confirm).toContainText('「C案：送料無料ラインを表示」を削除します。');
  await expect(confirm).toContainText('スクリーンショット2枚');
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expect(patternHead(page, 3)).toHaveCount(0);
  await expect(patternHead(page, 2)).toBeVisible();
  await expect(page.getByRole('button', { name: 'パターン2の名前を編集' })).toHaveText(names[1] as string);

  await page.getByRole('button', { name: '保存' }).first().click();
  await expect(page).toHaveURL(reportUrl(projectId, measureId));
  await expect(patternHead(page, 2)).toContainText('採用');
  await expect(patternHead(page, 1)).toContainText('不採用');
  await expect(page.getByRole('table', { name: 'パターン表' })).toContainText('B案：カートで送料を表示');
  await expect(page.getByRole('table', { name: 'パターン表' })).not.toContainText('C案');
});

test('the result column says 検証後に反映されます until the verification is done; the edit screen shows it', async ({
  page,
}) => {
  await loadSession(page, 'member');
  const { projectId, measureId } = await seedProject(page);
  const created = await createReport(page, measureId, {
    start_date: '2099-01-01',
    end_date: '2099-01-31',
    current_improvement: 2,
    porpose_improvement: 2.05,
  });
  await page.goto(reportUrl(projectId, measureId));
  await expect(page.getByText('検証後に反映されます')).toBeVisible();
  await expect(page.getByRole('table', { name: '概要' })).toBeVisible();
  // Covered: neither seen nor reachable by keyboard or screen reader.
  await expect(page.getByRole('table', { name: '結果', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: '編集' }).click();
  await expect(page).toHaveURL(`${reportUrl(projectId, measureId)}/edit`);
  await expect(page.getByTestId('cvr-increase')).toHaveText('2.5%');
  await expect(page.getByText('検証後に反映されます')).toHaveCount(0);

  await api(page).post('/api/v1/measure_reports/update', {
    id: created.report.id,
    start_date: '2025-01-01',
    end_date: '2025-01-31',
  });
  await page.goto(reportUrl(projectId, measureId));
  await expect(page.getByRole('table', { name: '結果', exact: true })).toContainText('2.5%');
  await expect(page.getByText('検証後に反映されます')).toHaveCount(0);
});

test('printing uses the report alone: no header, side menu or buttons, every image at most 400px high', async ({
  page,
}) => {
  await loadSession(page, 'manager');
  const { projectId, measureId } = await seedProject(page);
  await createReport(page, measureId, { start_date: '2025-03-01', end_date: '2025-03-10', porpose: '印刷の確認' });
  await uploadImage(page, measureId, 'reference', '参考サイト');
  await page.goto(reportUrl(projectId, measureId));
  await expect(page.getByRole('button', { name: '印刷' })).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.mantine-AppShell-header')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'プロジェクトメニュー' })).toBeHidden();
  await expect(page.getByRole('button', { name: '印刷' })).toBeHidden();
  await expect(page.getByRole('link', { name: '編集' })).toBeHidden();
  await expect(page.getByRole('heading', { name: '商品ページに送料を表示' })).toBeVisible();
  await expect(page.getByText('印刷の確認')).toBeVisible();
  // Printed, the images are listed one after another rather than in a carousel.
  const printed = page.getByRole('img', { name: '参考サイト' }).last();
  await expect(printed).toBeVisible();
  expect((await printed.boundingBox())?.height ?? 0).toBeLessThanOrEqual(400);
  const visibleButtons = await page
    .getByRole('button')
    .evaluateAll((buttons) => buttons.filter((b) => (b as HTMLElement).offsetParent !== null).length);
  expect(visibleButtons).toBe(0);

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  expect(pdf.length).toBeGreaterThan(1000);
});

for (const patternNum of [3, MAX_PATTERN_NUM]) {
  test(`a report with ${patternNum} patterns prints every pattern column on A4`, async ({ page }) => {
    await loadSession(page, 'manager');
    const { projectId, measureId } = await seedProject(page);
    await createReport(page, measureId, { porpose: '列の印刷' });
    const created: ReportAnswer = await api(page).post('/api/v1/measure_reports/update_pattern', {
      measure_id: measureId,
      pattern_num: patternNum,
    });
    // Each column carries a name of its own, so a cut-off column is missing from the paper.
    for (const pattern of created.td) {
      await api(page).post('/api/v1/report_verification/update_pattern', {
        id: pattern.id,
        name: `案${pattern.pattern}号`,
      });
    }
    await page.goto(reportUrl(projectId, measureId));
    await expect(patternHead(page, patternNum)).toBeVisible();

    const text = pdfText(await page.pdf({ format: 'A4', printBackground: true })).replace(/\s+/g, '');
    for (let n = 1; n <= patternNum; n += 1) {
      expect(text, `パターン${n}`).toMatch(new RegExp(`パターン${n}(?!\\d)`));
      expect(text, `案${n}号`).toContain(`案${n}号`);
    }
  });
}

test('creates a task from the consideration and links an existing hypothesis', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId, measureId } = await seedProject(page);
  await createReport(page, measureId, { start_date: '2025-03-01', end_date: '2025-03-10' });
  await page.goto(`${reportUrl(projectId, measureId)}/edit`);

  await page.getByRole('button', { name: '課題を作成' }).click();
  const create = page.getByRole('dialog', { name: '課題を作成' });
  await create.getByRole('textbox', { name: '課題名' }).fill('送料の説明がスマホで読みにくい');
  await create.getByRole('button', { name: '作成する' }).click();
  await expect(create).toHaveCount(0);
  const links = page.getByRole('list', { name: '紐付いている課題・仮説' });
  await expect(links).toContainText('送料の説明がスマホで読みにくい');
  // The report's own form was not saved by the dialog's submit.
  await expect(page).toHaveURL(`${reportUrl(projectId, measureId)}/edit`);

  await page.getByRole('button', { name: '既存の仮説に紐付け' }).click();
  const link = page.getByRole('dialog', { name: '既存の仮説に紐付け' });
  // Ticked once the server has linked it.
  await link.getByRole('checkbox', { name: '送料を先に見せれば離脱が減る' }).click();
  await expect(link.getByRole('checkbox', { name: '送料を先に見せれば離脱が減る' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(links).toContainText('送料を先に見せれば離脱が減る');

  await page.goto(`/client/${projectId}/management`);
  await expect(page.getByRole('listitem', { name: '課題「送料の説明がスマホで読みにくい」' })).toBeVisible();
});

test('an image the server refuses says why, in the dialog and the toast', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId, measureId } = await seedProject(page);
  await createReport(page, measureId);
  await page.goto(`${reportUrl(projectId, measureId)}/edit`);
  await page.getByRole('button', { name: '参考画像の画像設定' }).click();
  const dialog = page.getByRole('dialog', { name: '参考画像の画像設定' });
  // Named .png but not an image: only the server can tell (415).
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(dialog.getByRole('alert')).toContainText(
    'fake.png：アップロードできるのはPNG・JPEG・WebPの画像だけです',
  );
  await expect(toast(page, '追加に失敗しました')).toBeVisible();
  // A text file is refused before it is sent.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'memo.txt', mimeType: 'text/plain', buffer: Buffer.from('memo') });
  await expect(dialog.getByRole('alert')).toContainText(
    'memo.txt：アップロードできるのはPNG・JPEG・WebPの画像だけです',
  );
  await expect(dialog.getByText('画像はまだありません')).toBeVisible();

  // A good one goes up; deleting it asks first.
  await dialog.locator('input[type=file]').setInputFiles(png('ok.png'));
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: '「ok.png」を削除' }).click();
  await dialog
    .getByRole('group', { name: '「ok.png」を削除しますか' })
    .getByRole('button', { name: '削除する' })
    .click();
  await expect(dialog.getByText('画像はまだありません')).toBeVisible();
});

test('the basis image dialog shows the image it holds, and says when an upload is done', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId, measureId } = await seedProject(page);
  await createReport(page, measureId);
  await page.goto(`${reportUrl(projectId, measureId)}/edit`);
  await page.getByRole('button', { name: '根拠画像の画像設定' }).click();
  const dialog = page.getByRole('dialog', { name: '根拠画像の画像設定' });
  await dialog.locator('input[type=file]').setInputFiles(png('funnel.png'));
  await expect(toast(page, '画像を1枚追加しました')).toBeVisible();
  const thumbnail = dialog.getByRole('img', { name: 'funnel.png' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A new one takes its place.
  await dialog.locator('input[type=file]').setInputFiles(png('funnel-2.png'));
  await expect(dialog.getByRole('img', { name: 'funnel-2.png' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'funnel.png' })).toHaveCount(0);
});

test('the admin search finds reports by keyword and adoption, keeps the conditions in the address and opens one', async ({
  page,
}) => {
  await loadSession(page, 'admin');
  const { projectId, measureId, hiddenMeasureId } = await seedProject(page);
  const keyword = uniqueName('送料検証');
  const adopted = await createReport(page, measureId, {
    porpose: `${keyword}：採用あり`,
    current_improvement: 1,
    porpose_improvement: 1.012,
  });
  const first = adopted.td.find((p) => p.pattern === 1);
  await api(page).post('/api/v1/measure_reports/update_adopt', { id: first?.id, is_adopt: 1 });
  await createReport(page, hiddenMeasureId, { porpose: `${keyword}：採用なし` });

  await page.goto('/admin/search');
  await page.getByRole('textbox', { name: 'キーワード' }).fill(keyword);
  await page.getByRole('radiogroup', { name: '採用' }).getByText('あり', { exact: true }).click();
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page).toHaveURL(/adopted=1/);
  const results = page.getByRole('table', { name: '検索結果' });
  // Until the new answer arrives the table still shows the previous (unconditioned) results.
  await expect(results.getByRole('link', { name: '商品ページに送料を表示' })).toHaveCount(1);
  await expect(results.getByRole('link', { name: '商品ページに送料を表示' })).toBeVisible();
  await expect(results.getByRole('row', { name: /商品ページに送料を表示/ })).toContainText('パターン1');
  await expect(results.getByRole('row', { name: /商品ページに送料を表示/ })).toContainText('1.2%');
  await expect(results.getByRole('link', { name: '社内検討中の施策' })).toHaveCount(0);

  await page.getByRole('radiogroup', { name: '採用' }).getByText('なし', { exact: true }).click();
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page).toHaveURL(/adopted=0/);
  await expect(results.getByRole('link', { name: '社内検討中の施策' })).toBeVisible();
  await expect(results.getByRole('link', { name: '商品ページに送料を表示' })).toHaveCount(0);

  // Back returns to the earlier conditions, in the form as well.
  await page.goBack();
  await expect(page).toHaveURL(/adopted=1/);
  await expect(page.getByRole('textbox', { name: 'キーワード' })).toHaveValue(keyword);
  await expect(page.getByRole('radio', { name: 'あり', exact: true })).toBeChecked();
  await results.getByRole('link', { name: '商品ページに送料を表示' }).click();
  await expect(page).toHaveURL(reportUrl(projectId, measureId));
  await expect(page.getByRole('heading', { name: '商品ページに送料を表示' })).toBeVisible();
});

test('the admin search filters by the verdict and orders by uplift: the demo EC winner first', async ({ page }) => {
  const DEMO_WINNER = 'カートの購入ボタンを目立つ色にする';
  await loadSession(page, 'admin');
  const { measureId } = await seedProject(page);
  const purpose = uniqueName('改善率順');
  // A smaller win (+13.4 %) than the demo's (+37.1 %), with the newer period.
  await createReport(page, measureId, { porpose: purpose, start_date: '2099-01-01', end_date: '2099-01-31' });
  await api(page).post('/api/v1/measure_reports/update_results', {
    measure_id: measureId,
    patterns: [
      { pattern: 1, users: 24_000, conversions: 720 },
      { pattern: 2, users: 24_100, conversions: 820 },
    ],
  });

  await page.goto('/admin/search');
  await page.getByRole('combobox', { name: '判定' }).click();
  await page.getByRole('option', { name: '勝ち', exact: true }).click();
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page).toHaveURL(/verdict=win/);
  const results = page.getByRole('table', { name: '検索結果' });
  const demo = results.getByRole('row', { name: new RegExp(DEMO_WINNER) });
  const seeded = results.getByRole('row').filter({ hasText: purpose });
  await expect(demo).toContainText('勝ち');
  await expect(demo).toContainText('+37.1%');
  await expect(seeded).toContainText('+13.4%');
  await expect(results.getByText('未入力')).toHaveCount(0);
  const rowIndex = (row: Locator) => row.evaluate((tr: HTMLTableRowElement) => tr.rowIndex);
  // Newest period first: the seeded report (2099) is above the demo's.
  expect(await rowIndex(seeded)).toBeLessThan(await rowIndex(demo));

  await page.getByRole('radiogroup', { name: '並び順' }).getByText('改善率の高い順', { exact: true }).click();
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page).toHaveURL(/sort=uplift/);
  await expect.poll(async () => (await rowIndex(demo)) < (await rowIndex(seeded))).toBe(true);
  await expect(page.getByRole('combobox', { name: '判定' })).toHaveValue('勝ち');
});

test('a client user gets the not-found page for a report that is not public', async ({ browser, page }) => {
  await loadSession(page, 'admin');
  const { projectId, measureId } = await seedProject(page, { companyName: '株式会社さくら商事' });
  const created = await createReport(page, measureId, { is_show: 0, porpose: '社内向けの検証' });

  const context = await browser.newContext();
  const client = await context.newPage();
  await loadSession(client, 'client');
  await client.goto(reportUrl(projectId, measureId));
  await expect(client.getByText('This page could not be found')).toBeVisible();
  await expect(client.getByText('社内向けの検証')).toHaveCount(0);

  // Made public, the client reads it.
  await api(page).post('/api/v1/measure_reports/update', { id: created.report.id, is_show: 1 });
  await client.reload();
  await expect(client.getByRole('heading', { name: '商品ページに送料を表示' })).toBeVisible();
  await expect(client.getByText('社内向けの検証')).toBeVisible();
  await context.close();
});

test('the image carousel tells a screen reader which image it shows in Japanese: スライド 1 / 2', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId, measureId } = await seedProject(page);
  await createReport(page, measureId, { start_date: '2025-03-01', end_date: '2025-03-10' });
  await uploadImage(page, measureId, 'reference', '参考サイトの一枚目');
  await uploadImage(page, measureId, 'reference', '参考サイトの二枚目');
  await page.goto(reportUrl(projectId, measureId));
  const announced = page.getByRole('status').filter({ hasText: /スライド/ });
  await expect(announced).toHaveText('スライド 1 / 2');
  await page.getByRole('button', { name: '次の画像' }).click();
  await expect(announced).toHaveText('スライド 2 / 2');
  // Nothing a screen reader hears on the page is English (the thumbnail strip had its own 'Slide 1 of 1').
  await expect(page.getByRole('status').filter({ hasText: /Slide/ })).toHaveCount(0);
});
