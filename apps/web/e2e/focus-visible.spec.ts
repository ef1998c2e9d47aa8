import { expect, test } from '@playwright/test';
import { waitForPage } from './accessibility-support';
import { focusProblems } from './keyboard-support';
import { loadSession } from './support';

const STAFF_PAGES = [
  '/admin',
  '/admin/sales',
  '/client/1/management',
  '/client/1/status',
  '/client/1/measures/1/reports',
  '/client/1/reports',
];

test('every control reached by Tab shows its focus, and focus never lands on something unseen', async ({
  browser,
  page,
}) => {
  const guest = await browser.newPage();
  await guest.goto('/login');
  await waitForPage(guest);
  const found: string[] = (await focusProblems(guest)).map((problem) => `/login: ${problem}`);
  await guest.close();

  await loadSession(page, 'admin');
  for (const path of STAFF_PAGES) {
    await page.goto(path);
    await waitForPage(page);
    found.push(...(await focusProblems(page)).map((problem) => `${path}: ${problem}`));
  }
  expect(found).toEqual([]);
});
