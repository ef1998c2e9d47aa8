import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { BackupError, backupDatabase, defaultBackupFile } from '../db/backup.js';
import { createConfiguredDb } from '../db/kysely.js';
import { recordAudit } from '../modules/audit/audit.service.js';
import { configuredTarget } from './backup-target.js';

/** The audit log's entry for a backup; a database the server has not migrated yet gets none, with a warning. */
async function recordBackup(config: Config, file: string): Promise<void> {
  const handle = createConfiguredDb(config);
  try {
    await recordAudit(handle.db, { actor: { name: 'npm run backup' }, event: 'backup', detail: file, address: null });
  } catch (error) {
    console.warn(
      `The backup is written but not in the audit log: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await handle.destroy();
  }
}

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
  const config = loadConfig(process.env);
  const source = configuredTarget(config);
  const file = positionals[0] ?? defaultBackupFile(source.engine);
  try {
    const written = await backupDatabase(source, file, { overwrite: values.force });
    console.log(`Backed up to ${written.file} (${written.bytes} bytes).`);
    await recordBackup(config, written.file);
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
