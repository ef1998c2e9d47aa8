import type { Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { liftWithKeyboard, loadSession, tokenOf, uniqueName } from './support';
import { editorName } from './editor-name';
import { steadyBox } from './management-support';

/** A fresh client company and project of its own (the demo database is shared by the whole run). */
async function freshProject(page: Page): Promise<number> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const company = await page.request.post('/api/v1/companies/create', {
    headers,
    data: { company_name: `株式会社${uniqueName('比較')}` },
  });
  expect(company.status()).toBe(200);
  const project = await page.request.post('/api/v1/projects/create', {
    headers,
    data: { company_id: (await company.json()).company.id, project_name: `競合比較${uniqueName('')}` },
  });
  expect(project.status()).toBe(200);
  return (await project.json()).project.id as number;
}

/**
 * Edits an in-place text: its button, the Japanese text, Enter (what an IME user presses once the
 * conversion is confirmed); waits until the saved text shows under its new name.
 */
async function editInPlace(scope: Locator, label: string, text: string, savedLabel = label) {
  await scope.getByRole('button', { name: editorName(`${label}を編集`) }).click();
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.fill(text);
  await input.press('Enter');
  await expect(scope.getByRole('button', { name: editorName(`${savedLabel}を編集`) })).toHaveText(text);
}

/**
 * A mouse drag as a person makes it: press on the handle once it stands still (the row above it just
 * moved), move past the activation distance, over the target, release.
 */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = await steadyBox(page, from);
  const end = await to.boundingBox();
  if (!end) throw new Error('not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 - 10, start.y + start.height / 2, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await expect(from).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.up();
}

const rowNames = (section: Locator) => section.getByRole('rowheader');
const columnNames = (section: Locator) => section.locator('thead th[scope="col"]');

test('comparison: rows and columns added in Japanese, a row reordered with the keyboard and a column with the mouse, removed down to the last one, kept after reload', async ({
  page,
}) => {
  await loadSession(page, 'member');
  const projectId = await freshProject(page);
  await page.goto(`/client/${projectId}/overview`);
  const section = page.getByRole('region', { name: '競合比較' });
  await expect(section.getByText('比較表はまだありません')).toBeVisible();

  // The first 行を追加 makes the first row and the first column together.
  await section.getByRole('button', { name: '行を追加' }).click();
  await expect(rowNames(section)).toHaveText(['自社']);
  await editInPlace(section, '比較項目「比較項目」', '価格帯', '比較項目「価格帯」');
  await section.getByRole('button', { name: '列を追加' }).click();
  await expect(columnNames(section)).toHaveText(['企業名', '価格帯', '比較項目']);
  await editInPlace(section, '比較項目「比較項目」', '送料', '比較項目「送料」');
  await section.getByRole('button', { name: '行を追加' }).click();
  await editInPlace(section, '企業名「競合企業」', '美肌ラボ', '企業名「美肌ラボ」');
  await section.getByRole('button', { name: '行を追加' }).click();
  await editInPlace(section, '企業名「競合企業」', 'ナチュレ化粧品', '企業名「ナチュレ化粧品」');
  await editInPlace(section, '「美肌ラボ」の「送料」', '全国一律 550円');
  await editInPlace(section, '「ナチュレ化粧品」の「価格帯」', '化粧水 2,640円〜');

  // An emptied company name is not saved; Escape drops an edit.
  await section.getByRole('button', { name: editorName('企業名「自社」を編集') }).click();
  await section.getByRole('textbox', { name: '企業名「自社」', exact: true }).fill('   ');
  await section.getByRole('textbox', { name: '企業名「自社」', exact: true }).press('Enter');
  await expect(section.getByRole('button', { name: editorName('企業名「自社」を編集') })).toHaveText('自社');
  await section.getByRole('button', { name: editorName('「自社」の「送料」を編集') }).click();
  await section.getByRole('textbox', { name: '「自社」の「送料」', exact: true }).fill('取り消す内容');
  await section.getByRole('textbox', { name: '「自社」の「送料」', exact: true }).press('Escape');
  await expect(section.getByRole('button', { name: editorName('「自社」の「送料」を編集') })).toHaveText('—');

  // A row with the keyboard: ナチュレ化粧品 one up, above 美肌ラボ.
  await expect(rowNames(section)).toHaveText(['自社', '美肌ラボ', 'ナチュレ化粧品']);
  await liftWithKeyboard(page, section.getByRole('button', { name: '「ナチュレ化粧品」の行を並べ替え' }));
  await expect(page.getByRole('status').filter({ hasText: '「ナチュレ化粧品」を持ち上げました' })).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(
    page.getByRole('status').filter({ hasText: '「ナチュレ化粧品」を3件中2番目に移動しました' }),
  ).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(rowNames(section)).toHaveText(['自社', 'ナチュレ化粧品', '美肌ラボ']);

  // A column with the mouse: 送料 onto 価格帯's place.
  await dragWithMouse(
    page,
    section.getByRole('button', { name: '「送料」の列を並べ替え' }),
    section.getByRole('columnheader', { name: /価格帯/ }),
  );
  await expect(columnNames(section)).toHaveText(['企業名', '送料', '価格帯']);
  // The cells went with their column.
  await expect(section.getByRole('row', { name: /美肌ラボ/ }).getByRole('cell')).toHaveText(['全国一律 550円', '—']);

  // Strengths and weaknesses, saved with 保存.
  const sw = page.getByRole('region', { name: '強み・弱み' });
  await sw.getByRole('textbox', { name: '強み' }).fill('敏感肌向けの処方で、口コミの評価が高い');
  await sw.getByRole('textbox', { name: '弱み' }).fill('送料無料の条件が競合より高い');
  await sw.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存しました')).toBeVisible();
  await expect(sw.getByRole('button', { name: '保存' })).toBeDisabled();

  await page.reload();
  await expect(rowNames(section)).toHaveText(['自社', 'ナチュレ化粧品', '美肌ラボ']);
  await expect(columnNames(section)).toHaveText(['企業名', '送料', '価格帯']);
  await expect(section.getByRole('button', { name: '「ナチュレ化粧品」の「価格帯」を編集' })).toHaveText(
    '化粧水 2,640円〜',
  );
  await expect(sw.getByRole('textbox', { name: '強み' })).toHaveValue('敏感肌向けの処方で、口コミの評価が高い');
  await expect(sw.getByRole('textbox', { name: '弱み' })).toHaveValue('送料無料の条件が競合より高い');

  // Removed down to the last row and the last column, each after a confirmation.
  const remove = async (name: string) => {
    await section.getByRole('button', { name }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
    await expect(section.getByRole('button', { name })).toHaveCount(0);
  };
  await remove('「美肌ラボ」の行を削除');
  await remove('「自社」の行を削除');
  await expect(rowNames(section)).toHaveText(['ナチュレ化粧品']);
  await expect(section.getByRole('button', { name: '「ナチュレ化粧品」の行を削除' })).toBeDisabled();
  await remove('「送料」の列を削除');
  await expect(columnNames(section)).toHaveText(['企業名', '価格帯']);
  await expect(section.getByRole('button', { name: '「価格帯」の列を削除' })).toBeDisabled();
  await section.getByRole('button', { name: '「価格帯」の列を削除' }).locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('比較項目が1つだけのときは削除できません');

  await page.reload();
  await expect(rowNames(section)).toHaveText(['ナチュレ化粧品']);
  await expect(columnNames(section)).toHaveText(['企業名', '価格帯']);
  await expect(section.getByRole('button', { name: '「ナチュレ化粧品」の「価格帯」を編集' })).toHaveText(
    '化粧水 2,640円〜',
  );
  await expect(section.getByRole('button', { name: '「ナチュレ化粧品」の行を削除' })).toBeDisabled();
});

test('comparison: a client without client editing reads the demo comparison and strengths and weaknesses, with no controls', async ({
  page,
}) => {
  await loadSession(page, 'client');
  const projects = await page.request.get('/api/v1/projects', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const ec = ((await projects.json()).projects as { id: number; project_name: string }[]).find(
    (p) => p.project_name === 'ECサイト改善プロジェクト',
  );
  await page.goto(`/client/${ec?.id}/overview`);
  const section = page.getByRole('region', { name: '競合比較' });
  await expect(rowNames(section)).toHaveCount(5);
  await expect(rowNames(section).first()).toHaveText(/^自社/);
  await expect(columnNames(section)).toContainText(['企業名', '価格帯', '送料', '定期購入割引']);
  await expect(section.getByRole('button')).toHaveCount(0);
  const sw = page.getByRole('region', { name: '強み・弱み' });
  await expect(sw.getByText(/敏感肌向けに絞った処方/)).toBeVisible();
  await expect(sw.getByRole('textbox')).toHaveCount(0);
  await expect(sw.getByRole('button')).toHaveCount(0);
});
