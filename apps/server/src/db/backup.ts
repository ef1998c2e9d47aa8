import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup/backup-error.js';
import type { TableRows } from './backup/emptiness.js';
import {
  backupPostgres,
  checkPostgresBackup,
  pgTablesWithData,
  restorePostgres,
  type PgTarget,
} from './backup/postgres.js';
import { backupSqlite, checkSqliteBackup, restoreSqlite, sqliteTablesWithData } from './backup/sqlite.js';

export { BackupError } from './backup/backup-error.js';
export type { TableRows } from './backup/emptiness.js';

/**
 * The database a backup is taken from or restored into. Uploaded files live in it (stored_files),
 * so a backup holds them too: there is nothing else on disk to save.
 */
export type BackupTarget = { engine: 'sqlite'; file: string } | ({ engine: 'postgres' } & PgTarget);

export type BackupEngine = BackupTarget['engine'];

const EXTENSION: Record<BackupEngine, string> = { sqlite: 'sqlite', postgres: 'dump' };

/** ./backups/kaizen-20250102T030405Z.sqlite (or .dump): UTC, sortable, no characters a file system minds. */
export function defaultBackupFile(engine: BackupEngine, now = new Date(), dir = 'backups'): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.resolve(dir, `kaizen-${stamp}.${EXTENSION[engine]}`);
}

/** Which engine wrote a backup file, from its first bytes; undefined for anything else. */
export function backupEngineOf(file: string): BackupEngine | undefined {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

export interface BackupOptions {
  /** Replace a file already at the target path. */
  overwrite?: boolean;
}

/**
 * Backs the database up into file while the server may keep running. The backup is written next to
 * file under a temporary name and renamed into place once complete, so a file at that path is
 * always a whole backup.
 */
export async function backupDatabase(
  source: BackupTarget,
  file: string,
  options: BackupOptions = {},
): Promise<{ file: string; bytes: number }> {
  const target = path.resolve(file);
  if (fs.existsSync(target) && !options.overwrite) {
    throw new BackupError(`${target} already exists: choose another path, or add --force to replace it.`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { force: true });
  try {
    if (source.engine === 'sqlite') await backupSqlite(source.file, partial);
    else await backupPostgres(source, partial);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(`${partial}-journal`, { force: true });
  }
  return { file: target, bytes: fs.statSync(target).size };
}

/** The tables of the database that hold rows someone made (what a restore would overwrite). */
export function tablesWithDataIn(target: BackupTarget): Promise<TableRows[]> {
  return target.engine === 'sqlite' ? Promise.resolve(sqliteTablesWithData(target.file)) : pgTablesWithData(target.url);
}

export interface RestoreOptions {
  /** Overwrite a database that already holds data. */
  force?: boolean;
}

const ENGINE_NAME: Record<BackupEngine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/**
 * Replaces the database with the backup in file. Refuses, before touching anything, a file that is
 * not a backup of this application for this engine, and a database that already holds data unless
 * force is set. The server should be stopped: it would go on with what it had cached and written.
 */
export async function restoreDatabase(file: string, target: BackupTarget, options: RestoreOptions = {}): Promise<void> {
  const backup = path.resolve(file);
  if (!fs.existsSync(backup) || !fs.statSync(backup).isFile()) throw new BackupError(`There is no file at ${backup}.`);
  const engine = backupEngineOf(backup);
  if (engine !== target.engine) {
    const what = engine ? `a ${ENGINE_NAME[engine]} backup` : 'neither a SQLite nor a PostgreSQL backup';
    throw new BackupError(`${backup} is ${what}; the server is set up for ${ENGINE_NAME[target.engine]}.`);
  }
  if (target.engine === 'sqlite') checkSqliteBackup(backup);
  else await checkPostgresBackup(backup, target);

  if (!options.force) {
    const filled = await tablesWithDataIn(target);
    if (filled.length > 0) {
      const named = filled.slice(0, 5).map(({ table, rows }) => `${table} (${rows})`);
      const listed = filled.length > 5 ? `${named.join(', ')} and ${filled.length - 5} more tables` : named.join(', ');
      throw new BackupError(
        `The database already holds data — rows in ${listed}. Restoring would replace all of it: add --force to do so.`,
      );
    }
  }
  if (target.engine === 'sqlite') {
    fs.mkdirSync(path.dirname(path.resolve(target.file)), { recursive: true });
    await restoreSqlite(backup, target.file);
  } else {
    await restorePostgres(backup, target);
  }
}
