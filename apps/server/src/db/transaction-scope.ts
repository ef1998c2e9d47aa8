import { AsyncLocalStorage } from 'node:async_hooks';
import type { Dialect, Driver } from 'kysely';

/**
 * Marks the work of an open transaction, so that a query it makes on the pool instead of on its
 * transaction is caught. Such a query waits for a second pooled connection while the first is held:
 * with every connection held by transactions doing the same, or waiting on a lock this one holds,
 * nothing moves again (on SQLite's one connection it waits for ever at once). It fails loudly instead.
 */
const scope = new AsyncLocalStorage<{ open: boolean }>();

/** Runs a transaction's work inside the mark; whatever the work leaves running sees it lifted once it ends. */
export async function runInTransactionScope<T>(work: () => Promise<T>): Promise<T> {
  const mark = { open: true };
  try {
    return await scope.run(mark, work);
  } finally {
    mark.open = false;
  }
}

/** The dialect, its driver refusing to hand out a connection while the caller's transaction is open. */
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
    if (scope.getStore()?.open) {
      return Promise.reject(
        new Error('a query went to the connection pool from inside an open transaction: run it on the transaction'),
      );
    }
    return acquire();
  };
  return driver;
}
