import type { PbSalesResponse, SalesGoalChange, UpdateSalesGoalRequest } from '@kaizen/domain';
import { SALES_GOAL_TARGETS } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { dateValue, definedOnly } from '../../lib/request-fields.js';
import { inTransaction } from '../../lib/transaction.js';
import { requireSale } from '../access/access.service.js';
import { notify } from '../notifications/notifications.service.js';
import { goalText, type GoalValues } from './goal-text.js';
import { findGoal, insertGoalChange, listGoalChanges, saveGoal, type GoalFields } from './goals.repository.js';
import { saleEntry } from './sales.service.js';
import { recordChanges } from '../history/history.recorder.js';

const isGoalTarget = (value: string): value is SalesGoalChange['action_target'] =>
  (SALES_GOAL_TARGETS as readonly string[]).includes(value);

/** GET pb_sales (sale_id): the goals (an empty list before the first save), the customer, the changes newest first. */
export async function salesGoals(db: Db, actor: Actor, saleId: number): Promise<PbSalesResponse> {
  await requireSale(db, actor, saleId);
  const [goal, changes, entry] = await Promise.all([
    findGoal(db, saleId),
    listGoalChanges(db, saleId),
    saleEntry(db, saleId),
  ]);
  return {
    kgi: goal ? [{ ...goal, id: Number(goal.id) }] : [],
    sales_data: entry,
    history: changes.flatMap((c) =>
      isGoalTarget(c.action_target)
        ? [
            {
              id: Number(c.id),
              action_target: c.action_target,
              before: c.before,
              after: c.after,
              user_name: c.user_name,
              created_at: c.created_at,
            },
          ]
        : [],
    ),
  };
}

/**
 * POST pb_sales/update (product.md §7.8): 目標 sets the purpose; KGI sets the KGI and its period
 * ('' clears both dates, absent leaves them). In one transaction the goals row is saved, and — when
 * the goal reads differently afterwards — the change is recorded (the signed-in user, whatever
 * user_id says) and, for a customer that became a project, announced there as a sales_goal notification.
 */
export async function updateSalesGoal(db: Db, actor: Actor, req: UpdateSalesGoalRequest): Promise<PbSalesResponse> {
  const sale = await requireSale(db, actor, req.sale_id);
  const previous = await findGoal(db, sale.id);
  const before: GoalValues = {
    purpose: previous?.purpose ?? '',
    kgi: previous?.kgi ?? '',
    start_line: previous?.start_line ?? null,
    dead_line: previous?.dead_line ?? null,
  };
  const fields: GoalFields =
    req.action_target === '目標'
      ? { purpose: req.purpose ?? '' }
      : definedOnly({ kgi: req.kgi, start_line: dateValue(req.start_line), dead_line: dateValue(req.dead_line) });
  const beforeText = goalText(req.action_target, before);
  const afterText = goalText(req.action_target, { ...before, ...fields });
  await inTransaction(db, async (trx) => {
    await saveGoal(trx, sale.id, fields);
    const target = { kind: 'sale' as const, id: sale.id, saleId: sale.id, title: sale.project_name };
    await recordChanges(trx, actor, target, before, fields, ['purpose', 'kgi', 'start_line', 'dead_line']);
    if (beforeText === afterText) return;
    await insertGoalChange(trx, {
      sale_id: sale.id,
      user_id: actor.userId,
      action_target: req.action_target,
      before: beforeText,
      after: afterText,
    });
    if (sale.project_id === null) return;
    const revises = req.action_target === '目標' ? before.purpose !== '' : before.kgi !== '';
    await notify(trx, {
      projectId: sale.project_id,
      userId: actor.userId,
      kind: 'sales_goal',
      actionPage: req.action_page || '営業目標',
      actionTarget: req.action_target,
      isRev: req.is_rev === undefined ? revises : Boolean(req.is_rev),
      target: { kind: 'sale', id: sale.id },
    });
  });
  return salesGoals(db, actor, sale.id);
}
