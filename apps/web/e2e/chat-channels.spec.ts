import { FakeSlack } from '../../server/test/fakes/fake-slack';
import { expect, test } from './warm-context';
import { loadSession } from './support';

// A demo project of the client user: staff set up its room.
const PROJECT = 'ECサイト改善プロジェクト';

let slack: FakeSlack;
test.beforeAll(async () => {
  // The local Slack (apps/server/test/fakes), checking each post as Slack does; the server is in
  // development, which takes a loopback webhook URL.
  slack = await FakeSlack.start();
});
test.afterAll(() => slack.close());

test('staff add a Slack room, send a test post and see 送信済み; the webhook URL never comes back', async ({
  page,
}) => {
  const hook = slack.hook();
  await loadSession(page, 'admin');
  await page.goto('/admin/projects');
  await page.getByRole('link', { name: `${PROJECT}の分析設定` }).click();
  await expect(page).toHaveURL(/\/client\/\d+\/setting$/);
  const projectId = Number(/\/client\/(\d+)\/setting$/.exec(page.url())?.[1]);

  const section = page.getByRole('region', { name: 'チャット連携', exact: true });
  await section.getByRole('button', { name: 'チャット連携を追加' }).click();
  const dialog = page.getByRole('dialog', { name: 'チャット連携を追加' });
  await dialog.getByRole('textbox', { name: '表示名' }).fill('#kaizen-e2e');
  await expect(dialog.getByRole('checkbox', { name: '施策のステータス変更' })).toBeChecked();
  // A room clients read is not offered the staff-only kinds.
  await expect(dialog.getByRole('checkbox', { name: '営業目標の更新' })).toHaveCount(0);
  await dialog.getByLabel('Webhook URL').fill(hook);
  await dialog.getByRole('button', { name: '追加' }).click();
  await expect(dialog).toBeHidden();

  const row = section.getByRole('listitem', { name: '#kaizen-e2e' });
  await expect(row.getByTestId('chat-result')).toHaveText('未送信');
  await expect(row).toContainText(`末尾 ${hook.slice(-4)}`);
  await row.getByRole('button', { name: 'テスト送信' }).click();
  await expect(row.getByTestId('chat-result')).toContainText('送信済み');

  const [post] = slack.postsTo(hook);
  expect(post?.text).toContain(`このルームにはプロジェクト「${PROJECT}」の通知`);
  expect(JSON.stringify(post?.blocks)).toContain(`/client/${projectId}|Kaizen Tree で開く>`);
  const html = await page.content();
  expect(html).not.toContain(new URL(hook).pathname);

  await row.getByRole('button', { name: '#kaizen-e2eを削除' }).click();
  await page.getByRole('dialog', { name: 'チャット連携を削除' }).getByRole('button', { name: '削除する' }).click();
  await expect(row).toBeHidden();
});
