import type { Notification, NotificationKind } from '@kaizen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { requireProject } from '../projects/projects.policy.js';
import { isNotificationEnabled } from '../settings/notification-settings.service.js';
import { insertNotification, listNotifications, type NewNotification } from './notifications.repository.js';

type Db = Kysely<Database>;

/** Records a change as a notification, when the admin settings record that kind for the project. */
export async function notify(db: Db, notification: NewNotification & { kind: NotificationKind }): Promise<void> {
  if (await isNotificationEnabled(db, notification.projectId, notification.kind)) {
    await insertNotification(db, notification);
  }
}

/** GET /api/v1/notifications: newest first; a deleted author shows as such. */
export async function projectNotifications(db: Db, actor: Actor, projectId: number): Promise<Notification[]> {
  await requireProject(db, actor, projectId, 'read');
  const rows = await listNotifications(db, projectId);
  return rows.map((r) => ({
    id: r.id,
    project_id: r.project_id,
    user_id: r.user_id,
    user_name: r.user_name === null ? '' : r.user_deleted ? `${r.user_name}（削除済み）` : r.user_name,
    kind: r.kind,
    action_page: r.action_page,
    action_target: r.action_target,
    is_rev: r.is_rev === 1,
    created_at: r.created_at,
  }));
}
