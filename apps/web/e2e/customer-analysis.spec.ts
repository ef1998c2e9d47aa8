import type { Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { liftWithKeyboard, loadSession, uniqueName } from './support';
import { typeWithIme } from './keyboard-support';

/** The demo's 会員登録導線改善 (株式会社さくら商事's second project), with a filled journey. */
const SIGNUP_PROJECT = 2;

const analysisSection = (page: Page) => page.getByRole('region', { name: '顧客分析', exact: true });

/** The texts of a phase cell's items, in order. */
const cellItems = (section: Locator, list: string) =>
  section.getByRole('list', { name: list, exact: true }).getByRole('listitem');

/** Adds an item to a phase cell: 追加, the Japanese typed through the IME, Enter; waits until it is on the board. */
async function addItem(page: Page, section: Locator, cell: string, reading: string, text: string) {
  await section.getByRole('button', { name: `${cell}を追加`, exact: true }).click();
  const input = section.getByRole('textbox', { name: `新しい${cell}`, exact: true });
  await expect(input).toBeFocused();
  await typeWithIme(page, reading, text);
  await input.press('Enter');
  await expect(cellItems(section, cell).filter({ hasText: text })).toHaveCount(1);
}

/**
 * A mouse drag as a person makes it: press the card's handle, move past the 6 px activation distance,
 * then bring the card over the target card (the handle where the target's handle is), release.
 */
async function dragWithMouse(page: Page, handle: Locator, card: Locator, to: Locator) {
  await card.scrollIntoViewIfNeeded();
  await to.scrollIntoViewIfNeeded();
  const grip = await handle.boundingBox();
  const from = await card.boundingBox();
  const end = await to.boundingBox();
  if (!grip || !from || !end) throw new Error('not on screen');
  const dx = grip.x + grip.width / 2 - from.x;
  const dy = grip.y + grip.height / 2 - from.y;
  await page.mouse.move(from.x + dx, from.y + dy);
  await page.mouse.down();
  await page.mouse.move(from.x + dx + 12, from.y + dy + 12, { steps: 4 });
  await page.mouse.move(end.x + dx, end.y + dy, { steps: 12 });
  await expect(to).toHaveAttribute('data-over', 'true');
  await page.mouse.up();
}

/** Every 施策内容 of the point table, top to bottom. */
const actionContents = (section: Locator) =>
  section
    .getByRole('table', { name: 'ポイント' })
    .getByRole('textbox', { name: /^施策内容（/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test('customer analysis: items added in two phases in Japanese, reordered with the keyboard and moved across phases with the mouse, a point typed into the blank row, all kept after reload', async ({
  page,
}) => {
  await loadSession(page, 'admin');
  await page.goto(`/client/${SIGNUP_PROJECT}/overview`);
  const section = analysisSection(page);
  await expect(section.getByRole('heading', { level: 2, name: '顧客分析' })).toBeVisible();
  const suffix = uniqueName('');

  // Two phases, two rows: a company item in 認知, two customer items in 比較・検討.
  const companyCell = '自社の提供価値（認知）';
  const customerCell = '顧客の実現したいこと（比較・検討）';
  const offer = `店頭テスター設置の告知${suffix}`;
  const first = `成分表を見比べたい${suffix}`;
  const second = `返品できるか知りたい${suffix}`;
  await addItem(page, section, companyCell, 'てんとう', offer);
  await addItem(page, section, customerCell, 'せいぶん', first);
  await addItem(page, section, customerCell, 'へんぴん', second);

  // The keyboard: lift the second (last of its phase), one up — over the first —, drop: saved above it.
  const count = await cellItems(section, customerCell).count();
  const handle = section.getByRole('button', { name: `「${second}」を並べ替え` });
  await liftWithKeyboard(page, handle);
  await page.keyboard.press('ArrowUp');
  await expect(
    page.getByRole('status').filter({ hasText: `「${second}」は比較・検討の${count - 1}番目にあります` }),
  ).toHaveCount(1);
  await page.keyboard.press('Space');
  // Only this test's two items are compared: the demo database is shared by the whole run.
  const mine = async () =>
    (await cellItems(section, customerCell).allTextContents()).filter((text) => text === first || text === second);
  await expect.poll(mine).toEqual([second, first]);

  // The mouse: the company item dragged onto the first item of 興味・関心 takes its place there.
  const interestCell = '自社の提供価値（興味・関心）';
  const interestFirst = cellItems(section, interestCell).first();
  const interestBefore = await cellItems(section, interestCell).allTextContents();
  await dragWithMouse(
    page,
    section.getByRole('button', { name: `「${offer}」を並べ替え` }),
    cellItems(section, companyCell).filter({ hasText: offer }),
    interestFirst,
  );
  await expect.poll(() => cellItems(section, interestCell).allTextContents()).toEqual([offer, ...interestBefore]);
  await expect(cellItems(section, companyCell).filter({ hasText: offer })).toHaveCount(0);

  // The blank row, last: typed into in Japanese, saved with Enter; a new blank row appears below it.
  const pointBefore = await actionContents(section);
  expect(pointBefore.at(-1)).toBe('');
  const point = `比較表ページの新設${suffix}`;
  const blank = section.getByRole('textbox', { name: '施策内容（新しい行）' });
  await blank.click();
  await typeWithIme(page, 'ひかくひょう', point);
  await blank.press('Enter');
  await expect.poll(() => actionContents(section)).toEqual([...pointBefore.slice(0, -1), point, '']);
  const filled = section.getByRole('textbox', { name: `施策内容（${pointBefore.length}行目）` });
  await expect(filled).toHaveValue(point);
  await expect(section.getByRole('textbox', { name: '施策内容（新しい行）' })).toHaveValue('');

  // Reload: everything is where it was saved.
  await page.reload();
  await expect.poll(() => cellItems(section, interestCell).allTextContents()).toEqual([offer, ...interestBefore]);
  await expect.poll(mine).toEqual([second, first]);
  await expect.poll(() => actionContents(section)).toEqual([...pointBefore.slice(0, -1), point, '']);
});

test('customer analysis: an emptied item keeps its text, Escape cancels, and a client without editing only reads', async ({
  page,
}) => {
  await loadSession(page, 'member');
  await page.goto(`/client/${SIGNUP_PROJECT}/overview`);
  const section = analysisSection(page);
  const cell = '自社の提供価値（利用・継続）';
  const text = `解約方法のわかりやすい案内${uniqueName('')}`;
  await addItem(page, section, cell, 'かいやく', text);

  // Emptied and Enter: nothing is sent, the old text stays.
  await section.getByRole('button', { name: `「${text}」を編集` }).click();
  const input = section.getByRole('textbox', { name: `「${text}」`, exact: true });
  await input.fill('');
  await input.press('Enter');
  await expect(section.getByRole('button', { name: `「${text}」を編集` })).toHaveText(text);
  // Escape restores what was there.
  await section.getByRole('button', { name: `「${text}」を編集` }).click();
  await input.fill('書きかけ');
  await input.press('Escape');
  await expect(section.getByRole('button', { name: `「${text}」を編集` })).toHaveText(text);

  // The project's client (editing not allowed in the demo) reads the same board, with no controls.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loadSession(page, 'client');
  await page.goto(`/client/${SIGNUP_PROJECT}/overview`);
  await expect(cellItems(section, cell).filter({ hasText: text })).toHaveCount(1);
  await expect(section.getByRole('button', { name: /を追加$/ })).toHaveCount(0);
  await expect(section.getByRole('button', { name: /を並べ替え$/ })).toHaveCount(0);
  await expect(section.getByRole('textbox')).toHaveCount(0);
});
