import { ConfigError, loadConfig } from '../config.js';
import { createConfiguredDb } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { RotationRefusedError, rotateSecrets } from './secret-rotation.js';
import { resealPendingDeliveries } from '../modules/delivery/delivery.service.js';

const usage = `Re-seals every stored secret (the analytics service-account keys, the chat channels' webhook
URLs and tokens, and messages waiting to be sent) under a new SECRETS_KEY.

  OLD_SECRETS_KEY=<current key> SECRETS_KEY=<new key> npm run secrets:rotate

Stop the server first and start it with the new SECRETS_KEY afterwards. All secrets are re-sealed in
one transaction; if one does not open with OLD_SECRETS_KEY, nothing is changed.
DATABASE_URL and DATA_DIR choose the database, as for the server.`;

async function main(): Promise<void> {
  const oldKey = process.env.OLD_SECRETS_KEY;
  if (process.argv.includes('--help') || !oldKey || !process.env.SECRETS_KEY) {
    console.log(usage);
    process.exit(process.argv.includes('--help') ? 0 : 2);
  }
  const config = loadConfig(process.env);
  if (oldKey === config.secretsKey) {
    console.error('OLD_SECRETS_KEY and SECRETS_KEY are the same: nothing to do.');
    process.exit(2);
  }
  const handle = createConfiguredDb(config);
  try {
    await migrateToLatest(handle.db);
    const count = await rotateSecrets(handle.db, oldKey, config.secretsKey);
    console.log(`Re-sealed ${count} stored secret(s) under the new SECRETS_KEY.`);
    const waiting = await resealPendingDeliveries(handle.db, oldKey, config.secretsKey);
    console.log(`Re-sealed ${waiting} message(s) waiting to be sent.`);
  } catch (error) {
    if (!(error instanceof RotationRefusedError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
