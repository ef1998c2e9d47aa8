import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api, seedProject } from './management-support';
import { loadSession } from './support';
import { tabTo, typeWithIme } from './keyboard-support';

/** A measure's 見込み上昇率 (issue 35 §4), typed in its edit form on the management tree. */

const UNREADABLE = '数値として読み取れません（例: 1,200）';
const RANGE = '見込み上昇率は−100より大きく1000以下の数値で入力してください';
const MEASURE = '施策「商品ページに送料を表示」';
const treeRow = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

test('a manager types 見込み上昇率 by keyboard; what it cannot read stays with the reason; the value stays after a reload', async ({
  page,
}) => {
  await loadSession(page, 'manager');
  const seeded = await seedProject(page);
  const upliftOnServer = async () =>
    (await api(page).tree(seeded.projectId)).kpi_array[0]?.problem[0]?.factor[0]?.hypothesis[0]?.measure.find(
      (m) => m.id === seeded.measureId,
    )?.expected_uplift;

  await page.goto(`/client/${seeded.projectId}/management`);
  const row = treeRow(page, MEASURE);
  await expect(row).toBeVisible();
  await expect(row.getByText(/^見込み /)).toHaveCount(0);
  await row.getByRole('button', { name: `${MEASURE}を編集する` }).click();
  const form = page.getByRole('group', { name: '施策の編集' });
  const uplift = form.getByRole('textbox', { name: '見込み上昇率（%）' });
  const save = form.getByRole('button', { name: '保存' });
  await expect(form.getByText('検証結果が出るまで効果見込みに使います')).toBeVisible();

  // Text it cannot read stays as typed, with the reason beside it, and holds the save.
  await tabTo(page, uplift);
  await typeWithIme(page, 'やく10', '約１０％');
  await page.keyboard.press('Tab');
  await expect(uplift).toHaveValue('約１０％');
  await expect(uplift).toHaveAccessibleDescription(new RegExp(UNREADABLE));
  await expect(form.getByText(UNREADABLE)).toHaveCount(1);
  await expect(save).toBeDisabled();

  // A value out of its range is refused the same way, naming the field.
  await tabTo(page, uplift, { back: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('-150');
  await expect(form.getByText(RANGE)).toBeVisible();
  await expect(save).toBeDisabled();

  // Full-width digits with ％, as a Japanese IME leaves them, are read.
  await page.keyboard.press('ControlOrMeta+A');
  await typeWithIme(page, '１２．５', '１２．５％');
  await expect(form.getByText(UNREADABLE)).toHaveCount(0);
  await expect(form.getByText(RANGE)).toHaveCount(0);
  await expect(save).toBeEnabled();
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await expect.poll(upliftOnServer).toBe(12.5);
  await expect(row.getByText('見込み +12.5%')).toBeVisible();

  await page.reload();
  await expect(row.getByText('見込み +12.5%')).toBeVisible();
  await row.getByRole('button', { name: `${MEASURE}を編集する` }).click();
  await expect(uplift).toHaveValue('12.5');

  // Emptied, it is cleared.
  await tabTo(page, uplift);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await expect.poll(upliftOnServer).toBeNull();
  await expect(row.getByText(/^見込み /)).toHaveCount(0);
});
