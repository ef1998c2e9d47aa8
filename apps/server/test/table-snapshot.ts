import { sql } from 'kysely';
import type { Db } from '../src/db/types.js';
import { isPostgres } from '../src/db/schema-helpers.js';

/**
 * Everything a database holds, read back to compare two of them: its shape (tables, columns,
 * indexes, constraints) and every row of every table the schema lists — not the tables
 * the code knows, so a table added later is compared without anyone remembering to.
 */
export interface DatabaseSnapshot {
  shape: string[];
  tables: Record<string, string[]>;
}

/** A row as one comparable line; bytes as hex, so binary files compare exactly. */
function rowLine(row: Record<string, unknown>): string {
  const comparable = Object.entries(row).map(([column, value]) => [
    column,
    value instanceof Uint8Array ? `bytes:${Buffer.from(value).toString('hex')}` : value,
  ]);
  return JSON.stringify(Object.fromEntries(comparable));
}

async function lines(db: Db, query: ReturnType<typeof sql<Record<string, unknown>>>): Promise<string[]> {
  const { rows } = await query.execute(db);
  return rows.map(rowLine);
}

async function sqliteShape(db: Db): Promise<{ tables: string[]; shape: string[] }> {
  const shape = await lines(db, sql`SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`);
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`.execute(db);
  return { tables: rows.map((row) => row.name), shape };
}

async function postgresShape(db: Db): Promise<{ tables: string[]; shape: string[] }> {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`.execute(db);
  const shape = [
    ...(await lines(
      db,
      // The columns' order, not ordinal_position: a dropped column leaves a gap in the numbers, which a
      // restore (a table made anew) closes while keeping the order.
      sql`SELECT table_name, column_name,
                 row_number() OVER (PARTITION BY table_name ORDER BY ordinal_position) AS column_order,
                 data_type, is_nullable, column_default, is_identity, identity_generation
            FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY 1, 3`,
    )),
    ...(await lines(
      db,
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1`,
    )),
    ...(await lines(
      db,
      sql`SELECT conrelid::regclass::text AS on_table, conname, pg_get_constraintdef(oid) AS definition
            FROM pg_constraint WHERE connamespace = current_schema()::regnamespace ORDER BY 1, 2`,
    )),
  ];
  return { tables: rows.map((row) => row.name), shape };
}

export async function snapshotDatabase(db: Db): Promise<DatabaseSnapshot> {
  const { tables, shape } = isPostgres(db) ? await postgresShape(db) : await sqliteShape(db);
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    rows[table] = (await lines(db, sql`SELECT * FROM ${sql.table(table)}`)).sort();
  }
  return { shape, tables: rows };
}

/** Tables of a snapshot without a single row. */
export function emptyTables(snapshot: DatabaseSnapshot): string[] {
  return Object.entries(snapshot.tables)
    .filter(([, rows]) => rows.length === 0)
    .map(([table]) => table);
}
