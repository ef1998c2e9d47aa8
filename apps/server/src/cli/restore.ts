import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, restoreDatabase } from '../db/backup.js';
import { configuredTarget } from './backup-target.js';

const usage = `Restores a backup made by npm run backup, uploaded files included.

  npm run restore -- <file> [--force]

Stop the server first, and start it again afterwards (it migrates an older backup to the current
schema). A database that already holds data is only replaced with --force.
SQLite: written over the database file through SQLite's backup API.
PostgreSQL: pg_restore in one transaction (the pg_restore of the server's major version, looked for
as npm run backup looks for pg_dump); on failure the database is left as it was.
DATABASE_URL and DATA_DIR choose the database, as for the server.`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  const [file] = positionals;
  if (values.help || !file || positionals.length > 1) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const target = configuredTarget(loadConfig(process.env));
  try {
    await restoreDatabase(file, target, { force: values.force });
    console.log(`Restored ${file}. Start the server to use it.`);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
