import type { Dialect, Driver } from 'kysely';
import { insideOpenTransaction } from '../lib/request-context.js';

/**
 * The dialect, its driver refusing to hand out a connection to the work of an open transaction
 * (lib/transaction.ts marks it). Such a query waits for a second pooled connection while the first is
 * held: with every connection held by transactions doing the same, or waiting on a lock this one
 * holds, nothing moves again (on SQLite's one connection it waits for ever at once). It fails loudly
 * instead.
 */
export function guardedDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => guardedDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

function guardedDriver(driver: Driver): Driver {
  const acquire = driver.acquireConnection.bind(driver);
  driver.acquireConnection = () => {
    if (insideOpenTransaction()) {
      return Promise.reject(
        new Error('a query went to the connection pool from inside an open transaction: run it on the transaction'),
      );
    }
    return acquire();
  };
  return driver;
}
