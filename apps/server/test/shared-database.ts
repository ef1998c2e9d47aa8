import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDb, type DbHandle } from '../src/db/kysely.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createMigratedTestDb, offline, testDatabaseUrl } from './test-app.js';

/**
 * One database that several handles (as several server processes, or a server restarted with other
 * settings) open: a PostgreSQL database of its own (a copy of the run's migrated template), or a SQLite file in a temp
 * directory — a file, not ':memory:', so a second handle sees the same data and a test can read the
 * bytes the engine wrote. buildTestApp cannot do this: its SQLite is in memory and its logger is off.
 */
export interface SharedDatabase {
  engine: 'sqlite' | 'postgres';
  /** The SQLite file's directory (the database, -wal and -shm files); undefined on PostgreSQL. */
  sqliteDir: string | undefined;
  /** A new handle on the database, closed by close(). */
  open(): DbHandle;
  /** An app on a new handle, with these settings; closed by close(). */
  app(config: Partial<Config>, logger?: BuildAppOptions['logger']): Promise<App>;
  close(): Promise<void>;
}

export async function sharedDatabase(engine: 'run' | 'sqlite' = 'run'): Promise<SharedDatabase> {
  const handles: DbHandle[] = [];
  const apps: App[] = [];
  const url = engine === 'run' ? testDatabaseUrl() : undefined;
  let open: () => DbHandle;
  let cleanUp: () => Promise<void>;
  let sqliteDir: string | undefined;
  if (url) {
    const { handle, drop } = await createMigratedTestDb();
    handles.push(handle);
    const where = handle.pg ?? { connectionString: url, schema: undefined };
    open = () =>
      createDb({
        databaseUrl: where.connectionString,
        ...(where.schema ? { pgSchema: where.schema } : {}),
        pgPoolSize: 4,
      });
    cleanUp = drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-shared-db-'));
    sqliteDir = dir;
    open = () => createDb({ sqliteFile: path.join(dir, 'kaizen-tree.sqlite') });
    cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const first = handles[0] ?? open();
  if (!handles.includes(first)) handles.push(first);
  await migrateToLatest(first.db);

  const openHandle = () => {
    const handle = open();
    handles.push(handle);
    return handle;
  };
  return {
    engine: url ? 'postgres' : 'sqlite',
    sqliteDir,
    open: openHandle,
    async app(config, logger = false) {
      const handle = openHandle();
      const app = await buildApp({
        config: { ...loadConfig({ NODE_ENV: 'test' }), ...offline, ...config },
        db: handle,
        logger,
      });
      await app.ready();
      apps.push(app);
      return app;
    },
    async close() {
      for (const app of apps.splice(0)) await app.close();
      for (const handle of handles.splice(0)) await handle.destroy();
      await cleanUp();
    },
  };
}

/** Every byte the SQLite engine wrote in the directory (database, -wal, -shm), as latin1 text to search. */
export function sqliteBytes(dir: string): string {
  return fs
    .readdirSync(dir)
    .map((name) => fs.readFileSync(path.join(dir, name)).toString('latin1'))
    .join('\n');
}
