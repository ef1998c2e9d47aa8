import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/kysely.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoIfEmpty } from '../src/db/seeds/demo.js';
import { testDatabaseUrl } from './test-app.js';
import { withAdminConnection } from './test-db-template.js';

/**
 * npm run backup and npm run restore as real processes, on the engine of the run: SQLite files under
 * DATA_DIR, or (TEST_DATABASE_URL) PostgreSQL databases made for the test (prefix i17e) and dropped
 * after, passed to the commands as DATABASE_URL — as an operator would run them.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsx = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;
const pgUrl = testDatabaseUrl();
const engine = pgUrl ? 'postgres' : 'sqlite';

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

const dirs: string[] = [];
const databases: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-backup-cli-'));
  dirs.push(dir);
  return dir;
}

/** Runs a command in cwd, on the database `where` names (a DATA_DIR, or a DATABASE_URL). */
function runCli(name: 'backup' | 'restore', args: string[], cwd: string, where: string): Promise<RunResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', SECRETS_KEY: 'k'.repeat(32) };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (engine === 'postgres') env.DATABASE_URL = where;
  else env.DATA_DIR = where;
  const script = path.join(repoRoot, `apps/server/src/cli/${name}.ts`);
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', tsx, script, ...args],
      { cwd, env, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') {
          reject(error);
          return;
        }
        resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
      },
    );
  });
}

/** A new empty database: a DATA_DIR, or a PostgreSQL database's URL. */
async function freshDatabase(): Promise<string> {
  if (!pgUrl) return tempDir();
  const name = `i17e_cli_${randomBytes(5).toString('hex')}`;
  await withAdminConnection(pgUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  databases.push(name);
  const address = new URL(pgUrl);
  address.pathname = `/${name}`;
  return address.toString();
}

function open(where: string) {
  return engine === 'postgres'
    ? createDb({ databaseUrl: where, pgPoolSize: 1 })
    : createDb({ sqliteFile: path.join(where, 'kaizen-tree.sqlite') });
}

/** What an operator would check first: the accounts and the uploaded files, by content hash. */
async function essentials(where: string) {
  const handle = open(where);
  try {
    const users = await handle.db.selectFrom('users').select(['account', 'password_hash']).orderBy('id').execute();
    const files = await handle.db
      .selectFrom('stored_files')
      .select(['name', 'content_hash', 'data'])
      .orderBy('id')
      .execute();
    return {
      users,
      files: files.map((file) => ({ name: file.name, hash: file.content_hash, bytes: Buffer.from(file.data).length })),
    };
  } finally {
    await handle.destroy();
  }
}

let source = '';
const cwd = tempDir();

beforeAll(async () => {
  source = await freshDatabase();
  const handle = open(source);
  try {
    await migrateToLatest(handle.db);
    await seedDemoIfEmpty(handle.db);
  } finally {
    await handle.destroy();
  }
});
afterAll(async () => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  for (const name of databases.splice(0)) {
    if (pgUrl)
      await withAdminConnection(pgUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
});

// Each test starts node with tsx once or twice: seconds each on a busy machine.
describe(`npm run backup / npm run restore (${engine})`, { timeout: 90_000 }, () => {
  const extension = engine === 'postgres' ? 'dump' : 'sqlite';
  let backupFile = '';

  it(`backs up to ./backups/kaizen-<UTC time>.${extension} when given no file`, async () => {
    const result = await runCli('backup', [], cwd, source);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const written = fs.readdirSync(path.join(cwd, 'backups'));
    expect(written).toEqual([expect.stringMatching(new RegExp(`^kaizen-\\d{8}T\\d{6}Z\\.${extension}$`))]);
    backupFile = path.join(cwd, 'backups', written[0] ?? '');
    expect(result.stdout).toContain(`Backed up to ${backupFile} (${fs.statSync(backupFile).size} bytes).`);
  });

  it('restores it into an empty database: the same accounts and uploaded files', async () => {
    const target = await freshDatabase();
    const result = await runCli('restore', [backupFile], cwd, target);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const restored = await essentials(target);
    expect(restored).toEqual(await essentials(source));
    expect(restored.files.length).toBeGreaterThan(0);
    expect(restored.users.map((user) => user.account)).toContain('admin');
  });

  it('refuses to restore over a database with data (exit 1) unless --force', async () => {
    const refused = await runCli('restore', [backupFile], cwd, source);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The database already holds data');
    expect(refused.stderr).toContain('add --force');

    const forced = await runCli('restore', [backupFile, '--force'], cwd, source);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(`Restored ${backupFile}.`);
  });

  it('keeps an existing backup file (exit 1) unless --force', async () => {
    const before = fs.readFileSync(backupFile);
    const kept = await runCli('backup', [backupFile], cwd, source);
    expect(kept.code).toBe(1);
    expect(kept.stderr).toContain('already exists');
    expect(Buffer.compare(fs.readFileSync(backupFile), before)).toBe(0);
    expect((await runCli('backup', [backupFile, '--force'], cwd, source)).code).toBe(0);
  });

  it('prints the usage: exit 2 for restore without a file, exit 0 for --help', async () => {
    const missing = await runCli('restore', [], cwd, source);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toContain('npm run restore -- <file> [--force]');
    const help = await runCli('backup', ['--help'], cwd, source);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('npm run backup -- [file] [--force]');
  });
});
