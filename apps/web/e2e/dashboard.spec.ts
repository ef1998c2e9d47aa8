import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { demo, loadSession, resumeSession, uniqueName } from './support';
import { typeWithIme } from './keyboard-support';

const toast = (page: Page, title: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: title }).last();

const needRow = (page: Page, title: string) =>
  page.getByRole('table', { name: 'ニーズ一覧' }).getByRole('row').filter({ hasText: title });

async function openNeedMenu(page: Page, title: string, item: string) {
  await page.getByRole('button', { name: `「${title}」の操作` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function switchProject(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'プロジェクトを切り替え' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByTestId('current-project-name')).toHaveText(name);
}

test('a client writes a need, switches projects from the header; staff answer it and turn it into an inbox task', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const [firstProject, secondProject] = demo.client.projects;

  // The client lands on the dashboard of the first project: the summary and the needs so far.
  await resumeSession(page, 'client');
  await expect(page).toHaveURL(/\/client\/\d+$/);
  const projectPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
  await expect(page.getByRole('region', { name: '目標（KGI）' })).toBeVisible();
  await expect(page.getByRole('region', { name: '検証中の施策' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'プロジェクト設定' }).first()).toHaveAttribute(
    'href',
    `${projectPath}/setting`,
  );
  // An answered demo need: its answer shows, and the client has no control the server would refuse.
  const answeredDemo = needRow(page, '定期便の解約理由を知りたい');
  await expect(answeredDemo).toContainText('使い切れずに余る');
  await expect(answeredDemo).toContainText('対応済み');
  await expect(page.getByRole('button', { name: '「定期便の解約理由を知りたい」の操作' })).toHaveCount(0);

  // A need typed in Japanese through the IME.
  const title = uniqueName('新商品のLPを来月公開したい');
  await page.getByRole('button', { name: 'ニーズを登録' }).click();
  const dialog = page.getByRole('dialog', { name: 'ニーズを登録' });
  await dialog.getByLabel('タイトル').click();
  await typeWithIme(page, 'しんしょうひんの', title);
  await dialog.getByLabel('詳細').click();
  await typeWithIme(
    page,
    'らいげつ',
    '来月発売の美容液のランディングページを用意したいです。構成のご相談をさせてください。',
  );
  await dialog.getByText('高', { exact: true }).click();
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(toast(page, 'ニーズを登録しました')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = needRow(page, title);
  await expect(row).toContainText('未対応');
  await expect(row).toContainText('高');
  await expect(row).toContainText(demo.client.name);

  // The author edits it while 未対応.
  await openNeedMenu(page, title, '編集');
  const edit = page.getByRole('dialog', { name: 'ニーズを編集' });
  await expect(edit.getByLabel('タイトル')).toHaveValue(title);
  await edit
    .getByLabel('詳細')
    .fill('来月発売の美容液のランディングページを用意したいです。構成と公開日のご相談をさせてください。');
  await edit.getByRole('button', { name: '保存する' }).click();
  await expect(toast(page, 'ニーズを更新しました')).toBeVisible();
  await expect(row).toContainText('構成と公開日のご相談');

  // Switch to the other project from the header and back; a sub-page every project has is kept.
  await switchProject(page, secondProject);
  await expect(page).toHaveURL(/\/client\/\d+$/);
  expect(new URL(page.url()).pathname).not.toBe(projectPath);
  await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
  await expect(needRow(page, '会員登録フォームの項目を減らしたい')).toBeVisible();
  await expect(needRow(page, title)).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'プロジェクトメニュー' })
    .getByRole('link', { name: 'ステータス' })
    .click();
  // The status page's code loads before its address shows: switch once it is there.
  await expect(page).toHaveURL(/\/client\/\d+\/status$/);
  await switchProject(page, firstProject);
  await expect(page).toHaveURL(new RegExp(`${projectPath}/status$`));
  await page
    .getByRole('navigation', { name: 'プロジェクトメニュー' })
    .getByRole('link', { name: 'ダッシュボード' })
    .click();
  await expect(row).toContainText('未対応');

  // Staff (管理者) answer it and turn it into an unorganised task of the tree.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await loadSession(staff, 'admin');
  await staff.goto(projectPath);
  const staffRow = needRow(staff, title);
  await expect(staffRow).toContainText('未回答');
  await openNeedMenu(staff, title, '回答');
  const answerDialog = staff.getByRole('dialog', { name: 'ニーズに回答' });
  const answer = '構成案を来週の定例でお持ちします。公開日は原稿の確定後に決めましょう。';
  await answerDialog.getByLabel('回答').click();
  await typeWithIme(staff, 'こうせいあん', answer);
  await answerDialog.getByText('対応中', { exact: true }).click();
  await answerDialog.getByRole('button', { name: '保存する' }).click();
  await expect(toast(staff, '回答を保存しました')).toBeVisible();
  await expect(staffRow).toContainText(answer);
  await expect(staffRow).toContainText(demo.admin.name);

  await openNeedMenu(staff, title, '課題にする');
  await staff.getByRole('dialog', { name: '課題にする' }).getByRole('button', { name: '課題にする' }).click();
  await expect(toast(staff, '課題にしました')).toBeVisible();
  const taskLink = staffRow.getByRole('link', { name: title });
  await expect(taskLink).toBeVisible();
  await expect(staffRow).toContainText('未着手');
  // Already a task: the action is gone.
  await staff.getByRole('button', { name: `「${title}」の操作` }).click();
  await expect(staff.getByRole('menuitem', { name: '回答' })).toBeVisible();
  await expect(staff.getByRole('menuitem', { name: '課題にする' })).toHaveCount(0);
  await staff.keyboard.press('Escape');

  await taskLink.click();
  await expect(staff).toHaveURL(new RegExp(`${projectPath}/management$`));
  await expect(staff.getByRole('region', { name: '未整理の課題' })).toContainText(title);
  await staffContext.close();

  // The client sees the answer, the status and the linked task, and may no longer change the need.
  await page.reload();
  await expect(row).toContainText(answer);
  await expect(row).toContainText('対応中');
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `${projectPath}/management`);
  await expect(row).toContainText('未着手');
  await expect(page.getByRole('button', { name: `「${title}」の操作` })).toHaveCount(0);
});

test('a client’s favourites panel opens the dashboard, and a one-project client has no switcher', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await resumeSession(page, 'client');
  const [, secondProject] = demo.client.projects;
  await switchProject(page, secondProject);
  const projectPath = new URL(page.url()).pathname;
  const star = page.getByRole('button', { name: `${secondProject}をお気に入りに追加` });
  await star.click();
  await expect(page.getByRole('button', { name: `${secondProject}をお気に入りから外す` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page
    .getByRole('navigation', { name: 'プロジェクトメニュー' })
    .getByRole('link', { name: '改善ツリー' })
    .click();
  await page.getByRole('button', { name: 'お気に入り', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'お気に入りのプロジェクト' })
    .getByRole('link', { name: new RegExp(secondProject) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${projectPath}$`));
  await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
  // Leave the star as it was for the other journeys.
  await page.getByRole('button', { name: `${secondProject}をお気に入りから外す` }).click();
  await expect(page.getByRole('button', { name: `${secondProject}をお気に入りに追加` })).toBeVisible();
  await context.close();

  const other = await browser.newContext();
  const single = await other.newPage();
  await resumeSession(single, 'client2');
  await expect(single.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
  await expect(single.getByRole('combobox', { name: 'プロジェクトを切り替え' })).toHaveCount(0);
  await other.close();
});
