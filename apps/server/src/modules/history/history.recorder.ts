import {
  fieldChanges,
  isInternalHistoryField,
  type HistoryAction,
  type HistoryTargetKind,
  type Owner,
} from '@kaizen/domain';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';
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

/** Who made the change: the signed-in user, or null for the server's own jobs. */
export type Recorder = { userId: number } | null;

/** A row or a write's fields: any object, read by field name. */
type Values = object;

function base(actor: Recorder, target: HistoryTarget, at: string) {
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
  actor: Recorder,
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
  const rows = fieldChanges(before as Record<string, unknown>, after as Record<string, unknown>, fields).map((c) => ({
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
  actor: Recorder,
  target: HistoryTarget,
  action: HistoryAction,
  detail: { field?: string; from?: string | null; to?: string | null } = {},
): Promise<void> {
  await insertHistoryRows(trx, [
    {
      ...base(actor, target, nowIso()),
      action,
      field: detail.field ?? null,
      from_value: detail.from ?? null,
      to_value: detail.to ?? null,
      is_internal: detail.field !== undefined && isInternalHistoryField(detail.field) ? 1 : 0,
    },
  ]);
}

/**
 * A write recorded by the part of the item it changed, without values: a cell of a table or board,
 * a pattern added, results imported — where one from → to would say less than 「パターンを変更」.
 */
export function recordUpdate(trx: Db, actor: Recorder, target: HistoryTarget, part: string): Promise<void> {
  return recordAction(trx, actor, target, 'update', { field: part });
}

/** A measure's report: recorded under the measure's id, as the report's routes name it. */
export function measureReportTarget(measure: { id: number; project_id: number }): HistoryTarget {
  return { kind: 'measure_report', id: measure.id, projectId: measure.project_id };
}

/** A board owned by a project or a sales customer (decisions/0013), recorded under its owner's id. */
export function ownerTarget(kind: HistoryTargetKind, owner: Owner): HistoryTarget {
  return owner.kind === 'project'
    ? { kind, id: owner.id, projectId: owner.id }
    : { kind, id: owner.id, saleId: owner.id };
}

/** Rows per INSERT of many history rows: far under SQLite's limit of bound values. */
const HISTORY_CHUNK = 500;

/** Many creates as one history row each (an import): what recordChanges writes for one create. */
export async function recordCreates(trx: Db, actor: Recorder, targets: readonly HistoryTarget[]): Promise<void> {
  const at = nowIso();
  const rows = targets.map((target) => ({
    ...base(actor, target, at),
    action: 'create' as const,
    field: null,
    from_value: null,
    to_value: null,
    is_internal: 0,
  }));
  for (let i = 0; i < rows.length; i += HISTORY_CHUNK) await insertHistoryRows(trx, rows.slice(i, i + HISTORY_CHUNK));
}
