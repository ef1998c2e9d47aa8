import { cvrIncrease } from '@kaizen/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../types.js';

/**
 * CVR上昇率 is now worked out from 現状値 and 目標値 on every save (issue 30). Reports saved before with
 * both figures but no rise get it now; a rise someone typed in is kept as it is, never overwritten.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as Db;
  const rows = await typed
    .selectFrom('measure_reports')
    .select(['id', 'current_improvement', 'porpose_improvement'])
    .where('cvr_increase', 'is', null)
    .where('current_improvement', 'is not', null)
    .where('porpose_improvement', 'is not', null)
    .execute();
  for (const row of rows) {
    const rise = cvrIncrease(Number(row.current_improvement), Number(row.porpose_improvement));
    if (rise === null) continue;
    await typed.updateTable('measure_reports').set({ cvr_increase: rise }).where('id', '=', row.id).execute();
  }
}

/** Nothing to undo: a filled-in rise is what the figures say, and which rows were blank is not kept. */
export async function down(): Promise<void> {}
