import type { Kysely } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { Database } from '../../db/types.js';
import { SHOWN } from '../access/visibility.js';

type Db = Kysely<Database>;

export interface NewNotification {
  projectId: number | null;
  userId: number;
  kind: string;
  actionPage: string;
  actionTarget: string;
  isRev: boolean;
  /** What the change is about, so client users are shown only what they may see. */
  target?: { kind: string; id: number };
  /** What it changed to (a status's name), when the title alone does not say. */
  detail?: string;
  /** What it changed from (a status's name), for a status change. */
  detailFrom?: string;
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
      target_kind: n.target?.kind ?? null,
      target_id: n.target?.id ?? null,
      detail: n.detail ?? '',
      detail_from: n.detailFrom ?? '',
    })
    .execute();
}

/**
 * A project's notifications a caller may see. forClient leaves out what a client user may not: those
 * about a measure hidden from clients, about a monthly report unless it is there and shown
 * (access/visibility.ts), and about a sales customer (the sales area is staff only).
 */
function visibleNotifications(db: Db, projectId: number, forClient: boolean) {
  return db
    .selectFrom('notifications')
    .leftJoin('measures', (join) =>
      join.onRef('measures.id', '=', 'notifications.target_id').on('notifications.target_kind', '=', 'measure'),
    )
    .leftJoin('monthly_reports', (join) =>
      join
        .onRef('monthly_reports.id', '=', 'notifications.target_id')
        .on('notifications.target_kind', '=', 'monthly_report'),
    )
    .where('notifications.project_id', '=', projectId)
    .$if(forClient, (q) =>
      q.where((eb) =>
        eb.and([
          eb.or([eb('measures.is_show', 'is', null), eb('measures.is_show', '=', SHOWN)]),
          eb.or([
            eb('notifications.target_kind', 'is', null),
            eb('notifications.target_kind', '!=', 'monthly_report'),
            eb('monthly_reports.is_show', '=', SHOWN),
          ]),
          eb.or([eb('notifications.target_kind', 'is', null), eb('notifications.target_kind', '!=', 'sale')]),
        ]),
      ),
    );
}

/** How many notifications a user may see are newer than what they read, not counting their own. */
export async function countUnread(
  db: Db,
  projectId: number,
  forClient: boolean,
  userId: number,
  lastRead: number,
): Promise<number> {
  const row = await visibleNotifications(db, projectId, forClient)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('notifications.id', '>', lastRead)
    .where((eb) => eb.or([eb('notifications.user_id', 'is', null), eb('notifications.user_id', '!=', userId)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first (product.md §4.12: the list is reversed on load). */
export function listNotifications(db: Db, projectId: number, forClient: boolean, limit = 100) {
  return visibleNotifications(db, projectId, forClient)
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
      'notifications.detail',
    ])
    .orderBy('notifications.id', 'desc')
    .limit(limit)
    .execute();
}

export async function lastReadId(db: Db, userId: number, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('notification_reads')
    .select('last_read_id')
    .where('user_id', '=', userId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.last_read_id ?? 0;
}

export async function setLastReadId(db: Db, userId: number, projectId: number, id: number): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('notification_reads')
    .values({ user_id: userId, project_id: projectId, last_read_id: id, updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'project_id']).doUpdateSet({ last_read_id: id, updated_at: at }))
    .execute();
}
