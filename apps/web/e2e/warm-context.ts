import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type WorkerInfo,
} from '@playwright/test';

export { expect } from '@playwright/test';

/** A browser context with the project's options (address, locale, time zone) and `extra`, for a whole worker. */
export function newWorkerContext(
  browser: Browser,
  workerInfo: WorkerInfo,
  extra: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { baseURL, locale, timezoneId } = workerInfo.project.use;
  return browser.newContext({ baseURL, locale, timezoneId, ...extra });
}

/**
 * Playwright's `test`, except that `context` (and so `page`) is one browser context per worker,
 * emptied before each test — no cookies, no stored data of any origin, no permissions, no routes, no
 * page — instead of a new one per test. What a test sees and does is the same; the context's HTTP
 * cache stays, so a test's first screen does not fetch and compile the app's scripts, styles and font
 * files again, a good part of each test's time on two cores. A spec that sets context options
 * (test.use({ viewport })) or closes page.context() uses @playwright/test's own `test`.
 */
export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await newWorkerContext(browser, workerInfo);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, use) => {
    await workerContext.setStorageState({ cookies: [], origins: [] });
    await use(workerContext);
    for (const page of workerContext.pages()) await page.close();
    await workerContext.unrouteAll({ behavior: 'ignoreErrors' });
    await workerContext.clearPermissions();
  },
});
