import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface ThrowawayDatabase {
  /** What the built server needs to use it (DATA_DIR or DATABASE_URL). */
  env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}

/** An empty SQLite file in a temporary DATA_DIR; removed with the directory. */
export function throwawaySqlite(): ThrowawayDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kaizen-http-bench-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at `url` (within two seconds). */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A new, empty PostgreSQL database `name` on the server of `adminUrl`, dropped afterwards, with a
 * temporary DATA_DIR beside it for what the server keeps on disk. The database is created, never taken
 * over: a database of that name that exists already makes the bench stop.
 */
export async function throwawayPostgres(adminUrl: string, name: string): Promise<ThrowawayDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kaizen-bench-pg-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
