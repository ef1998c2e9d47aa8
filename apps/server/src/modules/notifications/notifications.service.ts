import type { Notification, NotificationKind } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { markProjectNotified } from '../../lib/request-context.js';
import { inTransaction } from '../../lib/transaction.js';
import { requireProject } from '../access/access.service.js';
import { isNotificationEnabled } from '../settings/notification-settings.service.js';
import {
  countUnread,
  insertNotification,
  isInFeed,
  latestNotificationId,
  listNotifications,
  newestPerProject,
  notificationsAfterId,
  setLastReadIds,
  type FeedScope,
  type NewNotification,
} from './notifications.repository.js';

/** Records a change as a notification, when the admin settings record that kind for the project. */
export async function notify(db: Db, notification: NewNotification & { kind: NotificationKind }): Promise<void> {
  if (!(await isNotificationEnabled(db, notification.projectId, notification.kind))) return;
  await insertNotification(db, notification);
  if (notification.projectId !== null) markProjectNotified(notification.projectId);
}

/** One project the caller may read (404 otherwise), or every project they may reach. */
async function scopeOf(db: Db, actor: Actor, projectId: number | undefined): Promise<FeedScope> {
  if (projectId !== undefined) await requireProject(db, actor, projectId, 'read');
  return {
    userId: actor.userId,
    clientCompanyId: actor.isClient ? actor.companyId : null,
    projectId: projectId ?? null,
  };
}

async function feedOf(db: Db, scope: FeedScope): Promise<{ notifications: Notification[]; unread_count: number }> {
  const [rows, unread] = await Promise.all([listNotifications(db, scope), countUnread(db, scope)]);
  const notifications = rows.map((r) => ({
    id: r.id,
    project_id: r.project_id,
    project_name: r.project_name,
    user_id: r.user_id,
    user_name: r.user_name === null ? '' : r.user_deleted ? `${r.user_name}（削除済み）` : r.user_name,
    kind: r.kind,
    action_page: r.action_page,
    action_target: r.action_target,
    is_rev: r.is_rev === 1,
    created_at: r.created_at,
    detail: r.detail,
    target_kind: r.target_kind,
    target_id: r.target_id,
    is_read: r.id <= (r.last_read_id ?? 0),
  }));
  // Counted in the database: the list shows the newest 100, the count covers them all.
  return { notifications, unread_count: unread };
}

/**
 * GET /api/v1/notifications: newest first, each read or unread for the signed-in user, in one
 * project or (without project_id) every project they may reach, each naming its project. Nobody is
 * shown their own changes; a deleted author shows as such; client users see only what they may.
 */
export async function projectNotifications(db: Db, actor: Actor, projectId: number | undefined) {
  return feedOf(db, await scopeOf(db, actor, projectId));
}

/** POST /api/v1/notifications/mark_read: everything the user can see, in the project or everywhere, is read. */
export async function markNotificationsRead(db: Db, actor: Actor, projectId: number | undefined) {
  const scope = await scopeOf(db, actor, projectId);
  const newest = await newestPerProject(db, scope);
  const marks = newest.flatMap((row) =>
    row.project_id !== null && Number(row.newest) > Number(row.last_read ?? 0)
      ? [{ projectId: row.project_id, id: Number(row.newest) }]
      : [],
  );
  await inTransaction(db, (trx) => setLastReadIds(trx, actor.userId, marks));
  return feedOf(db, scope);
}

/** A KPI's or a measure's status changed (tasks are not announced). */
export async function notifyStatusChange(
  db: Db,
  actor: Actor,
  change: {
    kind: 'kpi' | 'task' | 'measure';
    id: number;
    title: string;
    projectId: number;
    page: string;
    /** The name of the status it moved to; '' when the status was cleared. */
    statusName: string;
    /** The name of the status it moved from; '' when it had none. */
    fromStatusName: string;
  },
): Promise<void> {
  const kind = change.kind === 'kpi' ? 'kpi_status' : change.kind === 'measure' ? 'measure_status' : null;
  if (!kind) return;
  await notify(db, {
    projectId: change.projectId,
    userId: actor.userId,
    kind,
    actionPage: change.page,
    actionTarget: change.title || '（無題）',
    isRev: true,
    target: { kind: change.kind, id: change.id },
    detail: change.statusName || '未設定',
    detailFrom: change.fromStatusName || '未設定',
  });
}

/** New notifications after the given id, for what tells people outside the app (e-mail, chat). */
export function notificationsAfter(db: Db, afterId: number, limit: number) {
  return notificationsAfterId(db, afterId, limit);
}

/** The newest notification's id (0 when there is none): where a new reader starts. */
export function newestNotificationId(db: Db): Promise<number> {
  return latestNotificationId(db);
}

/**
 * Whether a user would see the notification in their own feed — the one rule for who may be told
 * of it anywhere: a client of another company, a hidden item or the author's own change never.
 */
export function userSeesNotification(
  db: Db,
  user: { id: number; isClient: boolean; companyId: number },
  notification: { id: number; project_id: number },
): Promise<boolean> {
  return isInFeed(
    db,
    { userId: user.id, clientCompanyId: user.isClient ? user.companyId : null, projectId: notification.project_id },
    notification.id,
  );
}

/**
 * Whether a room clients of the project's company read may hear of the notification: what a client
 * user of the company sees in the bell (access/visibility.ts: never a hidden measure, an unpublished
 * report, a sales customer, another company's project), whoever it is addressed to. No user is 0, so
 * nobody's own changes are left out.
 */
export function clientsMaySee(
  db: Db,
  notification: { id: number; project_id: number },
  companyId: number,
): Promise<boolean> {
  return isInFeed(
    db,
    { userId: 0, clientCompanyId: companyId, projectId: notification.project_id, everyRecipient: true },
    notification.id,
  );
}
