import type { Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { analyticsMessages, ga4ErrorMessages } from '@kaizen/domain';
import iconv from 'iconv-lite';
import { api, seedProject } from './management-support';
import { pdfText } from './pdf-text';
import { monthLabel, monthsBefore, thisMonth } from './months-support';
import { fakeGa4, loadSession, tokenOf } from './support';

const yearOf = (month: string) => Number(month.slice(0, 4));
const monthNumberOf = (month: string) => Number(month.slice(5));
const label = monthLabel;

const M1 = monthsBefore(thisMonth, 1);
const M2 = monthsBefore(thisMonth, 2);
const M3 = monthsBefore(thisMonth, 3);

/** Excel in Japan writes CSV as Shift_JIS with CRLF line ends. */
const shiftJis = (lines: string[]) => iconv.encode(lines.join('\r\n') + '\r\n', 'Shift_JIS');
const csvFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'text/csv', buffer });

/**
 * Three months, each month written another way; a quoted "1,234" and "2,500,000" as Excel writes
 * amounts. Last month (M1) is the one the simulator starts from: 10,000 sessions, CV 200 + 50 = 250
 * (CVR 2.50%), 25 contracts (contract rate 10%), sales 2,500,000 (customer average 100,000).
 */
const goodCsv = shiftJis([
  '年月,セッション数,CV1,CV2,成約数,売上',
  `${yearOf(M3)}年${monthNumberOf(M3)}月,"1,234",30,,3,"300,000"`,
  `${yearOf(M2)}/${monthNumberOf(M2)},2000,40,10,5,"500,000"`,
  `${M1},"10,000",200,50,25,"2,500,000"`,
]);
const badCsv = shiftJis([
  '年月,セッション数,CV1,CV2,成約数,売上',
  `${M2},2000,40,10,5,"500,000"`,
  `${M1},たくさん,200,50,25,"2,500,000"`,
]);

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figuresTable = (page: Page) => section(page, '月次の数値').getByRole('table', { name: '月次の数値の表' });
const monthRow = (page: Page, month: string) =>
  figuresTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label(month), exact: true }) });

/**
 * A fresh project of 株式会社さくら商事 (the demo database is shared by the run) with its tree, and a
 * target for M3–this month. With `markIn`, the tree's measure finished verification that month with
 * pattern 1 adopted.
 */
async function seedFiguresProject(page: Page, markIn?: string): Promise<number> {
  const { post } = api(page);
  const { projectId, measureId } = await seedProject(page, { companyName: '株式会社さくら商事' });
  // Typed: CV count, contract rate and LTV; derived: 48 contracts (400 × 12%) and sales 5,760,000 (48 × 120,000).
  await post('/api/v1/gapi/v2/setClientTargetData', {
    project_id: projectId,
    start_month: M3,
    end_month: thisMonth,
    target_cv_cnt: 400,
    contract_rate: 12,
    ltv: 120000,
  });
  if (markIn) {
    const report = await post('/api/v1/measure_reports/create', {
      measure_id: measureId,
      start_date: `${markIn}-01`,
      end_date: `${markIn}-14`,
    });
    const first = (report.td as { id: number; pattern: number }[]).find((pattern) => pattern.pattern === 1);
    await post('/api/v1/measure_reports/update_adopt', { id: first?.id, is_adopt: 1 });
  }
  return projectId;
}

/** Sends a file to the import call to be saved at once (dry_run 0), as the dialog's 取り込む does. */
async function saveThroughApi(page: Page, projectId: number, file: ReturnType<typeof csvFile>) {
  return page.request.post('/api/v1/analytics/import_csv', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    multipart: { project_id: String(projectId), dry_run: '0', file },
  });
}

/** Stores months through the import call itself (UTF-8, saved at once), as a previous import would have. */
async function importThroughApi(page: Page, projectId: number, lines: string[]) {
  const response = await saveThroughApi(page, projectId, csvFile('figures.csv', Buffer.from(lines.join('\n'), 'utf8')));
  expect(response.status(), await response.text()).toBe(200);
}

async function openSetting(page: Page, projectId: number) {
  await page.goto(`/client/${projectId}/setting`);
  await expect(section(page, '月次の数値').getByRole('heading', { name: '月次の数値' })).toBeVisible();
  await expect(figuresTable(page)).toBeVisible();
}

/** The texts of a table row's cells, in order. */
const cellsOf = (row: Locator) => row.locator('th, td').allInnerTexts();

test('staff import a Shift_JIS CSV after a preview, then see the graph, the table, the simulator and the A4 print', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'admin');
  const projectId = await seedFiguresProject(page, M2);
  // M2 is stored already: the import replaces it.
  await importThroughApi(page, projectId, ['年月,セッション数,CV1', `${M2},500,5`]);
  await openSetting(page, projectId);
  await expect(monthRow(page, M2)).toContainText('CSV取込');
  const storedBefore = await figuresTable(page).locator('tbody').innerText();

  await section(page, '月次の数値').getByRole('button', { name: 'CSVを取り込む' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSVを取り込む' });
  const file = dialog.locator('input[type="file"]');
  const importButton = dialog.getByRole('button', { name: '取り込む', exact: true });
  await expect(importButton).toBeDisabled();

  // The good file: a preview of three months, the stored one marked as replaced, nothing saved yet.
  await file.setInputFiles(csvFile('月次.csv', goodCsv));
  const preview = dialog.getByRole('table', { name: '取り込む数値' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(dialog.getByText('3か月分を読み取りました。うち1か月は保存済みの数値を置き換えます。')).toBeVisible();
  const replaced = preview.getByRole('row').filter({ hasText: label(M2) });
  await expect(replaced.getByText('置き換え', { exact: true })).toBeVisible();
  await expect(preview.getByRole('row').filter({ hasText: label(M3) })).not.toContainText('置き換え');
  expect(await cellsOf(preview.getByRole('row').filter({ hasText: label(M3) }))).toEqual([
    '2行目',
    label(M3),
    '1,234',
    '30',
    '—',
    '—',
    '3',
    '300,000',
  ]);
  await expect(importButton).toBeEnabled();

  // A file with a bad row: the row's error in Japanese, and 取り込む refused with the reason.
  await file.setInputFiles(csvFile('月次_誤り.csv', badCsv));
  const errors = dialog.getByRole('table', { name: 'CSVのエラー' });
  await expect(errors).toBeVisible();
  expect(await cellsOf(errors.getByRole('row').nth(1))).toEqual([
    '3行目',
    'セッション数',
    'たくさん',
    'セッション数は0以上の数値で入力してください',
  ]);
  await expect(importButton).toBeDisabled();
  await expect(
    dialog.getByText('エラーの行があるため取り込めません。CSVを直してから選び直してください。'),
  ).toBeVisible();
  // Saved anyway (as 取り込む would send it): refused with the same row error, and nothing of it is
  // stored — after a reload the table holds exactly the months stored before, M2's good row included.
  const refused = await saveThroughApi(page, projectId, csvFile('月次_誤り.csv', badCsv));
  expect(refused.status()).toBe(400);
  const refusal = (await refused.json()) as { error: { details?: { errors?: { line: number; column: string }[] } } };
  expect(refusal.error.details?.errors).toEqual([expect.objectContaining({ line: 3, column: 'セッション数' })]);
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(figuresTable(page)).toBeVisible();
  await expect(monthRow(page, M2)).toContainText('500');
  expect(await figuresTable(page).locator('tbody').innerText()).toBe(storedBefore);

  // The good file again, imported.
  await section(page, '月次の数値').getByRole('button', { name: 'CSVを取り込む' }).click();
  await file.setInputFiles(csvFile('月次.csv', goodCsv));
  await expect(preview.getByRole('row')).toHaveCount(4);
  await importButton.click();
  await expect(toast(page, analyticsMessages.imported(3))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The table: exact numbers, targets (typed and derived), the source; — where nothing was measured.
  await expect(monthRow(page, M1)).toContainText('10,000');
  const [, ...m1] = await cellsOf(monthRow(page, M1));
  expect(m1.slice(0, 9)).toEqual(['10,000', '250', '2.50%', '25', '2,500,000', '400', '48', '5,760,000', 'CSV取込']);
  expect(m1[9]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  // 30 ÷ 1,234 = 2.43%.
  expect((await cellsOf(monthRow(page, M3))).slice(1, 4)).toEqual(['1,234', '30', '2.43%']);
  expect((await cellsOf(monthRow(page, M2))).slice(1, 3)).toEqual(['2,000', '50']);
  expect(await cellsOf(monthRow(page, thisMonth))).toEqual([
    label(thisMonth),
    '—',
    '—',
    '—',
    '—',
    '—',
    '400',
    '48',
    '5,760,000',
    '—',
    '—',
  ]);

  // The chart is drawn, with the target line beside the measured one; its axis names the months as
  // the table does (2026年5月).
  const charts = page.getByTestId('figures-charts');
  await expect(charts.locator('svg.recharts-surface').first()).toBeVisible();
  const axisMonths = charts.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(axisMonths.filter({ hasText: label(thisMonth) }).first()).toBeVisible();
  for (const tick of await axisMonths.allTextContents()) expect(tick).toMatch(/^\d{4}年\d{1,2}月$/);
  await expect(charts.locator('.figures-series-target-cv path.recharts-line-curve')).toHaveAttribute('d', /^M/);
  await expect(charts.locator('.figures-series-cv path.recharts-line-curve')).toHaveAttribute('d', /^M/);
  await expect(charts.locator('.figures-series-sessions .recharts-bar-rectangle').first()).toBeVisible();
  await expect(charts.getByText('目標CV').first()).toBeVisible();
  await expect(charts.getByRole('figure', { name: '成約数と目標成約数' })).toBeVisible();
  // The month the measure's verification ended: a line on the chart, and the list under it.
  await expect(charts.locator('.recharts-reference-line')).toHaveCount(1);
  await expect(charts.locator('svg text').filter({ hasText: '商品ページに送料を表示' })).toHaveCount(1);
  await expect(charts.getByRole('list', { name: '検証を終えた施策' }).getByRole('listitem')).toHaveText([
    `${label(M2)} 商品ページに送料を表示（採用: パターン1）`,
  ]);
  await expect(charts.getByRole('figure', { name: '売上と目標売上（円）' })).toBeVisible();

  // The simulator: last month as measured, its target as the goal (hand-computed above).
  const simulator = section(page, 'シミュレーター');
  await expect(simulator.getByTestId('simulator-note')).toContainText(
    `${label(M1)}の実績（CSV取込）と目標値から計算しています`,
  );
  const current = simulator.getByRole('group', { name: '現状の数値' });
  await expect(current.getByTestId('input-session')).toHaveText('10,000');
  await expect(current.getByTestId('input-cvr')).toHaveText('2.5');
  await expect(current.getByTestId('input-contract_rate')).toHaveText('10');
  await expect(current.getByTestId('input-customer_avg')).toHaveText('100,000');
  await expect(simulator.getByRole('group', { name: '現状の試算結果' }).getByTestId('figure-target_sales')).toHaveText(
    '2,500,000円',
  );
  // Goal: 400 CV at 2.5% takes 16,000 sessions; 400 × 12% = 48 contracts; × 120,000 = 5,760,000.
  await expect(simulator.getByRole('group', { name: '目標の数値' }).getByTestId('input-session')).toHaveText('16,000');
  const goal = simulator.getByRole('group', { name: '目標の試算結果' });
  await expect(goal.getByTestId('figure-target_contract_cnt')).toHaveText('48');
  await expect(goal.getByTestId('figure-target_sales')).toHaveText('5,760,000円');
  await simulator.getByRole('tab', { name: '感度分析' }).click();
  await expect(simulator.getByRole('table', { name: '感度分析表' })).toBeVisible();
  await simulator.getByRole('tab', { name: '現状と目標' }).click();

  // A4: no controls; the table's figures and the chart's own text (axis months) are in the PDF.
  await page.emulateMedia({ media: 'print' });
  await expect(section(page, '月次の数値').getByRole('button', { name: 'CSVを取り込む' })).toBeHidden();
  const rowBreak = await figuresTable(page)
    .locator('tbody tr')
    .first()
    .evaluate((row) => getComputedStyle(row).breakInside);
  expect(rowBreak).toBe('avoid');
  const pdf = await page.pdf({ format: 'A4', printBackground: true });

  const sizes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  expect(sizes.length).toBeGreaterThan(0);
  for (const [width, height] of sizes) {
    expect(Math.abs((width ?? 0) - 595)).toBeLessThan(2);
    expect(Math.abs((height ?? 0) - 842)).toBeLessThan(2);
  }
  const printed = pdfText(pdf);
  expect(printed).toContain('月次の数値');
  expect(printed).toContain(`期間：${label(monthsBefore(thisMonth, 11))} 〜 ${label(thisMonth)}`);
  for (const figure of ['10,000', '2,500,000', '5,760,000', '1,234', '2.43%', label(M1), 'CSV取込']) {
    expect(printed).toContain(figure);
  }
  // Axis ticks and the legend are drawn by the chart: they print only if the chart did. This month
  // is named twice outside the charts (期間 and the table's row), and once more on each chart's axis.
  expect(printed.split(label(thisMonth)).length - 1).toBeGreaterThan(2);
  expect(printed).toContain('目標CV');
  expect(printed).not.toContain('CSVを取り込む');
  // On paper a chart drawn wider than the page is scaled to it, legend included — measured before
  // recharts notices the narrower box (its resize observer answers only after this task).
  const fitted = await charts.locator('figure').evaluateAll((figures) =>
    figures.map((figure) => {
      (figure as HTMLElement).style.width = '600px';
      const svg = figure.querySelector('svg.recharts-surface');
      const legend = figure.querySelector('.recharts-legend-wrapper');
      const left = figure.getBoundingClientRect().left;
      const sizes = {
        drawn: Number(svg?.getAttribute('width')),
        svgRight: (svg?.getBoundingClientRect().right ?? Infinity) - left,
        legendRight: legend ? legend.getBoundingClientRect().right - left : 0,
      };
      (figure as HTMLElement).style.width = '';
      return sizes;
    }),
  );
  expect(fitted).toHaveLength(4);
  for (const chart of fitted) {
    expect(chart.drawn).toBeGreaterThan(600);
    expect(chart.svgRight).toBeLessThanOrEqual(600);
    expect(chart.legendRight).toBeLessThanOrEqual(600);
  }
  await page.emulateMedia({ media: 'screen' });
});

test('a client user of the project reads the figures and the simulator, without fetch or import', async ({
  page,
  browser,
}) => {
  await loadSession(page, 'admin');
  const projectId = await seedFiguresProject(page);
  await importThroughApi(page, projectId, ['年月,セッション数,CV1', `${M1},"4,000",80`]);

  const context = await browser.newContext();
  const client = await context.newPage();
  await loadSession(client, 'client');
  await openSetting(client, projectId);
  expect((await cellsOf(monthRow(client, M1))).slice(1, 4)).toEqual(['4,000', '80', '2.00%']);
  const figures = section(client, '月次の数値');
  await expect(figures.getByRole('button', { name: 'CSVを取り込む' })).toHaveCount(0);
  await expect(figures.getByRole('button', { name: 'Googleアナリティクスから取得' })).toHaveCount(0);
  await expect(client.getByTestId('figures-charts').locator('svg.recharts-surface').first()).toBeVisible();
  const simulator = section(client, 'シミュレーター');
  await expect(simulator.getByRole('group', { name: '現状の数値' }).getByTestId('input-session')).toHaveText('4,000');
  // 400 CV at 2% takes 20,000 sessions.
  await expect(simulator.getByRole('group', { name: '目標の数値' }).getByTestId('input-session')).toHaveText('20,000');
  await context.close();
});

test('staff fetch the months from Google Analytics into the table; a revoked key is explained', async ({ page }) => {
  test.setTimeout(90_000);
  const ga4 = fakeGa4();
  const key = await ga4.mintKey();
  const propertyId = String(500_000_000 + Math.floor(Math.random() * 99_999_999));
  await ga4.addProperty({
    property_id: propertyId,
    granted: [key.client_email],
    months: {
      [M2]: { sessions: 3200, 'keyEvents:purchase': 64 },
      [M1]: { sessions: 4100, 'keyEvents:purchase': 82 },
    },
  });
  await loadSession(page, 'admin');
  const projectId = await seedFiguresProject(page);
  await openSetting(page, projectId);

  // Nothing stored yet: both sections say how to get figures; fetching waits for the settings.
  const figures = section(page, '月次の数値');
  await expect(
    figures.getByText('この期間の数値はまだありません。Googleアナリティクスから取得するか、CSVを取り込んでください。'),
  ).toBeVisible();
  await expect(section(page, 'シミュレーター').getByRole('status')).toHaveText(
    `${label(M1)}の数値がありません。「月次の数値」でGoogleアナリティクスから取得するか、CSVを取り込むと、実績からシミュレーションできます。`,
  );
  const fetchButton = figures.getByRole('button', { name: 'Googleアナリティクスから取得' });
  await expect(fetchButton).toBeDisabled();

  const settings = section(page, 'アナリティクス設定');
  await settings.getByRole('textbox', { name: 'サービスアカウントキー（JSON）' }).fill(JSON.stringify(key));
  await settings.getByRole('textbox', { name: 'プロパティID' }).fill(propertyId);
  await settings.getByRole('textbox', { name: 'コンバージョン1' }).fill('purchase');
  await settings.getByRole('button', { name: 'アナリティクス設定を保存' }).click();
  await expect(toast(page, analyticsMessages.settingsSaved)).toBeVisible();

  await expect(fetchButton).toBeEnabled();
  await fetchButton.click();
  await expect(toast(page, analyticsMessages.fetched(2))).toBeVisible();
  expect(await cellsOf(monthRow(page, M1))).toEqual(
    expect.arrayContaining([label(M1), '4,100', '82', '2.00%', 'Googleアナリティクス']),
  );
  expect((await cellsOf(monthRow(page, M2))).slice(0, 4)).toEqual([label(M2), '3,200', '64', '2.00%']);
  await expect(monthRow(page, M2)).toContainText('Googleアナリティクス');
  // The simulator now starts from last month's fetched figures.
  await expect(section(page, 'シミュレーター').getByTestId('simulator-note')).toContainText(
    `${label(M1)}の実績（Googleアナリティクス）と目標値から計算しています`,
  );

  // A revoked key: the reason Google gave, in Japanese, where the button is; the stored months stay.
  await ga4.revoke(key.private_key_id);
  await fetchButton.click();
  const alert = figures.getByRole('alert').filter({ hasText: 'Googleアナリティクスから取得できませんでした' });
  await expect(alert).toContainText(ga4ErrorMessages.unauthenticated);
  await expect(monthRow(page, M1)).toContainText('4,100');
});
