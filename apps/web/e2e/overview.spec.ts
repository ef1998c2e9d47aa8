import type { Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api } from './management-support';
import { pdfText } from './pdf-text';
import { loadSession, uniqueName } from './support';

/** A minimal PDF: the server reads the type from the first bytes (%PDF-). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** The demo's ECサイト改善プロジェクト (株式会社さくら商事's first project, won from the sales area). */
const EC_PROJECT = 1;

/** The overview's sections, in the order of the page. */
const SECTIONS = [
  '目標',
  'ドキュメント',
  'シミュレーション',
  '顧客分析',
  '競合比較',
  '強み・弱み',
  '市場選定',
  'レポート',
];

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectToast(page: Page, title: string, message?: string) {
  const shown = page.locator('.mantine-Notification-root').filter({ hasText: title }).last();
  await expect(shown).toBeVisible();
  if (message) await expect(shown).toContainText(message);
}

/** Every section is on the page, in order, each under its heading. */
async function expectEverySection(page: Page) {
  const names = await page
    .locator('main section[aria-label]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  expect(names.filter((name) => SECTIONS.includes(name ?? ''))).toEqual(SECTIONS);
  for (const name of SECTIONS) {
    await expect(section(page, name).getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
}

async function openOverview(page: Page, projectId: number) {
  await page.goto(`/client/${projectId}/overview`);
  await expect(page.getByRole('heading', { level: 1, name: /プロジェクト概要/ })).toBeVisible();
}

const documentsTable = (page: Page) => section(page, 'ドキュメント').getByRole('table', { name: 'ドキュメント一覧' });

test('staff see every section of the demo project, upload a PDF with progress and delete it', async ({ page }) => {
  await loadSession(page, 'member');
  await openOverview(page, EC_PROJECT);
  await expectEverySection(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ECサイト改善プロジェクト');

  // 目標: the project's KGI, editable by staff.
  const goal = section(page, '目標');
  await expect(goal.getByTestId('overview-kgi')).not.toHaveText('未設定');
  await expect(goal.getByRole('button', { name: '目標を編集' })).toBeVisible();

  // ドキュメント: the two demo PDFs and the proposal the sales customer brought along.
  const documents = documentsTable(page);
  await expect(documents.getByRole('link', { name: 'ECサイト現状分析レポート_2026年版.pdf' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(documents.getByRole('link', { name: '定期便LP改善提案書.pdf' })).toBeVisible();
  await expect(documents.getByRole('link', { name: '提案書_さくらコスメ様.pdf' })).toBeVisible();

  const name = `${uniqueName('月次資料')}.pdf`;
  const input = section(page, 'ドキュメント').locator('input[type="file"][accept*="pdf"]');
  await input.setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expectToast(page, 'PDFをアップロードしました');
  const link = documents.getByRole('link', { name });
  await expect(link).toBeVisible();
  // The link opens the stored PDF (a signed URL).
  const href = await link.getAttribute('href');
  const served = await page.request.get(href ?? '');
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await served.body()).equals(PDF)).toBe(true);

  await input.setInputFiles({ name: '偽物.pdf', mimeType: 'application/pdf', buffer: Buffer.from('PDFではない') });
  await expectToast(page, 'PDFアップロードに失敗しました', 'アップロードできるのはPDFファイルだけです');

  await documents.getByRole('button', { name: `${name}を削除` }).click();
  await page.getByRole('dialog', { name: 'PDFの削除' }).getByRole('button', { name: '削除する' }).click();
  await expectToast(page, 'PDFを削除しました');
  await expect(link).toHaveCount(0);
  await page.reload();
  await expect(documentsTable(page).getByRole('link', { name: '定期便LP改善提案書.pdf' })).toBeVisible();
  await expect(documentsTable(page).getByRole('link', { name })).toHaveCount(0);

  // シミュレーション: the won customer's records, in the three tabs, saved by staff.
  const simulation = section(page, 'シミュレーション');
  for (const tab of ['現状', '目標', '感度分析'])
    await expect(simulation.getByRole('tab', { name: tab })).toBeVisible();
  await expect(simulation.getByRole('button', { name: '現状を保存' })).toBeVisible();
  await simulation.getByRole('tab', { name: '感度分析' }).click();
  await expect(simulation.getByRole('table').first()).toBeVisible();
});

test('staff edit the goal in place; a project not from the sales area says it has no simulation', async ({ page }) => {
  await loadSession(page, 'manager');
  const { post, companyId } = api(page);
  const project = await post('/api/v1/projects/create', {
    company_id: await companyId('株式会社さくら商事'),
    project_name: uniqueName('概要テスト'),
  });
  const projectId = project.project.id as number;
  await openOverview(page, projectId);
  await expectEverySection(page);

  const goal = section(page, '目標');
  await expect(goal.getByTestId('overview-kgi')).toHaveText('未設定');
  await goal.getByRole('button', { name: '目標を編集' }).click();
  const dialog = page.getByRole('dialog', { name: 'KGI・目的の設定' });
  await dialog.getByLabel('目的').fill('定期購入の比率を高め、売上を安定させる');
  await dialog.getByLabel('KGI').fill('年間売上を1億2千万円にする');
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog).toBeHidden();
  await expect(goal.getByTestId('overview-kgi')).toHaveText('年間売上を1億2千万円にする');
  await expect(goal.getByTestId('overview-purpose')).toHaveText('定期購入の比率を高め、売上を安定させる');
  await page.reload();
  await expect(section(page, '目標').getByTestId('overview-kgi')).toHaveText('年間売上を1億2千万円にする');

  await expect(section(page, 'シミュレーション')).toContainText(
    'このプロジェクトは営業顧客から引き継いだものではないため、シミュレーションはまだありません。',
  );
  await expect(section(page, 'ドキュメント')).toContainText('ドキュメントはまだありません');
  await expect(section(page, 'レポート')).toContainText('レポートはまだありません');
});

test('staff change the simulation of a won customer on its project’s overview', async ({ page }) => {
  await loadSession(page, 'member');
  const { post, companyId } = api(page);
  const sale = await post('/api/v1/sales_statuses/create', { project_name: uniqueName('受注案件') });
  const converted = await post('/api/v1/sales_statuses/convert', {
    id: sale.sale.id,
    company_id: await companyId('株式会社さくら商事'),
  });
  await openOverview(page, converted.project_id as number);
  const current = section(page, 'シミュレーション').getByRole('tabpanel', { name: '現状' });
  const values = ['１，０００，０００', '２', '１０', '５０，０００', '３０'];
  for (const [index, label] of ['セッション数', 'CVR(%)', '成約率(%)', '顧客単価(円)', '利益率(%)'].entries()) {
    const field = current.getByLabel(label, { exact: true });
    await field.fill(values[index] ?? '');
    await field.blur();
  }
  await current.getByRole('button', { name: '現状を保存' }).click();
  await expectToast(page, 'シミュレーションを保存しました');
  await expect(current.getByTestId('figure-cv')).toHaveText('20,000');
  await expect(current.getByTestId('figure-target_sales')).toHaveText('100,000,000円');
  await page.reload();
  await expect(
    section(page, 'シミュレーション').getByRole('tabpanel', { name: '現状' }).getByTestId('figure-cv'),
  ).toHaveText('20,000');
});

test('a sales customer’s page has the analysis sections too, for staff to fill before the contract', async ({
  page,
}) => {
  await loadSession(page, 'member');
  const sale = await api(page).post('/api/v1/sales_statuses/create', { project_name: uniqueName('見込み案件') });
  await page.goto(`/admin/sales/${sale.sale.id as number}`);
  for (const heading of ['ドキュメント', '顧客分析', '競合比較', '強み・弱み', '市場選定']) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'PDFをアップロード' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新しいボード' })).toBeVisible();
});

/** No control that changes anything: the client reads. */
async function expectReadOnly(page: Page, scope: Locator) {
  await expect(scope.getByRole('button', { name: '目標を編集' })).toHaveCount(0);
  await expect(scope.getByRole('button', { name: 'PDFをアップロード' })).toHaveCount(0);
  await expect(scope.locator('input[type="file"]')).toHaveCount(0);
  await expect(scope.getByRole('button', { name: /を削除$/ })).toHaveCount(0);
  await expect(scope.getByRole('button', { name: /を保存$/ })).toHaveCount(0);
  await expect(scope.getByRole('button', { name: '新しいボード' })).toHaveCount(0);
  await expect(scope.getByRole('switch')).toHaveCount(0);
}

test('the client without client editing reads every section of its project, changing nothing', async ({ page }) => {
  await loadSession(page, 'client');
  await openOverview(page, EC_PROJECT);
  await expectEverySection(page);
  const main = page.locator('main');
  await expect(documentsTable(page).getByRole('link', { name: '定期便LP改善提案書.pdf' })).toBeVisible();
  const simulation = section(page, 'シミュレーション');
  await expect(simulation.getByRole('tab', { name: '現状' })).toBeVisible();
  await expect(simulation.getByLabel('セッション数', { exact: true }).first()).toHaveAttribute('readonly', '');
  await expectReadOnly(page, main);
});

test('the overview prints on A4 as a document: title block, section headings, a competitor, no controls', async ({
  page,
}) => {
  await loadSession(page, 'member');
  await openOverview(page, EC_PROJECT);
  await expectEverySection(page);
  await expect(documentsTable(page)).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '印刷' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'PDFをアップロード' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'プロジェクトメニュー' })).toBeHidden();
  const layout = await page.locator('main').evaluate((main) => {
    const table = main.querySelector('section table');
    const row = main.querySelector('section tr');
    return {
      tableBreak: table ? getComputedStyle(table).breakInside : '',
      rowBreak: row ? getComputedStyle(row).breakInside : '',
    };
  });
  expect(layout).toEqual({ tableBreak: 'avoid', rowBreak: 'avoid' });

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  // Chromium's font maps the middle dot of 強み・弱み to U+2027 in the PDF's text layer.
  const printed = pdfText(pdf).replaceAll('\u2027', '・');
  expect(printed).toContain('プロジェクト概要');
  expect(printed).toContain('ECサイト改善プロジェクト');
  expect(printed).toMatch(/作成日 \d{4}\/\d{2}\/\d{2}/);
  for (const heading of SECTIONS) expect(printed).toContain(heading);
  expect(printed).toContain('定期便LP改善提案書.pdf');
  // A competitor of the demo comparison (its table and the market board name it).
  expect(printed).toContain('コスメプラザ');
  // Every journey phase fits across an A4 page (its printable width at 96 dpi), the last one included.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 718, height: 1000 });
  const board = page.getByRole('region', { name: '顧客分析' });
  const lastPhase = await board.getByText('利用・継続', { exact: true }).first().boundingBox();
  expect(lastPhase ? lastPhase.x + lastPhase.width : Infinity).toBeLessThanOrEqual(718);
  if (viewport) await page.setViewportSize(viewport);
  expect(printed).not.toContain('印刷');
  expect(printed).not.toContain('PDFをアップロード');
  await page.emulateMedia({ media: 'screen' });
});

/** The A4 page's printable width at 96 dpi: 210 mm less the 12 mm margins (app/styles.css @page). */
const A4_PRINTABLE_WIDTH = 703;

/** What the page prints: the main area's text as laid out for paper (what print hides is not in it). */
async function printedMain(page: Page): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  const text = await page.locator('main').innerText();
  await page.emulateMedia({ media: 'screen' });
  return text;
}

/** The overview once its report lists (the monthly reports and the sales customer's) are on screen. */
async function openWithReports(page: Page) {
  await openOverview(page, EC_PROJECT);
  // The last section of eight: on two busy cores it was on screen 8 s after the page opened.
  await expect(page.getByRole('table', { name: 'レポート一覧', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: '営業レポート一覧', exact: true })).toBeVisible();
}

test('printed for the client, the overview is exactly the client’s page; 社内用 prints everything, neither a control', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await loadSession(clientPage, 'client');
  await openWithReports(clientPage);
  const clientSees = await printedMain(clientPage);
  await clientContext.close();

  await loadSession(page, 'member');
  await openWithReports(page);
  const audience = page.getByRole('radiogroup', { name: '印刷する内容' });
  // The client's copy is the one printed unless staff choose otherwise.
  await expect(audience.getByRole('radio', { name: 'クライアント向け' })).toBeChecked();
  expect(await printedMain(page)).toBe(clientSees);
  expect(clientSees).toContain('ECサイト改善プロジェクト 定例レポート（2026年10月）');
  expect(clientSees).toContain('初回提案レポート');
  expect(clientSees).not.toContain('カート離脱アンケート 集計結果のご報告');
  expect(clientSees).not.toContain('社内メモ：提案方針の整理');

  await page.emulateMedia({ media: 'print' });
  const forClient = pdfText(await page.pdf({ format: 'A4', printBackground: true }));
  // A title wrapped on paper loses the space where it wrapped: its words are checked instead.
  expect(forClient).toContain('定例レポート（2026年10月）');
  expect(forClient).toContain('初回提案レポート');
  for (const hidden of ['カート離脱アンケート', '社内メモ', '非公開', '公開設定', '社内用']) {
    expect(forClient).not.toContain(hidden);
  }

  await page.emulateMedia({ media: 'screen' });
  await audience.getByText('社内用').click();
  await expect(audience.getByRole('radio', { name: '社内用' })).toBeChecked();
  await page.emulateMedia({ media: 'print' });
  const internal = pdfText(await page.pdf({ format: 'A4', printBackground: true }));
  expect(internal).toContain('社内用（非公開の項目を含みます）');
  expect(internal).toContain('集計結果のご報告（非公開）');
  expect(internal).toContain('社内メモ：提案方針の整理（非公開）');
  expect(internal).toContain('定例レポート（2026年10月）');
  // No control on paper: neither the 公開 switches (their column included) nor any button.
  expect(internal).not.toContain('公開設定');
  const switches = page.locator('.mantine-Switch-root');
  expect(await switches.count()).toBeGreaterThan(0);
  for (const control of await switches.all()) await expect(control).toBeHidden();
  await expect(page.getByRole('button', { name: '印刷', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: /を削除$/ }).first()).toBeHidden();
  await expect(audience).toBeHidden();

  // Every table fits the page's printable width, the report list's titles on a readable column.
  await page.setViewportSize({ width: A4_PRINTABLE_WIDTH, height: 1000 });
  const fit = await page.locator('main').evaluate((main) => {
    const right = main.getBoundingClientRect().right;
    const tables = [...main.querySelectorAll('table')].filter((table) => table.getClientRects().length > 0);
    const titleColumn = main.querySelector('table[aria-label="レポート一覧"] th');
    return {
      tables: tables.length,
      overflowing: tables.filter((table) => table.getBoundingClientRect().right > right + 0.5).length,
      titleWidth: titleColumn?.getBoundingClientRect().width ?? 0,
    };
  });
  expect(fit.tables).toBeGreaterThan(3);
  expect(fit.overflowing).toBe(0);
  expect(fit.titleWidth).toBeGreaterThanOrEqual(180);

  // No empty frame: a section's frame does not print (split across pages, its top edge was left alone).
  const framed = await page
    .locator('main section[aria-label]')
    .evaluateAll(
      (sections) =>
        sections.filter((section) =>
          [...section.querySelectorAll(':scope > .mantine-Card-root, :scope > * > .mantine-Card-root')].some(
            (card) => Number.parseFloat(getComputedStyle(card).borderTopWidth) > 0,
          ),
        ).length,
    );
  expect(framed).toBe(0);
  await page.emulateMedia({ media: 'screen' });
});

test('a project whose reports are all private prints for the client as the client’s page: レポートはまだありません', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'member');
  const { post, companyId } = api(page);
  const sale = await post('/api/v1/sales_statuses/create', { project_name: uniqueName('非公開だけの案件') });
  const salesMemo = uniqueName('社内向けの営業メモ');
  await post('/api/v1/sales_reports/create', { sale_id: sale.sale.id, title: salesMemo, body: '', is_show: 0 });
  const converted = await post('/api/v1/sales_statuses/convert', {
    id: sale.sale.id,
    company_id: await companyId('株式会社さくら商事'),
  });
  const projectId = converted.project_id as number;
  // A new report is private until published.
  const draft = uniqueName('下書きの定例レポート');
  await post('/api/v1/monthly_reports/create', { project_id: projectId, is_regular: 1, body: '', title: draft });

  // The last section of eight: on two busy cores it was on screen 8 s after the page opened.
  const loaded = { timeout: 20_000 };
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await loadSession(clientPage, 'client');
  await openOverview(clientPage, projectId);
  await expect(section(clientPage, 'レポート').getByText('レポートはまだありません')).toBeVisible(loaded);
  const clientSees = await printedMain(clientPage);
  await clientContext.close();

  await openOverview(page, projectId);
  await expect(page.getByRole('link', { name: draft })).toBeVisible(loaded);
  await expect(page.getByRole('link', { name: salesMemo })).toBeVisible(loaded);
  const forClient = await printedMain(page);
  expect(forClient).toBe(clientSees);
  expect(forClient).toContain('レポートはまだありません');
  expect(forClient).not.toContain('営業レポート');

  await page.getByRole('radiogroup', { name: '印刷する内容' }).getByText('社内用').click();
  const internal = await printedMain(page);
  expect(internal).toContain(draft);
  expect(internal).toContain(salesMemo);
  expect(internal).not.toContain('レポートはまだありません');
});
