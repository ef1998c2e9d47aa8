import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, backupDatabase, defaultBackupFile } from '../db/backup.js';
import { configuredTarget } from './backup-target.js';

const usage = `Backs up the database, uploaded files included, while the server keeps running.

  npm run backup -- [file] [--force]

SQLite: SQLite's online backup into one file (default ./backups/kaizen-<UTC time>.sqlite).
PostgreSQL: pg_dump in its custom format (default ./backups/kaizen-<UTC time>.dump); the pg_dump
of the server's major version is looked for in /usr/lib/postgresql/<version>/bin and PATH, or in
PG_BIN_DIR when set. An existing file is kept unless --force is given.
DATABASE_URL and DATA_DIR choose the database, as for the server.`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help || positionals.length > 1) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const source = configuredTarget(loadConfig(process.env));
  const file = positionals[0] ?? defaultBackupFile(source.engine);
  try {
    const written = await backupDatabase(source, file, { overwrite: values.force });
    console.log(`Backed up to ${written.file} (${written.bytes} bytes).`);
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
