import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

export interface GoalFields {
  purpose?: string;
  kgi?: string;
  start_line?: string | null;
  dead_line?: string | null;
}

export function findGoal(db: Db, saleId: number) {
  return db
    .selectFrom('sales_goals')
    .select(['id', 'purpose', 'kgi', 'start_line', 'dead_line', 'updated_at'])
    .where('sale_id', '=', saleId)
    .executeTakeFirst();
}

/** One goals row per customer, made on the first save. */
export async function saveGoal(db: Db, saleId: number, fields: GoalFields): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('sales_goals')
    .values({ sale_id: saleId, ...fields, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('sale_id').doUpdateSet({ ...fields, updated_at: at }))
    .execute();
}

export async function insertGoalChange(
  db: Db,
  change: { sale_id: number; user_id: number; action_target: string; before: string; after: string },
): Promise<void> {
  await db
    .insertInto('sales_goal_changes')
    .values({ ...change, created_at: nowIso() })
    .execute();
}

/** A customer's goal changes, newest first (the id orders changes made in the same millisecond). */
export function listGoalChanges(db: Db, saleId: number) {
  return db
    .selectFrom('sales_goal_changes as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.action_target', 'c.before', 'c.after', 'c.created_at', 'u.name as user_name'])
    .where('c.sale_id', '=', saleId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}
