import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.js';

interface Tables {
  items: { id: number; name: string };
}

const opened: Kysely<Tables>[] = [];

async function itemsDb(capacity?: number) {
  const database = new SqliteDatabase(':memory:');
  const prepare = vi.spyOn(database, 'prepare');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(database, capacity) }) });
  opened.push(db);
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text')
    .execute();
  await db
    .insertInto('items')
    .values([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
      { id: 3, name: 'three' },
    ])
    .execute();
  /** How often the database prepared exactly this SQL text. */
  const preparedTimes = (sql: string) => prepare.mock.calls.filter(([text]) => text === sql).length;
  return { db, database, preparedTimes };
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

const byIdQuery = (db: Kysely<Tables>, id: number) => db.selectFrom('items').select('name').where('id', '=', id);
const nameOf = (db: Kysely<Tables>, id: number) => byIdQuery(db, id).executeTakeFirst();

describe('withStatementCache', () => {
  it('prepares a SQL text once and runs it with each call’s own parameters', async () => {
    const { db, preparedTimes } = await itemsDb();

    expect(await nameOf(db, 1)).toEqual({ name: 'one' });
    expect(await nameOf(db, 2)).toEqual({ name: 'two' });
    expect(await nameOf(db, 4)).toBeUndefined();
    await db.updateTable('items').set({ name: 'uno' }).where('id', '=', 1).execute();
    expect(await nameOf(db, 1)).toEqual({ name: 'uno' });

    expect(preparedTimes(byIdQuery(db, 1).compile().sql)).toBe(1);
  });

  it('hands out a statement of its own for SQL whose kept statement is being iterated', async () => {
    // Kysely's stream() iterates; better-sqlite3 refuses to run a statement that is mid-iteration.
    const database = new SqliteDatabase(':memory:');
    const cached = withStatementCache(database);
    try {
      cached.prepare('create table items (id integer primary key, name text)').run([]);
      cached.prepare("insert into items (name) values ('one'), ('two')").run([]);
      const sql = 'select name from items order by id';
      const seen: string[] = [];
      for (const row of cached.prepare(sql).iterate([])) {
        seen.push(`${(row as { name: string }).name}:${cached.prepare(sql).all([]).length}`);
      }
      expect(seen).toEqual(['one:2', 'two:2']);
    } finally {
      cached.close();
    }
  });

  it('keeps the most recently used statements up to its capacity', async () => {
    const { db, preparedTimes } = await itemsDb(2);
    const byId = byIdQuery(db, 1).compile().sql;
    const byName = db.selectFrom('items').select('id').where('name', '=', 'one').compile().sql;
    const count = db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll().as('n'))
      .compile().sql;

    await nameOf(db, 1);
    await db.selectFrom('items').select('id').where('name', '=', 'one').execute();
    await nameOf(db, 2); // byId is now the most recently used
    await db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute(); // byName goes
    await nameOf(db, 3);
    await db.selectFrom('items').select('id').where('name', '=', 'two').execute();

    expect(preparedTimes(byId)).toBe(1);
    expect(preparedTimes(count)).toBe(1);
    expect(preparedTimes(byName)).toBe(2);
  });

  it('closes the database with Kysely', async () => {
    const { db, database } = await itemsDb();
    await db.destroy();
    opened.splice(opened.indexOf(db), 1);
    expect(database.open).toBe(false);
  });
});
