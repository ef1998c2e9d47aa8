import { fieldChanges, type HistoryAction, type HistoryTargetKind } from '@kaizen/domain';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { insertHistoryRows } from './history.repository.js';

/** The item a change is about, and its owner (a project, or a sales customer). */
export interface HistoryTarget {
  kind: HistoryTargetKind;
  id: number;
  projectId?: number | null;
  saleId?: number | null;
  /** The item's name as the activity feed shows it. */
  title?: string;
}

type Values = Readonly<Record<string, unknown>>;

function base(actor: Actor | null, target: HistoryTarget, at: string) {
  return {
    project_id: target.projectId ?? null,
    sale_id: target.saleId ?? null,
    target_kind: target.kind,
    target_id: target.id,
    target_title: target.title ?? '',
    actor_id: actor?.userId ?? null,
    created_at: at,
  };
}

/**
 * Records a write in the change history (decisions/0038). Call it with the write's transaction, so a
 * rolled-back write leaves no history. before null: a create (one row); after null: a delete (one
 * row); both: one 'update' row per field of `fields` whose value differs (a field after lacks was
 * not written). Long texts are recorded by length, secrets as 「設定」/「削除」 (@kaizen/domain fieldChanges).
 */
export async function recordChanges(
  trx: Db,
  actor: Actor | null,
  target: HistoryTarget,
  before: Values | null,
  after: Values | null,
  fields: readonly string[],
): Promise<void> {
  const at = nowIso();
  if (before === null || after === null) {
    await recordAction(trx, actor, target, before === null ? 'create' : 'delete');
    return;
  }
  const rows = fieldChanges(before, after, fields).map((c) => ({
    ...base(actor, target, at),
    action: 'update',
    field: c.field,
    from_value: c.from,
    to_value: c.to,
    is_internal: c.internal ? 1 : 0,
  }));
  await insertHistoryRows(trx, rows);
}

/** Records a write that is one event, not field values: a create, delete, restore or move. */
export async function recordAction(
  trx: Db,
  actor: Actor | null,
  target: HistoryTarget,
  action: HistoryAction,
  detail: { from?: string | null; to?: string | null } = {},
): Promise<void> {
  await insertHistoryRows(trx, [
    {
      ...base(actor, target, nowIso()),
      action,
      field: null,
      from_value: detail.from ?? null,
      to_value: detail.to ?? null,
    },
  ]);
}
