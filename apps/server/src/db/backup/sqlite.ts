import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { BackupError } from './backup-error.js';
import { tablesWithData, type TableRows } from './emptiness.js';

/** Pages per backup step: all of them, so one step reads one consistent snapshot and never restarts. */
const ALL_PAGES = 0x7fffffff;

function open(file: string, options: SqliteDatabase.Options = {}): SqliteDatabase.Database {
  const db = new SqliteDatabase(file, { fileMustExist: true, ...options });
  // The server may be writing: wait for its lock rather than fail at once.
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * Copies the live database through SQLite's online backup API, from a connection of its own: it
 * reads one committed snapshot — including what still sits in the -wal file, which a copy of the
 * database file alone would miss — while the server goes on writing (WAL lets both run at once).
 * The result is one self-contained file (rollback journal, not WAL).
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<void> {
  if (!fs.existsSync(sourceFile)) throw new BackupError(`There is no SQLite database at ${sourceFile}.`);
  const source = open(sourceFile);
  try {
    await source.backup(targetFile, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = open(targetFile);
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The backup did not pass SQLite's integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
}

/** Refuses a file that is not a sound SQLite database of this application, before anything is overwritten. */
export function checkSqliteBackup(file: string): void {
  let db: SqliteDatabase.Database | undefined;
  try {
    db = open(file, { readonly: true });
    const check = db.pragma('quick_check', { simple: true });
    const migrations = db
      .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`)
      .get();
    if (check !== 'ok' || !migrations) throw new Error(check === 'ok' ? 'no migration table' : String(check));
  } catch (error) {
    throw new BackupError(`${file} is not a sound Kaizen Tree SQLite backup (${(error as Error).message}).`);
  } finally {
    db?.close();
  }
}

/** Tables of the SQLite database at file that hold data (none when the file does not exist). */
export function sqliteTablesWithData(file: string): TableRows[] {
  if (!fs.existsSync(file)) return [];
  const db = open(file);
  try {
    const names = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
      .all() as { name: string }[];
    return tablesWithData(
      names.map(({ name }) => {
        const { rows } = db.prepare(`SELECT count(*) AS rows FROM "${name.replaceAll('"', '""')}"`).get() as {
          rows: number;
        };
        return { table: name, rows };
      }),
    );
  } finally {
    db.close();
  }
}

/**
 * Writes the backup over the database at targetFile through the backup API in the other direction,
 * so SQLite itself replaces every page (and its -wal file) under its own locks.
 */
export async function restoreSqlite(backupFile: string, targetFile: string): Promise<void> {
  const source = open(backupFile, { readonly: true });
  try {
    await source.backup(targetFile, { progress: () => ALL_PAGES });
  } catch (error) {
    throw new BackupError(
      `Could not write ${targetFile} (${(error as Error).message}). Stop the server before restoring.`,
    );
  } finally {
    source.close();
  }
}
