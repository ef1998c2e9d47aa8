import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { ROLE_ADMIN } from '@kaizen/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATOR_COMPANY_NAME } from '../src/db/seeds/demo.js';
import { verifyPassword } from '../src/lib/password.js';

/**
 * The user:create command, run as a real process on a fresh SQLite file under DATA_DIR. It reads
 * DATABASE_URL, never TEST_DATABASE_URL, so it stays on SQLite whichever engine the API tests use.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = 'apps/server/src/cli/user-create.ts';
const PASSWORD = 'operator-password-7';

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string | undefined>): Promise<RunResult> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env };
  delete childEnv.DATABASE_URL;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      { cwd: repoRoot, env: childEnv, timeout: 60_000 },
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

const dirs: string[] = [];
function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-user-create-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

interface UserRow {
  id: number;
  account: string;
  name: string;
  role: number;
  role_num: number;
  is_deleted: number;
  password_hash: string;
  company_name: string;
  is_operator: number;
}

function readUsers(dataDir: string): UserRow[] {
  const db = new SqliteDatabase(path.join(dataDir, 'kaizen-tree.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT users.id, users.account, users.name, users.role, users.role_num, users.is_deleted,
                users.password_hash, companies.company_name, companies.is_operator
           FROM users JOIN companies ON companies.id = users.company_id
          ORDER BY users.id`,
      )
      .all() as UserRow[];
  } finally {
    db.close();
  }
}

describe('user:create', () => {
  it('creates an administrator (role 0) of the operating company', async () => {
    const dataDir = freshDataDir();
    const result = await runCli(['--account', 'ops-admin', '--name', '運用 管理者'], {
      DATA_DIR: dataDir,
      KAIZEN_PASSWORD: PASSWORD,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created administrator "ops-admin"');

    const users = readUsers(dataDir);
    expect(users).toHaveLength(1);
    const [user] = users;
    expect(user).toMatchObject({
      account: 'ops-admin',
      name: '運用 管理者',
      role: ROLE_ADMIN,
      role_num: ROLE_ADMIN,
      is_deleted: 0,
      company_name: OPERATOR_COMPANY_NAME,
      is_operator: 1,
    });
    expect(result.stdout).toContain(`(id ${user?.id})`);
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.password_hash ?? null, PASSWORD)).toBe(true);
    expect(await verifyPassword(user?.password_hash ?? null, 'another-password')).toBe(false);
  });

  it('refuses an account that already exists with exit code 1, and adds nobody', async () => {
    const dataDir = freshDataDir();
    const env = { DATA_DIR: dataDir, KAIZEN_PASSWORD: PASSWORD };
    expect((await runCli(['--account', 'ops-admin', '--name', '一人目'], env)).code).toBe(0);

    const again = await runCli(['--account', 'ops-admin', '--name', '二人目'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The account "ops-admin" already exists.');
    expect(readUsers(dataDir).map((user) => user.name)).toEqual(['一人目']);
  });

  it('puts a second administrator in the same operating company', async () => {
    const dataDir = freshDataDir();
    const env = { DATA_DIR: dataDir, KAIZEN_PASSWORD: PASSWORD };
    expect((await runCli(['--account', 'first', '--name', '一人目'], env)).code).toBe(0);
    expect((await runCli(['--account', 'second', '--name', '二人目', '--company', '別の名前'], env)).code).toBe(0);

    const users = readUsers(dataDir);
    expect(users.map((user) => [user.account, user.company_name, user.is_operator])).toEqual([
      ['first', OPERATOR_COMPANY_NAME, 1],
      ['second', OPERATOR_COMPANY_NAME, 1],
    ]);
  });

  it('refuses a weak password with exit code 2 and says why', async () => {
    const dataDir = freshDataDir();
    const result = await runCli(['--account', 'ops-admin', '--name', '運用 管理者'], {
      DATA_DIR: dataDir,
      KAIZEN_PASSWORD: 'short',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('パスワードは8文字以上で入力してください');
    expect(fs.existsSync(path.join(dataDir, 'kaizen-tree.sqlite'))).toBe(false);
  });

  it('keeps an --email address waiting for its owner, with the confirmation queued for the server to send', async () => {
    const dataDir = freshDataDir();
    const result = await runCli(['--account', 'ops-admin', '--name', '運用 管理者', '--email', ' ops@example.jp '], {
      DATA_DIR: dataDir,
      KAIZEN_PASSWORD: PASSWORD,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Kaizen Tree <no-reply@example.jp>',
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const db = new SqliteDatabase(path.join(dataDir, 'kaizen-tree.sqlite'), { readonly: true, fileMustExist: true });
    try {
      expect(db.prepare('SELECT email, email_confirmed_at FROM users').all()).toEqual([
        { email: 'ops@example.jp', email_confirmed_at: null },
      ]);
      expect(db.prepare('SELECT channel, kind, target, status FROM deliveries').all()).toEqual([
        { channel: 'email', kind: 'email_confirmation', target: 'ops@example.jp', status: 'pending' },
      ]);
    } finally {
      db.close();
    }
  });

  it('refuses an --email that is no address with exit code 2, and creates nobody', async () => {
    const dataDir = freshDataDir();
    const result = await runCli(['--account', 'ops-admin', '--name', '運用 管理者', '--email', 'ops@'], {
      DATA_DIR: dataDir,
      KAIZEN_PASSWORD: PASSWORD,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('メールアドレスの形式が正しくありません');
    expect(fs.existsSync(path.join(dataDir, 'kaizen-tree.sqlite'))).toBe(false);
  });

  it('prints the usage and exits with code 2 without --name', async () => {
    const dataDir = freshDataDir();
    const result = await runCli(['--account', 'ops-admin'], { DATA_DIR: dataDir, KAIZEN_PASSWORD: PASSWORD });
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('npm run user:create -- --account <account> --name <name>');
    expect(fs.existsSync(path.join(dataDir, 'kaizen-tree.sqlite'))).toBe(false);
  });

  it('prints the usage and exits with code 0 for --help', async () => {
    const result = await runCli(['--help'], { DATA_DIR: freshDataDir(), KAIZEN_PASSWORD: PASSWORD });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Creates an administrator');
  });
});
