import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDb, type DbHandle } from '../src/db/kysely.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { copyName, databaseUrl, withAdminConnection } from './test-db-template.js';

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
 * TEST_DATABASE_URL (postgres://…) runs the API tests on PostgreSQL, each test file on a database
 * of its own that is dropped afterwards; without it, each file gets an in-memory SQLite database.
 */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/**
 * The unit tier runs once, on no engine (vitest.config.ts): a file there that opens a database
 * would test SQLite only, so it is stopped and told where it belongs.
 */
function refuseOutsideApiTier(): void {
  if (process.env.KAIZEN_TEST_TIER === 'unit') {
    throw new Error('this test opens a database: name its file *.api.test.ts so that it runs on both engines');
  }
}

export interface TestDb {
  handle: DbHandle;
  drop(): Promise<void>;
}

/** An empty database (no migration run): a schema of its own on PostgreSQL, in memory on SQLite. */
export async function createTestDb(): Promise<TestDb> {
  refuseOutsideApiTier();
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

let sqliteImage: Buffer | undefined;

/**
 * A migrated database: a copy of the template the API tier's global setup migrated once for the run
 * (test-db-template.ts) — a PostgreSQL database of its own, or an in-memory SQLite database. Without
 * that setup (a file run under another configuration, or npm run bench, which runs outside Vitest,
 * where inject() throws) it migrates an empty one.
 */
export async function createMigratedTestDb(): Promise<TestDb> {
  refuseOutsideApiTier();
  const template = process.env.VITEST ? inject('templateDb') : undefined;
  if (!template || (template.engine === 'postgres') !== Boolean(testDatabaseUrl())) {
    const empty = await createTestDb();
    await migrateToLatest(empty.handle.db).catch(async (error: unknown) => {
      await empty.handle.destroy();
      await empty.drop();
      throw error;
    });
    return empty;
  }
  if (template.engine === 'sqlite') {
    sqliteImage ??= fs.readFileSync(template.file);
    return { handle: createDb({ sqliteImage }), drop: async () => undefined };
  }
  const name = copyName(template);
  await withAdminConnection(template.adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${template.database}`),
  );
  const handle = createDb({
    databaseUrl: databaseUrl(template.adminUrl, name),
    pgSchema: template.schema,
    pgPoolSize: 4,
  });
  return {
    handle,
    drop: () =>
      withAdminConnection(template.adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/** A second handle on the PostgreSQL schema of an app already built. */
function sharedTestDb(first: TestApp): TestDb {
  if (!first.pg) throw new Error('only an app on PostgreSQL can share its database with another app');
  const handle = createDb({ databaseUrl: first.pg.connectionString, pgSchema: first.pg.schema, pgPoolSize: 4 });
  return { handle, drop: async () => undefined };
}

/**
 * What a test app reaches outside the machine: nothing. Chatwork's API is a closed loopback port
 * (a post there is refused at once) unless a test points it at its fake (test/fakes).
 */
export const offline: Partial<Config> = { chatworkApiBase: 'http://127.0.0.1:2' };

export async function buildTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { handle, drop } = options.sharing ? sharedTestDb(options.sharing) : await createMigratedTestDb();
  const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), ...offline, ...overrides };
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
