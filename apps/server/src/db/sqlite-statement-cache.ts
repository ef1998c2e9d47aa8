import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept; queries with IN lists of many lengths would otherwise grow it without end. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3's Database as Kysely's SqliteDialect sees it, keeping one prepared statement per SQL
 * text. Kysely's driver prepares every query it runs again, and on a small request preparing costs
 * as much as running. Kept least recently used first, up to `capacity`.
 *
 * A better-sqlite3 statement refuses to run while an iterator over it is open (stream() iterates).
 * Kysely 0.28 holds the connection for a stream's whole life, so no query runs beside one today;
 * should one ever, it gets a statement of its own rather than the busy kept one.
 */
export function withStatementCache(database: BetterSqlite3.Database, capacity = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const kept = statements.get(sql);
      if (kept !== undefined) {
        if (kept.busy) return database.prepare(sql);
        // Map keeps insertion order: moved to the end, it is the most recently used.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
    close(): void {
      statements.clear();
      database.close();
    },
  };
}
