import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { typeWithIme } from './keyboard-support';
import { api, pickAssigneeFilter, seedProject } from './management-support';
import { demo, loadSession, tokenOf, uniqueName } from './support';

const FALLBACK_NOTE = '自分の担当はありません。すべて表示しています';

/** Today in the browser's time zone (Asia/Tokyo), as the calendar names its days: 2026/05/01. */
async function todayInBrowser(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}/${pad(now.getMonth() + 1)}/${pad(now.getDate())}`;
  });
}

test('a manager assigns a measure to themself from the keyboard, sets its 期限, filters to 自分 and finds it in 今日やること', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loadSession(page, 'manager');
  const seeded = await seedProject(page);
  const { post } = api(page);
  const title = uniqueName('送料を商品ページに表示');
  await post('/api/v1/managements/create_measure', { id: seeded.measureId, measure: title });
  const measure = `施策「${title}」`;
  const me = `担当者: ${demo.manager.name}`;

  await page.goto(`/client/${seeded.projectId}/management`);
  const tree = page.getByRole('list', { name: '改善ツリー' });
  const otherKpi = tree.getByRole('listitem', { name: 'KPI「客単価を1万円にする」' });
  // Nothing here is theirs yet: 自分 shows everything, and says so.
  await expect(page.getByRole('status').filter({ hasText: FALLBACK_NOTE })).toBeVisible();
  await expect(otherKpi).toBeVisible();

  // The picker, from the keyboard: the name typed through the IME filters the people, and the Enter
  // that confirms the conversion picks nobody.
  const row = page.getByTestId(`tree-measure:${seeded.measureId}`);
  await row.getByRole('button', { name: `${measure}の担当者を設定` }).press('Enter');
  const picker = page.getByRole('dialog');
  const field = picker.getByRole('combobox', { name: `${measure}の担当者` });
  await expect(field).toBeFocused();
  await typeWithIme(page, 'さとう', '佐藤');
  await expect(picker.getByRole('option', { name: demo.manager.name })).toBeVisible();
  await expect(picker.getByRole('option', { name: demo.member.name })).toHaveCount(0);
  // Mantine's pills: the people picked so far.
  const picked = picker.locator('.mantine-Pill-label');
  await expect(picked).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picked).toHaveText([demo.manager.name]);
  await picker.getByRole('button', { name: '保存' }).press('Enter');
  await expect(picker).toBeHidden();
  await expect(row.getByRole('img', { name: me })).toBeVisible();

  // Now something is theirs: 自分 shows it and the path to it, nothing else.
  await expect(page.getByRole('status').filter({ hasText: FALLBACK_NOTE })).toHaveCount(0);
  await expect(otherKpi).toHaveCount(0);
  await expect(tree.getByRole('listitem', { name: 'KPI「CVRを2%にする」' })).toBeVisible();
  await expect(tree.getByRole('listitem', { name: '課題「CVRを2%にする：カート離脱が多い」' })).toBeVisible();
  await expect(tree.getByRole('listitem', { name: '要因「送料が最後にわかる」' })).toBeVisible();
  await expect(tree.getByRole('listitem', { name: '仮説「送料を先に見せれば離脱が減る」' })).toBeVisible();
  await expect(tree.getByRole('listitem', { name: '施策「社内検討中の施策」' })).toHaveCount(0);
  await expect(tree.getByRole('listitem', { name: '作業「バナー作成」' })).toHaveCount(0);

  // すべて is remembered across a reload, and so is 自分.
  await pickAssigneeFilter(page, 'すべて');
  await expect(otherKpi).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: '担当者で絞り込み' })).toHaveValue('すべて');
  await expect(otherKpi).toBeVisible();
  await pickAssigneeFilter(page, '自分');
  await expect(otherKpi).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '担当者で絞り込み' })).toHaveValue('自分');
  await expect(row.getByRole('img', { name: me })).toBeVisible();
  await expect(otherKpi).toHaveCount(0);

  // 期限 of the measure, set in its edit mode: today, so it is due this week and not overdue.
  const today = await todayInBrowser(page);
  await row.getByRole('button', { name: `${measure}を編集する` }).click();
  await row.getByRole('textbox', { name: '期限' }).click();
  await page.getByRole('button', { name: today, exact: true }).click();
  await row.getByRole('button', { name: '保存' }).click();
  await expect(row.getByText(`期限 ${today}`)).toBeVisible();
  await expect(row.locator('[data-overdue]')).toHaveCount(0);

  // The table: the measure's 担当者 and 期限 columns.
  await page.goto(`/client/${seeded.projectId}/management?view=table`);
  const table = page.getByRole('table', { name: 'KPIテーブル' });
  const measureRow = table.getByRole('row').filter({ has: page.getByRole('button', { name: measure }) });
  await expect(measureRow.locator('[data-column="measure_assignees"]').getByRole('img', { name: me })).toBeVisible();
  await expect(measureRow.getByRole('textbox', { name: `${measure}の期限` })).toHaveValue(today);
  await expect(table.getByText('客単価を1万円にする')).toHaveCount(0);

  // The kanban card, where only their card is left on the board.
  await page.goto(`/client/${seeded.projectId}/status`);
  const card = page.getByTestId(`card-measure-${seeded.measureId}`);
  await expect(card.getByRole('img', { name: me })).toBeVisible();
  await expect(page.getByTestId(`card-measure-${seeded.hiddenMeasureId}`)).toHaveCount(0);

  // Assigned and due this week: in 今日やること, under its project.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: '今日やること' })).toBeVisible();
  await page.getByText('プロジェクトごと', { exact: true }).click();
  await expect(
    page.getByRole('region', { name: seeded.projectName }).getByRole('link', { name: title, exact: true }),
  ).toBeVisible();
});

test('a refused save is shown beside the picker’s field: a client picked, then client editing switched off', async ({
  page,
}) => {
  await loadSession(page, 'manager');
  const seeded = await seedProject(page, { companyName: '株式会社さくら商事' });
  const { post } = api(page);
  const clientEdit = (allowed: boolean) =>
    post('/api/v1/managements/update_client_edit', { project_id: seeded.projectId, client_can_edit: allowed });
  await clientEdit(true);
  await page.goto(`/client/${seeded.projectId}/management`);
  const row = page.getByTestId(`tree-measure:${seeded.measureId}`);
  await row.getByRole('button', { name: /の担当者を設定$/ }).click();
  const picker = page.getByRole('dialog');
  // While client editing is on, the company's client users may be assigned.
  await picker.getByRole('option', { name: demo.client.name }).click();
  await clientEdit(false);
  await picker.getByRole('button', { name: '保存' }).click();
  await expect(picker.getByText('このプロジェクトの担当者にできない人が含まれています')).toBeVisible();
  await expect(row.getByRole('img', { name: /^担当者: / })).toHaveCount(0);
  await picker.getByRole('button', { name: 'キャンセル' }).click();
  await expect(picker).toBeHidden();
});

test('an overdue open work is marked 期限超過 on its row and in the table', async ({ page }) => {
  await loadSession(page, 'manager');
  const seeded = await seedProject(page);
  const { post, tree } = api(page);
  const work = (await tree(seeded.projectId)).kpi_array[0]?.problem[0]?.factor[0]?.hypothesis[0]?.work[0];
  if (!work) throw new Error('the seeded work is missing');
  await post('/api/v1/managements/create_work', { id: work.id, dead_line: '2020-01-10' });

  await page.goto(`/client/${seeded.projectId}/management`);
  const row = page.getByTestId(`tree-work:${work.id}`);
  await expect(row.locator('[data-overdue]')).toContainText('期限 2020/01/10（期限超過）');
  await page.goto(`/client/${seeded.projectId}/management?view=table`);
  const cell = page.getByRole('table', { name: 'KPIテーブル' }).locator('[data-column="work_dead_line"]');
  await expect(cell.getByRole('img', { name: '期限超過' })).toBeVisible();
});

test('a client sees the 担当者 but no picker where its project does not allow client editing', async ({ page }) => {
  await loadSession(page, 'client');
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const projects = await (await page.request.get('/api/v1/projects', { headers })).json();
  const project = (projects.projects as { id: number; project_name: string }[]).find(
    (p) => p.project_name === demo.client.projects[0],
  );
  if (!project) throw new Error('the client has no demo project');

  await page.goto(`/client/${project.id}/management`);
  const tree = page.getByRole('list', { name: '改善ツリー' });
  await expect(tree.getByRole('img', { name: /^担当者: / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /の担当者を設定$/ })).toHaveCount(0);
  // Nothing in the project is the client's: everything shows, and the note says why.
  await expect(page.getByRole('status').filter({ hasText: FALLBACK_NOTE })).toBeVisible();

  await page.goto(`/client/${project.id}/status`);
  await expect(
    page
      .getByRole('region', { name: 'ステータスボード' })
      .getByRole('img', { name: /^担当者: / })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /の担当者を設定$/ })).toHaveCount(0);
});
