import type { BoardKind } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { notifyStatusChange } from '../notifications/notifications.service.js';
import { masterItemName } from '../settings/masters.service.js';
import { recordStatusChange } from './node-history.service.js';
import { updateNode } from './node-writes.repository.js';
import { clearBoardOrder, statusOf } from './status-change.repository.js';

/**
 * The one way a KPI's, task's or measure's status changes — from the tree, the tables or the status
 * boards (modules/status). A real change moves the card out of its place on the board and is
 * recorded as a notification (KPIs and measures; tasks are not announced), under the node's title
 * as it stands, with the statuses it moved from and to by their names then. Runs in the caller's transaction; a status equal to the current one changes nothing.
 */
export async function changeStatus(
  db: Db,
  actor: Actor,
  change: { kind: BoardKind; id: number; status: number | null; page: string },
): Promise<void> {
  const { kind, id, status } = change;
  const before = await statusOf(db, kind, id);
  if (!before || before.status === status) return;
  await updateNode[kind](db, id, { status });
  await clearBoardOrder(db, kind, id);
  const master = kind === 'measure' ? 'measure_status' : 'status';
  // One entry each, not every master list: this runs on each status change.
  const statusName = await masterItemName(db, master, status);
  const fromStatusName = await masterItemName(db, master, before.status);
  await recordStatusChange(db, actor, kind, { id, ...before }, fromStatusName, statusName);
  await notifyStatusChange(db, actor, {
    kind,
    id,
    title: before.title,
    projectId: before.project_id,
    page: change.page,
    statusName,
    fromStatusName,
  });
}
