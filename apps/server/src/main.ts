import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareProbabilityBest } from '@kaizen/domain';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createConfiguredDb } from './db/kysely.js';
import { migrateToLatest } from './db/migrate.js';
import { startAuditPrune } from './modules/audit/audit-prune.js';
import { startNightlyFetch } from './modules/analytics/nightly-fetch.js';
import { startDeliveryPrune } from './modules/delivery/delivery-prune.js';
import { atMostEvery, startDeliveryWorker } from './modules/delivery/delivery-worker.js';
import { queueDueDigests } from './modules/mail/digest-schedule.js';
import { fanOutNotificationMail } from './modules/mail/notification-mail.js';
import { fanOutNotificationChat } from './modules/chat/chat-fanout.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig(process.env, { webDistDir: path.resolve(here, '../../web/dist') });
  const handle = createConfiguredDb(config);
  const app = await buildApp({ config, db: handle });

  const applied = await migrateToLatest(handle.db);
  app.log.info({ engine: handle.dialect, applied }, 'database ready');

  if (config.nodeEnv !== 'production') {
    // Loaded only here, so production never loads the demo data or what draws its images (pngjs).
    const { demoAccounts, DEMO_PASSWORD, seedDemoIfEmpty } = await import('./db/seeds/demo.js');
    const seeded = await seedDemoIfEmpty(handle.db);
    if (seeded) {
      app.log.info({ accounts: demoAccounts, password: DEMO_PASSWORD }, 'demo data loaded into the empty database');
    }
  }

  // Here and not in buildApp: the API tests build apps without timers.
  startNightlyFetch(app);
  startAuditPrune(app);
  startDeliveryPrune(app);
  const mail = { db: app.db, config: app.config, log: app.log };
  startDeliveryWorker(app, [
    (now) => fanOutNotificationMail(mail, now),
    atMostEvery(60_000, (now) => queueDueDigests(mail, now)),
    () => fanOutNotificationChat(mail),
  ]);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The measure readout's seeded draws, made now rather than by the first report with many patterns.
  setImmediate(() => prepareProbabilityBest());
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
