import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_PASSWORD = 'kaizen-demo';

/** Demo data (apps/server/src/db/seeds/demo.ts): who each account is and where it lands. */
export const demo = {
  admin: { account: 'admin', name: '管理 太郎', role: '管理者' },
  manager: { account: 'manager', name: '佐藤 花子', role: 'マネージャー' },
  member: { account: 'member', name: '鈴木 一郎', role: '一般ユーザー' },
  client: {
    account: 'client',
    name: '田中 美咲',
    role: '一般ユーザー',
    projects: ['ECサイト改善プロジェクト', '会員登録導線改善'],
  },
  client2: { account: 'client2', name: '高橋 健', role: '一般ユーザー', projects: ['コーポレートサイトリニューアル'] },
} as const;

export async function fillSignIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('アカウント').fill(account);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/**
 * Opens /login and signs in through the form; waits until the header shows the user. The sign-in
 * journeys use it, and so does any test that ends or changes the session (logout, a new password):
 * the other specs start from the stored session (loadSession, resumeSession).
 */
export async function signIn(page: Page, who: keyof typeof demo): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, demo[who].account);
  await expect(page.getByTestId('header-user-name')).toHaveText(demo[who].name);
}

/** Where sessions.setup.ts keeps each demo user's session for the run (git-ignored). */
const sessionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.test-output/e2e-sessions');
const sessionFile = (who: keyof typeof demo) => path.join(sessionsDir, `${who}.json`);

/**
 * Stores the signed-in page's session: only the sign-in's own localStorage entries (auth.*), so a
 * test that resumes it starts like one that has just signed in, with nothing else remembered.
 */
export async function saveSession(page: Page, who: keyof typeof demo): Promise<void> {
  const state = await page.context().storageState();
  const origins = state.origins.map((origin) => ({
    ...origin,
    localStorage: origin.localStorage.filter((entry) => entry.name.startsWith('auth.')),
  }));
  mkdirSync(sessionsDir, { recursive: true });
  writeFileSync(sessionFile(who), JSON.stringify({ cookies: state.cookies, origins }, null, 2));
}

/**
 * Puts the session sessions.setup.ts stored for `who` into the page's browser context, replacing
 * whatever it held: no form, no password check. The page is left on a small document of the app's
 * origin (/api/config, not a screen), so tokenOf and API set-up work at once and the test's first
 * page.goto arrives signed in. Every test shares that session: a test that logs out or changes the
 * password signs in with signIn instead.
 */
export async function loadSession(page: Page, who: keyof typeof demo): Promise<void> {
  await page.context().setStorageState(sessionFile(who));
  await page.goto('/api/config');
}

/** loadSession, then opens / and waits until the header shows the user: where signIn leaves the page. */
export async function resumeSession(page: Page, who: keyof typeof demo): Promise<void> {
  await loadSession(page, who);
  await page.goto('/');
  await expect(page.getByTestId('header-user-name')).toHaveText(demo[who].name);
}

/** The signed-in browser's token, for setting up data through the API the way the screens do. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('auth._token.local'));
  if (!token) throw new Error('not signed in');
  return token;
}

/** A name no other test of this run uses (the demo database is shared by the whole run). */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

export async function openUserMenuItem(page: Page, item: 'ユーザー設定' | 'ログアウト'): Promise<void> {
  const menuItem = page.getByRole('menuitem', { name: item });
  // Right after signing in the header can still be settling on a loaded machine, and a click that
  // lands while it re-renders leaves the menu shut: open it again until the item is there.
  await expect(async () => {
    if (!(await menuItem.isVisible())) await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
    await expect(menuItem).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await menuItem.click();
}

/**
 * Lifts a dnd-kit sortable item with the keyboard (Space on its focused handle) and waits until the
 * arrow keys will move it: dnd-kit marks the handle pressed once it is lifted, and its keyboard
 * sensor starts listening for arrows only in a zero-delay timer after that — Chromium runs a queued
 * key press before such a timer, so an arrow sent at once can be lost. Waiting for one more
 * zero-delay timer of the page waits for exactly that one.
 */
export async function liftWithKeyboard(page: Page, handle: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** A service-account JSON key as the fake GA4 mints it (the shape Google's console downloads). */
export interface FakeGa4Key {
  type: 'service_account';
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  [field: string]: string;
}

/**
 * The fake Google Analytics 4 Data API that e2e/serve.mjs starts next to the server (port E2E_PORT
 * + 1), set up through its test-only /__fake endpoints: mint a service-account key, add a property
 * shared with service accounts (months: 'YYYY-MM' → metric name → figure, e.g. { sessions: 1200,
 * 'keyEvents:purchase': 30 }), delete (revoke) a key.
 */
export function fakeGa4(port = Number(process.env.E2E_PORT ?? 4319) + 1) {
  const base = `http://127.0.0.1:${port}/__fake`;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`fake GA4 ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  return {
    mintKey: async (): Promise<FakeGa4Key> => (await post('/keys', {})) as FakeGa4Key,
    addProperty: async (property: {
      property_id: string;
      granted: string[];
      months?: Record<string, Record<string, number>>;
      events?: string[];
      /** Event rows for reports by other dimensions (apps/server/test/fake-ga4.ts FakeEventRow). */
      rows?: { date: string; eventName: string; dimensions: Record<string, string>; metrics: Record<string, number> }[];
      /** Reports by those dimensions say GA4 withheld rows of few users (metadata.subjectToThresholding). */
      thresholded?: boolean;
    }): Promise<void> => {
      await post('/properties', { months: {}, ...property });
    },
    /** Deletes the key (by its private_key_id) in the fake: GA4 refuses it from now on. */
    revoke: async (privateKeyId: string): Promise<void> => {
      await post('/keys/revoke', { private_key_id: privateKeyId });
    },
  };
}

/**
 * Opens the header's bell until it has nothing unread, and closes it: the bell lists every project's
 * news, and the other worker's tests keep making some, so one opening can be overtaken by the next
 * item. Opening marks everything listed read; each try opens it afresh.
 */
export async function readAllNotifications(page: Page): Promise<void> {
  const bell = page.getByRole('button', { name: /^通知/ });
  const list = page.getByRole('dialog', { name: '通知一覧' });
  await expect(async () => {
    if (await list.isVisible()) {
      await bell.click();
      await expect(list).toBeHidden();
    }
    await bell.click();
    await expect(list).toBeVisible();
    await expect(page.getByRole('button', { name: '通知', exact: true })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await bell.click();
  await expect(list).toBeHidden();
}
