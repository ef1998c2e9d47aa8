import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';
import { SHOWN } from '../access/visibility.js';

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
  /** The one user it is for; by default everyone who sees the project's notifications. */
  recipientId?: number;
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
      recipient_id: n.recipientId ?? null,
      detail_from: n.detailFrom ?? '',
    })
    .execute();
}

/** Whose notifications are read: one user's, in one project or every project they may reach. */
export interface FeedScope {
  userId: number;
  /** A client user's company: only its projects, and only what clients may see. null for staff. */
  clientCompanyId: number | null;
  /** One project, or null for every project the user may reach (the header's bell). */
  projectId: number | null;
  /** A room of many (a chat channel): notifications addressed to one person count too. */
  everyRecipient?: boolean;
}

/**
 * The notifications a user may see, with their read state. Left out: their own changes (nobody is
 * notified of what they did), those meant for someone else (recipient_id), those of deleted projects,
 * and for a client user another company's projects and what clients may not see — a measure hidden
 * from clients, a monthly report unless it is there and shown (access/visibility.ts), a sales
 * customer (the sales area is staff only).
 */
function feed(db: Db, scope: FeedScope) {
  const { userId, clientCompanyId, projectId } = scope;
  return db
    .selectFrom('notifications')
    .innerJoin('projects', 'projects.id', 'notifications.project_id')
    .innerJoin('companies', 'companies.id', 'projects.company_id')
    .leftJoin('notification_reads', (join) =>
      join
        .onRef('notification_reads.project_id', '=', 'notifications.project_id')
        .on('notification_reads.user_id', '=', userId),
    )
    .leftJoin('measures', (join) =>
      join.onRef('measures.id', '=', 'notifications.target_id').on('notifications.target_kind', '=', 'measure'),
    )
    .leftJoin('monthly_reports', (join) =>
      join
        .onRef('monthly_reports.id', '=', 'notifications.target_id')
        .on('notifications.target_kind', '=', 'monthly_report'),
    )
    .where('projects.is_deleted', '=', 0)
    .where('companies.is_deleted', '=', 0)
    .$if(projectId !== null, (q) => q.where('notifications.project_id', '=', projectId ?? 0))
    .where((eb) => eb.or([eb('notifications.user_id', 'is', null), eb('notifications.user_id', '!=', userId)]))
    .$if(!scope.everyRecipient, (q) =>
      q.where((eb) =>
        eb.or([eb('notifications.recipient_id', 'is', null), eb('notifications.recipient_id', '=', userId)]),
      ),
    )
    .$if(clientCompanyId !== null, (q) =>
      q
        .where('projects.company_id', '=', clientCompanyId ?? 0)
        .where((eb) =>
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

/** How many of them are newer than what the user read in their project. */
export async function countUnread(db: Db, scope: FeedScope): Promise<number> {
  const row = await feed(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb('notifications.id', '>', eb.fn.coalesce('notification_reads.last_read_id', eb.lit(0))))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first (product.md §4.12: the list is reversed on load). */
export function listNotifications(db: Db, scope: FeedScope, limit = 100) {
  return feed(db, scope)
    .leftJoin('users', 'users.id', 'notifications.user_id')
    .select([
      'notifications.id',
      'notifications.project_id',
      'projects.project_name',
      'notifications.user_id',
      'users.name as user_name',
      'users.is_deleted as user_deleted',
      'notifications.kind',
      'notifications.action_page',
      'notifications.action_target',
      'notifications.is_rev',
      'notifications.created_at',
      'notifications.detail',
      'notifications.target_kind',
      'notifications.target_id',
      'notification_reads.last_read_id',
    ])
    .orderBy('notifications.id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest notification the user may see in each project, and what they had read there. */
export function newestPerProject(db: Db, scope: FeedScope) {
  return feed(db, scope)
    .select((eb) => [
      'notifications.project_id',
      eb.fn.max('notifications.id').as('newest'),
      eb.fn.max('notification_reads.last_read_id').as('last_read'),
    ])
    .groupBy('notifications.project_id')
    .execute();
}

/** Rows per statement: four parameters each stays far under SQLite's limit of bound parameters. */
const READS_PER_STATEMENT = 500;

/**
 * Moves the user's read mark in each project to the id given, in one statement per few hundred
 * projects (a staff member reaches every project; one statement each made the bell slow), never
 * back to an older id.
 */
export async function setLastReadIds(
  db: Db,
  userId: number,
  marks: { projectId: number; id: number }[],
): Promise<void> {
  const at = nowIso();
  for (let start = 0; start < marks.length; start += READS_PER_STATEMENT) {
    const rows = marks.slice(start, start + READS_PER_STATEMENT).map(({ projectId, id }) => ({
      user_id: userId,
      project_id: projectId,
      last_read_id: id,
      updated_at: at,
    }));
    await db
      .insertInto('notification_reads')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'project_id'])
          .doUpdateSet((eb) => ({
            last_read_id: eb.ref('excluded.last_read_id'),
            updated_at: eb.ref('excluded.updated_at'),
          }))
          .where('notification_reads.last_read_id', '<', (eb) => eb.ref('excluded.last_read_id')),
      )
      .execute();
  }
}

/** Notifications recorded after a position, oldest first, with what a message about them needs. */
export function notificationsAfterId(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .innerJoin('projects', 'projects.id', 'notifications.project_id')
    .leftJoin('users', 'users.id', 'notifications.user_id')
    .select([
      'notifications.id',
      'notifications.project_id',
      'projects.project_name',
      'notifications.user_id',
      'users.name as user_name',
      'notifications.kind',
      'notifications.action_target',
      'notifications.is_rev',
      'notifications.detail',
      'notifications.target_kind',
      'notifications.target_id',
      'notifications.recipient_id',
    ])
    .$narrowType<{ project_id: number }>()
    .where('notifications.id', '>', afterId)
    .orderBy('notifications.id')
    .limit(limit)
    .execute();
}

export async function latestNotificationId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Whether one notification is in the user's feed: the same rules as the bell's list. */
export async function isInFeed(db: Db, scope: FeedScope, notificationId: number): Promise<boolean> {
  const row = await feed(db, scope)
    .select('notifications.id')
    .where('notifications.id', '=', notificationId)
    .executeTakeFirst();
  return row !== undefined;
}
