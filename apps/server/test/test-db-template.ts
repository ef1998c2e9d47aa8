/**
 * The API tier migrates once per run (decisions/0026): this migrates a template database before any
 * test file runs, and each file then starts from a copy of it — a SQLite image opened in memory, or a
 * PostgreSQL database made with CREATE DATABASE … TEMPLATE — instead of running every migration again.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { createDb } from '../src/db/kysely.js';
import { migrateToLatest } from '../src/db/migrate.js';

/** Where the migrated template is; vitest hands it from the global setup to every test file. */
export type TemplateDb =
  { engine: 'sqlite'; file: string } | { engine: 'postgres'; adminUrl: string; database: string; schema: string };

/** The schema the migrations run in, in the template and so in every copy of it. */
const TEMPLATE_SCHEMA = 'kaizen_test';

export async function withAdminConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The same server and credentials as `url`, on another database. */
export function databaseUrl(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}

/** Migrates a SQLite file and leaves it in rollback-journal mode: a WAL file cannot be opened from an image. */
async function sqliteTemplate(): Promise<{ template: TemplateDb; remove(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-test-template-'));
  const file = path.join(dir, 'template.sqlite');
  const handle = createDb({ sqliteFile: file });
  await migrateToLatest(handle.db);
  await handle.destroy();
  const raw = new SqliteDatabase(file);
  raw.pragma('journal_mode = DELETE');
  raw.close();
  return { template: { engine: 'sqlite', file }, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Migrates a database of its own on the run's server, named after the run's database and this
 * process, so runs on other databases (other worktrees, CI) never meet it. Removing it also removes
 * any copy a crashed test file left behind.
 */
async function postgresTemplate(adminUrl: string): Promise<{ template: TemplateDb; remove(): Promise<void> }> {
  const base = new URL(adminUrl).pathname.slice(1) || 'postgres';
  const database = `${base}_m${process.pid}`;
  await withAdminConnection(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${database}`);
  });
  const url = databaseUrl(adminUrl, database);
  await withAdminConnection(url, (client) => client.query(`CREATE SCHEMA ${TEMPLATE_SCHEMA}`));
  const handle = createDb({ databaseUrl: url, pgSchema: TEMPLATE_SCHEMA, pgPoolSize: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await handle.destroy();
  }
  const remove = () =>
    withAdminConnection(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 || '\\_%'`,
        [database],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });
  return { template: { engine: 'postgres', adminUrl, database, schema: TEMPLATE_SCHEMA }, remove };
}

export function migrateTemplate(adminUrl: string | undefined) {
  return adminUrl ? postgresTemplate(adminUrl) : sqliteTemplate();
}

/** A name for one test file's copy: the template's name, so removing the template finds it. */
export function copyName(template: Extract<TemplateDb, { engine: 'postgres' }>): string {
  return `${template.database}_${randomBytes(5).toString('hex')}`;
}
