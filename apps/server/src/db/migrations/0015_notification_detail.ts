import type { Kysely } from 'kysely';

/**
 * What a notification changed beyond its target's title (issue 15): the status a KPI or measure
 * moved to, by the name it had then, so a client reads 「…を「検証中」に変更しました」 rather than
 * only that something changed. Empty for older rows and for kinds that need nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}
