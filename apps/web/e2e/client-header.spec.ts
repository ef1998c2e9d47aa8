import { expect, test } from './warm-context';
import { demo, loadSession, resumeSession } from './support';

test('the client header tells adding a favourite from the favourites panel, by icon and by label', async ({ page }) => {
  await resumeSession(page, 'client');
  await expect(page).toHaveURL(/\/client\/\d+$/);
  const [firstProject] = demo.client.projects;
  const add = page.getByRole('button', { name: `${firstProject}をお気に入りに追加` });
  const panel = page.getByRole('button', { name: 'お気に入り', exact: true });
  await expect(add).toHaveText('お気に入りに追加');
  await expect(panel).toHaveText(/^お気に入り/);
  const iconOf = async (button: typeof add) => (await button.locator('svg').getAttribute('class')) ?? '';
  const [addIcon, panelIcon] = [await iconOf(add), await iconOf(panel)];
  expect(addIcon).toContain('tabler-icon-star');
  expect(panelIcon).not.toContain('tabler-icon-star');
  expect(panelIcon).not.toBe(addIcon);
});

test('staff inside a client project switch projects from the header and go back to the admin area from the menu', async ({
  page,
}) => {
  await loadSession(page, 'admin');
  const [first, second] = demo.client.projects;
  await page.goto('/admin/projects');
  await page.getByRole('link', { name: first, exact: true }).first().click();
  await expect(page.getByTestId('current-project-name')).toHaveText(first);
  const onPage = new URL(page.url()).pathname.replace(/^\/client\/\d+/, '');

  await page.getByRole('combobox', { name: 'プロジェクトを切り替え' }).click();
  await page.getByRole('option', { name: second }).click();
  await expect(page.getByTestId('current-project-name')).toHaveText(second);
  expect(new URL(page.url()).pathname.replace(/^\/client\/\d+/, '')).toBe(onPage);

  await page
    .getByRole('navigation', { name: 'プロジェクトメニュー' })
    .getByRole('link', { name: '管理画面に戻る' })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: '管理メニュー' })).toBeVisible();
});
