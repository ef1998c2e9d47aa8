import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-app.js';
import type { DbHandle } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { insertCompany, insertProject } from '../db/seeds/records.js';
import { AppError } from './app-error.js';
import { inTransaction, isRetryableAbort, TRANSACTION_ATTEMPTS } from './transaction.js';

let handle: DbHandle;
let drop: () => Promise<void>;
let companyId: number;

beforeAll(async () => {
  ({ handle, drop } = await createTestDb());
  await migrateToLatest(handle.db);
  companyId = await insertCompany(handle.db, '取引先');
});
afterAll(async () => {
  await handle.destroy();
  await drop();
});

function abort(code: string): Error {
  return Object.assign(new Error(`aborted (${code})`), { code });
}

async function projectNames(ids: number[]): Promise<string[]> {
  const rows = await handle.db
    .selectFrom('projects')
    .select(['id', 'project_name'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.project_name);
}

function rename(db: DbHandle['db'], id: number, name: string) {
  return sql`update projects set project_name = ${name} where id = ${id}`.execute(db);
}

describe('inTransaction', () => {
  it.each(['40P01', '40001'])('runs the work again after an abort %s, keeping only the last run', async (code) => {
    const id = await insertProject(handle.db, companyId, '元の名前');
    let runs = 0;
    const result = await inTransaction(handle.db, async (trx) => {
      runs += 1;
      await rename(trx, id, `試行${runs}`);
      if (runs === 1) throw abort(code);
      return 'done';
    });
    expect(result).toBe('done');
    expect(runs).toBe(2);
    expect(await projectNames([id])).toEqual(['試行2']);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} aborted runs with the database's error, writing nothing`, async () => {
    const id = await insertProject(handle.db, companyId, '変わらない');
    let runs = 0;
    const outcome = inTransaction(handle.db, async (trx) => {
      runs += 1;
      await rename(trx, id, `試行${runs}`);
      throw abort('40P01');
    });
    await expect(outcome).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(await projectNames([id])).toEqual(['変わらない']);
  });

  it('does not run again after any other error', async () => {
    const id = await insertProject(handle.db, companyId, 'そのまま');
    let runs = 0;
    const refused = inTransaction(handle.db, async (trx) => {
      runs += 1;
      await rename(trx, id, '書き換え');
      throw AppError.badInput('name', '名前が正しくありません');
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    const unique = inTransaction(handle.db, async () => {
      runs += 1;
      throw abort('23505');
    });
    await expect(unique).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(2);
    expect(await projectNames([id])).toEqual(['そのまま']);
  });

  it('joins a transaction already open, where only the outermost one is run again', async () => {
    const id = await insertProject(handle.db, companyId, '外側');
    let outer = 0;
    let inner = 0;
    await inTransaction(handle.db, async (trx) => {
      outer += 1;
      await inTransaction(trx, async (joined) => {
        inner += 1;
        expect(joined).toBe(trx);
        await rename(joined, id, `内側${inner}`);
        if (inner === 1) throw abort('40001');
      });
    });
    expect([outer, inner]).toEqual([2, 2]);
    expect(await projectNames([id])).toEqual(['内側2']);
  });

  it('refuses a query its work sends to the pool instead of the transaction, and writes nothing', async () => {
    const id = await insertProject(handle.db, companyId, '元のまま');
    // Without the refusal this waits for ever on SQLite (one connection, held by the transaction).
    const outcome = inTransaction(handle.db, async (trx) => {
      await rename(trx, id, '書きかけ');
      await projectNames([id]);
    });
    await expect(outcome).rejects.toThrow(/from inside an open transaction/);
    expect(await projectNames([id])).toEqual(['元のまま']);
  });

  it('lets work that the transaction left behind use the pool once the transaction has ended', async () => {
    const id = await insertProject(handle.db, companyId, '後で読む');
    let later: Promise<string[]> | undefined;
    let release: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => (release = resolve));
    await inTransaction(handle.db, async (trx) => {
      await rename(trx, id, '確定');
      // Started inside (so it carries the transaction's context), run after the commit.
      later = ended.then(() => projectNames([id]));
    });
    release();
    expect(await later).toEqual(['確定']);
  });

  it('lets two transactions that lock rows in opposite orders both commit (PostgreSQL: a real deadlock, retried)', async () => {
    const a = await insertProject(handle.db, companyId, 'A');
    const b = await insertProject(handle.db, companyId, 'B');
    // On PostgreSQL each holds its first row until the other holds its own, then asks for the
    // other's row: a deadlock every time. SQLite runs one transaction at a time (the second cannot
    // start before the first commits), so there nobody waits. A timed fallback here once let the
    // first finish alone on a busy machine, with no deadlock to retry.
    const gate = () => {
      let open: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open: () => open(), wait: () => (handle.dialect === 'postgres' ? opened : Promise.resolve()) };
    };
    const [holdsA, holdsB] = [gate(), gate()];
    let runs = 0;
    const first = inTransaction(handle.db, async (trx) => {
      runs += 1;
      await rename(trx, a, '一');
      holdsA.open();
      await holdsB.wait();
      await rename(trx, b, '一');
    });
    const second = inTransaction(handle.db, async (trx) => {
      runs += 1;
      await rename(trx, b, '二');
      holdsB.open();
      await holdsA.wait();
      await rename(trx, a, '二');
    });
    await Promise.all([first, second]);
    // Each transaction wrote both rows, so both rows hold the name of the one that committed last.
    const names = await projectNames([a, b]);
    expect(names[0]).toBe(names[1]);
    expect(runs).toBe(handle.dialect === 'postgres' ? 3 : 2);
  });
});

describe('isRetryableAbort', () => {
  it('knows deadlocks and serialization failures, and nothing else', () => {
    expect(isRetryableAbort(abort('40P01'))).toBe(true);
    expect(isRetryableAbort(abort('40001'))).toBe(true);
    expect(isRetryableAbort(abort('23505'))).toBe(false);
    expect(isRetryableAbort(new Error('plain'))).toBe(false);
    expect(isRetryableAbort(null)).toBe(false);
    expect(isRetryableAbort('40P01')).toBe(false);
  });
});
