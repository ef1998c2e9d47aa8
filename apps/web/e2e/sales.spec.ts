import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api } from './management-support';
import { loadSession, uniqueName } from './support';
import { typeWithIme } from './keyboard-support';

/** A minimal PDF: the server reads the type from the first bytes (%PDF-). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

/** The success toast with its title and message word for word (product.md §8.5). */
async function expectToast(page: Page, title: string, message?: string) {
  const shown = toast(page, title).last();
  await expect(shown).toBeVisible();
  if (message) await expect(shown).toContainText(message);
}

/** Types the text key by key into the field (full-width digits and commas as an IME leaves them). */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await field.pressSequentially(text);
  await field.blur();
}

/** 'YYYY/MM' of the month the date picker opens on (today in Tokyo, as the browser sees it). */
function thisMonthInTokyo(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit' })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}/${parts.month}`;
}

async function fillRecord(page: Page, panel: Locator, values: string[]) {
  const labels = ['セッション数', 'CVR(%)', '成約率(%)', '顧客単価(円)', '利益率(%)'];
  for (const [index, label] of labels.entries()) {
    await typeInto(panel.getByLabel(label, { exact: true }), values[index] ?? '');
  }
}

async function expectFigures(panel: Locator, figures: Record<string, string>) {
  for (const [key, text] of Object.entries(figures)) {
    await expect(panel.getByTestId(`figure-${key}`)).toHaveText(text);
  }
}

test('a sales customer from the list to goals, simulation, sensitivity table, documents, delete and restore', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loadSession(page, 'admin');
  await page.goto('/admin/sales');
  await expect(page.getByRole('heading', { name: '営業顧客一覧' })).toBeVisible();

  // 新規登録: the name typed through the keyboard, part of it through the IME.
  const name = uniqueName('テスト');
  await page.getByRole('button', { name: '新規登録' }).click();
  const dialog = page.getByRole('dialog', { name: '営業顧客の新規登録' });
  await dialog.getByLabel('案件名').click();
  await page.keyboard.type(name);
  await typeWithIme(page, 'しょうだん', '商談');
  const projectName = `${name}商談`;
  await dialog.getByLabel('会社名').click();
  await page.keyboard.type('株式会社みらい');
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expectToast(page, '営業顧客を登録しました');
  await expect(dialog).toBeHidden();

  // The search finds it; the row opens the detail.
  await page.getByLabel('案件名・会社名・担当者で検索').fill(name);
  const row = page.getByRole('row').filter({ hasText: projectName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('株式会社みらい');
  await row.getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/admin\/sales\/\d+$/);
  const saleId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();

  // 目標, then KGI with its period: the spec's toasts word for word; the change is in the history.
  await page.getByRole('textbox', { name: '目標', exact: true }).fill('年内に問い合わせを倍にする');
  await page.getByRole('button', { name: '保存', exact: true }).first().click();
  await expectToast(page, '目標を更新しました！', '無事に更新できました。確認してください。');
  const history = page.getByRole('table', { name: '目標の変更履歴' });
  await expect(history).toContainText('年内に問い合わせを倍にする');
  await expect(history).toContainText('管理 太郎');

  await page.getByRole('textbox', { name: 'KGI', exact: true }).fill('月間売上 1,000万円');
  await page.getByRole('button', { name: '期間' }).click();
  const month = thisMonthInTokyo();
  const days = page.locator('.mantine-DatePickerInput-day:not([data-outside])');
  await days.getByText('10', { exact: true }).click();
  await days.getByText('20', { exact: true }).click();
  await expect(page.getByRole('button', { name: '期間' })).toHaveText(`${month}/10 〜 ${month}/20`);
  const kgiSave = page.getByRole('button', { name: '保存', exact: true }).nth(1);
  await kgiSave.click();
  await expectToast(page, 'KGIを更新しました！', '無事に更新できました。確認してください。');
  await expect(history).toContainText(`月間売上 1,000万円（${month}/10〜${month}/20）`);

  // 現状 and 目標, typed in full-width digits with commas; the figures come from the server's answer.
  const currentPanel = page.getByRole('tabpanel', { name: '現状' });
  await fillRecord(page, currentPanel, ['１，２００，０００', '１．５', '１０', '５０，０００', '３０']);
  await expect(currentPanel.getByLabel('セッション数', { exact: true })).toHaveValue('1,200,000');
  await currentPanel.getByRole('button', { name: '現状を保存' }).click();
  await expectToast(page, 'シミュレーションを保存しました');
  await expectFigures(currentPanel, {
    cv: '18,000',
    target_contract_cnt: '1,800',
    target_sales: '90,000,000円',
    require_contract_cnt: '1,800',
    profit: '27,000,000円',
  });

  await page.getByRole('tab', { name: '目標' }).click();
  const goalPanel = page.getByRole('tabpanel', { name: '目標' });
  await fillRecord(page, goalPanel, ['１，５００，０００', '２．１', '１２', '６０，０００', '３５']);
  await goalPanel.getByRole('button', { name: '目標を保存' }).click();
  await expectToast(page, 'シミュレーションを保存しました');
  await expectFigures(goalPanel, {
    cv: '31,500',
    target_contract_cnt: '3,780',
    target_sales: '226,800,000円',
    require_contract_cnt: '3,780',
    profit: '79,380,000円',
  });

  // Text that cannot be read stays, with the reason, and is never sent; Escape brings back the saved value.
  const sessions = goalPanel.getByLabel('セッション数', { exact: true });
  await typeInto(sessions, '１２０万くらい');
  await expect(sessions).toHaveValue('１２０万くらい');
  await expect(goalPanel.getByText('数値として読み取れません（例: 1,200）')).toBeVisible();
  await expect(goalPanel.getByRole('button', { name: '目標を保存' })).toBeDisabled();
  await sessions.click();
  await sessions.press('Escape');
  await sessions.blur();
  await expect(sessions).toHaveValue('1,500,000');
  await expect(goalPanel.getByText('数値として読み取れません（例: 1,200）')).toBeHidden();

  // 感度分析: rates from cvr − 2.1 by 0.3, sessions from session − 450,000 by 50,000.
  await page.getByRole('tab', { name: '感度分析' }).click();
  const grid = page.getByRole('table', { name: '感度分析表' });
  await expect(grid.getByRole('columnheader')).toHaveCount(21);
  await expect(grid.getByRole('rowheader')).toHaveCount(44);
  const currentCell = grid.getByRole('cell', { name: /^現状の数値（セッション数 1,200,000・CVR 1.50%）/ });
  await expect(currentCell).toHaveText('1,800');
  // The goal's contracts at its own rate: of the cells holding them at the current rate, the one the fewest
  // steps from the goal's own session count and CVR is marked (issue 30).
  await expect(page.getByText('目標に最も近い数値（目標の成約数 3,780）')).toBeVisible();
  const goalCell = grid.getByRole('cell', { name: /^目標に最も近い数値（セッション数 1,400,000・CVR 2.70%）/ });
  await expect(goalCell).toHaveText('3,780');
  // The first row: 750,000 sessions; a rate of 0 or less has no figure; 5.10 % gives 3,825.
  const firstRow = grid.getByRole('row').nth(1);
  await expect(firstRow.getByRole('rowheader')).toHaveText('750,000');
  await expect(firstRow.getByRole('cell').first()).toHaveText('—');
  await expect(firstRow.getByRole('cell').last()).toHaveText('3,825');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '出力', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`感度分析_${projectName}.csv`);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rates = Array.from({ length: 20 }, (_, i) => (Math.round((-0.6 + 0.3 * i) * 100) / 100).toFixed(2));
  expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe(['セッション数＼CVR(%)', ...rates].join(','));

  // The funnel compares both records.
  await expect(page.getByRole('figure', { name: /^セッション: 現状 1,200,000、目標 1,500,000/ })).toBeVisible();

  // A PDF: uploaded with progress, listed, deleted after asking; a file that is not a PDF is refused with the server's reason.
  const fileInput = page.locator('input[type="file"][accept*="pdf"]');
  await fileInput.setInputFiles({ name: '提案書.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectToast(page, 'PDFをアップロードしました');
  const documents = page.getByRole('table', { name: 'ドキュメント一覧' });
  await expect(documents.getByRole('link', { name: '提案書.pdf' })).toHaveAttribute('target', '_blank');
  await expect(documents).toContainText('管理 太郎');

  await fileInput.setInputFiles({ name: '偽物.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
  await expectToast(page, 'PDFアップロードに失敗しました', 'アップロードできるのはPDFファイルだけです');

  await documents.getByRole('button', { name: '提案書.pdfを削除' }).click();
  await page.getByRole('dialog', { name: 'PDFの削除' }).getByRole('button', { name: '削除する' }).click();
  await expectToast(page, 'PDFを削除しました');
  await expect(page.getByText('ドキュメントはまだありません')).toBeVisible();

  // Delete the customer (the spec's toast), then bring it back from 削除済み.
  await page.goto('/admin/sales');
  await page.getByLabel('案件名・会社名・担当者で検索').fill(name);
  const listed = page.getByTestId(`sale-row-${saleId}`);
  await listed.getByRole('button', { name: `${projectName}を削除` }).click();
  await page.getByRole('dialog', { name: '営業顧客の削除' }).getByRole('button', { name: '削除する' }).click();
  await expectToast(page, '営業顧客の削除が完了しました！', '無事に削除できました。確認してください。');
  await expect(listed).toBeHidden();

  const view = page.locator('.mantine-SegmentedControl-root');
  await view.getByText('削除済み', { exact: true }).click();
  await expect(listed).toBeVisible();
  await listed.getByRole('button', { name: '元に戻す' }).click();
  await expectToast(page, '営業顧客を元に戻しました');
  await expect(listed).toBeHidden();
  await view.getByText('営業顧客', { exact: true }).click();
  await expect(listed).toBeVisible();
});

test('a won customer becomes a client project under a new company, from the sales area', async ({ page }) => {
  await loadSession(page, 'manager');
  const projectName = uniqueName('受注');
  const companyName = uniqueName('株式会社受注');
  const { post } = api(page);
  const created = await post('/api/v1/sales_statuses/create', { project_name: projectName });
  const saleId = created.sale.id as number;

  await page.goto(`/sale/${saleId}`);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await page.getByRole('button', { name: 'クライアント化' }).click();
  const dialog = page.getByRole('dialog', { name: 'クライアント化' });
  // Neither a company nor a name: refused in place, nothing sent.
  await dialog.getByRole('button', { name: 'クライアント化する' }).click();
  await expect(dialog.getByText('会社を選ぶか、新しい会社名を入力してください')).toBeVisible();
  await dialog.getByText('新しい会社', { exact: true }).click();
  await dialog.getByLabel('新しい会社名').fill(companyName);
  await dialog.getByRole('button', { name: 'クライアント化する' }).click();
  await expectToast(page, `${projectName}をクライアントのプロジェクトにしました`);
  await expect(page.getByRole('button', { name: 'クライアント化', exact: true })).toBeHidden();
  await dialog.getByRole('link', { name: 'プロジェクトを開く' }).click();
  await expect(page).toHaveURL(/\/client\/\d+\/management$/);
});
