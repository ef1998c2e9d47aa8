import {
  ACTIVITY_PAGE_SIZE,
  historyFieldLabels,
  historyMasterFields,
  type ActivityQuery,
  type ActivityResponse,
  type HistoryEntry,
  type ItemHistoryQuery,
  type ItemHistoryResponse,
  type MasterLists,
  isNodeKind,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { requireNodeToRestore, requireProject } from '../access/access.service.js';
import { requireStaff } from '../access/staff-policy.js';
import { masterLists } from '../settings/masters.service.js';
import {
  activityCount,
  activityPage,
  activityPeople,
  historyOfItem,
  type ActivityFilter,
  type HistoryRow,
} from './history.repository.js';

function masterName(masters: MasterLists, field: string | null, value: string | null): string | null {
  const kind = field === null ? undefined : historyMasterFields[field];
  if (kind === undefined || value === null) return value;
  return masters[kind].find((m) => String(m.id) === value)?.name ?? value;
}

/**
 * A node's delete the existing undo (POST /managements/restore) can take back: the node is still
 * deleted and the caller may edit it. Only the newest delete of an item offers it.
 */
async function restorableDeletes(db: Db, actor: Actor, rows: readonly HistoryRow[]): Promise<Set<number>> {
  const ids = new Set<number>();
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.target_kind}:${row.target_id}`;
    if (row.action !== 'delete' || seen.has(key) || !isNodeKind(row.target_kind)) continue;
    seen.add(key);
    // The undo's own check: a node the caller may not edit (or no longer there) offers none.
    const node = await requireNodeToRestore(db, actor, row.target_kind, row.target_id).catch(() => undefined);
    if (node?.is_deleted === 1) ids.add(row.id);
  }
  return ids;
}

async function toEntries(db: Db, actor: Actor, rows: readonly HistoryRow[]): Promise<HistoryEntry[]> {
  const [masters, restorable] = await Promise.all([masterLists(db), restorableDeletes(db, actor, rows)]);
  return rows.map((row) => ({
    id: row.id,
    target_kind: row.target_kind as HistoryEntry['target_kind'],
    target_id: row.target_id,
    target_title: row.target_title,
    action: row.action as HistoryEntry['action'],
    field: row.field,
    field_label: row.field === null ? null : (historyFieldLabels[row.field] ?? '項目'),
    from_value: masterName(masters, row.field, row.from_value),
    to_value: masterName(masters, row.field, row.to_value),
    actor_id: row.actor_id,
    actor_name: row.actor_name,
    created_at: row.created_at,
    restorable: restorable.has(row.id),
  }));
}

/**
 * GET /api/v1/history (issue 33 §4): one item's 変更履歴, newest first. Staff read every row; a client
 * user only rows of its company's items it may see now, without internal fields — an item it may
 * not see answers an empty history, as an id nothing was recorded for, so neither tells the other.
 */
export async function itemHistory(db: Db, actor: Actor, query: ItemHistoryQuery): Promise<ItemHistoryResponse> {
  const reader = { clientCompanyId: actor.isClient ? actor.companyId : null };
  const rows = await historyOfItem(db, reader, query.target_kind, query.target_id);
  return { entries: await toEntries(db, actor, rows) };
}

/** A day in Japan (YYYY-MM-DD) as the UTC instant it starts at. */
function startOfJapanDay(date: string, addDays = 0): string {
  const at = new Date(`${date}T00:00:00+09:00`);
  at.setUTCDate(at.getUTCDate() + addDays);
  return at.toISOString();
}

/** GET /api/v1/projects/:project_id/activity: the project's activity feed, staff only, newest first. */
export async function projectActivity(
  db: Db,
  actor: Actor,
  projectId: number,
  query: ActivityQuery,
): Promise<ActivityResponse> {
  requireStaff(actor);
  await requireProject(db, actor, projectId, 'read');
  const filter: ActivityFilter = {
    projectId,
    ...(query.user_id !== undefined ? { userId: query.user_id } : {}),
    ...(query.target_kind !== undefined ? { kind: query.target_kind } : {}),
    ...(query.from !== undefined ? { from: startOfJapanDay(query.from) } : {}),
    ...(query.to !== undefined ? { until: startOfJapanDay(query.to, 1) } : {}),
  };
  const page = query.page ?? 1;
  const [rows, total, people] = await Promise.all([
    activityPage(db, filter, (page - 1) * ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE),
    activityCount(db, filter),
    activityPeople(db, projectId),
  ]);
  return { entries: await toEntries(db, actor, rows), total, page, page_size: ACTIVITY_PAGE_SIZE, people };
}
