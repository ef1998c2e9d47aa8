import { isStaffRoleNum, nodeKinds, type CommentTargetKind, isNodeKind } from '@kaizen/domain';
import { sql } from 'kysely';
import { nodeTables } from '../../db/node-tables.js';
import type { Db } from '../../db/types.js';
import { SHOWN } from '../access/visibility.js';

/** Who reads: a client user sees no 社内のみ comment and nothing of a hidden measure or report. */
export interface Reader {
  userId: number;
  isClient: boolean;
}

/** Where each kind that is not a tree node keeps its title; a measure report is titled by its measure. */
const titleOf = {
  measure_report: nodeTables.measure,
  monthly_report: { table: 'monthly_reports', title: 'title' },
  sales_report: { table: 'sales_reports', title: 'title' },
  need: { table: 'needs', title: 'title' },
} as const;

/** The title of the item a comment is on, for a notification's text. */
export async function targetTitle(db: Db, kind: CommentTargetKind, id: number): Promise<string> {
  const { table, title } = isNodeKind(kind) ? nodeTables[kind] : titleOf[kind];
  const { rows } = await sql<{ title: string | null }>`
    select ${sql.ref(title)} as title from ${sql.table(table)} where id = ${id}`.execute(db);
  return rows[0]?.title ?? '';
}

export async function insertComment(
  db: Db,
  row: {
    project_id: number | null;
    sale_id: number | null;
    target_kind: CommentTargetKind;
    target_id: number;
    author_id: number;
    body: string;
    is_internal: number;
    created_at: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('comments')
    .values({ ...row, updated_at: row.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function insertMentions(db: Db, commentId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('comment_mentions')
    .values(userIds.map((user_id) => ({ comment_id: commentId, user_id, read_at: null })))
    .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
    .execute();
}

/** A live comment, whoever may see it: the service checks its target's access. */
export function findComment(db: Db, id: number) {
  return db
    .selectFrom('comments')
    .select(['id', 'project_id', 'target_kind', 'target_id', 'author_id', 'is_internal', 'body'])
    .where('id', '=', id)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
}

export async function updateCommentBody(db: Db, id: number, body: string, at: string): Promise<void> {
  await db.updateTable('comments').set({ body, updated_at: at, edited_at: at }).where('id', '=', id).execute();
}

export async function markCommentDeleted(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('comments').set({ is_deleted: 1, updated_at: at }).where('id', '=', id).execute();
}

/** A target's live comments the reader may see, oldest first (newest last, as a conversation reads). */
export function listComments(db: Db, reader: Reader, kind: CommentTargetKind, targetId: number) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .select([
      'comments.id',
      'comments.target_kind',
      'comments.target_id',
      'comments.author_id',
      'users.name as author_name',
      'users.is_deleted as author_deleted',
      'comments.body',
      'comments.is_internal',
      'comments.created_at',
      'comments.edited_at',
    ])
    .where('comments.target_kind', '=', kind)
    .where('comments.target_id', '=', targetId)
    .where('comments.is_deleted', '=', 0)
    .$if(reader.isClient, (q) => q.where('comments.is_internal', '=', 0))
    .orderBy('comments.created_at')
    .orderBy('comments.id')
    .execute();
}

/** The people each comment mentions, by comment id. */
export async function mentionsOf(db: Db, commentIds: number[]) {
  if (commentIds.length === 0) return new Map<number, { id: number; name: string }[]>();
  const rows = await db
    .selectFrom('comment_mentions')
    .innerJoin('users', 'users.id', 'comment_mentions.user_id')
    .select(['comment_mentions.comment_id', 'users.id', 'users.name'])
    .where('comment_mentions.comment_id', 'in', commentIds)
    .orderBy('users.name')
    .execute();
  const byComment = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = byComment.get(Number(row.comment_id)) ?? [];
    list.push({ id: Number(row.id), name: row.name });
    byComment.set(Number(row.comment_id), list);
  }
  return byComment;
}

/**
 * How many comments each of a project's tree nodes and needs has, in one query (the rows and cards
 * that show a count). A client user counts no 社内のみ comment, and no measure hidden from it shows up.
 */
export function countNodeComments(db: Db, reader: Reader, projectId: number) {
  return db
    .selectFrom('comments')
    .leftJoin('measures', (join) =>
      join.onRef('measures.id', '=', 'comments.target_id').on('comments.target_kind', '=', 'measure'),
    )
    .select(['comments.target_kind', 'comments.target_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('comments.project_id', '=', projectId)
    .where('comments.is_deleted', '=', 0)
    .where('comments.target_kind', 'in', [...nodeKinds, 'need'])
    .$if(reader.isClient, (q) =>
      q
        .where('comments.is_internal', '=', 0)
        .where((eb) => eb.or([eb('measures.is_show', 'is', null), eb('measures.is_show', '=', SHOWN)])),
    )
    .groupBy(['comments.target_kind', 'comments.target_id'])
    .execute();
}

/** The live users of a project's company (client users) and every live staff user, matching the name. */
export async function listMentionable(db: Db, options: { companyId: number; withClients: boolean; query: string }) {
  const rows = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.id', 'users.name', 'users.role_num', 'users.company_id'])
    .where('users.is_deleted', '=', 0)
    .where('companies.is_deleted', '=', 0)
    .$if(options.query !== '', (q) => q.where('users.name', 'like', `%${escapeLike(options.query)}%`))
    .orderBy('users.name')
    .limit(200)
    .execute();
  return rows
    .map((r) => ({
      id: Number(r.id),
      name: r.name,
      is_client: !isStaffRoleNum(Number(r.role_num)),
      company_id: r.company_id,
    }))
    .filter((u) => !u.is_client || (options.withClients && Number(u.company_id) === options.companyId))
    .slice(0, 20)
    .map(({ id, name, is_client }) => ({ id, name, is_client }));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The users by id, live ones only, with what decides what they may see. */
export function findUsers(db: Db, ids: number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'role_num', 'company_id'])
    .where('id', 'in', ids)
    .where('is_deleted', '=', 0)
    .execute();
}

export async function markMentionsRead(
  db: Db,
  userId: number,
  at: string,
  scope: { commentIds: number[] } | { kind: CommentTargetKind; targetId: number },
): Promise<number> {
  const result = await db
    .updateTable('comment_mentions')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where((eb) =>
      'commentIds' in scope
        ? eb('comment_id', 'in', scope.commentIds.length > 0 ? scope.commentIds : [0])
        : eb(
            'comment_id',
            'in',
            eb
              .selectFrom('comments')
              .select('comments.id')
              .where('comments.target_kind', '=', scope.kind)
              .where('comments.target_id', '=', scope.targetId),
          ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const EXCERPT_LENGTH = 80;

/**
 * A user's unread @mentions across their projects (今日やること), newest first: each with its project
 * (a sales report of a customer without a project: the customer), what it is on, its author and the
 * start of its body. What the user may no longer see is left out — a deleted comment, project,
 * customer or report, another company's project for a client user, and for a client user a 社内のみ
 * comment, a sales report's thread, or one on a measure or report not shown to clients.
 */
export async function listUnreadMentions(db: Db, user: { userId: number; clientCompanyId: number | null }) {
  const rows = await db
    .selectFrom('comment_mentions')
    .innerJoin('comments', 'comments.id', 'comment_mentions.comment_id')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .leftJoin('projects', 'projects.id', 'comments.project_id')
    .leftJoin('companies', 'companies.id', 'projects.company_id')
    .leftJoin('sales', 'sales.id', 'comments.sale_id')
    .leftJoin('measures', (join) =>
      join
        .onRef('measures.id', '=', 'comments.target_id')
        .on('comments.target_kind', 'in', ['measure', 'measure_report']),
    )
    .leftJoin('measure_reports', (join) =>
      join
        .onRef('measure_reports.measure_id', '=', 'comments.target_id')
        .on('comments.target_kind', '=', 'measure_report'),
    )
    .leftJoin('monthly_reports', (join) =>
      join.onRef('monthly_reports.id', '=', 'comments.target_id').on('comments.target_kind', '=', 'monthly_report'),
    )
    .leftJoin('needs', (join) =>
      join.onRef('needs.id', '=', 'comments.target_id').on('comments.target_kind', '=', 'need'),
    )
    .leftJoin('sales_reports', (join) =>
      join.onRef('sales_reports.id', '=', 'comments.target_id').on('comments.target_kind', '=', 'sales_report'),
    )
    .select([
      'comments.id as comment_id',
      'comments.project_id',
      'comments.sale_id',
      'projects.project_name',
      'sales.project_name as customer_name',
      'comments.target_kind',
      'comments.target_id',
      'users.name as author_name',
      'comments.body',
      'comments.created_at',
    ])
    .where('comment_mentions.user_id', '=', user.userId)
    .where('comment_mentions.read_at', 'is', null)
    .where('comments.is_deleted', '=', 0)
    .where((eb) =>
      eb.or([
        eb.and([eb('projects.is_deleted', '=', 0), eb('companies.is_deleted', '=', 0)]),
        eb.and([eb('comments.project_id', 'is', null), eb('sales.is_deleted', '=', 0)]),
      ]),
    )
    // Reports and needs are deleted outright: their threads go with them.
    .where((eb) =>
      eb.and([
        eb.or([eb('comments.target_kind', '!=', 'monthly_report'), eb('monthly_reports.id', 'is not', null)]),
        eb.or([eb('comments.target_kind', '!=', 'need'), eb('needs.id', 'is not', null)]),
        eb.or([eb('comments.target_kind', '!=', 'sales_report'), eb('sales_reports.id', 'is not', null)]),
      ]),
    )
    .$if(user.clientCompanyId !== null, (q) =>
      q
        .where('projects.company_id', '=', user.clientCompanyId ?? 0)
        .where('comments.is_internal', '=', 0)
        .where('comments.target_kind', '!=', 'sales_report')
        .where((eb) => eb.or([eb('measures.is_show', 'is', null), eb('measures.is_show', '=', SHOWN)]))
        .where((eb) => eb.or([eb('measure_reports.is_show', 'is', null), eb('measure_reports.is_show', '=', SHOWN)]))
        .where((eb) => eb.or([eb('monthly_reports.is_show', 'is', null), eb('monthly_reports.is_show', '=', SHOWN)])),
    )
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    comment_id: Number(r.comment_id),
    project_id: r.project_id === null ? null : Number(r.project_id),
    project_name: r.project_name ?? r.customer_name ?? '',
    sale_id: r.sale_id === null ? null : Number(r.sale_id),
    // Written only through the create schema's enum.
    target_kind: r.target_kind as CommentTargetKind,
    target_id: Number(r.target_id),
    author_name: r.author_name,
    excerpt: r.body.length > EXCERPT_LENGTH ? `${r.body.slice(0, EXCERPT_LENGTH)}…` : r.body,
    created_at: r.created_at,
  }));
}
