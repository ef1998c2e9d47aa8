import { describe, expect, it } from 'vitest';
import { useSeededTestDb } from '../../test/seeded-db.js';
import { readRowArrays, toColumns } from './row-arrays.js';

const test = useSeededTestDb();

const columns = ['id', 'kpi', 'dead_line', 'index_num'] as const;

async function kpiRows(projectId: number, orderBy: string[] = ['index_num', 'id']) {
  const db = test.handle.db;
  return readRowArrays(db, db.selectFrom('kpis').where('project_id', '=', projectId), columns, orderBy);
}

describe('readRowArrays', () => {
  it('answers the rows as arrays of the columns, in the order asked for, whatever the order they were written in', async () => {
    const db = test.handle.db;
    const now = '2026-11-26T00:00:00.000Z';
    const row = { project_id: test.world.projectId, created_at: now, updated_at: now };
    const ids: number[] = [];
    for (const [kpi, index_num, dead_line] of [
      ['三番目', 3, null],
      ['一番目「引用」\\', 1, '2026-12-31'],
      ['二番目', 1, null],
    ] as const) {
      const inserted = await db
        .insertInto('kpis')
        .values({ ...row, kpi, index_num, dead_line })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(inserted.id);
    }
    const [third, first, second] = ids;
    expect(await kpiRows(test.world.projectId)).toEqual([
      [first, '一番目「引用」\\', '2026-12-31', 1],
      [second, '二番目', null, 1],
      [third, '三番目', null, 3],
    ]);
    // Not the order of the index the query walks (index_num first): the one asked for.
    expect((await kpiRows(test.world.projectId, ['id'])).map(([id]) => id)).toEqual([third, first, second]);
  });

  it('answers no rows as an empty list on both engines', async () => {
    expect(await kpiRows(-1)).toEqual([]);
  });
});

describe('toColumns', () => {
  it('turns rows into one array per column', () => {
    expect(
      toColumns(
        [
          [1, 'a'],
          [2, null],
        ],
        ['id', 'title'],
      ),
    ).toEqual({ id: [1, 2], title: ['a', null] });
  });
});
