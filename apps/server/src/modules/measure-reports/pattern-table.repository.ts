import type { Updateable } from 'kysely';
import type { ReportPatternsTable, Db } from '../../db/types.js';

/** How many header rows the report has, and the largest index_num among them. */
export async function headerCount(db: Db, measureId: number) {
  const { count, last } = await db
    .selectFrom('report_headers')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('index_num').as('last')])
    .where('measure_id', '=', measureId)
    .executeTakeFirstOrThrow();
  return { count: Number(count), last: Number(last ?? 0) };
}

export async function insertHeader(db: Db, measureId: number, title: string, indexNum: number) {
  await db.insertInto('report_headers').values({ measure_id: measureId, title, index_num: indexNum }).execute();
}

/** A header row and its cells. */
export async function deleteHeader(db: Db, id: number) {
  await db.deleteFrom('report_cells').where('header_id', '=', id).execute();
  await db.deleteFrom('report_headers').where('id', '=', id).execute();
}

export async function updateHeaderTitle(db: Db, id: number, title: string) {
  await db.updateTable('report_headers').set({ title }).where('id', '=', id).execute();
}

/** The measure whose report has the header row, if it exists. */
export async function measureIdOfHeader(db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('report_headers').select('measure_id').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.measure_id) : undefined;
}

/** One pattern's value for one header row, made on first write. */
export async function upsertCell(db: Db, patternId: number, headerId: number, name: string) {
  await db
    .insertInto('report_cells')
    .values({ pattern_id: patternId, header_id: headerId, name })
    .onConflict((oc) => oc.columns(['pattern_id', 'header_id']).doUpdateSet({ name }))
    .execute();
}

/** Empty patterns with the given numbers. */
export async function insertPatterns(db: Db, measureId: number, numbers: number[]) {
  if (numbers.length === 0) return;
  await db
    .insertInto('report_patterns')
    .values(numbers.map((pattern) => ({ measure_id: measureId, pattern })))
    .execute();
}

export async function updatePattern(db: Db, id: number, fields: Updateable<ReportPatternsTable>) {
  await db.updateTable('report_patterns').set(fields).where('id', '=', id).execute();
}

/** Patterns and their data cells. */
export async function deletePatterns(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('report_cells').where('pattern_id', 'in', ids).execute();
  await db.deleteFrom('report_patterns').where('id', 'in', ids).execute();
}

/** Adopts the pattern (is_adopt 1), un-adopting the report's others, or drops its adoption (0). */
export async function setAdopted(db: Db, measureId: number, id: number, isAdopt: 0 | 1) {
  if (isAdopt === 1) {
    await db
      .updateTable('report_patterns')
      .set({ is_adopt: 0 })
      .where('measure_id', '=', measureId)
      .where('id', '!=', id)
      .where('is_adopt', '=', 1)
      .execute();
  }
  await updatePattern(db, id, { is_adopt: isAdopt });
}

/** What one pattern counted (issue 32); null clears a figure. */
/** Each pattern's planned share, in pattern order. */
export function sharesOf(db: Db, measureId: number) {
  return db
    .selectFrom('report_patterns')
    .select(['pattern', 'planned_share'])
    .where('measure_id', '=', measureId)
    .orderBy('pattern')
    .execute();
}

export async function setPatternCounts(
  db: Db,
  measureId: number,
  pattern: number,
  counts: Pick<
    Updateable<ReportPatternsTable>,
    'users' | 'conversions' | 'value_sum' | 'value_sum_squares' | 'planned_share'
  >,
) {
  await db
    .updateTable('report_patterns')
    .set(counts)
    .where('measure_id', '=', measureId)
    .where('pattern', '=', pattern)
    .execute();
}
