import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { aimAt, type Box } from './management-support';
import { fillSignIn, loadSession, tokenOf, uniqueName } from './support';
import { editorName } from './editor-name';
import { typeWithIme } from './keyboard-support';

type Kind = 'kpi' | 'task' | 'factor' | 'hypothesis' | 'measure' | 'work';

interface TreeNode {
  id: number;
  title: string;
  status?: number | null;
  verification_start_date?: string | null;
  verification_end_date?: string | null;
  problem?: TreeNode[];
  factor?: TreeNode[];
  hypothesis?: TreeNode[];
  measure?: TreeNode[];
  work?: TreeNode[];
}

/** The API as the signed-in staff user, for building a project of this test's own (the database is shared). */
async function staffApi(page: Page) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return response.json();
  };
  const get = async (path: string) => {
    const response = await page.request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    return response.json();
  };
  return {
    post,
    /** A new project with a KGI (so the no-KGI overlay is gone), in a client company. */
    async project(companyName?: string): Promise<number> {
      const { companies } = (await get('/api/v1/companies')) as {
        companies: { id: number; company_name: string; is_operator: boolean }[];
      };
      const company = companies.find((c) => (companyName ? c.company_name === companyName : !c.is_operator));
      if (!company) throw new Error('no client company');
      const { project } = await post('/api/v1/projects/create', {
        company_id: company.id,
        project_name: uniqueName('テーブル'),
      });
      await post('/api/v1/managements/create_kgi', {
        projectId: project.id,
        kgi: '売上を前年比120%にする',
        startLine: '2026-04-01',
        deadLine: '2027-03-31',
      });
      return project.id as number;
    },
    async create(kind: Kind, body: object): Promise<number> {
      return ((await post(`/api/v1/managements/create_${kind}`, body)) as { id: number }).id;
    },
    async tree(projectId: number): Promise<{ kpi_array: TreeNode[]; non_kpi_task: TreeNode[] }> {
      return get(`/api/v1/managements/change_view?project_id=${projectId}`);
    },
    async operatorCompanyId(): Promise<number> {
      const { companies } = (await get('/api/v1/companies')) as { companies: { id: number; is_operator: boolean }[] };
      const operator = companies.find((c) => c.is_operator);
      if (!operator) throw new Error('no operating company');
      return operator.id;
    },
  };
}
type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/** KPI > task > factor > hypothesis > measure: one path, titles as given. */
async function seedPath(
  api: StaffApi,
  projectId: number,
  titles: { kpi: string; task: string; factor: string; hypothesis: string; measure: string },
  measureFields: object = {},
) {
  const kpi = await api.create('kpi', { project_id: projectId, kpi: titles.kpi });
  const task = await api.create('task', { project_id: projectId, project_kpi_id: kpi, task: titles.task });
  const factor = await api.create('factor', { task_id: task, factor: titles.factor });
  const hypothesis = await api.create('hypothesis', { factor_id: factor, hypothesis: titles.hypothesis });
  const measure = await api.create('measure', { hypothesis_id: hypothesis, measure: titles.measure, ...measureFields });
  return { kpi, task, factor, hypothesis, measure };
}

async function openTable(page: Page, projectId: number): Promise<Locator> {
  await page.goto(`/client/${projectId}/management?view=table`);
  const table = page.getByRole('table', { name: 'KPIテーブル' });
  await expect(table).toBeVisible();
  return table;
}

/** A user of the test's own, in a browser context of its own: display items are kept per user. */
async function ownStaffUser(browser: Browser, api: StaffApi) {
  const account = uniqueName('table-');
  const password = 'table-pass-1';
  await api.post('/api/v1/users/create', {
    kind: 'staff',
    company_id: await api.operatorCompanyId(),
    account,
    name: '表 太郎',
    role: 2,
    password,
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await fillSignIn(page, account, password);
  await expect(page.getByTestId('header-user-name')).toHaveText('表 太郎');
  return { context, page };
}

const findKpi = (tree: { kpi_array: TreeNode[] }, title: string) => tree.kpi_array.find((k) => k.title === title);

test('a measure title is edited in place: the IME-confirming Enter and empty text do not save, Enter does', async ({
  page,
}) => {
  await loadSession(page, 'admin');
  const api = await staffApi(page);
  const projectId = await api.project();
  await seedPath(api, projectId, {
    kpi: 'CVRを2%にする',
    task: 'カート離脱が多い',
    factor: '送料が最後にわかる',
    hypothesis: '送料を先に見せれば離脱が減る',
    measure: '送料バナーを表示',
  });
  const table = await openTable(page, projectId);

  // Empty text is not saved: the old title stays.
  await table.getByRole('button', { name: '施策「送料バナーを表示」を編集' }).click();
  const input = table.getByRole('textbox', { name: '施策「送料バナーを表示」', exact: true });
  await input.fill('');
  await input.press('Enter');
  await expect(input).toHaveCount(0);
  await expect(table.getByRole('button', { name: '施策「送料バナーを表示」を編集' })).toBeVisible();

  await table.getByRole('button', { name: '施策「送料バナーを表示」を編集' }).click();
  await input.fill('');
  // Typing through an IME: the Enter that confirms the conversion must not save.
  await input.focus();
  await typeWithIme(page, 'そうりょう', '送料');
  await expect(input).toHaveValue('送料');
  await expect(input).toBeVisible();
  await input.pressSequentially('無料の告知を表示');
  await input.press('Enter');
  await expect(input).toHaveCount(0);
  await expect(table.getByRole('button', { name: '施策「送料無料の告知を表示」を編集' })).toBeVisible();

  await page.reload();
  await expect(table.getByRole('button', { name: '施策「送料無料の告知を表示」を編集' })).toBeVisible();
  const saved = findKpi(await api.tree(projectId), 'CVRを2%にする');
  expect(saved?.problem?.[0]?.factor?.[0]?.hypothesis?.[0]?.measure?.[0]?.title).toBe('送料無料の告知を表示');
});

test('setting a rank in the table moves importance and urgency with it, and a status is changed with its select', async ({
  page,
}) => {
  await loadSession(page, 'admin');
  const api = await staffApi(page);
  const projectId = await api.project();
  await seedPath(
    api,
    projectId,
    {
      kpi: '客単価を1万円にする',
      task: 'まとめ買いが少ない',
      factor: 'セット商品がない',
      hypothesis: 'セットがあれば単価が上がる',
      measure: 'セット商品を作る',
    },
    { importance: 2, urgency: 2 },
  );
  const table = await openTable(page, projectId);

  const rank = table.getByRole('radiogroup', { name: '施策「セット商品を作る」のランク' });
  const importance = table.getByLabel('施策「セット商品を作る」の重要度');
  const urgency = table.getByLabel('施策「セット商品を作る」の緊急度');
  await expect(rank.getByRole('radio', { name: 'D' })).toBeChecked();
  await expect(importance).toHaveValue('低');
  await expect(urgency).toHaveValue('低');

  await rank.getByText('B', { exact: true }).click();
  await expect(rank.getByRole('radio', { name: 'B' })).toBeChecked();
  await expect(importance).toHaveValue('高');
  await expect(urgency).toHaveValue('低');
  await rank.getByText('A', { exact: true }).click();
  await expect(rank.getByRole('radio', { name: 'A' })).toBeChecked();
  await expect(importance).toHaveValue('高');
  await expect(urgency).toHaveValue('高');

  // The other way round: importance set back to 低 makes it C (urgency still 高).
  await importance.click();
  await page.getByRole('option', { name: '低' }).click();
  await expect(rank.getByRole('radio', { name: 'C' })).toBeChecked();

  const status = table.getByLabel('課題「まとめ買いが少ない」のステータス');
  await expect(status).toHaveValue('着手中');
  await status.click();
  await page.getByRole('option', { name: '検証中' }).click();
  await expect(status).toHaveValue('検証中');

  await page.reload();
  await expect(rank.getByRole('radio', { name: 'C' })).toBeChecked();
  await expect(importance).toHaveValue('低');
  await expect(urgency).toHaveValue('高');
  await expect(status).toHaveValue('検証中');
});

test('"+ 追加" under a task without factors adds a factor; empty text adds nothing', async ({ page }) => {
  await loadSession(page, 'admin');
  const api = await staffApi(page);
  const projectId = await api.project();
  const kpi = await api.create('kpi', { project_id: projectId, kpi: '新規会員を月500人にする' });
  await api.create('task', { project_id: projectId, project_kpi_id: kpi, task: '会員登録の完了率が低い' });
  const table = await openTable(page, projectId);

  const add = table.getByRole('button', { name: '課題「会員登録の完了率が低い」に要因を追加' });
  await expect(add).toHaveText('+ 追加');
  await add.click();
  const input = table.getByRole('textbox', { name: '課題「会員登録の完了率が低い」の新しい要因' });
  await input.press('Enter');
  await expect(input).toHaveCount(0);
  await expect(add).toHaveText('+ 追加');

  await add.click();
  await input.fill('入力項目が多すぎる');
  await input.press('Enter');
  await expect(table.getByRole('button', { name: '要因「入力項目が多すぎる」を編集' })).toBeVisible();
  // The factor cell is taken now; the new factor offers its own "+ 追加" for a hypothesis.
  await expect(table.locator('[data-column="factor"]').filter({ hasText: '+ 追加' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: '要因「入力項目が多すぎる」に仮説を追加' })).toHaveText('+ 追加');

  await page.reload();
  await expect(table.getByRole('button', { name: '要因「入力項目が多すぎる」を編集' })).toBeVisible();
  const factors = findKpi(await api.tree(projectId), '新規会員を月500人にする')?.problem?.[0]?.factor ?? [];
  expect(factors.map((f) => f.title)).toEqual(['入力項目が多すぎる']);
});

test('a KPI and a non-KPI task added from the tables start with an empty status', async ({ page }) => {
  await loadSession(page, 'admin');
  const api = await staffApi(page);
  const projectId = await api.project();
  const table = await openTable(page, projectId);
  await expect(table).toContainText('KPIはまだありません');

  await page.getByRole('button', { name: '+ KPIを追加' }).click();
  const input = page.getByRole('textbox', { name: '新しいKPI' });
  await input.press('Enter');
  await expect(input).toHaveCount(0);
  await page.getByRole('button', { name: '+ KPIを追加' }).click();
  await input.fill('リピート率を30%にする');
  await input.press('Enter');
  await expect(table.getByRole('button', { name: 'KPI「リピート率を30%にする」を編集' })).toBeVisible();
  await expect(table.getByLabel('KPI「リピート率を30%にする」のステータス')).toHaveValue('');
  await expect(table.getByRole('button', { name: 'KPI「リピート率を30%にする」に課題を追加' })).toHaveText('+ 追加');

  const nonKpi = page.getByRole('table', { name: 'KPIに紐づかない課題' });
  await page.getByRole('button', { name: '+ 課題を追加' }).click();
  await page.getByRole('textbox', { name: '新しい課題' }).fill('社内の承認に時間がかかる');
  await page.getByRole('textbox', { name: '新しい課題' }).press('Enter');
  await expect(nonKpi.getByRole('button', { name: '課題「社内の承認に時間がかかる」を編集' })).toBeVisible();
  await expect(nonKpi.getByLabel('課題「社内の承認に時間がかかる」のステータス')).toHaveValue('');

  const tree = await api.tree(projectId);
  expect(tree.kpi_array.map((k) => [k.title, k.status])).toEqual([['リピート率を30%にする', null]]);
  expect(tree.non_kpi_task.map((t) => [t.title, t.status])).toEqual([['社内の承認に時間がかかる', null]]);
});

test('a verification period is cleared in the table: both dates go', async ({ page }) => {
  await loadSession(page, 'admin');
  const api = await staffApi(page);
  const projectId = await api.project();
  await seedPath(
    api,
    projectId,
    {
      kpi: '問い合わせを月100件にする',
      task: 'フォームが見つからない',
      factor: 'ボタンが小さい',
      hypothesis: 'ボタンを大きくすれば増える',
      measure: 'ボタンを大きくする',
    },
    { verification_start_date: '2026-05-01', verification_end_date: '2026-05-31' },
  );
  const table = await openTable(page, projectId);
  const period = table.getByRole('button', { name: editorName('施策「ボタンを大きくする」の検証期間') });
  await expect(period).toContainText('2026/05/01');
  await expect(period).toContainText('2026/05/31');

  await table.getByRole('button', { name: '施策「ボタンを大きくする」の検証期間をクリア' }).click();
  await expect(period).not.toContainText('2026/05/01');

  await page.reload();
  await expect(period).toBeVisible();
  await expect(period).not.toContainText('2026');
  const measure = findKpi(await api.tree(projectId), '問い合わせを月100件にする')?.problem?.[0]?.factor?.[0]
    ?.hypothesis?.[0]?.measure?.[0];
  expect(measure?.verification_start_date ?? null).toBeNull();
  expect(measure?.verification_end_date ?? null).toBeNull();
});

test('the display items hide and show table columns for this user, and a CVR is typed with full-width digits', async ({
  browser,
  page,
}) => {
  await loadSession(page, 'admin');
  const api = await staffApi(page);
  const projectId = await api.project();
  await seedPath(api, projectId, {
    kpi: 'CVRを2%にする',
    task: '商品が探しにくい',
    factor: '検索が弱い',
    hypothesis: '絞り込みがあれば見つかる',
    measure: '絞り込み検索を追加',
  });
  const own = await ownStaffUser(browser, api);
  const table = await openTable(own.page, projectId);
  const periodHeader = table.getByRole('columnheader', { name: '検証期間', exact: true });
  await expect(periodHeader).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'CVR' })).toHaveCount(0);

  await own.page.getByRole('button', { name: '表示項目' }).click();
  await own.page.getByRole('checkbox', { name: '検証期間' }).click();
  await expect(own.page.getByRole('checkbox', { name: '検証期間' })).not.toBeChecked();
  await expect(periodHeader).toHaveCount(0);
  await expect(table.getByRole('button', { name: '施策「絞り込み検索を追加」の検証期間' })).toHaveCount(0);
  await own.page.getByRole('checkbox', { name: '作業' }).click();
  await expect(table.getByRole('columnheader', { name: '作業' })).toHaveCount(0);
  await own.page.getByRole('checkbox', { name: 'CVR' }).click();
  await expect(table.getByRole('columnheader', { name: 'CVR' })).toBeVisible();
  await own.page.keyboard.press('Escape');

  const cvr = table.getByRole('textbox', { name: '施策「絞り込み検索を追加」のCVR' });
  await cvr.fill('１２.５');
  await cvr.press('Enter');
  await expect(cvr).toHaveValue('12.5');

  await own.page.reload();
  await expect(table.getByRole('columnheader', { name: 'CVR' })).toBeVisible();
  await expect(periodHeader).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: '作業' })).toHaveCount(0);
  await expect(cvr).toHaveValue('12.5');
  // Another user keeps their own display items.
  await openTable(page, projectId);
  await expect(
    page.getByRole('table', { name: 'KPIテーブル' }).getByRole('columnheader', { name: '検証期間' }),
  ).toBeVisible();
  await own.context.close();
});

test('a client user sees read-only cells and never a hidden measure', async ({ browser, page }) => {
  await loadSession(page, 'admin');
  const api = await staffApi(page);
  const projectId = await api.project('株式会社さくら商事');
  await api.post('/api/v1/managements/update_client_edit', { project_id: projectId, client_can_edit: false });
  const { hypothesis } = await seedPath(
    api,
    projectId,
    {
      kpi: '資料請求を月50件にする',
      task: '資料の魅力が伝わらない',
      factor: '中身が見えない',
      hypothesis: 'サンプルを見せれば増える',
      measure: 'サンプルページを公開',
    },
    { status: 3 },
  );
  await api.create('measure', { hypothesis_id: hypothesis, measure: '社内検討中の施策', is_show: 0 });

  // Staff see both measures, the hidden one with its display switch off.
  const staffTable = await openTable(page, projectId);
  await expect(staffTable.getByRole('button', { name: '施策「社内検討中の施策」を編集' })).toBeVisible();
  await expect(staffTable.getByRole('switch', { name: '施策「社内検討中の施策」の表示' })).not.toBeChecked();
  await expect(staffTable.getByRole('switch', { name: '施策「サンプルページを公開」の表示' })).toBeChecked();

  const context = await browser.newContext();
  const client = await context.newPage();
  await loadSession(client, 'client');
  const table = await openTable(client, projectId);
  await expect(table).toContainText('サンプルページを公開');
  await expect(table).toContainText('着手中');
  await expect(table).not.toContainText('社内検討中の施策');
  await expect(table.getByRole('button')).toHaveCount(0);
  await expect(table.getByRole('textbox')).toHaveCount(0);
  await expect(table.getByRole('switch')).toHaveCount(0);
  await expect(table.getByRole('radiogroup')).toHaveCount(0);
  await expect(client.getByRole('button', { name: '+ KPIを追加' })).toHaveCount(0);
  await expect(client.getByRole('button', { name: '+ 課題を追加' })).toHaveCount(0);
  const measureRow = table.getByRole('row').filter({ hasText: 'サンプルページを公開' });
  await expect(measureRow.locator('[data-column="is_show"]')).toHaveText('表示');
  await expect(measureRow.locator('[data-column="rank"]')).toHaveText('D');
  await context.close();
});

test('an inbox task dragged onto a KPI row joins that KPI; onto the non-KPI table it becomes non-KPI', async ({
  page,
}) => {
  await loadSession(page, 'admin');
  const api = await staffApi(page);
  const projectId = await api.project();
  const first = await api.create('kpi', { project_id: projectId, kpi: 'CVRを2%にする' });
  await api.create('task', { project_id: projectId, project_kpi_id: first, task: 'カート離脱が多い' });
  await api.create('kpi', { project_id: projectId, kpi: '客単価を1万円にする' });
  const joining = await api.create('task', { project_id: projectId, task: '送料が高いと言われる' });
  const outside = await api.create('task', { project_id: projectId, task: '社内の確認が遅い' });
  const table = await openTable(page, projectId);

  const target = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'KPI「客単価を1万円にする」を編集' }) });
  const handle = page.getByRole('button', { name: '課題「送料が高いと言われる」を移動' });
  await drag(page, handle, target, async () => {
    await expect(target).toHaveAttribute('data-drop-over', 'true');
  });
  await expect(target).toHaveCount(1);
  await expect(target.getByRole('button', { name: '課題「送料が高いと言われる」を編集' })).toBeVisible();
  await expect(page.getByTestId(`inbox-task-${joining}`)).toHaveCount(0);

  const nonKpi = page.getByRole('table', { name: 'KPIに紐づかない課題' });
  await drag(page, page.getByRole('button', { name: '課題「社内の確認が遅い」を移動' }), nonKpi);
  await expect(nonKpi.getByRole('button', { name: '課題「社内の確認が遅い」を編集' })).toBeVisible();
  await expect(page.getByTestId(`inbox-task-${outside}`)).toHaveCount(0);

  const tree = await api.tree(projectId);
  expect(findKpi(tree, '客単価を1万円にする')?.problem?.map((t) => t.title)).toEqual(['送料が高いと言われる']);
  expect(findKpi(tree, 'CVRを2%にする')?.problem?.map((t) => t.title)).toEqual(['カート離脱が多い']);
  expect(tree.non_kpi_task.map((t) => t.title)).toEqual(['社内の確認が遅い']);
});

test('a node is deleted from its cell and comes back with 元に戻す', async ({ page }) => {
  await loadSession(page, 'admin');
  const api = await staffApi(page);
  const projectId = await api.project();
  await seedPath(api, projectId, {
    kpi: 'CVRを2%にする',
    task: 'カート離脱が多い',
    factor: '送料が最後にわかる',
    hypothesis: '送料を先に見せれば離脱が減る',
    measure: '送料バナーを表示',
  });
  const table = await openTable(page, projectId);
  await table.getByRole('button', { name: '要因「送料が最後にわかる」を編集' }).hover();
  await table.getByRole('button', { name: '要因「送料が最後にわかる」を削除' }).click();
  const dialog = page.getByRole('dialog', { name: '要因の削除' });
  await expect(dialog).toContainText('仮説 1件・施策 1件も削除されます');
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(table.getByRole('button', { name: '要因「送料が最後にわかる」を編集' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: '施策「送料バナーを表示」を編集' })).toHaveCount(0);
  // The task is left without factors: its factor cell offers "+ 追加".
  await expect(table.getByRole('button', { name: '課題「カート離脱が多い」に要因を追加' })).toHaveText('+ 追加');

  await page.getByRole('button', { name: '元に戻す' }).click();
  await expect(table.getByRole('button', { name: '要因「送料が最後にわかる」を編集' })).toBeVisible();
  await expect(table.getByRole('button', { name: '施策「送料バナーを表示」を編集' })).toBeVisible();
});

test('a big project draws only the rows in view, and scrolling brings the rest', async ({ page }) => {
  await loadSession(page, 'admin');
  const api = await staffApi(page);
  const projectId = await api.project();
  const { hypothesis } = await seedPath(api, projectId, {
    kpi: 'CVRを2%にする',
    task: 'カート離脱が多い',
    factor: '送料が最後にわかる',
    hypothesis: '送料を先に見せれば離脱が減る',
    measure: '施策001',
  });
  const count = 60;
  for (let i = 2; i <= count; i += 1) {
    await api.create('measure', { hypothesis_id: hypothesis, measure: `施策${String(i).padStart(3, '0')}` });
  }
  const table = await openTable(page, projectId);
  await expect(table).toHaveAttribute('aria-rowcount', String(count + 1));
  await expect(table.getByRole('button', { name: '施策「施策001」を編集' })).toBeVisible();
  const drawn = await table.locator('[data-row-key]').count();
  expect(drawn).toBeGreaterThan(5);
  expect(drawn).toBeLessThan(count);
  await expect(table.getByRole('button', { name: `施策「施策0${count}」を編集` })).toHaveCount(0);

  // Only the first row draws the merged KPI cell; the rows below it leave it empty.
  await expect(table.getByRole('button', { name: 'KPI「CVRを2%にする」を編集' })).toHaveCount(1);

  await table.evaluate((element) => {
    const scroller = element.parentElement;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  });
  await expect(table.getByRole('button', { name: `施策「施策0${count}」を編集` })).toBeVisible();
  await expect(table.getByRole('button', { name: '施策「施策001」を編集' })).toHaveCount(0);
});

/** Drags with the mouse in small steps (dnd-kit starts after 6px); `during` runs while over the target. */
async function drag(page: Page, from: Locator, to: Locator, during?: () => Promise<void>) {
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  if (!a) throw new Error('drag handle is not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  // A row can be wider than the screen: aim near its start, which is on it.
  const nearStart = (b: Box) => ({
    x: b.x + Math.min(b.width / 2, 150),
    y: b.y + b.height / 2,
  });
  const b = await to.boundingBox();
  if (!b) throw new Error('drop target is not on screen');
  await page.mouse.move(nearStart(b).x, nearStart(b).y, { steps: 10 });
  await aimAt(page, to, nearStart);
  await during?.();
  await page.mouse.up();
}
