import type { Kysely } from 'kysely';

type ColumnType = 'double precision' | 'integer' | 'text';

/**
 * Issue 32: a measure's A/B test counted per pattern (users, conversions, a value's sum and sum of
 * squares), which pattern is the control, the test's plan, and how each project reads its results.
 * Counts are doubles, as the report's other figures: whole numbers stay exact far beyond any site's traffic.
 * One column per statement: SQLite adds one at a time.
 */
const columns: [table: string, column: string, type: ColumnType, fallback?: string | number][] = [
  ['report_patterns', 'users', 'double precision'],
  ['report_patterns', 'conversions', 'double precision'],
  ['report_patterns', 'value_sum', 'double precision'],
  ['report_patterns', 'value_sum_squares', 'double precision'],
  ['measure_reports', 'control_pattern', 'integer'],
  ['measure_reports', 'plan_baseline_cvr', 'double precision'],
  ['measure_reports', 'plan_daily_users', 'double precision'],
  ['measure_reports', 'plan_mde', 'double precision'],
  ['projects', 'stats_engine', 'text', 'bayesian'],
  ['projects', 'stats_prior', 'text', 'flat'],
  ['projects', 'stats_min_conversions', 'integer', 50],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, type, fallback] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(column, type, (col) => (fallback === undefined ? col : col.notNull().defaultTo(fallback)))
      .execute();
  }
}
