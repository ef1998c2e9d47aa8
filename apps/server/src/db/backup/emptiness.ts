export interface TableRows {
  table: string;
  rows: number;
}

/**
 * Tables that a database holds rows in before anyone has used it: the migration records, the
 * master data defaults and the notification e-mail's starting point the migrations insert. Rows
 * there alone do not make a database worth keeping.
 */
const FILLED_BY_MIGRATIONS = new Set(['kysely_migration', 'kysely_migration_lock', 'master_items', 'delivery_cursors']);

/** Named first when a restore is refused: what tells the operator at a glance whose database it is. */
const TELLING = ['users', 'companies', 'projects', 'sales', 'stored_files'];

const bareName = (table: string) => table.split('.').at(-1) ?? table;

function rank(table: string): number {
  const index = TELLING.indexOf(bareName(table));
  return index === -1 ? TELLING.length : index;
}

/** The tables whose rows someone made, the telling ones first: a restore over any of them needs --force. */
export function tablesWithData(counts: TableRows[]): TableRows[] {
  return counts
    .filter(({ table, rows }) => rows > 0 && !FILLED_BY_MIGRATIONS.has(bareName(table)))
    .sort((a, b) => rank(a.table) - rank(b.table) || a.table.localeCompare(b.table));
}
