import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** SQL text → statement name; only ever grows, and only by the few queries of reusable-query.ts. */
const statementNames = new Map<string, string>();

/**
 * Has PostgreSQL keep this SQL as a named prepared statement on each connection that runs it: parsed
 * and planned once per connection instead of on every run. Meant for the handful of fixed queries
 * every request makes (reusable-query.ts): each name stays in the server for the connection's life.
 */
export function nameStatement(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `kaizen_${statementNames.size + 1}`);
}

/** A pooled connection that runs named SQL as its prepared statement (pg sends the Parse once). */
class NamingClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      // A cursor is a pg Submittable; pg's overloads do not say so in a way TypeScript can follow.
      return this.client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    }
    const values = parameters === undefined ? [] : [...parameters];
    const name = statementNames.get(sqlOrCursor);
    const result = name
      ? this.client.query({ name, text: sqlOrCursor, values })
      : this.client.query(sqlOrCursor, values);
    // pg types `command` as any string; Kysely only reads it to count affected rows.
    return result as unknown as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.client.release();
  }
}

/** The pool as Kysely's PostgresDialect takes it, running named SQL (nameStatement) as prepared statements. */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  // Kysely keeps its connection object per pooled client: the same client must come back as the same wrapper.
  const wrappers = new WeakMap<pg.PoolClient, NamingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (wrapper === undefined) {
        wrapper = new NamingClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
