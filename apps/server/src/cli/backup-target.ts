import type { Config } from '../config.js';
import type { BackupTarget } from '../db/backup.js';
import { sqliteFileIn } from '../db/kysely.js';

/** The database the server of this configuration uses: DATABASE_URL, or the SQLite file under DATA_DIR. */
export function configuredTarget(config: Config): BackupTarget {
  return config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'sqlite', file: sqliteFileIn(config.dataDir) };
}
