import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { pdfText } from './pdf-text';
import { pickAssigneeFilter, scrollUntilDrawn } from './management-support';
import { loadSession, tokenOf } from './support';

const VERIFIED = 'カートの購入ボタンを目立つ色にする';

async function ecProject(page: Page): Promise<{ projectId: number; measureId: number }> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const projects = (await (await page.request.get('/api/v1/projects', { headers })).json()).projects as {
    id: number;
    project_name: string;
  }[];
  const projectId = projects.find((p) => p.project_name === 'ECサイト改善プロジェクト')?.id ?? 0;
  const tree = await (
    await page.request.get(`/api/v1/managements/change_view?project_id=${projectId}`, { headers })
  ).json();
  type Branch = { title?: string; id?: number; [children: string]: unknown };
  // Walks the tree down to the measure by its title.
  const find = (node: unknown): number | undefined => {
    if (Array.isArray(node)) return node.map(find).find((id) => id !== undefined);
    if (!node || typeof node !== 'object') return undefined;
    const branch = node as Branch;
    if (branch.title === VERIFIED) return branch.id;
    return find(Object.values(branch).filter((value) => typeof value === 'object'));
  };
  const measureId = find(tree);
  return { projectId, measureId: measureId ?? 0 };
}

test('a newcomer finds the demo EC project at work: the tree, its boards, and a verified report', async ({ page }) => {
  await loadSession(page, 'admin');
  const { projectId, measureId } = await ecProject(page);

  await page.goto(`/client/${projectId}/management`);
  await pickAssigneeFilter(page, 'すべて');
  await expect(page.getByTestId('kgi-title')).not.toBeEmpty();
  await expect(page.getByRole('alertdialog', { name: 'KGIが設定されていません' })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'KPI「購入完了率を1.6%に上げる」' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'KPI「スマホの購入率をPC並みにする」' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `施策「${VERIFIED}」` })).toContainText('完了');

  await page.goto(`/client/${projectId}/status`);
  const board = page.getByRole('region', { name: 'ステータスボード' });
  const running = board.getByRole('region', { name: '検証中・結果確認' });
  await expect(
    running.getByRole('listitem', { name: '商品ページに「5,000円以上で送料無料」の帯を出す' }),
  ).toBeVisible();
  await expect(board.getByRole('button', { name: `「${VERIFIED}」のメモを編集` })).toHaveText(
    '赤いボタンを全ページに反映済み。',
  );
  // Its counts (24,050 / 289 against 24,150 / 398) put the red button's chance to win past 99.9 %.
  await expect(board.getByRole('listitem', { name: VERIFIED })).toContainText('勝率99.9%以上');

  await page.goto(`/client/${projectId}/measures/${measureId}/reports`);
  await expect(page.getByRole('heading', { name: VERIFIED })).toBeVisible();
  const result = page.getByRole('table', { name: '結果', exact: true });
  // CVR上昇率 from 現状値 1.2% to 目標値 1.6%.
  await expect(result).toContainText('33.3%');
  await expect(result).toContainText('赤いボタン');
  // Revenue per user beside the CVR: ¥3,104,400 over 24,150 visitors against ¥2,312,000 over 24,050.
  const perUser = page.getByRole('table', { name: '訪問者あたり売上の表' });
  await expect(perUser.getByRole('row', { name: /^赤いボタン / })).toContainText('128.5円');
  await expect(perUser.getByRole('row', { name: /^赤いボタン / })).toContainText('+33.7%');
  await expect(perUser.getByRole('row', { name: /^現行/ })).toContainText('96.1円');
  // Both patterns' screenshots are real images the browser decodes.
  for (const name of ['現行（グレーのボタン）の画面イメージ', '赤いボタンの画面イメージ']) {
    const image = page.getByRole('img', { name }).first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(200);
  }

  await page.emulateMedia({ media: 'print' });
  const printed = pdfText(await page.pdf({ format: 'A4', printBackground: true }));
  expect(printed).toContain(VERIFIED);
  expect(printed).toContain('赤いボタン');
  expect(printed).toContain('1.65%');
  expect(printed).toContain('訪問者あたり売上');
});

test('the tree links a client only to reports it may open; staff to every measure', async ({ page, browser }) => {
  const NO_REPORT = 'カートに「あといくらで送料無料」を表示する';
  const reportLink = (p: Page, title: string) => p.getByRole('link', { name: `施策「${title}」のレポート` });
  await loadSession(page, 'admin');
  const { projectId } = await ecProject(page);
  await page.goto(`/client/${projectId}/management`);
  await pickAssigneeFilter(page, 'すべて');
  await expect(reportLink(page, VERIFIED)).toBeVisible();
  // Staff may create a report from a measure that has none.
  await scrollUntilDrawn(page, reportLink(page, NO_REPORT));

  const context = await browser.newContext();
  const client = await context.newPage();
  await loadSession(client, 'client');
  await client.goto(`/client/${projectId}/management`);
  await expect(reportLink(client, VERIFIED)).toBeVisible();
  await scrollUntilDrawn(client, client.getByRole('listitem', { name: `施策「${NO_REPORT}」` }));
  await expect(reportLink(client, NO_REPORT)).toHaveCount(0);
  await reportLink(client, VERIFIED).click();
  await expect(client.getByRole('heading', { name: VERIFIED })).toBeVisible();
  await context.close();
});

test('the tree shows its first KPI while the rest is still on its way, to read only', async ({ page }) => {
  await loadSession(page, 'admin');
  const { projectId } = await ecProject(page);
  // The whole tree (tree_columns) is held back until the first KPI has been checked on screen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/managements/tree_columns**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/client/${projectId}/management`);
  await expect(page.getByRole('listitem', { name: 'KPI「購入完了率を1.6%に上げる」' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '残りのKPIを読み込んでいます' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'KPI「スマホの購入率をPC並みにする」' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'KPIを追加' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '出力', exact: true })).toBeDisabled();

  release();
  await expect(page.getByRole('listitem', { name: 'KPI「スマホの購入率をPC並みにする」' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '残りのKPIを読み込んでいます' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'KPIを追加' })).toBeVisible();
  await expect(page.getByRole('button', { name: '出力', exact: true })).toBeEnabled();
});

test('scrolled down past the KGI analysis, the tree draws the rows that are on screen', async ({ page }) => {
  await loadSession(page, 'admin');
  const { projectId } = await ecProject(page);
  await page.goto(`/client/${projectId}/management`);
  await pickAssigneeFilter(page, 'すべて');
  await expect(page.getByRole('region', { name: 'KGIの分析' })).toBeVisible();
  const list = page.getByRole('list', { name: '改善ツリー' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // What sits at the middle of the screen, over the tree: a row, never the tree's empty background.
  const middle = () =>
    list.evaluate((tree) => {
      const box = tree.getBoundingClientRect();
      const y = window.innerHeight / 2;
      if (y < box.top || y > box.bottom) return 'outside';
      const hit = document.elementFromPoint(box.left + box.width / 2, y);
      return hit?.closest('[role="listitem"]') ? 'row' : 'blank';
    });
  for (let step = 0; step < 8; step += 1) {
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 250);
    await expect.poll(middle).not.toBe('blank');
  }
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});
