import { sql, type SelectQueryBuilder } from 'kysely';
import { isPostgres } from './schema-helpers.js';

/**
 * All of a query's rows, each an array of `columns` in that order, rows in `orderBy` order. For reads
 * of thousands of rows, each engine in the way it does fastest:
 * - SQLite builds them as one JSON array (`json_group_array(json_array(…) ORDER BY …)`, the
 *   aggregate's own order, which SQLite promises), parsed once: better-sqlite3 making an object per row
 *   costs more (the 21,220-node tree's six reads: 48 → 36 ms).
 * - PostgreSQL answers plain rows in ORDER BY order: its json_build_array works out each argument's
 *   JSON conversion again on every row, which made the same read slower than the driver's rows (the
 *   21,220-node tree's six reads: 82 → 56 ms, decisions/0019).
 */
export async function readRowArrays<DB, TB extends keyof DB>(
  db: { getExecutor(): { readonly adapter: unknown } },
  query: SelectQueryBuilder<DB, TB, object>,
  columns: readonly string[],
  orderBy: readonly string[],
): Promise<unknown[][]> {
  if (isPostgres(db)) {
    const ordered = orderBy.reduce((q, column) => q.orderBy(sql.ref(column)), query);
    const rows = (await ordered.select(columns.map((column) => sql.ref(column).as(column))).execute()) as Record<
      string,
      unknown
    >[];
    return rows.map((row) => columns.map((column) => row[column]));
  }
  const values = sql.join(columns.map((column) => sql.ref(column)));
  const order = sql.join(orderBy.map((column) => sql.ref(column)));
  const answer = (await query
    .select(sql<string>`json_group_array(json_array(${values}) order by ${order})`.as('rows'))
    .executeTakeFirstOrThrow()) as { rows: string };
  return JSON.parse(answer.rows) as unknown[][];
}

/** Rows (arrays of `columns` in order) turned into one array per column. */
export function toColumns<C extends string>(rows: unknown[][], columns: readonly C[]): Record<C, unknown[]> {
  const result = {} as Record<C, unknown[]>;
  columns.forEach((column, j) => {
    result[column] = rows.map((row) => row[j]);
  });
  return result;
}
