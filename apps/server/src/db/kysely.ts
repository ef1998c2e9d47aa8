import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { guardedDialect } from './guarded-dialect.js';
import { withNamedStatements } from './postgres-named-statements.js';
import { withStatementCache } from './sqlite-statement-cache.js';
import type { Config } from '../config.js';
import type { Database, Db } from './types.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  /** PostgreSQL only: how to open a connection of one's own (the live event bus LISTENs on one). */
  pg?: { connectionString: string; schema: string | undefined };
  destroy(): Promise<void>;
}

// COUNT(*) and other int8 results arrive as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface DbOptions {
  /** postgres://… for PostgreSQL; undefined for SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite file location, or ':memory:'. */
  sqliteFile?: string;
  /** A SQLite database image to open in memory instead (the tests' migrated template). */
  sqliteImage?: Buffer;
  /** PostgreSQL schema to work in (tests give each file its own). */
  pgSchema?: string;
  pgPoolSize?: number;
}

export function sqliteFileIn(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  return path.join(dataDir, 'kaizen-tree.sqlite');
}

/** The database the configuration names: PostgreSQL at DATABASE_URL, else the SQLite file under DATA_DIR. */
export function createConfiguredDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DbHandle {
  return createDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.databaseUrl ? undefined : sqliteFileIn(config.dataDir),
  });
}

export function createDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle connection the server ends (a restart, an administrator's terminate) is reported here,
    // after the pool has already dropped it; the next query opens a new one. Without a listener the
    // report would be an unhandled 'error' event, which ends the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({
      dialect: guardedDialect(new PostgresDialect({ pool: withNamedStatements(pool) })),
    });
    return {
      db,
      dialect: 'postgres',
      pg: { connectionString: options.databaseUrl, schema: options.pgSchema },
      destroy: () => db.destroy(),
    };
  }

  const sqlite = new SqliteDatabase(options.sqliteImage ?? options.sqliteFile ?? ':memory:');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: guardedDialect(new SqliteDialect({ database: withStatementCache(sqlite) })),
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
