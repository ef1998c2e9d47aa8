import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWKWARD_BYTES, fillEveryTable } from '../../test/backup-fill.js';
import { emptyTables, snapshotDatabase, type DatabaseSnapshot } from '../../test/table-snapshot.js';
import { createTestDb, testDatabaseUrl } from '../../test/test-app.js';
import {
  BackupError,
  backupDatabase,
  backupEngineOf,
  defaultBackupFile,
  restoreDatabase,
  type BackupTarget,
} from './backup.js';
import { choosePgTool, findPgTool } from './backup/pg-tools.js';
import { createDb, type DbHandle } from './kysely.js';
import { migrateToLatest } from './migrate.js';
import { nowIso } from './schema-helpers.js';

/**
 * npm run backup / restore, through the functions the commands call: a database with rows in every
 * table is backed up while another connection holds a write transaction open, restored into a fresh
 * database, and compared table by table, row by row. SQLite on files in a temp directory; PostgreSQL
 * (TEST_DATABASE_URL) with pg_dump / pg_restore into a database made for the test and dropped after.
 */
const pgUrl = testDatabaseUrl();
const UNCOMMITTED = 'バックアップ中の未確定の会社';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-backup-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function companyNames(db: DbHandle['db']): Promise<string[]> {
  const rows = await db.selectFrom('companies').select('company_name').execute();
  return rows.map((row) => row.company_name);
}

async function insertCompany(db: DbHandle['db'], name: string): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('companies')
    .values({ company_name: name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** What every engine's round trip must show; `round` is filled by the engine's beforeAll. */
interface RoundTrip {
  /** The source as it was when the backup started (the open transaction not in it). */
  before: DatabaseSnapshot;
  restored: DbHandle;
  source: DbHandle;
  awkwardFileId: number;
}

function roundTripTests(round: () => RoundTrip) {
  it('has rows in every table of the schema before the backup (a table left empty would prove nothing)', () => {
    expect(Object.keys(round().before.tables).length).toBeGreaterThanOrEqual(50);
    expect(emptyTables(round().before)).toEqual([]);
  });

  it('restores every table row by row, and the schema, into a fresh database', async () => {
    const restored = await snapshotDatabase(round().restored.db);
    expect(Object.keys(restored.tables)).toEqual(Object.keys(round().before.tables));
    for (const [table, rows] of Object.entries(round().before.tables)) {
      expect(restored.tables[table], `table ${table}`).toEqual(rows);
    }
    expect(restored.shape).toEqual(round().before.shape);
  });

  it('keeps uploaded files (stored_files) byte for byte', async () => {
    const file = await round()
      .restored.db.selectFrom('stored_files')
      .select(['data', 'size'])
      .where('id', '=', round().awkwardFileId)
      .executeTakeFirstOrThrow();
    expect(Buffer.compare(Buffer.from(file.data), AWKWARD_BYTES)).toBe(0);
    expect(Number(file.size)).toBe(AWKWARD_BYTES.length);
  });

  it('reads one committed snapshot: a write transaction open on another connection is left out', async () => {
    expect(await companyNames(round().restored.db)).not.toContain(UNCOMMITTED);
    // It did commit afterwards: the backup left it out because it was not committed yet, not because it failed.
    expect(await companyNames(round().source.db)).toContain(UNCOMMITTED);
  });

  it('continues ids after the restored rows', async () => {
    const ids = await round().restored.db.selectFrom('companies').select('id').execute();
    const next = await insertCompany(round().restored.db, '復元後に追加した会社');
    expect(next).toBeGreaterThan(Math.max(...ids.map((row) => Number(row.id))));
  });
}

if (!pgUrl) {
  describe('SQLite: online backup (SQLite backup API) and restore', () => {
    const dir = tempDir();
    const liveFile = path.join(dir, 'live', 'kaizen-tree.sqlite');
    const backupFile = path.join(dir, 'backups', 'kaizen.sqlite');
    const restoredFile = path.join(dir, 'restored', 'kaizen-tree.sqlite');
    const copyFile = path.join(dir, 'copied.sqlite');
    const IN_WAL = 'WALにだけある確定済みの会社';
    let state: RoundTrip | undefined;
    const round = () => state ?? expect.unreachable('the round trip did not run');
    const handles: DbHandle[] = [];
    const open = (file: string) => {
      const handle = createDb({ sqliteFile: file });
      handles.push(handle);
      return handle;
    };

    beforeAll(async () => {
      fs.mkdirSync(path.dirname(liveFile), { recursive: true });
      const source = open(liveFile);
      await migrateToLatest(source.db);
      const { awkwardFileId } = await fillEveryTable(source.db);

      // Another process's connection: its commit stays in the -wal file (no checkpoint), then it
      // opens a write transaction and holds it across the whole backup.
      const writer = new SqliteDatabase(liveFile);
      writer.pragma('wal_autocheckpoint = 0');
      const addCompany = writer.prepare(
        `INSERT INTO companies (company_name, created_at, updated_at) VALUES (?, '2025-01-01', '2025-01-01')`,
      );
      addCompany.run(IN_WAL);
      const before = await snapshotDatabase(source.db);
      fs.copyFileSync(liveFile, copyFile);
      writer.exec('BEGIN IMMEDIATE');
      addCompany.run(UNCOMMITTED);
      try {
        await backupDatabase({ engine: 'sqlite', file: liveFile }, backupFile);
      } finally {
        writer.exec('COMMIT');
        writer.close();
      }
      await restoreDatabase(backupFile, { engine: 'sqlite', file: restoredFile });
      state = { before, source, restored: open(restoredFile), awkwardFileId };
    });
    afterAll(async () => {
      for (const handle of handles.splice(0)) await handle.destroy();
    });

    roundTripTests(round);

    it('includes what is committed but still only in the -wal file, which a copy of the database file misses', async () => {
      expect(await companyNames(round().restored.db)).toContain(IN_WAL);
      // Read-write: a read-only connection cannot open a WAL database without its -shm file.
      const copied = new SqliteDatabase(copyFile);
      try {
        const names = copied.prepare('SELECT company_name FROM companies').pluck().all();
        expect(names).not.toContain(IN_WAL);
      } finally {
        copied.close();
      }
    });

    it('writes one self-contained file: no -wal beside it, rollback journal mode, sound', () => {
      expect(fs.readdirSync(path.dirname(backupFile))).toEqual(['kaizen.sqlite']);
      const backup = new SqliteDatabase(backupFile, { readonly: true });
      try {
        expect(backup.pragma('journal_mode', { simple: true })).toBe('delete');
        expect(backup.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        backup.close();
      }
      expect(backupEngineOf(backupFile)).toBe('sqlite');
    });

    it('refuses to restore over a database that holds data, naming its tables, and changes nothing', async () => {
      const target: BackupTarget = { engine: 'sqlite', file: restoredFile };
      const marker = await insertCompany(round().restored.db, '上書きされてはならない会社');
      const refusal = await restoreDatabase(backupFile, target).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(/already holds data .*users \(\d+\), companies \(\d+\).*--force/);
      expect(await companyNames(round().restored.db)).toContain('上書きされてはならない会社');

      await restoreDatabase(backupFile, target, { force: true });
      const again = await snapshotDatabase(round().restored.db);
      expect(again.tables).toEqual(round().before.tables);
      expect(marker).toBeGreaterThan(0);
    });

    it('restores into a database that is only migrated (master data defaults do not count as data)', async () => {
      const file = path.join(tempDir(), 'kaizen-tree.sqlite');
      await migrateToLatest(open(file).db);
      await restoreDatabase(backupFile, { engine: 'sqlite', file });
      expect((await snapshotDatabase(open(file).db)).tables).toEqual(round().before.tables);
    });

    it('refuses a file that is not a backup of this application, and changes nothing', async () => {
      const target: BackupTarget = { engine: 'sqlite', file: path.join(tempDir(), 'kaizen-tree.sqlite') };
      const other = path.join(tempDir(), 'other.sqlite');
      const otherDb = new SqliteDatabase(other);
      otherDb.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
      otherDb.close();
      const notes = path.join(tempDir(), 'notes.txt');
      fs.writeFileSync(notes, 'not a database');
      const dump = path.join(tempDir(), 'kaizen.dump');
      fs.writeFileSync(dump, Buffer.concat([Buffer.from('PGDMP'), randomBytes(64)]));

      await expect(restoreDatabase(other, target)).rejects.toThrow(/not a sound Kaizen Tree SQLite backup/);
      await expect(restoreDatabase(notes, target)).rejects.toThrow(/neither a SQLite nor a PostgreSQL backup/);
      await expect(restoreDatabase(dump, target)).rejects.toThrow(
        /a PostgreSQL backup; the server is set up for SQLite/,
      );
      await expect(restoreDatabase(path.join(dir, 'missing.sqlite'), target)).rejects.toThrow(/There is no file/);
      expect(fs.existsSync(target.file)).toBe(false);
    });

    it('keeps an existing backup file unless told to replace it, and never leaves a partial file', async () => {
      const before = fs.statSync(backupFile);
      await expect(backupDatabase({ engine: 'sqlite', file: liveFile }, backupFile)).rejects.toThrow(/already exists/);
      expect(fs.statSync(backupFile).mtimeMs).toBe(before.mtimeMs);
      await backupDatabase({ engine: 'sqlite', file: liveFile }, backupFile, { overwrite: true });
      await expect(
        backupDatabase({ engine: 'sqlite', file: path.join(dir, 'nowhere.sqlite') }, path.join(dir, 'x', 'b.sqlite')),
      ).rejects.toThrow(/There is no SQLite database at/);
      expect(fs.readdirSync(path.join(dir, 'x'))).toEqual([]);
      expect(fs.readdirSync(path.dirname(backupFile))).toEqual(['kaizen.sqlite']);
    });
  });
} else {
  describe('PostgreSQL: pg_dump / pg_restore (custom format)', () => {
    const url = pgUrl;
    const databases: string[] = [];
    const handles: DbHandle[] = [];
    const backupFile = path.join(tempDir(), 'kaizen.dump');
    let dropSource: (() => Promise<void>) | undefined;
    let schema = '';
    let state: RoundTrip | undefined;
    const round = () => state ?? expect.unreachable('the round trip did not run');

    async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    }
    const admin = <T>(work: (client: pg.Client) => Promise<T>) => withClient(url, work);
    /** A new, empty database (prefix i17e), dropped after the file. */
    async function freshDatabase(): Promise<string> {
      const name = `i17e_${randomBytes(5).toString('hex')}`;
      await admin((client) => client.query(`CREATE DATABASE ${name}`));
      databases.push(name);
      const address = new URL(url);
      address.pathname = `/${name}`;
      return address.toString();
    }
    const openIn = (databaseUrl: string) => {
      const handle = createDb({ databaseUrl, pgSchema: schema, pgPoolSize: 2 });
      handles.push(handle);
      return handle;
    };

    beforeAll(async () => {
      const created = await createTestDb();
      dropSource = created.drop;
      const source = created.handle;
      handles.push(source);
      schema = source.pg?.schema ?? expect.unreachable('a PostgreSQL test database has a schema');
      await migrateToLatest(source.db);
      const { awkwardFileId } = await fillEveryTable(source.db);
      const before = await snapshotDatabase(source.db);

      const writer = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
      await writer.connect();
      try {
        await writer.query('BEGIN');
        await writer.query(
          `INSERT INTO companies (company_name, created_at, updated_at) VALUES ($1, '2025-01-01', '2025-01-01')`,
          [UNCOMMITTED],
        );
        await backupDatabase({ engine: 'postgres', url, schema }, backupFile);
        await writer.query('COMMIT');
      } finally {
        await writer.end();
      }
      const target = await freshDatabase();
      await restoreDatabase(backupFile, { engine: 'postgres', url: target });
      state = { before, source, restored: openIn(target), awkwardFileId };
    });
    afterAll(async () => {
      for (const handle of handles.splice(0)) await handle.destroy();
      await dropSource?.();
      for (const name of databases.splice(0)) {
        await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    });

    roundTripTests(round);

    it('writes a pg_dump custom-format archive', () => {
      expect(backupEngineOf(backupFile)).toBe('postgres');
    });

    it('refuses to restore over a database that holds data, naming its tables, and changes nothing', async () => {
      const target = await freshDatabase();
      await restoreDatabase(backupFile, { engine: 'postgres', url: target });
      const handle = openIn(target);
      await insertCompany(handle.db, '上書きされてはならない会社');
      const refusal = await restoreDatabase(backupFile, { engine: 'postgres', url: target }).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(
        new RegExp(`already holds data .*${schema}\\.users \\(\\d+\\), ${schema}\\.companies \\(\\d+\\).*--force`),
      );
      expect(await companyNames(handle.db)).toContain('上書きされてはならない会社');

      await restoreDatabase(backupFile, { engine: 'postgres', url: target }, { force: true });
      expect((await snapshotDatabase(handle.db)).tables).toEqual(round().before.tables);
    });

    it('refuses a file that is not a backup of this application, and changes nothing', async () => {
      const target = await freshDatabase();
      const notes = path.join(tempDir(), 'notes.dump');
      fs.writeFileSync(notes, Buffer.concat([Buffer.from('PGDMP'), randomBytes(64)]));
      const sqliteFile = path.join(tempDir(), 'kaizen.sqlite');
      const sqliteDb = new SqliteDatabase(sqliteFile);
      sqliteDb.exec('CREATE TABLE t (x)');
      sqliteDb.close();

      await expect(restoreDatabase(notes, { engine: 'postgres', url: target })).rejects.toThrow(
        /not a PostgreSQL backup in pg_dump's custom format/,
      );
      await expect(restoreDatabase(sqliteFile, { engine: 'postgres', url: target })).rejects.toThrow(
        /a SQLite backup; the server is set up for PostgreSQL/,
      );
      const tables = await withClient(target, async (client) => {
        const { rows } = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
        );
        return rows[0]?.n;
      });
      expect(tables).toBe(0);
    });

    it('runs the pg_dump and pg_restore of the server major version it finds', async () => {
      const { rows } = await admin((client) => client.query<{ server_version_num: string }>('SHOW server_version_num'));
      const major = Math.floor(Number(rows[0]?.server_version_num) / 10_000);
      for (const tool of ['pg_dump', 'pg_restore'] as const) {
        const binary = await findPgTool(tool, major);
        expect(path.basename(binary)).toBe(tool);
      }
    });
  });
}

describe('choosing pg_dump / pg_restore for the server version', () => {
  const v15 = { path: '/usr/lib/postgresql/15/bin/pg_dump', major: 15 };
  const v16 = { path: '/usr/lib/postgresql/16/bin/pg_dump', major: 16 };
  const v17 = { path: 'pg_dump', major: 17 };

  it('takes the same major version as the server when there is one', () => {
    expect(choosePgTool('pg_dump', [v17, v15, v16], 16)).toBe(v16.path);
  });

  it('takes the oldest newer one when the same version is missing', () => {
    expect(choosePgTool('pg_dump', [v17, v16], 15)).toBe(v16.path);
  });

  it('refuses a server newer than every client found, saying what to install', () => {
    expect(() => choosePgTool('pg_dump', [v15], 16)).toThrow(
      /PostgreSQL 16, and pg_dump must be version 16 or newer: found only pg_dump 15\. Install the PostgreSQL 16 client .*PG_BIN_DIR/,
    );
    expect(() => choosePgTool('pg_restore', [], 15)).toThrow(/found no pg_restore/);
  });

  it('looks only in PG_BIN_DIR when it is set', async () => {
    await expect(findPgTool('pg_dump', 15, { PG_BIN_DIR: tempDir() })).rejects.toThrow(/found no pg_dump/);
  });
});

describe('default backup file', () => {
  it('is ./backups/kaizen-<UTC time> with the engine extension', () => {
    const at = new Date('2025-01-02T03:04:05.678Z');
    expect(defaultBackupFile('sqlite', at)).toBe(path.resolve('backups', 'kaizen-20250102T030405Z.sqlite'));
    expect(defaultBackupFile('postgres', at)).toBe(path.resolve('backups', 'kaizen-20250102T030405Z.dump'));
  });
});
