import type { Kysely } from 'kysely';

/**
 * Issue 32 §1: each pattern's planned share of the users (配分, a percentage; null on every pattern
 * for an equal split), which the sample ratio check tests the counts against.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_patterns').addColumn('planned_share', 'double precision').execute();
}
