import { throwawaySqlite } from '../server/http/throwaway-database.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { createConfiguredDb } from '../../apps/server/src/db/kysely.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seeds/demo.js';
import { LIGHTHOUSE_VERSION, withLighthouse, type LighthouseRun } from './lighthouse';
import { startServer } from './server';
import { BENCH_ACCOUNT } from './server';

/**
 * Lighthouse's accessibility score of the sign-in page, the management page and the overview (issue
 * 38 asks 95 or more), on the built server with the demo data, signed in as staff. Figures only:
 * e2e/accessibility.spec.ts is the check that fails. Run: npm run build, then
 * node --import tsx bench/web/accessibility.ts
 */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-sync'],
};
const DEMO_PROJECT_ID = 1;
const out = (text = '') => process.stdout.write(`${text}\n`);

async function main(): Promise<void> {
  const database = throwawaySqlite();
  const handle = createConfiguredDb(loadConfig(database.env));
  try {
    await migrateToLatest(handle.db);
    await seedDemoIfEmpty(handle.db);
  } finally {
    await handle.destroy();
  }
  const server = await startServer(database);
  try {
    const runs = await withLighthouse(
      CHROMIUM,
      server.baseUrl,
      async (audit, page) => {
        const login = await audit('/login', false);
        await page.goto('/login');
        await page.getByLabel('アカウント').fill(BENCH_ACCOUNT);
        await page.getByLabel('パスワード').fill('kaizen-demo');
        await page.getByRole('button', { name: 'ログイン' }).click();
        await page.getByTestId('header-user-name').waitFor();
        const runs: [string, LighthouseRun][] = [['/login', login]];
        for (const pathname of [`/client/${DEMO_PROJECT_ID}/management`, `/client/${DEMO_PROJECT_ID}/overview`]) {
          runs.push([pathname, await audit(pathname, true)]);
        }
        return runs;
      },
      'accessibility',
    );
    out(`Lighthouse ${LIGHTHOUSE_VERSION}, desktop preset, accessibility (demo data, signed in as 管理者)`);
    for (const [pathname, run] of runs) {
      const failed = run.failedAudits.length ? `  not passed: ${run.failedAudits.join(', ')}` : '';
      out(`  ${pathname.padEnd(28)} ${run.score}${failed}`);
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

await main();
