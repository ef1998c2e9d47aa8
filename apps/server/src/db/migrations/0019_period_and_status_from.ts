import { sql, type Kysely } from 'kysely';

/**
 * A measure has one verification period (issue 30): its report's 検証期間 and the measure's dates
 * shown in the tree, the status table and the board were two copies that drifted apart. The
 * measure's columns are the one stored fact; a report's period moves into its measure where the
 * measure has none (where both have one, the measure's is what every other screen already showed),
 * and the report's own columns go, so nothing can write them again. The day count is derived.
 *
 * And a status change records the status it moved from beside the one it moved to (detail), so
 * the regular report can say from → to (issue 30); older rows keep '' (not known).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update measures set
      verification_start_date = (select r.start_date from measure_reports r where r.measure_id = measures.id),
      verification_end_date = (select r.end_date from measure_reports r where r.measure_id = measures.id)
    where verification_start_date is null
      and verification_end_date is null
      and exists (
        select 1 from measure_reports r
        where r.measure_id = measures.id and r.start_date is not null and r.end_date is not null
      )
  `.execute(db);
  // One column per statement: SQLite drops a single column per ALTER TABLE.
  for (const column of ['start_date', 'end_date', 'verification_diff']) {
    await db.schema.alterTable('measure_reports').dropColumn(column).execute();
  }

  await db.schema
    .alterTable('notifications')
    .addColumn('detail_from', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}
