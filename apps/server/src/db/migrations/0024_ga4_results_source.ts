import type { Kysely } from 'kysely';

/**
 * Issue 32 §1 (decisions/0034): how a report's counts are fetched from GA4 — the kind of pattern
 * dimension, a custom dimension's name, the conversion's key event — and the value identifying each
 * pattern, kept on the pattern so it goes when the pattern goes. One column per statement: SQLite adds
 * one at a time.
 */
const columns: [table: string, column: string][] = [
  ['measure_reports', 'ga4_kind'],
  ['measure_reports', 'ga4_dimension'],
  ['measure_reports', 'ga4_event'],
  ['report_patterns', 'ga4_value'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of columns) {
    await db.schema.alterTable(table).addColumn(column, 'text').execute();
  }
}
