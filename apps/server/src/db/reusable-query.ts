import type { Compilable, CompiledQuery } from 'kysely';
import { nameStatement } from './postgres-named-statements.js';
import type { Db } from './types.js';

/** Stands in for the query's `index`-th argument while it is built. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query of one fixed shape, built and compiled once per database and then run with each call's
 * values. Building and compiling a Kysely query takes about as long as SQLite takes to run a small
 * one, so the calls made on every request (the token check, the project check) keep theirs; on
 * PostgreSQL its SQL also becomes a named prepared statement (postgres-named-statements.ts), so the
 * server parses and plans it once per connection rather than on every run.
 *
 * `build` is called once, with stand-ins for its arguments: it must pass each on as a plain value
 * (the operand of a where, a set, a values) and never look at it or branch on it, since the SQL is
 * reused for every later value. A stand-in that does not end up among the parameters fails loudly.
 * A transaction is a database of its own here: a query run in one is built again, as any query is.
 */
export function reusableQuery<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();

  const compileFor = (db: Db, arity: number): CompiledQuery<Row> => {
    const slots = Array.from({ length: arity }, (_, index) => new Slot(index));
    // The stand-ins take the arguments' places; the check below makes sure each became a parameter.
    const query = build(db, ...(slots as unknown as Args)).compile();
    const reached = new Set(query.parameters.filter((p) => p instanceof Slot).map((p) => (p as Slot).index));
    if (reached.size !== arity) {
      throw new Error(`reusableQuery: an argument did not become a parameter of ${query.sql}`);
    }
    nameStatement(query.sql);
    return query;
  };

  return async (db, ...args) => {
    let query = compiled.get(db);
    if (query === undefined) {
      query = compileFor(db, args.length);
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    const { rows } = await db.executeQuery<Row>({ ...query, parameters });
    return rows;
  };
}
