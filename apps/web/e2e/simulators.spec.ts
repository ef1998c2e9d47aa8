import type { Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api, seedProject } from './management-support';
import { loadSession, tokenOf, uniqueName } from './support';

/**
 * Issue 30: what a consultant reports from the two simulators — counts and yen as whole numbers, the
 * project simulator agreeing with the tables above it, and a sensitivity table whose columns and rows
 * below zero are greyed with a note and whose goal mark is the cell nearest the goal's contracts.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** 'YYYY-MM' of last month in Japan (the browser runs in Asia/Tokyo), and how the page names it. */
const lastMonth = (() => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const index = year * 12 + (month - 1) - 1;
  return {
    value: `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
    label: `${Math.floor(index / 12)}年${(index % 12) + 1}月`,
  };
})();

async function expectTexts(scope: Locator, texts: Record<string, string>) {
  for (const [testId, text] of Object.entries(texts)) await expect(scope.getByTestId(testId)).toHaveText(text);
}

/** A header cell's or cell's background, to tell the greyed ones from the rest. */
const background = (cell: Locator) => cell.evaluate((element) => getComputedStyle(element).backgroundColor);

test('the sales simulator shows whole counts and yen; the sensitivity table greys what is below zero and marks the goal’s contracts', async ({
  page,
}) => {
  await loadSession(page, 'admin');
  const { post } = api(page);
  const { sale } = (await post('/api/v1/sales_statuses/create', { project_name: uniqueName('試算') })) as {
    sale: { id: number };
  };
  // The customer: its CVR puts the first rate columns at or below zero, and its goal's contracts are fractional.
  const record = { sale_id: sale.id, cvr: 1.2, contract_rate: 6, customer_avg: 600_000 };
  await post('/api/v1/pb_sales/update_simulation', { ...record, target: 0, session: 300_000, profit_rate: 70 });
  await post('/api/v1/pb_sales/update_simulation', { ...record, target: 1, session: 360_000, profit_rate: 72 });

  await page.goto(`/admin/sales/${sale.id}`);
  await page.getByRole('tab', { name: '目標' }).click();
  await expectTexts(page.getByRole('group', { name: '目標の試算結果' }), {
    'figure-cv': '4,320',
    'figure-target_contract_cnt': '259',
    'figure-target_sales': '155,520,000円',
    'figure-require_contract_cnt': '259',
    'figure-profit': '111,974,400円',
  });
  await expect(page.getByRole('figure', { name: '成約: 現状 216、目標 259' })).toBeVisible();

  await page.getByRole('tab', { name: '感度分析' }).click();
  const grid = page.getByRole('table', { name: '感度分析表' });
  // The spec's grid stays whole, every column and row of it.
  await expect(grid.getByRole('columnheader')).toHaveCount(21);
  await expect(grid.getByRole('rowheader')).toHaveCount(44);
  await expect(page.getByText('目標に最も近い数値（目標の成約数 259）')).toBeVisible();
  await expect(
    page.getByText(
      '灰色の列（CVR -0.90%〜0.00%）と行（セッション数 -150,000〜0）は値が0以下のため、成約数を計算できません。',
    ),
  ).toBeVisible();

  const headers = grid.getByRole('columnheader');
  await expect(headers.nth(4)).toHaveText('0.00%');
  await expect(headers.nth(5)).toHaveText('0.30%');
  const greyHeader = await background(headers.nth(4));
  expect(greyHeader).not.toBe(await background(headers.nth(5)));
  expect(await background(headers.nth(1))).toBe(greyHeader);
  const rows = grid.locator('tbody tr');
  await expect(rows.nth(3).getByRole('rowheader')).toHaveText('0');
  await expect(rows.nth(4).getByRole('rowheader')).toHaveText('50,000');
  const greyCell = await background(rows.nth(3).getByRole('cell').nth(10));
  expect(greyCell).not.toBe(await background(rows.nth(4).getByRole('cell').nth(10)));
  expect(await background(rows.nth(10).getByRole('cell').nth(2))).toBe(greyCell);

  // No cell holds the goal's fractional contracts: the nearest one is marked, far from the goal's own cell.
  const marked = grid.locator('td[data-mark]');
  await expect(marked).toHaveCount(2);
  await expect(grid.getByRole('cell', { name: /^目標に最も近い数値/ })).toHaveAccessibleName(
    '目標に最も近い数値（セッション数 1,450,000・CVR 0.30%）: 261',
  );
  await expect(grid.getByRole('cell', { name: /^現状の数値/ })).toHaveAccessibleName(
    '現状の数値（セッション数 300,000・CVR 1.20%）: 216',
  );
});

test('the project simulator shows last month as the table does and reaches the target row’s figures', async ({
  page,
}) => {
  await loadSession(page, 'admin');
  const { post } = api(page);
  const { projectId } = await seedProject(page, { companyName: '株式会社さくら商事' });
  // The demo EC project's last month and its period target, as issue 30 reported them.
  await post('/api/v1/gapi/v2/setClientTargetData', {
    project_id: projectId,
    start_month: lastMonth.value,
    end_month: lastMonth.value,
    target_cv_cnt: 491,
    contract_rate: 35,
    ltv: 12_000,
  });
  const csv = ['年月,セッション数,CV1,成約数,売上', `${lastMonth.value},26511,446,156,1872000`].join('\n');
  const imported = await page.request.post('/api/v1/analytics/import_csv', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    multipart: {
      project_id: String(projectId),
      dry_run: '0',
      file: { name: 'figures.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') },
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await page.goto(`/client/${projectId}/setting`);
  // The setting page draws four charts before its tables: on a machine shared by many runs that has
  // taken longer than one expectation's wait.
  const targets = section(page, '目標値').getByRole('table', { name: '目標値一覧' });
  await expect(targets).toBeVisible({ timeout: 30_000 });
  // The derived contracts (a fraction of a contract) are shown whole, as the simulator shows them.
  await expect(targets.getByRole('row').filter({ hasText: lastMonth.label })).toContainText('172');
  await expect(targets.getByRole('row').filter({ hasText: lastMonth.label })).toContainText('2,062,200');
  const monthRow = section(page, '月次の数値')
    .getByRole('table', { name: '月次の数値の表' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: lastMonth.label, exact: true }) });
  expect((await monthRow.locator('th, td').allInnerTexts()).slice(1, 9)).toEqual([
    '26,511',
    '446',
    '1.68%',
    '156',
    '1,872,000',
    '491',
    '172',
    '2,062,200',
  ]);

  const simulator = section(page, 'シミュレーター');
  await expect(simulator.getByRole('heading', { name: `現状（${lastMonth.label}の実績）` })).toBeVisible();
  await expect(simulator.getByRole('heading', { name: `目標（${lastMonth.label}の目標値）` })).toBeVisible();
  await expectTexts(simulator.getByRole('group', { name: '現状の数値' }), {
    'input-session': '26,511',
    'input-cvr': '1.68',
    'input-contract_rate': '34.98',
    'input-customer_avg': '12,000',
  });
  await expectTexts(simulator.getByRole('group', { name: '現状の試算結果' }), {
    'figure-cv': '446',
    'figure-target_contract_cnt': '156',
    'figure-target_sales': '1,872,000円',
  });
  // The goal's sessions: the target's CV count at the measured CVR, a fraction shown whole.
  await expect(simulator.getByRole('group', { name: '目標の数値' }).getByTestId('input-session')).toHaveText('29,186');
  await expectTexts(simulator.getByRole('group', { name: '目標の試算結果' }), {
    'figure-cv': '491',
    'figure-target_contract_cnt': '172',
    'figure-target_sales': '2,062,200円',
  });

  await simulator.getByRole('tab', { name: '感度分析' }).click();
  const grid = simulator.getByRole('table', { name: '感度分析表' });
  await expect(grid.getByRole('cell', { name: /^現状の数値/ })).toHaveAccessibleName(
    '現状の数値（セッション数 26,511・CVR 1.68%）: 156',
  );
  await expect(simulator.getByText('目標に最も近い数値（目標の成約数 172）')).toBeVisible();
  await expect(
    simulator.getByText(
      '灰色の列（CVR -0.42%〜-0.12%）と行（セッション数 -423,489〜-23,489）は値が0以下のため、成約数を計算できません。',
    ),
  ).toBeVisible();
});
