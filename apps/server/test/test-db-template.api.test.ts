import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { insertCompany } from '../src/db/seeds/records.js';
import { createMigratedTestDb, type TestDb } from './test-app.js';

const opened: TestDb[] = [];
async function copy(): Promise<TestDb> {
  const db = await createMigratedTestDb();
  opened.push(db);
  return db;
}
afterAll(async () => {
  for (const { handle, drop } of opened.splice(0)) {
    await handle.destroy();
    await drop();
  }
});

describe('the migrated template each API test file copies', () => {
  it('is migrated already: migrating a copy again applies nothing', async () => {
    const { handle } = await copy();
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('gives each copy data of its own', async () => {
    const a = await copy();
    const b = await copy();
    await insertCompany(a.handle.db, '片方だけの会社');
    const names = async (db: TestDb) =>
      (await db.handle.db.selectFrom('companies').select('company_name').execute()).map((r) => r.company_name);
    expect(await names(a)).toContain('片方だけの会社');
    expect(await names(b)).not.toContain('片方だけの会社');
  });
});
