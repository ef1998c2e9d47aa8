import { expect, test } from './warm-context';
import { aimAt, api, dragTo, seedProject, signInNewStaff } from './management-support';
import { loadSession } from './support';
import { typeWithIme } from './keyboard-support';

test('the no-KGI overlay leads to setting the KGI, and then goes away', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page, { withKgi: false });
  await page.goto(`/client/${projectId}/management`);
  const overlay = page.getByRole('alertdialog', { name: 'KGIが設定されていません' });
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: 'KGIを設定する' }).click();
  const dialog = page.getByRole('dialog', { name: 'KGI・目的の設定' });
  await dialog.getByLabel('目的').fill('リピーターを増やして安定した売上をつくる');
  await dialog.getByLabel('KGI').fill('年間売上3億円');
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog).toBeHidden();
  await expect(overlay).toBeHidden();
  await expect(page.getByTestId('kgi-title')).toHaveText('年間売上3億円');
  await expect(page.getByTestId('kgi-purpose')).toContainText('リピーターを増やして安定した売上をつくる');
});

test('builds the tree from the board with Japanese text, with the defaults of new nodes', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);

  await page.getByRole('button', { name: 'KPIを追加' }).click();
  await page.getByLabel('新しいKPI').fill('リピート率を30%にする');
  await page.getByLabel('新しいKPI').press('Enter');
  const kpiRow = page.getByRole('listitem', { name: 'KPI「リピート率を30%にする」' });
  // A new KPI from the tree is 着手中 and, having no current or detail text yet, opens in edit mode.
  await expect(kpiRow.getByRole('group', { name: 'KPIの編集' })).toBeVisible();
  await kpiRow.getByLabel('現状').fill('現在18%');
  await kpiRow.getByLabel('詳細').fill('90日以内の再購入');
  await kpiRow.getByRole('button', { name: '保存' }).click();
  await expect(kpiRow.getByRole('group', { name: 'KPIの編集' })).toBeHidden();
  await expect(kpiRow).toContainText('着手中');
  await expect(kpiRow).toContainText('現状：現在18%');

  await kpiRow.getByRole('button', { name: 'KPI「リピート率を30%にする」に課題を追加' }).click();
  await page.getByLabel('新しい課題').fill('会員登録後のフォローがない');
  await page.getByLabel('新しい課題').press('Enter');
  const taskRow = page.getByRole('listitem', { name: '課題「会員登録後のフォローがない」' });
  await expect(taskRow).toContainText('着手中');

  await taskRow.getByRole('button', { name: '課題「会員登録後のフォローがない」に要因を追加' }).click();
  await page.getByLabel('新しい要因').fill('ステップメールがない');
  await page.getByLabel('新しい要因').press('Enter');
  const factorRow = page.getByRole('listitem', { name: '要因「ステップメールがない」' });
  await factorRow.getByRole('button', { name: '要因「ステップメールがない」に仮説を追加' }).click();
  await page.getByLabel('新しい仮説').fill('購入後3日目にメールを送れば再訪が増える');
  await page.getByLabel('新しい仮説').press('Enter');
  const hypothesisRow = page.getByRole('listitem', { name: '仮説「購入後3日目にメールを送れば再訪が増える」' });
  await hypothesisRow.getByRole('button', { name: '仮説「購入後3日目にメールを送れば再訪が増える」に追加' }).click();
  await page.getByRole('menuitem', { name: '施策を追加' }).click();
  await page.getByLabel('新しい施策').fill('フォローメールの配信');
  await page.getByLabel('新しい施策').press('Enter');
  const measureRow = page.getByRole('listitem', { name: '施策「フォローメールの配信」' });
  // New measure: 未着手, importance 2 and urgency 2 → rank D.
  await expect(measureRow).toContainText('未着手');
  await expect(measureRow.getByLabel('ランクD')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('listitem', { name: '施策「フォローメールの配信」' })).toBeVisible();
});

test('sets a rank in edit mode: importance and urgency follow, and it is saved', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);
  const row = page.getByRole('listitem', { name: '施策「商品ページに送料を表示」' });
  await expect(row.getByLabel('ランクD')).toBeVisible();
  await row.getByRole('button', { name: '施策「商品ページに送料を表示」を編集する' }).click();
  const form = row.getByRole('group', { name: '施策の編集' });
  await form.getByRole('radiogroup', { name: 'ランク' }).getByText('A', { exact: true }).click();
  await expect(form.getByRole('combobox', { name: '重要度' })).toHaveValue('高');
  await expect(form.getByRole('combobox', { name: '緊急度' })).toHaveValue('高');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(row.getByLabel('ランクA')).toBeVisible();
  await expect(row).toContainText('重要度 高');
  await page.reload();
  await expect(
    page.getByRole('listitem', { name: '施策「商品ページに送料を表示」' }).getByLabel('ランクA'),
  ).toBeVisible();
});

test('drags a task from one KPI to another; it stays there after a reload', async ({ page }) => {
  await loadSession(page, 'admin');
  const seeded = await seedProject(page);
  await page.goto(`/client/${seeded.projectId}/management`);
  const moving = page.getByRole('listitem', { name: '課題「CVRを2%にする：商品ページが分かりにくい」' });
  const target = page.getByRole('listitem', { name: '課題「客単価を1万円にする：カート離脱が多い」' });
  await dragTo(page, moving.getByRole('button', { name: /を移動$/ }), target);
  await expect
    .poll(async () => {
      const names = await page
        .getByRole('listitem')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')));
      return (
        names.indexOf('課題「CVRを2%にする：商品ページが分かりにくい」') - names.indexOf('KPI「客単価を1万円にする」')
      );
    })
    .toBe(1);
  // The screen moves at once and the save follows: a reload before it lands would undo the move.
  await expect
    .poll(async () => (await api(page).tree(seeded.projectId)).kpi_array[1]?.problem[0]?.title)
    .toBe('CVRを2%にする：商品ページが分かりにくい');
  await page.reload();
  await expect(page.getByRole('listitem', { name: '課題「CVRを2%にする：商品ページが分かりにくい」' })).toBeVisible();
  const names = await page.getByRole('listitem').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')));
  const kpi2 = names.indexOf('KPI「客単価を1万円にする」');
  expect(names.slice(kpi2 + 1, kpi2 + 4)).toEqual([
    '課題「CVRを2%にする：商品ページが分かりにくい」',
    '課題「客単価を1万円にする：カート離脱が多い」',
    '課題「客単価を1万円にする：商品ページが分かりにくい」',
  ]);
});

test('an inbox task dropped on empty space becomes the task of a new, untitled KPI', async ({ page }) => {
  await loadSession(page, 'manager');
  const seeded = await seedProject(page);
  await page.goto(`/client/${seeded.projectId}/management`);
  const inbox = page.getByRole('region', { name: '未整理の課題' });
  await dragTo(
    page,
    inbox.getByRole('button', { name: '課題「問い合わせが多い」を移動' }),
    page.getByTestId('new-kpi-zone'),
  );
  const newKpi = page.getByRole('listitem', { name: 'KPI「（無題）」' });
  await expect(newKpi).toBeVisible();
  // An empty KPI opens in edit mode so it gets its title.
  await expect(newKpi.getByRole('group', { name: 'KPIの編集' })).toBeVisible();
  await expect(newKpi.getByRole('combobox', { name: 'ステータス' })).toHaveValue('着手中');
  await expect(inbox.getByTestId(`inbox-task-${seeded.inboxTaskId}`)).toHaveCount(0);
  const names = await page.getByRole('listitem').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')));
  expect(names[names.indexOf('KPI「（無題）」') + 1]).toBe('課題「問い合わせが多い」');
  await newKpi.getByLabel('KPI', { exact: true }).fill('問い合わせ件数を半分にする');
  await newKpi.getByLabel('KPI', { exact: true }).press('Enter');
  await expect(page.getByRole('listitem', { name: 'KPI「問い合わせ件数を半分にする」' })).toBeVisible();
});

test('an inbox task dropped on a KPI becomes its task, 着手中', async ({ page }) => {
  await loadSession(page, 'member');
  const seeded = await seedProject(page);
  await page.goto(`/client/${seeded.projectId}/management`);
  await dragTo(
    page,
    page.getByRole('region', { name: '未整理の課題' }).getByRole('button', { name: '課題「問い合わせが多い」を移動' }),
    page.getByRole('listitem', { name: 'KPI「客単価を1万円にする」' }),
  );
  const task = page.getByRole('listitem', { name: '課題「問い合わせが多い」' });
  await expect(task).toBeVisible();
  await expect(task).toContainText('着手中');
});

test('delete, then undo from the toast', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);
  const factor = page.getByRole('listitem', { name: '要因「送料が最後にわかる」' });
  await factor.getByRole('button', { name: '要因「送料が最後にわかる」を削除' }).click();
  // It has children: the dialog names them before anything goes.
  await page.getByRole('dialog', { name: '要因の削除' }).getByRole('button', { name: '削除する' }).click();
  await expect(factor).toHaveCount(0);
  // Its children left with it.
  await expect(page.getByRole('listitem', { name: '施策「商品ページに送料を表示」' })).toHaveCount(0);
  await page.getByRole('button', { name: '元に戻す' }).click();
  await expect(page.getByRole('listitem', { name: '要因「送料が最後にわかる」' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: '施策「商品ページに送料を表示」' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem', { name: '要因「送料が最後にわかる」' })).toBeVisible();
});

test('folds per node and per level, from the keyboard too', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);
  const hypothesis = page.getByRole('listitem', { name: '仮説「送料を先に見せれば離脱が減る」' });
  await expect(hypothesis).toBeVisible();
  const fold = page.getByRole('button', { name: '課題「CVRを2%にする：カート離脱が多い」を折りたたむ' });
  await fold.focus();
  await page.keyboard.press('Enter');
  await expect(hypothesis).toHaveCount(0);
  await expect(page.getByRole('button', { name: '課題「CVRを2%にする：カート離脱が多い」を展開する' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('button', { name: 'すべて開く' }).click();
  await expect(hypothesis).toBeVisible();
  await page.getByRole('button', { name: 'KPIのみ' }).click();
  await expect(page.getByRole('listitem', { name: /^課題/ })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: /^KPI/ })).toHaveCount(2);
});

test('the Enter that confirms an IME conversion does not create the node', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);
  await page.getByRole('button', { name: 'KPIを追加' }).click();
  const input = page.getByLabel('新しいKPI');
  await input.focus();
  await typeWithIme(page, 'うりあげ', '売上');
  await expect(input).toHaveValue('売上');
  await expect(page.getByRole('listitem', { name: 'KPI「売上」' })).toHaveCount(0);
  await input.press('Enter');
  await expect(page.getByRole('listitem', { name: 'KPI「売上」' })).toBeVisible();
});

test('a failed save changes nothing and says 編集に失敗しました', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);
  await page.route('**/api/v1/managements/create_work', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"x"}}',
    }),
  );
  const row = page.getByRole('listitem', { name: '作業「バナー作成」' });
  await row.getByRole('button', { name: '作業「バナー作成」の名前を編集' }).click();
  await row.getByLabel('作業「バナー作成」の名前').fill('バナーとLPの作成');
  await row.getByLabel('作業「バナー作成」の名前').press('Enter');
  await expect(page.getByText('編集に失敗しました')).toBeVisible();
  await page.unroute('**/api/v1/managements/create_work');
  await page.reload();
  await expect(page.getByRole('listitem', { name: '作業「バナー作成」' })).toBeVisible();
});

test('display items hide a level for this user, and stay after a reload', async ({ browser, page }) => {
  await loadSession(page, 'admin');
  const { projectId } = await seedProject(page);
  // A user of its own: what is checked is kept per user.
  const { context, own } = await signInNewStaff(page, browser, '表示 設定');
  await own.goto(`/client/${projectId}/management`);
  await expect(own.getByRole('listitem', { name: '施策「商品ページに送料を表示」' })).toBeVisible();
  await own.getByRole('button', { name: '表示項目' }).click();
  // The box follows the server's answer, not the click.
  await own.getByRole('checkbox', { name: '施策' }).click();
  await expect(own.getByRole('checkbox', { name: '施策' })).not.toBeChecked();
  await expect(own.getByRole('listitem', { name: '施策「商品ページに送料を表示」' })).toHaveCount(0);
  await expect(own.getByRole('listitem', { name: '作業「バナー作成」' })).toBeVisible();
  await own.reload();
  await expect(own.getByRole('listitem', { name: '作業「バナー作成」' })).toBeVisible();
  await expect(own.getByRole('listitem', { name: '施策「商品ページに送料を表示」' })).toHaveCount(0);
  // Another user still sees the measures.
  await page.goto(`/client/${projectId}/management`);
  await expect(page.getByRole('listitem', { name: '施策「商品ページに送料を表示」' })).toBeVisible();
  await context.close();
});

test('a client user reads the tree without edit controls and never sees hidden measures', async ({ browser, page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page, { companyName: '株式会社さくら商事' });
  const context = await browser.newContext();
  const client = await context.newPage();
  await loadSession(client, 'client');
  await client.goto(`/client/${projectId}/management`);
  await expect(client.getByRole('listitem', { name: '施策「商品ページに送料を表示」' })).toBeVisible();
  await expect(client.getByRole('listitem', { name: '施策「社内検討中の施策」' })).toHaveCount(0);
  await expect(client.getByRole('button', { name: 'KPIを追加' })).toHaveCount(0);
  await expect(client.getByRole('button', { name: /を編集する$/ })).toHaveCount(0);
  await expect(client.getByRole('button', { name: /を移動$/ })).toHaveCount(0);
  await expect(client.getByRole('switch', { name: 'クライアントの編集を許可' })).toHaveCount(0);

  // Staff allow client editing: the client now gets the edit controls (but still not hidden measures).
  await page.goto(`/client/${projectId}/management`);
  await page.getByRole('switch', { name: 'クライアントの編集を許可' }).click();
  await expect(page.getByRole('switch', { name: 'クライアントの編集を許可' })).toBeChecked();
  await client.reload();
  await expect(client.getByRole('button', { name: 'KPIを追加' })).toBeVisible();
  await expect(client.getByRole('listitem', { name: '施策「社内検討中の施策」' })).toHaveCount(0);
  await context.close();
});

test('the flat table downloads as CSV with a BOM', async ({ page }) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '出力', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^改善ツリー_.+_\d{8}\.csv$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('区分,KPI,現状');
  expect(text).toContain('商品ページに送料を表示');
  expect(text).toContain('社内検討中の施策,未着手');
});

test('a row button says what it does in a tooltip while the mouse is over it', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);
  const kpiRow = page.getByRole('listitem', { name: 'KPI「CVRを2%にする」' });
  const taskRow = page.getByRole('listitem', { name: '課題「CVRを2%にする：カート離脱が多い」' });
  const tooltip = page.getByRole('tooltip');

  // The first hover waits, as aimAt does, for the row to stop moving under the pointer: the page's
  // upper parts (counts, figures) may still arrive and push the tree down.
  await aimAt(page, kpiRow.getByRole('button', { name: 'KPI「CVRを2%にする」を編集する' }));
  await expect(tooltip).toHaveText('編集');
  await kpiRow.getByRole('button', { name: 'KPI「CVRを2%にする」に課題を追加' }).hover();
  await expect(tooltip).toHaveText('課題を追加');
  await taskRow.getByRole('button', { name: '課題「CVRを2%にする：カート離脱が多い」を削除' }).hover();
  await expect(tooltip).toHaveText('削除');
  await page.getByRole('listitem', { name: '施策「社内検討中の施策」' }).getByLabel('非表示').hover();
  await expect(tooltip).toHaveText('クライアントには表示されません');
  await page.getByRole('button', { name: '課題「問い合わせが多い」を削除' }).hover();
  await expect(tooltip).toHaveText('削除');

  // Off the buttons, and off the page's tree altogether, nothing stays open.
  await taskRow.getByText('CVRを2%にする：カート離脱が多い').hover();
  await expect(tooltip).toBeHidden();
  await kpiRow.getByRole('button', { name: 'KPI「CVRを2%にする」を編集する' }).hover();
  await expect(tooltip).toHaveText('編集');
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(tooltip).toBeHidden();

  // A click that replaces the button (the edit form opens) takes its tooltip with it.
  await kpiRow.getByRole('button', { name: 'KPI「CVRを2%にする」を編集する' }).click();
  await expect(kpiRow.getByRole('group', { name: 'KPIの編集' })).toBeVisible();
  await expect(tooltip).toBeHidden();
});

test('the board asks for its font faces only once its tree is on screen', async ({ page }) => {
  await loadSession(page, 'member');
  const { projectId } = await seedProject(page);
  // The whole tree is held back until the first KPI (get_limit_kpi) is on screen.
  let releaseTree = () => {};
  const treeHeld = new Promise<void>((resolve) => (releaseTree = resolve));
  await page.route('**/api/v1/managements/tree_columns?**', async (route) => {
    await treeHeld;
    await route.continue();
  });
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/fonts-[^/]+\.(js|css)$/.test(request.url())) fontRequests.push(request.url());
  });

  await page.goto(`/client/${projectId}/management`);
  await expect(page.getByRole('listitem', { name: 'KPI「CVRを2%にする」' })).toBeVisible();
  expect(fontRequests).toEqual([]);

  releaseTree();
  await expect(page.getByRole('listitem', { name: 'KPI「客単価を1万円にする」' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.load('400 13px "Noto Sans JP"', '改善')).length))
    .toBeGreaterThan(0);
});
