import pg from 'pg';
import { BackupError } from './backup-error.js';
import { tablesWithData, type TableRows } from './emptiness.js';
import { findPgTool, runPgTool } from './pg-tools.js';

export interface PgTarget {
  url: string;
  /** Dump only this schema (the tests keep each file's data in a schema of its own); unset: the whole database. */
  schema?: string | undefined;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
  return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
}

async function listArchive(pgRestore: string, file: string): Promise<string> {
  try {
    return await runPgTool(pgRestore, ['--list', file]);
  } catch (error) {
    throw new BackupError(
      `${file} is not a PostgreSQL backup in pg_dump's custom format (${(error as Error).message}).`,
    );
  }
}

/** The archive's table of contents names the migration table's data: it is a dump of this application. */
async function checkArchive(pgRestore: string, file: string): Promise<void> {
  const contents = await listArchive(pgRestore, file);
  if (!/ TABLE DATA \S+ kysely_migration /.test(contents)) {
    throw new BackupError(`${file} is a pg_dump archive, but not of a Kaizen Tree database (no migration table).`);
  }
}

/**
 * pg_dump in its custom format: one consistent snapshot, taken while the server goes on writing
 * (pg_dump's locks only keep tables from being dropped or altered meanwhile).
 */
export async function backupPostgres(target: PgTarget, file: string): Promise<void> {
  const major = await withClient(target.url, serverMajor);
  const pgDump = await findPgTool('pg_dump', major);
  const only = target.schema ? [`--schema=${target.schema}`] : [];
  await runPgTool(pgDump, ['--format=custom', `--file=${file}`, ...only], target.url);
  await checkArchive(await findPgTool('pg_restore', major), file);
}

/** Refuses a file that is not a pg_dump archive of this application, before anything is touched. */
export async function checkPostgresBackup(file: string, target: PgTarget): Promise<void> {
  const pgRestore = await findPgTool('pg_restore', await withClient(target.url, serverMajor));
  await checkArchive(pgRestore, file);
}

/** Tables of any schema of the database (not the system's) that hold rows someone made. */
export async function pgTablesWithData(url: string): Promise<TableRows[]> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
    );
    const counts: TableRows[] = [];
    for (const { schema, name } of tables) {
      const qualified = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
      const { rows } = await client.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM ${qualified}`);
      counts.push({ table: schema === 'public' ? name : `${schema}.${name}`, rows: rows[0]?.rows ?? 0 });
    }
    return tablesWithData(counts);
  });
}

/**
 * pg_restore in one transaction: each object of the archive is dropped when it exists and created
 * again, and if anything fails the database is left as it was.
 */
export async function restorePostgres(file: string, target: PgTarget): Promise<void> {
  const pgRestore = await findPgTool('pg_restore', await withClient(target.url, serverMajor));
  await runPgTool(
    pgRestore,
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file],
    target.url,
  );
}
