import { expect, test, type Locator, type Page } from '@playwright/test';
import { liftWithKeyboard, loadSession, tokenOf, uniqueName } from './support';

// The whole board (axes, 64 points and その他) fits on the screen, so a drag never scrolls the page.
test.use({ viewport: { width: 1280, height: 1100 } });

/** A fresh company and project of its own (the demo database is shared by the whole run), with two competitors. */
async function projectWithCompetitors(page: Page, competitors: string[]): Promise<number> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const company = await page.request.post('/api/v1/companies/create', {
    headers,
    data: { company_name: `株式会社${uniqueName('市場')}` },
  });
  expect(company.status()).toBe(200);
  const project = await page.request.post('/api/v1/projects/create', {
    headers,
    data: { company_id: (await company.json()).company.id, project_name: `市場選定${uniqueName('')}` },
  });
  expect(project.status()).toBe(200);
  const projectId = (await project.json()).project.id as number;
  for (const name of competitors) {
    const added = await page.request.post('/api/v1/conflicts/plusTd', {
      headers,
      data: { project_id: projectId, name },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  return projectId;
}

/** Edits an in-place text: its button, the Japanese text, Enter; waits until the saved text shows. */
async function editInPlace(scope: Locator, label: string, text: string) {
  await scope.getByRole('button', { name: `${label}を編集` }).click();
  await scope.getByRole('textbox', { name: label, exact: true }).fill(text);
  await scope.getByRole('textbox', { name: label, exact: true }).press('Enter');
  await expect(scope.getByRole('button', { name: `${label}を編集` })).toHaveText(text);
}

/** A mouse drag as a person makes it: press, move past the 6 px activation distance, move over the target, release. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 12, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await expect(to).toHaveAttribute('data-over', 'true');
  await page.mouse.up();
}

test('market board: a board with Japanese axes, a company placed with the mouse and moved with the keyboard, kept after reload', async ({
  page,
}) => {
  await loadSession(page, 'member');
  const projectId = await projectWithCompetitors(page, ['美肌ラボ', 'ナチュレ化粧品']);
  await page.goto(`/client/${projectId}/overview`);
  const section = page.getByRole('region', { name: '市場選定' });
  await expect(section.getByText('ボードはまだありません')).toBeVisible();

  await section.getByRole('button', { name: '新しいボード' }).click();
  await expect(section.getByRole('tab', { name: '新しいボード' })).toBeVisible();
  const square = section.getByRole('group', { name: /ポジショニングマップ$/ });
  await editInPlace(section, 'ボード名', '価格×品質');
  await expect(section.getByRole('tab', { name: '価格×品質' })).toBeVisible();
  await editInPlace(section, '上の軸', '価格が高い');
  await editInPlace(section, '右の軸', '品質訴求');
  await editInPlace(section, '下の軸', '価格が手ごろ');
  await editInPlace(section, '左の軸', '手軽さ');

  // The mouse: from その他の項目 onto 右上, row 2, column 7 (pos 14).
  await square.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const other = section.getByTestId('market-other');
  await dragWithMouse(page, other.getByRole('button', { name: '美肌ラボ' }), section.locator('[data-market-pos="14"]'));
  const on = (pos: number) => section.locator(`[data-market-pos="${pos}"]`).getByRole('button', { name: '美肌ラボ' });
  await expect(on(14)).toBeVisible();
  await expect(other.getByRole('button', { name: '美肌ラボ' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'ナチュレ化粧品' })).toBeVisible();

  // The keyboard: lift it, one point right and one down across the grid, put it down (pos 23).
  await liftWithKeyboard(page, on(14));
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('status').filter({ hasText: '「美肌ラボ」は右上（価格が高い・品質訴求）2行8列にあります' }),
  ).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('status').filter({ hasText: '「美肌ラボ」は右上（価格が高い・品質訴求）3行8列にあります' }),
  ).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(on(23)).toBeVisible();
  await expect(on(14)).toHaveCount(0);

  // The second company with the keyboard from その他: up to the nearest point, then left across the vertical axis.
  await liftWithKeyboard(page, other.getByRole('button', { name: 'ナチュレ化粧品' }));
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: /「ナチュレ化粧品」は.+8行\d列にあります/ })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: '移動を取り消しました' })).toHaveCount(1);
  await expect(other.getByRole('button', { name: 'ナチュレ化粧品' })).toBeVisible();

  await page.reload();
  await expect(section.getByRole('tab', { name: '価格×品質' })).toBeVisible();
  await expect(section.getByRole('button', { name: '上の軸を編集' })).toHaveText('価格が高い');
  await expect(section.getByRole('button', { name: '左の軸を編集' })).toHaveText('手軽さ');
  await expect(on(23)).toBeVisible();
  await expect(other.getByRole('button', { name: 'ナチュレ化粧品' })).toBeVisible();

  // Taken back to その他 with the mouse.
  await square.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await dragWithMouse(page, on(23), other);
  await expect(other.getByRole('button', { name: '美肌ラボ' })).toBeVisible();
  await expect(section.locator('[data-market-pos] button')).toHaveCount(0);
});

test('market board: a client without client editing reads the demo board, with no controls', async ({ page }) => {
  await loadSession(page, 'client');
  const projects = await page.request.get('/api/v1/projects', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const ec = ((await projects.json()).projects as { id: number; project_name: string }[]).find(
    (p) => p.project_name === 'ECサイト改善プロジェクト',
  );
  await page.goto(`/client/${ec?.id}/overview`);
  const section = page.getByRole('region', { name: '市場選定' });
  await expect(section.getByRole('tab', { name: '価格×訴求軸' })).toBeVisible();
  await expect(section.locator('[data-market-pos]').getByText(/.+/)).not.toHaveCount(0);
  await expect(section.getByRole('button')).toHaveCount(0);
});
