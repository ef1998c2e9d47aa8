import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api, dragTo, seedProject } from './management-support';
import { liftWithKeyboard, loadSession, readAllNotifications } from './support';
import { editorName } from './editor-name';

/** A project with four measures in different statuses under one hypothesis. */
async function seedBoard(page: Page, companyName?: string) {
  const seeded = await seedProject(page, companyName ? { companyName } : {});
  const { post } = api(page);
  const tree = await (
    await page.request.get(`/api/v1/managements/change_view?project_id=${seeded.projectId}`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth._token.local'))}` },
    })
  ).json();
  const hypothesisId = tree.kpi_array[0].problem[0].factor[0].hypothesis[0].id as number;
  const ids: Record<string, number> = {};
  for (const [title, status] of [
    ['準備中の施策', 2],
    ['検証中の施策', 5],
    ['もう一つ検証中の施策', 5],
  ] as const) {
    ids[title] = (
      await post('/api/v1/managements/create_measure', { hypothesis_id: hypothesisId, measure: title, status })
    ).id;
  }
  return { ...seeded, ids };
}

const column = (page: Page, label: string) =>
  page.getByRole('region', { name: 'ステータスボード' }).getByRole('region', { name: label });

test('moves a measure card across columns: the status is saved and the order kept after a reload', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedBoard(page);
  await page.goto(`/client/${projectId}/status`);
  const card = column(page, '未着手').getByRole('listitem', { name: '商品ページに送料を表示' });
  const target = column(page, '検証中・結果確認').getByRole('listitem', { name: 'もう一つ検証中の施策' });
  await dragTo(page, card.getByRole('button', { name: '「商品ページに送料を表示」を移動' }), target);
  const verifying = column(page, '検証中・結果確認').getByRole('listitem');
  await expect(verifying).toHaveCount(3);
  await expect(verifying.nth(1)).toHaveAccessibleName('商品ページに送料を表示');
  await page.reload();
  await expect(column(page, '検証中・結果確認').getByRole('listitem')).toHaveText([
    /検証中の施策/,
    /商品ページに送料を表示/,
    /もう一つ検証中の施策/,
  ]);
  await expect(column(page, '未着手').getByRole('listitem', { name: '商品ページに送料を表示' })).toHaveCount(0);
  // The tree shows the new status too.
  await page.goto(`/client/${projectId}/management`);
  await expect(page.getByRole('listitem', { name: '施策「商品ページに送料を表示」' })).toContainText('検証中');
});

test('moves a card with the keyboard alone', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId } = await seedBoard(page);
  await page.goto(`/client/${projectId}/status`);
  const handle = column(page, '準備中').getByRole('button', { name: '「準備中の施策」を移動' });
  await liftWithKeyboard(page, handle);
  await page.keyboard.press('ArrowRight');
  // dnd-kit announces the new place once it has taken it: only then does Space drop it there.
  await expect(page.getByRole('status').filter({ hasText: '「準備中の施策」は着手中の' })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(column(page, '着手中').getByRole('listitem', { name: '準備中の施策' })).toBeVisible();
  await expect(column(page, '準備中').getByRole('listitem')).toHaveCount(0);
});

test('edits a memo in place with Japanese text', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId } = await seedBoard(page);
  await page.goto(`/client/${projectId}/status`);
  const card = column(page, '検証中・結果確認').getByRole('listitem', { name: '検証中の施策', exact: true });
  await card.getByRole('button', { name: '「検証中の施策」のメモを編集' }).click();
  await card.getByLabel('「検証中の施策」のメモ').fill('来週月曜に結果を共有する');
  await card.getByLabel('「検証中の施策」のメモ').press('Control+Enter');
  await expect(card).toContainText('来週月曜に結果を共有する');
  await page.reload();
  await expect(
    column(page, '検証中・結果確認').getByRole('listitem', { name: '検証中の施策', exact: true }),
  ).toContainText('来週月曜に結果を共有する');
});

test('switches between the KPI, 課題 and 施策 boards', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId } = await seedBoard(page);
  await page.goto(`/client/${projectId}/status`);
  const kinds = page.getByRole('radiogroup', { name: 'ボードの種類' });
  await kinds.getByText('KPI', { exact: true }).click();
  await expect(column(page, '着手中').getByRole('listitem', { name: 'CVRを2%にする' })).toBeVisible();
  await kinds.getByText('課題', { exact: true }).click();
  await expect(column(page, '着手中').getByRole('listitem', { name: 'CVRを2%にする：カート離脱が多い' })).toBeVisible();
  await kinds.getByText('施策', { exact: true }).click();
  await expect(column(page, '未着手').getByRole('listitem', { name: '商品ページに送料を表示' })).toBeVisible();
  await expect(page).toHaveURL(/board=measure/);
});

test('a refused move leaves the card where it was and says 編集に失敗しました', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId } = await seedBoard(page);
  await page.goto(`/client/${projectId}/status`);
  await page.route('**/api/v1/statuses/update_measure_status', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"x"}}',
    }),
  );
  await dragTo(
    page,
    column(page, '準備中').getByRole('button', { name: '「準備中の施策」を移動' }),
    column(page, '完了'),
  );
  await expect(page.getByText('編集に失敗しました')).toBeVisible();
  await expect(column(page, '準備中').getByRole('listitem', { name: '準備中の施策' })).toBeVisible();
  await expect(column(page, '完了').getByRole('listitem')).toHaveCount(0);
});

/** Picks a day of the month on screen by its accessible name, written as the screen writes dates: 2026/11/13. */
async function pickDay(page: Page, day: number) {
  const headingButton = page.getByRole('button', { name: '月を選ぶ' });
  // The calendar's heading reads the Japanese way: 2026年11月, not 11月 2026.
  await expect(headingButton).toHaveText(/^\d{4}年\d{1,2}月$/);
  const [, year, month] = /(\d+)年(\d+)月/.exec((await headingButton.textContent()) ?? '') ?? [];
  const pad = (n: number | string | undefined) => String(n).padStart(2, '0');
  await page.getByRole('button', { name: `${year}/${pad(month)}/${pad(day)}`, exact: true }).click();
  return { month: Number(month), year: Number(year) };
}

test('edits a status-table period in place, and marks an overdue phase', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId, ids } = await seedBoard(page);
  const id = ids['準備中の施策'];
  await api(page).post('/api/v1/statuses/update_schedule', {
    id,
    preparation: { start: '2020-01-06', end: '2020-01-10' },
  });
  await page.goto(`/client/${projectId}/status?tab=table`);
  const row = () => page.getByTestId(`schedule-${id}`);
  await expect(row().getByLabel('期限超過')).toContainText('準備');
  // Every column fits beside the side menu on a laptop screen, the 日程 bar included.
  await expect(row().getByRole('img', { name: '施策「準備中の施策」の日程' })).toBeInViewport({ ratio: 1 });
  await expect(row().getByRole('textbox', { name: '施策「準備中の施策」の完了日' })).toBeInViewport({ ratio: 1 });

  await row()
    .getByRole('button', { name: editorName('施策「準備中の施策」の確認期間') })
    .click();
  // Next month: a period still ahead, so it is not overdue.
  await page.getByRole('button', { name: '次の月' }).click();
  await pickDay(page, 10);
  const { month, year } = await pickDay(page, 20);
  const pad = (n: number) => String(n).padStart(2, '0');
  const shown = `${year}/${pad(month)}/10 〜 ${year}/${pad(month)}/20`;
  await expect(row().getByRole('button', { name: editorName('施策「準備中の施策」の確認期間') })).toHaveText(shown);

  // Clearing the overdue preparation takes its mark away.
  await row().getByRole('button', { name: '施策「準備中の施策」の準備期間をクリア' }).click();
  await expect(row().getByLabel('期限超過')).toHaveCount(0);

  await page.reload();
  await expect(row().getByRole('button', { name: editorName('施策「準備中の施策」の確認期間') })).toHaveText(shown);
  await expect(row().getByRole('button', { name: editorName('施策「準備中の施策」の準備期間') })).not.toContainText(
    '2020',
  );
});

test('a notification made in another browser appears live, unread, and is read once opened', async ({
  browser,
  page,
}) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedBoard(page);
  await page.goto(`/client/${projectId}/status`);
  // The bell lists every project's news: read what there is, so the next one is the only one.
  await readAllNotifications(page);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loadSession(otherPage, 'admin');
  await otherPage.goto(`/client/${projectId}/status`);
  await dragTo(
    otherPage,
    column(otherPage, '準備中').getByRole('button', { name: '「準備中の施策」を移動' }),
    column(otherPage, '完了'),
  );
  await expect(column(otherPage, '完了').getByRole('listitem', { name: '準備中の施策' })).toBeVisible();

  // Without a reload: the card moves on the first screen and the bell counts the news. The count is
  // not pinned: staff hear of every project, and browser tests beside this one change others.
  await expect(column(page, '完了').getByRole('listitem', { name: '準備中の施策' })).toBeVisible();
  const bell = page.getByRole('button', { name: /^通知（未読\d+件）$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('dialog', { name: '通知一覧' })).toContainText(
    '管理 太郎さんが施策「準備中の施策」のステータスを「完了」に変更しました',
  );
  await expect(page.getByRole('button', { name: '通知', exact: true })).toBeVisible();
  await other.close();
});

test('a measure has one verification period: set in its report it is in the status table, set there it is in the report', async ({
  page,
}) => {
  await loadSession(page, 'manager');
  const { projectId, ids } = await seedBoard(page);
  const id = ids['準備中の施策'];
  await api(page).post('/api/v1/measure_reports/create', { measure_id: id });
  await page.goto(`/client/${projectId}/measures/${id}/reports/edit`);
  await page.getByRole('textbox', { name: '検証開始日' }).fill('2026/12/01');
  await page.getByRole('textbox', { name: '検証終了日' }).fill('2026/12/31');
  await expect(page.getByTestId('verification-days')).toHaveText('31日間');
  await page.getByRole('button', { name: '保存' }).first().click();
  await expect(page.getByRole('table', { name: '概要' })).toContainText('2026/12/01 〜 2026/12/31（31日間）');

  await page.goto(`/client/${projectId}/status?tab=table`);
  const period = page
    .getByTestId(`schedule-${id}`)
    .getByRole('button', { name: editorName('施策「準備中の施策」の検証期間') });
  await expect(period).toHaveText('2026/12/01 〜 2026/12/31');

  // Set again from the status table, the report shows the new period when opened from the board.
  await period.click();
  await pickDay(page, 3);
  const { month, year } = await pickDay(page, 9);
  const pad = (n: number) => String(n).padStart(2, '0');
  const shown = `${year}/${pad(month)}/03 〜 ${year}/${pad(month)}/09`;
  await expect(period).toHaveText(shown);
  await page.getByRole('tab', { name: 'ボード' }).click();
  await page.getByRole('link', { name: '施策「準備中の施策」のレポート' }).first().click();
  await expect(page.getByRole('table', { name: '概要' })).toContainText(`${shown}（7日間）`);
});
