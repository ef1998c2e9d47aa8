import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api, seedProject } from './management-support';
import { fakeGa4, loadSession } from './support';

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });
const VARIANT = 'customEvent:exp_variant_string';

/**
 * Exposures and purchases of two variants in May 2025, and one exposure after the period that must not
 * count. Some buyers bought twice: CV数 counts the buyers, not the purchases.
 */
const rows = [
  ['2025-05-01', 'experience_impression', 'exp1-0', { totalUsers: 24_000 }],
  ['2025-05-02', 'experience_impression', 'exp1-1', { totalUsers: 24_100 }],
  ['2025-06-01', 'experience_impression', 'exp1-1', { totalUsers: 5_000 }],
  ['2025-05-10', 'purchase', 'exp1-0', { totalUsers: 720, 'keyEvents:purchase': 900 }],
  ['2025-05-11', 'purchase', 'exp1-1', { totalUsers: 820, 'keyEvents:purchase': 1_010 }],
] as const;

test('staff set how GA4 tells the patterns apart, preview the period’s counts and take them in', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId, measureId } = await seedProject(page);
  const ga4 = fakeGa4();
  const key = await ga4.mintKey();
  const propertyId = String(600_000_000 + projectId);
  await ga4.addProperty({
    property_id: propertyId,
    granted: [key.client_email],
    rows: rows.map(([date, eventName, variant, metrics]) => ({
      date,
      eventName,
      dimensions: { [VARIANT]: variant },
      metrics,
    })),
    // GA4 answers that it withheld rows of few users: the preview says the counts may fall short.
    thresholded: true,
  });
  const { post } = api(page);
  await post('/api/v1/projects/updateViewIDSecretsJson', {
    projectId,
    propertyId,
    secretsjson: JSON.stringify(key),
    CV1: 'purchase',
  });
  await post('/api/v1/measure_reports/create', {
    measure_id: measureId,
    start_date: '2025-05-01',
    end_date: '2025-05-28',
  });
  await page.goto(`/client/${projectId}/measures/${measureId}/reports/edit`);

  await page.getByRole('button', { name: 'GA4から取得' }).click();
  const dialog = page.getByRole('dialog', { name: '検証データをGA4から取得する' });
  await expect(dialog.getByRole('combobox', { name: 'パターンの見分け方' })).toHaveValue(
    'experience_impression イベント（exp_variant_string）',
  );
  // The project's first conversion is offered as the event.
  await expect(dialog.getByRole('combobox', { name: 'コンバージョンのイベント' })).toHaveValue('purchase');
  await dialog.getByRole('textbox', { name: 'パターン1のバリアント文字列' }).fill('exp1-0');
  await dialog.getByRole('button', { name: '設定を保存してGA4から取得' }).click();
  await expect(dialog.getByText('パターン2のバリアント文字列を入力してください')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'パターン2のバリアント文字列' }).fill('exp1-1');
  await dialog.getByRole('button', { name: '設定を保存してGA4から取得' }).click();

  const preview = dialog.getByRole('table', { name: 'GA4から取得した検証データ' });
  await expect(preview.getByRole('row', { name: /^パターン1 / })).toHaveText(/exp1-0\s*24,000\s*720/);
  await expect(preview.getByRole('row', { name: /^パターン2 / })).toHaveText(/exp1-1\s*24,100\s*820/);
  await expect(dialog).toContainText('2025/05/01 〜 2025/05/28');
  await expect(dialog.getByText('GA4がしきい値を適用し、人数の少ない行を省いています')).toBeVisible();
  await dialog.getByRole('button', { name: '取り込む' }).click();
  await expect(toast(page, '2パターン分の検証データをGA4から取り込みました')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('textbox', { name: 'パターン2の訪問数', exact: true })).toHaveValue('24,100');
  const table = page.getByRole('table', { name: '検証結果の表' });
  await expect(table.getByRole('columnheader', { name: '勝率' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^パターン2 / })).toContainText('3.40%');
  await expect(page.getByTestId('verdict-text')).toContainText('パターン2が元案を上回る確率は');

  // The setting is kept with the report: opening the dialog again shows it.
  await page.getByRole('button', { name: 'GA4から取得' }).click();
  await expect(dialog.getByRole('textbox', { name: 'パターン2のバリアント文字列' })).toHaveValue('exp1-1');
});
