import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedWorld } from '../../../test/factories.js';
import { createTestDb } from '../../../test/test-app.js';
import { makeTree } from '../../../test/tree-factory.js';
import type { DbHandle } from '../kysely.js';
import { migrateToJustBefore, migrateToLatest } from '../migrate.js';
import { nowIso } from '../schema-helpers.js';

/**
 * 0019: a report's verification period moves into its measure where the measure has none, the
 * report's own period columns go, and notifications gain the status a change moved from.
 */
let handle: DbHandle;
let drop: () => Promise<void>;
const measures: Record<'onlyReport' | 'both' | 'onlyMeasure' | 'neither' | 'noReport', number> = {
  onlyReport: 0,
  both: 0,
  onlyMeasure: 0,
  neither: 0,
  noReport: 0,
};

/** A report row as the schema before 0019 held it, with its own period columns. */
async function oldReport(measureId: number, start: string | null, end: string | null) {
  const at = nowIso();
  await sql`
    insert into measure_reports (measure_id, start_date, end_date, verification_diff, created_at, updated_at)
    values (${measureId}, ${start}, ${end}, ${null}, ${at}, ${at})
  `.execute(handle.db);
}

async function setMeasurePeriod(measureId: number, start: string, end: string) {
  await handle.db
    .updateTable('measures')
    .set({ verification_start_date: start, verification_end_date: end })
    .where('id', '=', measureId)
    .execute();
}

function periodOf(measureId: number) {
  return handle.db
    .selectFrom('measures')
    .select(['verification_start_date', 'verification_end_date'])
    .where('id', '=', measureId)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  ({ handle, drop } = await createTestDb());
  await migrateToJustBefore(handle.db, '0019_period_and_status_from');
  const world = await seedWorld(handle.db);
  const trees = await Promise.all(['一', '二', '三'].map((label) => makeTree(handle.db, world.projectId, label)));
  const [a, b, c] = trees as [(typeof trees)[0], (typeof trees)[0], (typeof trees)[0]];
  Object.assign(measures, {
    onlyReport: a.measure,
    both: a.hiddenMeasure,
    onlyMeasure: b.measure,
    neither: b.hiddenMeasure,
    noReport: c.measure,
  });
  await oldReport(measures.onlyReport, '2026-12-01', '2026-12-31');
  await setMeasurePeriod(measures.both, '2026-05-01', '2026-05-10');
  await oldReport(measures.both, '2026-06-01', '2026-06-30');
  await setMeasurePeriod(measures.onlyMeasure, '2026-07-01', '2026-07-02');
  await oldReport(measures.onlyMeasure, null, null);
  await oldReport(measures.neither, null, null);
  await setMeasurePeriod(measures.noReport, '2026-08-01', '2026-08-31');
  await handle.db
    .insertInto('notifications')
    .values({
      project_id: world.projectId,
      user_id: world.users.member.id,
      kind: 'measure_status',
      action_page: 'ステータス',
      action_target: '前からの通知',
      is_rev: 1,
      created_at: nowIso(),
      detail: '検証中',
    } as never)
    .execute();
  expect(await migrateToLatest(handle.db)).toContain('0019_period_and_status_from');
});

afterAll(async () => {
  await handle.destroy();
  await drop();
});

describe('migration 0019_period_and_status_from', () => {
  it('moves a report’s period into a measure that has none', async () => {
    expect(await periodOf(measures.onlyReport)).toEqual({
      verification_start_date: '2026-12-01',
      verification_end_date: '2026-12-31',
    });
  });

  it('keeps the measure’s period where both had one, and where only the measure had one', async () => {
    expect(await periodOf(measures.both)).toEqual({
      verification_start_date: '2026-05-01',
      verification_end_date: '2026-05-10',
    });
    expect(await periodOf(measures.onlyMeasure)).toEqual({
      verification_start_date: '2026-07-01',
      verification_end_date: '2026-07-02',
    });
    expect(await periodOf(measures.noReport)).toEqual({
      verification_start_date: '2026-08-01',
      verification_end_date: '2026-08-31',
    });
    expect(await periodOf(measures.neither)).toEqual({ verification_start_date: null, verification_end_date: null });
  });

  it('leaves the reports without period columns of their own, their other fields kept', async () => {
    const rows = await handle.db.selectFrom('measure_reports').selectAll().orderBy('measure_id').execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['start_date']));
      expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['end_date']));
      expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['verification_diff']));
      expect(row.pattern_num).toBe(2);
    }
  });

  it('gives older notifications an empty status they moved from, keeping the one they moved to', async () => {
    const row = await handle.db
      .selectFrom('notifications')
      .select(['detail', 'detail_from'])
      .where('action_target', '=', '前からの通知')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ detail: '検証中', detail_from: '' });
  });
});
