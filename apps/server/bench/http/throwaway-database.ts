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

/**
 * A new, empty PostgreSQL database `name` on the server of `adminUrl`, dropped afterwards. It is
 * created, never taken over: a database of that name that exists already makes the bench stop.
 */
export async function throwawayPostgres(adminUrl: string, name: string): Promise<ThrowawayDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
