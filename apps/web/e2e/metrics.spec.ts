import type { Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { tabTo, typeWithIme } from './keyboard-support';
import { api, seedProject, signInNewStaff } from './management-support';
import { monthLabel, monthsBefore, thisMonth } from './months-support';
import { loadSession, tokenOf } from './support';

const label = monthLabel;
const M1 = monthsBefore(thisMonth, 1);
const M2 = monthsBefore(thisMonth, 2);

/**
 * Two measured months where every CV is a contract, so 売上 = セッション × CVR × 客単価 is the revenue
 * itself: M2 8,000 × 2.5% × 10,000 = 2,000,000; M1 10,000 × 2.5% × 12,000 = 3,000,000.
 */
async function importMonths(page: Page, projectId: number) {
  const csv = ['年月,セッション数,CV1,成約数,売上', `${M2},8000,200,200,2000000`, `${M1},10000,250,250,3000000`];
  const response = await page.request.post('/api/v1/analytics/import_csv', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    multipart: {
      project_id: String(projectId),
      dry_run: '0',
      file: { name: 'figures.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n'), 'utf8') },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });
const overview = (page: Page) => page.getByRole('region', { name: 'プロジェクト概要' });
const analysis = (page: Page) => page.getByRole('region', { name: 'KGIの分析' });
const KGI = 'KGI「売上を前年比120%にする」';

/** Picks an option of a Mantine select by its label. */
async function pick(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

/** Builds `left operator right` in the structured formula editor, a list at a time. */
async function pickFormula(page: Page, dialog: Locator, left: string, operator: string, right: string) {
  await pick(page, dialog.getByRole('combobox', { name: '式の左の指標' }), left);
  await pick(page, dialog.getByRole('combobox', { name: '式の演算子' }), operator);
  await pick(page, dialog.getByRole('combobox', { name: '式の右の指標' }), right);
}

/** Picks one choice of a segmented control by its label, as a click on it does. */
async function choose(scope: Locator, name: string) {
  await scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await expect(scope.getByRole('radio', { name })).toBeChecked();
}

/** Binds the KGI through the dialog's sales template, reached and opened by keyboard. */
async function bindSalesTemplate(page: Page) {
  const setKgi = overview(page).getByRole('button', { name: `${KGI}の指標を設定` });
  // From the control beside it, in the page's own order.
  await overview(page).getByRole('button', { name: 'KGI・目的を編集' }).focus();
  await tabTo(page, setKgi, { max: 6, back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${KGI}の指標を設定` });
  await dialog.getByRole('button', { name: '売上テンプレートを使う' }).click();
  await expect(toast(page, 'KGIに売上の式を設定しました')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a manager binds the KGI with the sales template: actual against target, the waterfall and a what-if', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page, { companyName: '株式会社さくら商事' });
  await importMonths(page, projectId);
  await page.goto(`/client/${projectId}/management`);
  await expect(overview(page).getByTestId('kgi-title')).toHaveText('売上を前年比120%にする');
  await bindSalesTemplate(page);

  await pick(page, analysis(page).getByRole('combobox', { name: '対象月' }), label(M1));
  const kgiFigures = overview(page).getByTestId('metric-figures');
  await expect(kgiFigures).toContainText('売上 3,000,000円');
  await expect(kgiFigures.getByText('算出', { exact: true })).toBeVisible();
  await expect(kgiFigures.getByRole('img', { name: /^売上の12か月の推移：/ })).toHaveAccessibleName(
    new RegExp(`${label(M2)} 2,000,000円、${label(M1)} 3,000,000円`),
  );

  // A target of the KGI's own metric for last month: typed in the dialog's month table.
  await overview(page)
    .getByRole('button', { name: `${KGI}の指標を設定` })
    .click();
  const dialog = page.getByRole('dialog', { name: `${KGI}の指標を設定` });
  await expect(dialog.getByTestId('bound-metric')).toContainText('売上（円）、計算式：セッション × CVR × 客単価');
  const target = dialog.getByRole('textbox', { name: `${label(M1)}の目標` });
  await target.focus();
  await page.keyboard.type('2,500,000');
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog).toBeHidden();
  await expect(kgiFigures).toContainText('目標 2,500,000円');
  await expect(kgiFigures.getByTestId('metric-achievement')).toHaveText('達成率 120.0%・達成');

  // Opened again, the month table starts from the stored target; emptied and saved, it is cleared.
  await overview(page)
    .getByRole('button', { name: `${KGI}の指標を設定` })
    .click();
  await expect(target).toHaveValue('2,500,000');
  await target.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog).toBeHidden();
  await expect(kgiFigures).not.toContainText('2,500,000円');
  await expect(kgiFigures.getByTestId('metric-achievement')).toHaveCount(0);

  // The charts open on demand, and stay open after a reload in this browser.
  const toggle = analysis(page).getByRole('button', { name: '内訳と試算を表示' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(analysis(page).getByRole('button', { name: '内訳と試算を閉じる' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.reload();
  await pick(page, analysis(page).getByRole('combobox', { name: '対象月' }), label(M1));

  // Last month against the month before: the steps of the waterfall add up to +1,000,000円.
  const steps = analysis(page).getByRole('table', { name: /^売上の変化の内訳（.+）の表$/ });
  await expect(steps.getByRole('row', { name: new RegExp(`^${label(M2)} 2,000,000円$`) })).toBeAttached();
  await expect(steps.getByRole('row', { name: new RegExp(`^${label(M1)} 3,000,000円$`) })).toBeAttached();
  await expect(steps.getByRole('row', { name: /^セッション \+[\d,]+円$/ })).toBeAttached();
  await expect(steps.getByRole('row', { name: /^客単価 \+[\d,]+円$/ })).toBeAttached();
  await expect(analysis(page).getByRole('img', { name: /^売上の変化の内訳/ })).toBeVisible();
  await expect(analysis(page).getByText('差は+1,000,000円', { exact: false })).toBeVisible();

  // 各指標を10%改善すると: three drivers, ranked.
  const sensitivity = analysis(page).getByRole('table', { name: '各指標を10%改善するとKGIは' });
  await expect(sensitivity.getByRole('row')).toHaveCount(4);

  // What-if: CVR 3% instead of 2.5% makes 3,600,000円 of the same sessions and customer average.
  const cvr = analysis(page).getByRole('textbox', { name: 'CVR（%）' });
  await cvr.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await analysis(page).getByRole('button', { name: '試算する' }).click();
  const result = analysis(page).getByRole('table', { name: '試算の結果' });
  await expect(result.getByRole('row', { name: /^売上 3,000,000円 3,600,000円 \+600,000円$/ })).toBeVisible();
});

test('a KPI gets a typed metric named through the IME; a formula the server refuses keeps what was typed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'manager');
  const { projectId, kpis } = await seedProject(page, { companyName: '株式会社さくら商事' });
  await importMonths(page, projectId);
  // セッション (回), CVR (%), 客単価 (円) and 売上 on the KGI: metrics of other units to refuse a sum of.
  await api(page).post('/api/v1/metrics/sales_template', { project_id: projectId });
  await page.goto(`/client/${projectId}/management`);
  const subject = `KPI「${kpis[0]?.title}」`;
  const row = page.getByRole('listitem', { name: subject });
  await row.getByRole('button', { name: `${subject}の指標を設定` }).click();
  const dialog = page.getByRole('dialog', { name: `${subject}の指標を設定` });

  await choose(dialog, '新しく作る');
  await choose(dialog, '手入力');
  await dialog.getByRole('textbox', { name: '指標名' }).focus();
  await typeWithIme(page, 'といあわせすう', '問い合わせ数');
  await expect(dialog.getByRole('textbox', { name: '指標名' })).toHaveValue('問い合わせ数');
  await pick(page, dialog.getByRole('combobox', { name: '単位' }), '件');
  await dialog.getByRole('textbox', { name: `${label(M2)}の実績` }).focus();
  await page.keyboard.type('40');
  // Tab goes along the row (its 目標) and on to the next month's 実績.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: `${label(M1)}の実績` })).toBeFocused();
  await page.keyboard.type('55');
  await dialog.getByRole('button', { name: '作成して設定する' }).click();
  await expect(dialog).toBeHidden();

  await pick(page, analysis(page).getByRole('combobox', { name: '対象月' }), label(M1));
  await expect(row.getByTestId('metric-figures')).toContainText('問い合わせ数 55件');

  // 件 ＋ 回 adds quantities of other units: refused beside the formula, the form as typed.
  await row.getByRole('button', { name: `${subject}の指標を設定` }).click();
  await expect(dialog.getByTestId('bound-metric')).toContainText('問い合わせ数（件）、手入力');
  await choose(dialog, '新しく作る');
  await dialog.getByRole('textbox', { name: '指標名' }).fill('問い合わせとセッション');
  await pick(page, dialog.getByRole('combobox', { name: '単位' }), '件');
  await choose(dialog, '計算式');
  await pickFormula(page, dialog, '問い合わせ数（件）', '＋', 'セッション（回）');
  await expect(dialog.getByTestId('formula-preview')).toHaveText('式：問い合わせ数 ＋ セッション');
  await dialog.getByRole('button', { name: '作成して設定する' }).click();
  await expect(dialog.getByTestId('formula-error')).toHaveText('件と回は足し引きできません');
  await expect(dialog.getByRole('textbox', { name: '指標名' })).toHaveValue('問い合わせとセッション');
  await expect(dialog.getByTestId('formula-preview')).toHaveText('式：問い合わせ数 ＋ セッション');
});

test('a formula that closes a cycle is refused, naming the metrics around it, and nothing changes', async ({
  page,
}) => {
  await loadSession(page, 'manager');
  const { post } = api(page);
  const { projectId, kpis } = await seedProject(page, { companyName: '株式会社さくら商事' });
  // 売上 = セッション × CVR × 客単価: 客単価 = 売上 ÷ セッション would close a cycle through 売上.
  const template = await post('/api/v1/metrics/sales_template', { project_id: projectId });
  const aov = (template.metrics as { id: number; name: string }[]).find((m) => m.name === '客単価');
  await post('/api/v1/metrics/bind', { project_id: projectId, node: 'kpi', kpi_id: kpis[0]?.id, metric_id: aov?.id });
  await page.goto(`/client/${projectId}/management`);
  const subject = `KPI「${kpis[0]?.title}」`;
  const open = page.getByRole('listitem', { name: subject }).getByRole('button', { name: `${subject}の指標を設定` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `${subject}の指標を設定` });
  const bound = await dialog.getByTestId('bound-metric').innerText();
  expect(bound).toContain('客単価（円）');

  await choose(dialog, 'この指標を編集');
  await choose(dialog, '計算式');
  await pickFormula(page, dialog, '売上（円）', '÷', 'セッション（回）');
  await expect(dialog.getByTestId('formula-preview')).toHaveText('式：売上 ÷ セッション');
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog.getByTestId('formula-error')).toHaveText('循環しています：客単価 → 売上 → 客単価');
  await expect(dialog.getByTestId('formula-preview')).toHaveText('式：売上 ÷ セッション');

  // Refused whole: after a reload the KPI's metric is what it was.
  await page.reload();
  await open.click();
  await expect(dialog.getByTestId('bound-metric')).toHaveText(bound);
});

test('表示項目 hides the figures and the analysis for this user, and they stay hidden after a reload', async ({
  page,
  browser,
}) => {
  await loadSession(page, 'admin');
  const { post } = api(page);
  const { projectId, kpis } = await seedProject(page, { companyName: '株式会社さくら商事' });
  await importMonths(page, projectId);
  const template = await post('/api/v1/metrics/sales_template', { project_id: projectId });
  const cvr = (template.metrics as { id: number; name: string }[]).find((m) => m.name === 'CVR');
  await post('/api/v1/metrics/bind', { project_id: projectId, node: 'kpi', kpi_id: kpis[0]?.id, metric_id: cvr?.id });
  // A user of its own: what is checked is kept per user.
  const { context, own } = await signInNewStaff(page, browser, '数値 設定');
  await own.goto(`/client/${projectId}/management`);
  const kpiRow = own.getByRole('listitem', { name: `KPI「${kpis[0]?.title}」` });
  await expect(overview(own).getByTestId('metric-figures')).toContainText('売上');
  await expect(kpiRow.getByTestId('metric-figures')).toContainText('CVR');
  await expect(analysis(own)).toBeVisible();

  await own.getByRole('button', { name: '表示項目' }).click();
  const figures = own.getByRole('checkbox', { name: '指標の数値（実績・目標・達成率）' });
  await figures.click();
  await expect(figures).not.toBeChecked();
  await expect(overview(own).getByTestId('metric-figures')).toHaveCount(0);
  await expect(analysis(own)).toHaveCount(0);
  await expect(kpiRow).toBeVisible();
  await expect(kpiRow.getByTestId('metric-figures')).toHaveCount(0);

  await own.reload();
  await expect(kpiRow).toBeVisible();
  await expect(overview(own).getByTestId('metric-figures')).toHaveCount(0);
  await expect(analysis(own)).toHaveCount(0);
  // Another user still sees them.
  await page.goto(`/client/${projectId}/management`);
  await expect(overview(page).getByTestId('metric-figures')).toContainText('売上');
  await context.close();
});

test('a client reads its own project’s figures, targets from the client targets, without any setting button', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'manager');
  const { post } = api(page);
  const { projectId, kpis } = await seedProject(page, { companyName: '株式会社さくら商事' });
  await importMonths(page, projectId);
  // The client targets of the analytics page: 400 CV a month. The second KPI shows the measured CV.
  await post('/api/v1/gapi/v2/setClientTargetData', {
    project_id: projectId,
    start_month: M2,
    end_month: thisMonth,
    target_cv_cnt: 400,
    contract_rate: 12,
    ltv: 120000,
  });
  const cv = await post('/api/v1/metrics', {
    project_id: projectId,
    name: 'CV',
    unit: '件',
    direction: 'higher',
    source: { kind: 'analytics', figure: 'cv' },
  });
  await post('/api/v1/metrics/bind', { project_id: projectId, node: 'kpi', kpi_id: kpis[1]?.id, metric_id: cv.id });
  await page.goto(`/client/${projectId}/management`);
  await bindSalesTemplate(page);

  const context = await browser.newContext();
  const client = await context.newPage();
  await loadSession(client, 'client');
  await client.goto(`/client/${projectId}/management`);
  await pick(client, analysis(client).getByRole('combobox', { name: '対象月' }), label(M1));
  await expect(overview(client).getByTestId('metric-figures')).toContainText('売上 3,000,000円');
  const cvRow = client.getByRole('listitem', { name: `KPI「${kpis[1]?.title}」` });
  await expect(cvRow.getByTestId('metric-figures')).toContainText('CV 250件');
  await expect(cvRow.getByTestId('metric-figures')).toContainText('目標 400件');
  await expect(cvRow.getByTestId('metric-achievement')).toHaveText('達成率 62.5%・未達');
  await expect(client.getByRole('button', { name: /の指標を設定$/ })).toHaveCount(0);
  await analysis(client).getByRole('button', { name: '内訳と試算を表示' }).click();
  await expect(analysis(client).getByRole('table', { name: '各指標を10%改善するとKGIは' })).toBeVisible();
  await expect(analysis(client).getByRole('button', { name: '試算する' })).toHaveCount(0);

  await client.goto(`/client/${projectId}`);
  const summary = client.getByRole('region', { name: 'KGIの数値' });
  await expect(summary.getByTestId('metric-figures')).toContainText('売上 3,000,000円');
  await expect(summary.getByTestId('kgi-change')).toHaveText('前月比 +1,000,000円');
  await expect(summary.getByRole('list', { name: 'KGIを動かした主な要因' })).toContainText('セッション');
  await context.close();
});

test('an adopted measure’s verified uplift is projected onto the KGI on the overview, with the method', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'manager');
  const { post } = api(page);
  const { projectId, kpis, measureId } = await seedProject(page, { companyName: '株式会社さくら商事' });
  await importMonths(page, projectId);
  const template = await post('/api/v1/metrics/sales_template', { project_id: projectId });
  const cvr = (template.metrics as { id: number; name: string }[]).find((m) => m.name === 'CVR');
  // The measure sits under the first KPI, now showing CVR; verified last month, pattern 2 adopted.
  await post('/api/v1/metrics/bind', { project_id: projectId, node: 'kpi', kpi_id: kpis[0]?.id, metric_id: cvr?.id });
  const report = await post('/api/v1/measure_reports/create', {
    measure_id: measureId,
    start_date: `${M1}-01`,
    end_date: `${M1}-20`,
  });
  await post('/api/v1/measure_reports/update_results', {
    measure_id: measureId,
    patterns: [
      { pattern: 1, users: 24000, conversions: 720 },
      { pattern: 2, users: 24100, conversions: 820 },
    ],
  });
  const second = (report.td as { id: number; pattern: number }[]).find((pattern) => pattern.pattern === 2);
  await post('/api/v1/measure_reports/update_adopt', { id: second?.id, is_adopt: 1 });

  await page.goto(`/client/${projectId}/overview`);
  const figures = page.getByRole('region', { name: 'KGIの数値' });
  await expect(figures.getByTestId('metric-figures')).toContainText('売上 3,000,000円');
  const projection = figures.getByRole('region', { name: '採用した施策の効果見込み（年間）' });
  await expect(projection.getByRole('listitem')).toContainText('商品ページに送料を表示：上昇率 +13.');
  await expect(projection.getByTestId('projection-total')).toContainText(/^売上 [\d,]+円/);
  await expect(projection.getByText('見込み', { exact: true })).toHaveCount(0);
  await expect(projection).toContainText('採用前12か月の実績を基準にした1年分の合計です');
});
