import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDb, type DbHandle } from '../src/db/kysely.js';
import { migrateToLatest } from '../src/db/migrate.js';

export interface TestApp {
  app: App;
  db: DbHandle['db'];
  dialect: DbHandle['dialect'];
  /** PostgreSQL only: the database and schema the app works in (for a second app on the same data). */
  pg?: DbHandle['pg'];
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Build the app on the database of an app already built — as a second server process would run:
   * a connection pool of its own on the same PostgreSQL schema, not migrated again and not dropped
   * on close (the first app drops it). PostgreSQL only: an in-memory SQLite database belongs to one
   * process.
   */
  sharing?: TestApp;
}

/**
 * TEST_DATABASE_URL (postgres://…) runs the API tests on PostgreSQL, each test file in a schema of
 * its own that is dropped afterwards; without it, each file gets an in-memory SQLite database.
 */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

async function withAdminConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDb(): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  const url = testDatabaseUrl();
  if (!url) {
    const handle = createDb({ sqliteFile: ':memory:' });
    return { handle, drop: async () => undefined };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withAdminConnection(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const handle = createDb({ databaseUrl: url, pgSchema: schema, pgPoolSize: 4 });
  return {
    handle,
    drop: () =>
      withAdminConnection(url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`)).then(() => undefined),
  };
}

/** A second handle on the PostgreSQL schema of an app already built. */
function sharedTestDb(first: TestApp): { handle: DbHandle; drop(): Promise<void> } {
  if (!first.pg) throw new Error('only an app on PostgreSQL can share its database with another app');
  const handle = createDb({ databaseUrl: first.pg.connectionString, pgSchema: first.pg.schema, pgPoolSize: 4 });
  return { handle, drop: async () => undefined };
}

export async function buildTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { handle, drop } = options.sharing ? sharedTestDb(options.sharing) : await createTestDb();
  try {
    if (!options.sharing) await migrateToLatest(handle.db);
  } catch (error) {
    await handle.destroy();
    await drop();
    throw error;
  }
  const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), ...overrides };
  const app = await buildApp({ config, db: handle, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    dialect: handle.dialect,
    ...(handle.pg ? { pg: handle.pg } : {}),
    config,
    async close() {
      await app.close();
      await handle.destroy();
      await drop();
    },
  };
}
