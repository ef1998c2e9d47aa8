import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api, seedProject } from './management-support';
import { loadSession } from './support';

/**
 * 施策の学び (issue 32 §5) on the demo data: さくら商事's two won UI tests and its held コンテンツ test,
 * みなと製作所's test short of data. Other journeys add measures of their own to the same database,
 * so the checks name the demo's measures rather than count everything.
 */
const WON = '登録フォームの項目を12から6に減らす';
const HELD = '登録ページの冒頭に会員特典の一覧を載せる';
const OTHER_COMPANY = '資料請求ボタンを画面下に追従表示する';
const HIDDEN = '社内検討中の施策';

/** A verified winner on a measure hidden from clients, in a fresh project of さくら商事. */
async function hiddenVerifiedMeasure(page: Page) {
  const { hiddenMeasureId } = await seedProject(page);
  const { post } = api(page);
  await post('/api/v1/measure_reports/create', {
    measure_id: hiddenMeasureId,
    start_date: '2025-05-01',
    end_date: '2025-05-28',
  });
  await post('/api/v1/measure_reports/update_results', {
    measure_id: hiddenMeasureId,
    patterns: [
      { pattern: 1, users: 24_000, conversions: 720 },
      { pattern: 2, users: 24_100, conversions: 900 },
    ],
  });
}

test('staff open the learnings from the menu, read each category’s win rate, filter by verdict and open a report', async ({
  page,
}) => {
  await loadSession(page, 'manager');
  await hiddenVerifiedMeasure(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '施策の学び' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '施策の学び' })).toBeVisible();

  const summary = page.getByRole('table', { name: '仮説カテゴリーごとの勝率' });
  await expect(summary.getByRole('row', { name: /^UI・デザイン / })).toContainText(/\d+%/);
  await expect(summary.getByRole('row', { name: /^コンテンツ / })).toBeVisible();
  await expect(page.getByText('「負け」「判定保留」「データ不足」も分母に含みます')).toBeVisible();
  const ui = page.getByRole('table', { name: 'UI・デザインの施策' });
  await expect(ui.getByRole('row', { name: new RegExp(WON) })).toContainText('勝ち');
  await expect(page.getByRole('link', { name: OTHER_COMPANY })).toBeVisible();
  // Staff count the measures hidden from clients too.
  await expect(page.getByRole('link', { name: HIDDEN }).first()).toBeVisible();

  await page.getByRole('combobox', { name: '判定' }).click();
  await page.getByRole('option', { name: '判定保留' }).click();
  await expect(page).toHaveURL(/verdict=inconclusive/);
  await expect(page.getByRole('link', { name: WON })).toHaveCount(0);
  const held = page.getByRole('table', { name: 'コンテンツの施策' }).getByRole('link', { name: HELD });
  await expect(held).toBeVisible();
  await expect(summary.getByRole('row', { name: /^コンテンツ / })).toContainText('0%');

  // The measure's link opens its report from the keyboard.
  await held.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/client\/\d+\/measures\/\d+\/reports$/);
  await expect(page.getByRole('heading', { name: HELD })).toBeVisible();
});

test('a client reads only its own company’s shown measures, with no company to choose', async ({ page }) => {
  await loadSession(page, 'manager');
  await hiddenVerifiedMeasure(page);
  await loadSession(page, 'client');
  await page.goto('/client/1');
  await page
    .getByRole('navigation', { name: 'プロジェクトメニュー' })
    .getByRole('link', { name: '施策の学び' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '施策の学び' })).toBeVisible();

  await expect(page.getByRole('link', { name: WON })).toBeVisible();
  await expect(page.getByRole('link', { name: HELD })).toBeVisible();
  await expect(page.getByRole('link', { name: OTHER_COMPANY })).toHaveCount(0);
  await expect(page.getByRole('link', { name: HIDDEN })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'クライアント' })).toHaveCount(0);

  // The groupings are tabs: the arrow keys move between them.
  await page.getByRole('tab', { name: '仮説カテゴリー別' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '検証方法別' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'ABテストの施策' }).getByRole('link', { name: WON })).toBeVisible();
});
