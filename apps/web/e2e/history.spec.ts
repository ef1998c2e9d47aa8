import { expect, test } from './warm-context';
import { seedProject } from './management-support';
import { loadSession } from './support';

test("a measure renamed in the tree shows 旧 → 新 in its 変更履歴 and in the project's アクティビティ", async ({
  page,
}) => {
  await loadSession(page, 'manager');
  const { projectId } = await seedProject(page);
  await page.goto(`/client/${projectId}/management`);
  const oldName = '商品ページに送料を表示';
  const newName = '商品ページの上部に送料を表示';

  const row = page.getByRole('listitem', { name: `施策「${oldName}」` });
  await row.getByRole('button', { name: `施策「${oldName}」を編集する` }).click();
  const form = row.getByRole('group', { name: '施策の編集' });
  await form.getByRole('textbox', { name: '施策' }).fill(newName);
  await form.getByRole('button', { name: '保存' }).click();

  const renamed = page.getByRole('listitem', { name: `施策「${newName}」` });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: `施策「${newName}」を編集する` }).click();
  await renamed.getByRole('button', { name: '変更履歴' }).click();
  const history = renamed.getByRole('region', { name: '変更履歴' });
  await expect(history).toContainText(`施策名: ${oldName} → ${newName}`);
  await expect(history).toContainText('佐藤 花子');

  await page.getByRole('link', { name: 'アクティビティ' }).click();
  await expect(page.getByRole('heading', { name: 'アクティビティ' })).toBeVisible();
  await expect(page.getByText(`施策「${newName}」 施策名: ${oldName} → ${newName}`)).toBeVisible();
});
