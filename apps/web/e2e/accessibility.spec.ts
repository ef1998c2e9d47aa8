import { test as base, expect } from '@playwright/test';
import { auditedPages, type Visitor } from './accessibility-pages';
import { auditPage, signedInState, waitForPage } from './accessibility-support';

type StorageState = Awaited<ReturnType<typeof signedInState>>;

// Signs in once per kind of user and worker; every page then opens in a fresh context with that storage.
const test = base.extend<object, { stateOf: (who: Visitor) => Promise<StorageState | undefined> }>({
  stateOf: [
    async ({ browser }, use) => {
      const states = new Map<Visitor, Promise<StorageState>>();
      await use(async (who) => {
        if (who === 'guest') return undefined;
        if (!states.has(who)) states.set(who, signedInState(browser, who));
        return states.get(who);
      });
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

const visits = auditedPages.flatMap((page) => page.as.map((who) => ({ ...page, who })));

for (const { path, who } of visits) {
  test(`${path} as ${who}: no critical or serious WCAG 2.1 AA violation`, async ({ browser, stateOf }) => {
    // The app's CSP allows only its own scripts; axe-core is added to the page by the test.
    const context = await browser.newContext({ storageState: await stateOf(who), bypassCSP: true });
    try {
      const page = await context.newPage();
      await page.goto(path);
      await waitForPage(page);
      const { blocking, others } = await auditPage(page);
      // Moderate and minor findings are shown for the record; they do not fail the check.
      if (others.length) console.warn(`${path} as ${who}:\n  ${others.join('\n  ')}`);
      expect(blocking, `${path} as ${who}:\n  ${blocking.join('\n  ')}`).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
