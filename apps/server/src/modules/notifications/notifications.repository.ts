import type { Kysely } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

export interface NewNotification {
  projectId: number | null;
  userId: number;
  kind: string;
  actionPage: string;
  actionTarget: string;
  isRev: boolean;
}

export async function insertNotification(db: Db, n: NewNotification): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      project_id: n.projectId,
      user_id: n.userId,
      kind: n.kind,
      action_page: n.actionPage,
      action_target: n.actionTarget,
      is_rev: n.isRev ? 1 : 0,
      created_at: nowIso(),
    })
    .execute();
}

/** A project's notifications, newest first (spec §4: the list is reversed on load). */
export function listNotifications(db: Db, projectId: number, limit = 100) {
  return db
    .selectFrom('notifications')
    .leftJoin('users', 'users.id', 'notifications.user_id')
    .select([
      'notifications.id',
      'notifications.project_id',
      'notifications.user_id',
      'users.name as user_name',
      'users.is_deleted as user_deleted',
      'notifications.kind',
      'notifications.action_page',
      'notifications.action_target',
      'notifications.is_rev',
      'notifications.created_at',
    ])
    .where('notifications.project_id', '=', projectId)
    .orderBy('notifications.id', 'desc')
    .limit(limit)
    .execute();
}
