import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { loadSession, tokenOf, uniqueName } from './support';

/** A minimal PDF: the server reads the type from the first bytes (%PDF-). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function expectToast(page: Page, title: string) {
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: title }).last()).toBeVisible();
}

/** A client company of its own with one project, made through the API as the admin screens do. */
async function newCompanyWithProject(page: Page) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const company = await page.request.post('/api/v1/companies/create', {
    headers,
    data: { company_name: `株式会社${uniqueName('資料')}` },
  });
  expect(company.status()).toBe(200);
  const { company: created } = (await company.json()) as { company: { id: number; company_name: string } };
  const project = await page.request.post('/api/v1/projects/create', {
    headers,
    data: { company_id: created.id, project_name: uniqueName('資料共有プロジェクト') },
  });
  expect(project.status()).toBe(200);
  const { project: made } = (await project.json()) as { project: { project_name: string } };
  return { companyName: created.company_name, projectName: made.project_name };
}

/** A sales customer of its own with one PDF, so the 営業顧客 filter has a row of that kind to show. */
async function newSalesCustomerDocument(page: Page): Promise<string> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const sale = await page.request.post('/api/v1/sales_statuses/create', {
    headers,
    data: { project_name: uniqueName('資料営業顧客') },
  });
  expect(sale.status()).toBe(200);
  const { sale: created } = (await sale.json()) as { sale: { id: number } };
  const name = `${uniqueName('提案書')}.pdf`;
  const uploaded = await page.request.post('/api/v1/sales_documents/create', {
    headers,
    multipart: { sale_id: String(created.id), file: { name, mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  return name;
}

test('admin uploads a PDF to a chosen project, finds it, filters, opens and deletes it', async ({ page }) => {
  await loadSession(page, 'admin');
  const { companyName, projectName } = await newCompanyWithProject(page);
  const salesName = await newSalesCustomerDocument(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'ドキュメント', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ドキュメント' })).toBeVisible();
  const table = page.getByRole('table', { name: 'ドキュメント一覧' });

  // アップロード: a file that is not a PDF is refused in the dialog before anything is sent.
  await page.getByRole('button', { name: 'アップロード', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'PDFのアップロード' });
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'メモ.txt', mimeType: 'text/plain', buffer: Buffer.from('PDFではない') });
  await expect(dialog.getByText('アップロードできるのはPDFファイルだけです')).toBeVisible();

  const select = dialog.getByRole('combobox', { name: 'アップロード先' });
  await select.click();
  await select.fill(projectName);
  await page.getByRole('option', { name: `${projectName}（${companyName}）` }).click();
  const name = `${uniqueName('月次報告書')}.pdf`;
  await fileInput.setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('アップロードできるのはPDFファイルだけです')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'アップロードする' }).click();
  await expectToast(page, 'PDFをアップロードしました');
  await expect(dialog).toBeHidden();

  const link = table.getByRole('link', { name });
  await expect(link).toBeVisible();
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toContainText('プロジェクト');
  await expect(row).toContainText(companyName);
  await expect(row).toContainText(projectName);
  await expect(row).toContainText(`${PDF.length} B`);
  await expect(row).toContainText('管理 太郎');

  // Search by the file name: only it is left.
  const search = page.getByLabel('ファイル名・プロジェクト・会社名で検索');
  await search.fill(name.replace('.pdf', ''));
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByText('1件', { exact: true })).toBeVisible();
  await search.fill('');

  // Filter by kind: the sales customers' rows alone leave it out and keep the sales customer's PDF;
  // the projects' the other way round.
  const kinds = page.getByRole('radiogroup', { name: '種別で絞り込み' });
  const salesLink = table.getByRole('link', { name: salesName });
  await expect(salesLink).toBeVisible();
  await kinds.getByText('営業顧客', { exact: true }).click();
  await expect(link).toHaveCount(0);
  await expect(salesLink).toBeVisible();
  const salesKinds = await table.locator('tbody tr td:first-child').allTextContents();
  expect(salesKinds.length).toBeGreaterThan(0);
  for (const kind of salesKinds) expect(kind).toBe('営業顧客');
  await kinds.getByText('プロジェクト', { exact: true }).click();
  await expect(link).toBeVisible();
  await expect(salesLink).toHaveCount(0);
  await kinds.getByText('すべて', { exact: true }).click();

  // Filter by company: the new company has this one document.
  const companies = page.getByRole('combobox', { name: '会社で絞り込み' });
  await companies.click();
  await companies.fill(companyName);
  await page.getByRole('option', { name: companyName }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(link).toBeVisible();

  // The link opens the stored PDF in a new tab (a signed URL).
  await expect(link).toHaveAttribute('target', '_blank');
  const served = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await served.body()).equals(PDF)).toBe(true);

  // Delete, after asking.
  await row.getByRole('button', { name: `${name}を削除` }).click();
  const confirm = page.getByRole('dialog', { name: 'PDFの削除' });
  await expect(confirm).toContainText(`「${name}」を削除しますか？`);
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expectToast(page, 'PDFを削除しました');
  await expect(link).toHaveCount(0);
  await expect(page.getByText('該当するドキュメントはありません')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ドキュメント' })).toBeVisible();
  await expect(table.getByRole('link', { name })).toHaveCount(0);
});

test('a client user opening /admin/documents is sent to /403', async ({ page }) => {
  await loadSession(page, 'client');
  await page.goto('/admin/documents');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: 'このページを表示する権限がありません' })).toBeVisible();
});
