import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, seedProject } from './management-support';
import { expectFocusInside, expectTabStaysInside, tabTo, typeWithIme } from './keyboard-support';
import { DEMO_PASSWORD, demo, liftWithKeyboard, loadSession, uniqueName } from './support';

// The journeys the other specs walk with the mouse, walked with the keyboard alone (issue 38 item 4,
// docs/accessibility.md): every step is a key press; locators only say where the focus must be.

/** Presses `key` until `option` is the combobox's highlighted option, then Enter picks it. */
async function pickWithArrows(page: Page, option: Locator, key: 'ArrowDown' | 'ArrowUp' = 'ArrowDown') {
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press(key);
    if ((await option.getAttribute('data-combobox-selected').catch(() => null)) !== null) break;
  }
  await expect(option).toHaveAttribute('data-combobox-selected', 'true');
  await page.keyboard.press('Enter');
}

test('signs in, opens a project, switches it, and uses the user menu and the bell, by keyboard', async ({ page }) => {
  await page.goto('/login');
  // The account field has the focus from the start.
  await expect(page.getByLabel('アカウント')).toBeFocused();
  await page.keyboard.type(demo.admin.account);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('パスワード')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-user-name')).toHaveText(demo.admin.name);

  // The side menu, then the project list's link.
  await tabTo(page, page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'プロジェクト' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/projects$/);
  const [first, second] = demo.client.projects;
  await tabTo(page, page.getByRole('link', { name: first, exact: true }).first(), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('current-project-name')).toHaveText(first);

  // The header's project switcher: a combobox opened and picked with the arrows and Enter.
  const switcher = page.getByRole('combobox', { name: 'プロジェクトを切り替え' });
  await tabTo(page, switcher);
  await pickWithArrows(page, page.getByRole('option', { name: second }));
  await expect(page.getByTestId('current-project-name')).toHaveText(second);

  // The user menu: Enter opens it, an arrow reaches its item, which opens a dialog: the focus goes in,
  // stays in, and comes back to the menu's button.
  const userMenu = page.getByRole('button', { name: /ユーザーメニュー/ });
  await tabTo(page, userMenu);
  await page.keyboard.press('Enter');
  const settingsItem = page.getByRole('menuitem', { name: 'ユーザー設定' });
  await expect(settingsItem).toBeVisible();
  // The menu takes the focus as it opens (Mantine's focus trap, once its transition starts); keys
  // pressed before that would land on the button, which a person looking at the menu does not do.
  await expectFocusInside(page.getByRole('menu'));
  await page.keyboard.press('ArrowDown');
  await expect(settingsItem).toBeFocused();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'ユーザー設定' });
  await expect(settings).toBeVisible();
  await expectFocusInside(settings);
  await expectTabStaysInside(page, settings);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(userMenu).toBeFocused();
  // Escape shuts the menu and gives the focus back to its button.
  await page.keyboard.press('Enter');
  await expect(settingsItem).toBeVisible();
  await expectFocusInside(page.getByRole('menu'));
  await page.keyboard.press('Escape');
  await expect(settingsItem).toBeHidden();
  await expect(userMenu).toBeFocused();

  // The bell: its list opens with Enter and shuts with Escape, the focus back on the bell.
  const bell = page.getByRole('button', { name: /^通知/ });
  await tabTo(page, bell, { back: true });
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: '通知一覧' });
  await expect(list).toBeVisible();
  await expectFocusInside(list);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(bell).toBeFocused();
});

test('a create dialog takes the focus, keeps Tab inside, gives it back; the new sale opens and its tabs move by arrows', async ({
  page,
}) => {
  await loadSession(page, 'admin');
  await page.goto('/admin/sales');
  const create = page.getByRole('button', { name: '新規登録' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '営業顧客の新規登録' });
  await expect(dialog.getByLabel('案件名')).toBeFocused();
  await expectTabStaysInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();

  // Opened again with Space and filled in: the name partly through the IME, whose Enter does not send.
  await page.keyboard.press('Space');
  await expect(dialog.getByLabel('案件名')).toBeFocused();
  const name = uniqueName('キーボード');
  await page.keyboard.type(name);
  await typeWithIme(page, 'しょうだん', '商談');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('会社名')).toBeFocused();
  await page.keyboard.type('株式会社キー');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();

  // Found by the search and opened from its row's link.
  await tabTo(page, page.getByLabel('案件名・会社名・担当者で検索'));
  await page.keyboard.type(name);
  const link = page.getByRole('link', { name: `${name}商談` });
  await expect(link).toHaveCount(1);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `${name}商談` })).toBeVisible();

  // Tabs: the arrows move between them and show each one's panel.
  const current = page.getByRole('tab', { name: '現状' });
  await tabTo(page, current, { max: 60 });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '目標' })).toBeFocused();
  await expect(page.getByRole('tab', { name: '目標' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '感度分析' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: '感度分析' })).toBeVisible();
});

test('the tree, the status board and the monthly reports by keyboard: add, edit, switch, pick, move', async ({
  page,
}) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);

  // A KPI added in place: the IME's Enter confirms the text, the next Enter adds it.
  await tabTo(page, page.getByRole('button', { name: 'KPIを追加' }), { max: 60 });
  await page.keyboard.press('Enter');
  const input = page.getByLabel('新しいKPI');
  await expect(input).toBeFocused();
  await typeWithIme(page, 'りぴーとりつ', 'リピート率');
  await expect(page.getByRole('listitem', { name: 'KPI「リピート率」' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  const kpiRow = page.getByRole('listitem', { name: 'KPI「リピート率」' });
  const kpiForm = kpiRow.getByRole('group', { name: 'KPIの編集' });
  await expect(kpiForm).toBeVisible();
  await tabTo(page, kpiForm.getByLabel('現状'));
  await page.keyboard.type('18%');
  await tabTo(page, kpiForm.getByRole('button', { name: '保存' }));
  await page.keyboard.press('Enter');
  await expect(kpiForm).toBeHidden();
  await expect(kpiRow).toContainText('現状：18%');

  // A measure edited in place: its rank picked with the arrows, saved with Enter.
  const measure = page.getByRole('listitem', { name: '施策「商品ページに送料を表示」' });
  // From the top of the page: the header, the menu, the toolbars (取り込む among them), then the rows.
  await tabTo(page, measure.getByRole('button', { name: '施策「商品ページに送料を表示」を編集する' }), { max: 90 });
  await page.keyboard.press('Enter');
  const measureForm = measure.getByRole('group', { name: '施策の編集' });
  const ranks = measureForm.getByRole('radiogroup', { name: 'ランク' });
  // Rank D is checked; the arrows walk D → C → B → A.
  await tabTo(page, ranks.getByRole('radio', { name: 'D' }));
  await expect(ranks.getByRole('radio', { name: 'D' })).toBeChecked();
  for (const rank of ['C', 'B', 'A']) {
    await page.keyboard.press('ArrowLeft');
    await expect(ranks.getByRole('radio', { name: rank })).toBeChecked();
  }
  await expect(ranks.getByRole('radio', { name: 'A' })).toBeChecked();
  await tabTo(page, measureForm.getByRole('button', { name: '保存' }));
  await page.keyboard.press('Enter');
  await expect(measure.getByLabel('ランクA')).toBeVisible();

  // The status board: its kind picked with the arrows, a card moved with Space and an arrow.
  await page.goto(`/client/${projectId}/status`);
  const kinds = page.getByRole('radiogroup', { name: 'ボードの種類' });
  await tabTo(page, kinds.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowLeft');
  await expect(kinds.getByRole('radio', { name: '課題' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(kinds.getByRole('radio', { name: '施策' })).toBeChecked();
  const board = page.getByRole('region', { name: 'ステータスボード' });
  const handle = board.getByRole('button', { name: '「商品ページに送料を表示」を移動' });
  await tabTo(page, handle);
  await liftWithKeyboard(page, handle);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: '「商品ページに送料を表示」は準備中の' })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(board.getByRole('region', { name: '準備中' }).getByRole('listitem')).toHaveText([
    /商品ページに送料を表示/,
  ]);

  // A monthly report: made public and private again by Space, the list filtered by a select.
  const title = uniqueName('キーボードの定例');
  await api(page).post('/api/v1/monthly_reports/create', {
    project_id: projectId,
    is_regular: 1,
    body: '',
    title,
    period_start: '2026-05-01',
    period_end: '2026-05-31',
  });
  await page.goto(`/client/${projectId}/reports`);
  const toggle = page.getByRole('switch', { name: `「${title}」を公開する` });
  await tabTo(page, toggle, { max: 60 });
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  // While the server answered, the switch kept the focus: the next Space turns it back.
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  const year = page.getByRole('combobox', { name: '年' });
  await tabTo(page, year, { back: true });
  await pickWithArrows(page, page.getByRole('option', { name: '2026年' }));
  await expect(page).toHaveURL(/year=2026/);
  await expect(year).toHaveValue('2026年');
});
