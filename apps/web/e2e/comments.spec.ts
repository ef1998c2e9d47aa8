import type { Browser, Page } from '@playwright/test';
import { typeWithIme } from './keyboard-support';
import { api, seedProject } from './management-support';
import { loadSession, uniqueName, type demo } from './support';
import { expect, test } from './warm-context';

/** Someone else, in a browser context of their own. */
async function otherPerson(browser: Browser, who: keyof typeof demo) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loadSession(page, who);
  return { page, post: api(page).post, close: () => context.close() };
}

/** A fresh project of the client's company with a need the client wrote; the consultant signed in on page. */
async function needOfClient(page: Page, browser: Browser, prefix: string) {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page, { companyName: '株式会社さくら商事' });
  const title = uniqueName(prefix);
  const client = await otherPerson(browser, 'client');
  await client.post('/api/v1/pb_dashboards/create_need', { project_id: projectId, title, priority: 1 });
  return { projectId, title, client };
}

const commentsButton = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^ニーズ「${title}」のコメント`) });

test('a client @mentions a consultant through the IME on a need; the consultant sees it live and in 今日やること', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { projectId, title, client } = await needOfClient(page, browser, '送料の表示');

  // The consultant has the dashboard open before the client writes.
  await page.goto(`/client/${projectId}`);
  await expect(commentsButton(page, title)).toHaveAccessibleName(`ニーズ「${title}」のコメント`);

  await client.page.goto(`/client/${projectId}`);
  await commentsButton(client.page, title).click();
  const drawer = client.page.getByRole('dialog', { name: `ニーズ「${title}」のコメント` });
  await expect(drawer.getByText('まだコメントはありません。')).toBeVisible();
  const box = drawer.getByRole('textbox', { name: 'コメントを書く' });
  await box.click();
  await box.pressSequentially('@');
  await typeWithIme(client.page, 'さとう', '佐藤');
  const suggestions = drawer.getByRole('listbox', { name: 'メンションする人' });
  await expect(suggestions.getByRole('option', { name: '佐藤 花子' })).toBeVisible();
  // The IME's own Enter above picked nothing and sent nothing.
  await expect(box).toHaveValue('@佐藤');
  await box.press('Enter');
  await expect(box).toHaveValue('@佐藤 花子 ');
  await box.pressSequentially('送料の件、ご確認ください');
  await box.press('Control+Enter');
  const thread = drawer.getByRole('listitem', { name: '田中 美咲さんのコメント' });
  await expect(thread).toContainText('@佐藤 花子 送料の件、ご確認ください');
  await expect(box).toHaveValue('');
  // A client is never offered 社内のみ.
  await expect(drawer.getByRole('checkbox', { name: /社内のみ/ })).toHaveCount(0);

  // Without a reload, the consultant's row counts it.
  await expect(commentsButton(page, title)).toHaveAccessibleName(`ニーズ「${title}」のコメント 1件`);

  // In 今日やること, unread; opening it shows the thread and reads the mention.
  await page.goto('/admin');
  const mentions = page.getByRole('region', { name: '未読のメンション' });
  const row = mentions.getByRole('link', { name: /田中 美咲さん：@佐藤 花子 送料の件/ });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/client/${projectId}#need-\\d+$`));
  await commentsButton(page, title).click();
  const staffDrawer = page.getByRole('dialog', { name: `ニーズ「${title}」のコメント` });
  await expect(staffDrawer.getByRole('listitem', { name: '田中 美咲さんのコメント' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: '今日やること' })).toBeVisible();
  await expect(mentions.getByRole('link', { name: /田中 美咲さん：@佐藤 花子 送料の件/ })).toHaveCount(0);
  await client.close();
});

test('a 社内のみ comment never reaches the client; an own comment is edited (編集済み) and deleted', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { projectId, title, client } = await needOfClient(page, browser, '請求書の宛名');

  await page.goto(`/client/${projectId}`);
  await commentsButton(page, title).click();
  const drawer = page.getByRole('dialog', { name: `ニーズ「${title}」のコメント` });
  const box = drawer.getByRole('textbox', { name: 'コメントを書く' });
  await box.fill('経理の担当者に確認中（社内メモ）');
  await drawer.getByRole('checkbox', { name: '社内のみ（クライアントには表示しません）' }).check();
  await drawer.getByRole('button', { name: '送信' }).click();
  await expect(drawer.getByRole('listitem', { name: '佐藤 花子さんのコメント' })).toContainText('社内のみ');
  await box.fill('宛名を変更して再発行します');
  await drawer.getByRole('button', { name: '送信' }).click();
  await expect(drawer.getByRole('listitem', { name: '佐藤 花子さんのコメント' })).toHaveCount(2);

  await client.page.goto(`/client/${projectId}`);
  await expect(commentsButton(client.page, title)).toHaveAccessibleName(`ニーズ「${title}」のコメント 1件`);
  await commentsButton(client.page, title).click();
  const clientDrawer = client.page.getByRole('dialog', { name: `ニーズ「${title}」のコメント` });
  await expect(clientDrawer.getByRole('listitem')).toHaveCount(1);
  await expect(clientDrawer).toContainText('宛名を変更して再発行します');
  await expect(clientDrawer).not.toContainText('社内メモ');

  // Edit: the text changes and says 編集済み — on the client's screen too, live.
  const own = drawer.getByRole('listitem', { name: '佐藤 花子さんのコメント' }).last();
  await own.getByRole('button', { name: '自分のコメントを編集' }).click();
  const editBox = own.getByRole('textbox', { name: 'コメントを編集' });
  await editBox.fill('宛名を「株式会社さくら商事 経理部」に変更して再発行します');
  await own.getByRole('button', { name: '保存' }).click();
  await expect(own).toContainText('編集済み');
  await expect(clientDrawer).toContainText('経理部」に変更して再発行します');
  await expect(clientDrawer).toContainText('編集済み');

  // Delete asks first.
  await own.getByRole('button', { name: '自分のコメントを削除' }).click();
  const confirm = page.getByRole('dialog', { name: 'コメントを削除' });
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expect(drawer.getByRole('listitem', { name: '佐藤 花子さんのコメント' })).toHaveCount(1);
  await expect(clientDrawer.getByRole('listitem')).toHaveCount(0);
  await client.close();
});

test('a comment written from a tree row is counted there and on the kanban card, live for the consultant', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'manager');
  const seeded = await seedProject(page, { companyName: '株式会社さくら商事' });
  const title = uniqueName('レビューを商品ページに表示');
  await api(page).post('/api/v1/managements/create_measure', { id: seeded.measureId, measure: title });
  const label = `施策「${title}」のコメント`;
  await page.goto(`/client/${seeded.projectId}/status`);
  const card = page.getByTestId(`card-measure-${seeded.measureId}`);
  await expect(card.getByRole('button', { name: label, exact: true })).toBeVisible();

  const client = await otherPerson(browser, 'client');
  await client.page.goto(`/client/${seeded.projectId}/management`);
  const row = client.page.getByTestId(`tree-measure:${seeded.measureId}`);
  await row.getByRole('button', { name: label, exact: true }).click();
  const drawer = client.page.getByRole('dialog', { name: label });
  await drawer.getByRole('textbox', { name: 'コメントを書く' }).fill('来週から掲載できます');
  await drawer.getByRole('button', { name: '送信' }).click();
  await expect(drawer.getByRole('listitem', { name: '田中 美咲さんのコメント' })).toBeVisible();
  await client.page.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: `${label} 1件` })).toBeVisible();

  await expect(card.getByRole('button', { name: `${label} 1件` })).toBeVisible();
  await card.getByRole('button', { name: `${label} 1件` }).click();
  await expect(page.getByRole('dialog', { name: label })).toContainText('来週から掲載できます');
  await client.close();
});
