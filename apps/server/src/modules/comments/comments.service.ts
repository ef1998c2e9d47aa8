import {
  commentMessages,
  isStaffRoleNum,
  renderCommentMarkdown,
  type Comment,
  type CommentList,
  type CommentTarget,
  type CreateCommentRequest,
  type MarkMentionsReadRequest,
  type UpdateCommentRequest,
} from '@kaizen/domain';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { ownerTransaction } from '../../lib/project-transaction.js';
import { requireProject } from '../access/access.service.js';
import { notify } from '../notifications/notifications.service.js';
import { maySee, requireTarget, visibleToClients, type ThreadPlace } from './comment-targets.service.js';
import {
  countNodeComments,
  findComment,
  findUsers,
  insertComment,
  insertMentions,
  listComments,
  listMentionable,
  listUnreadMentions,
  markCommentDeleted,
  markMentionsRead,
  mentionsOf,
  targetTitle,
  updateCommentBody,
} from './comments.repository.js';

const commentNotFound = () => AppError.notFound(commentMessages.notFound);
const readerOf = (actor: Actor) => ({ userId: actor.userId, isClient: actor.isClient });

/** A target's thread, as the caller may read it: a client user sees no 社内のみ comment. */
async function threadOf(db: Db, actor: Actor, target: CommentTarget): Promise<Comment[]> {
  const rows = await listComments(db, readerOf(actor), target.target_kind, target.target_id);
  const mentions = await mentionsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    target_kind: target.target_kind,
    target_id: Number(r.target_id),
    author: {
      id: Number(r.author_id),
      name: r.author_deleted === 1 ? `${r.author_name}（削除済み）` : r.author_name,
    },
    body: r.body,
    body_html: renderCommentMarkdown(r.body),
    is_internal: r.is_internal === 1,
    created_at: r.created_at,
    edited_at: r.edited_at,
    is_own: Number(r.author_id) === actor.userId,
    mentions: mentions.get(Number(r.id)) ?? [],
  }));
}

export async function listTargetComments(db: Db, actor: Actor, target: CommentTarget): Promise<CommentList> {
  await requireTarget(db, actor, target);
  return { comments: await threadOf(db, actor, target), can_write_internal: !actor.isClient };
}

/**
 * The people a comment may mention: each a live user who can see the target — and, on a 社内のみ
 * comment, staff only. One who cannot is a 400 naming mentions, and nothing is written.
 */
async function checkMentions(db: Db, target: CommentTarget, userIds: number[], isInternal: boolean): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return ids;
  const users = await findUsers(db, ids);
  if (users.length !== ids.length) throw AppError.badInput('mentions', commentMessages.mentionsInvalid);
  for (const user of users) {
    const person = { ...user, id: Number(user.id), company_id: Number(user.company_id) };
    const clientOnInternal = isInternal && !isStaffRoleNum(person.role_num);
    if (clientOnInternal || !(await maySee(db, person, target))) {
      throw AppError.badInput('mentions', commentMessages.mentionCannotSee);
    }
  }
  return ids;
}

/** A thread's write: in its project's transaction, or its sales customer's (ownerTransaction). */
function threadTransaction<T>(db: Db, place: ThreadPlace, work: (trx: Db) => Promise<T>) {
  const owner =
    place.projectId !== null
      ? { kind: 'project' as const, id: place.projectId }
      : { kind: 'sale' as const, id: place.saleId ?? 0 };
  return ownerTransaction(db, owner, work);
}

/**
 * What a mention's notification names and opens: the page it was made on, and the item the bell's
 * link leads to (a measure report's measure, a sales report's customer).
 */
function mentionNotice(target: CommentTarget, place: ThreadPlace) {
  switch (target.target_kind) {
    case 'measure_report':
      return { page: 'レポート', link: { kind: 'measure', id: target.target_id } };
    case 'monthly_report':
      return { page: 'レポート', link: { kind: 'monthly_report', id: target.target_id } };
    case 'need':
      return { page: 'ダッシュボード', link: { kind: 'need', id: target.target_id } };
    case 'sales_report':
      return { page: '営業レポート', link: { kind: 'sale', id: place.saleId ?? 0 } };
    default:
      return { page: '改善ツリー', link: { kind: target.target_kind, id: target.target_id } };
  }
}

/** Each newly mentioned person (not the author) hears of it in-app, in the write's transaction. */
async function tellMentioned(
  db: Db,
  actor: Actor,
  place: ThreadPlace,
  target: CommentTarget,
  userIds: number[],
): Promise<void> {
  const others = userIds.filter((id) => id !== actor.userId);
  if (others.length === 0) return;
  const title = (await targetTitle(db, target.target_kind, target.target_id)) || '（無題）';
  const { page, link } = mentionNotice(target, place);
  for (const recipientId of others) {
    await notify(db, {
      projectId: place.projectId,
      userId: actor.userId,
      kind: 'comment_mention',
      actionPage: page,
      actionTarget: title,
      isRev: false,
      target: link,
      recipientId,
    });
  }
}

async function commentOf(db: Db, actor: Actor, target: CommentTarget, id: number): Promise<Comment> {
  const comment = (await threadOf(db, actor, target)).find((c) => c.id === id);
  if (!comment) throw commentNotFound();
  return comment;
}

export async function createComment(db: Db, actor: Actor, req: CreateCommentRequest): Promise<Comment> {
  const target = { target_kind: req.target_kind, target_id: req.target_id };
  const place = await requireTarget(db, actor, target);
  const isInternal = req.is_internal === true;
  if (isInternal && actor.isClient) throw AppError.badInput('is_internal', commentMessages.internalStaffOnly);
  const mentioned = await checkMentions(db, target, req.mentions ?? [], isInternal);
  const id = await threadTransaction(db, place, async (trx) => {
    const commentId = await insertComment(trx, {
      project_id: place.projectId,
      sale_id: place.saleId,
      target_kind: req.target_kind,
      target_id: req.target_id,
      author_id: actor.userId,
      body: req.body,
      is_internal: isInternal ? 1 : 0,
      created_at: nowIso(),
    });
    await insertMentions(trx, commentId, mentioned);
    await tellMentioned(trx, actor, place, target, mentioned);
    return commentId;
  });
  return commentOf(db, actor, target, id);
}

/** A comment the caller may see and wrote: another's is 403, one it may not see 404 as a missing one. */
async function requireOwnComment(db: Db, actor: Actor, id: number) {
  const row = await findComment(db, id);
  if (!row || (actor.isClient && row.is_internal === 1)) throw commentNotFound();
  const target = { target_kind: row.target_kind, target_id: Number(row.target_id) } as CommentTarget;
  const place = await requireTarget(db, actor, target, commentNotFound);
  if (Number(row.author_id) !== actor.userId) throw AppError.forbidden(commentMessages.notOwn);
  return { row, target, place };
}

/** Edits the body (「編集済み」 from then on); people newly mentioned are told. */
export async function updateComment(db: Db, actor: Actor, req: UpdateCommentRequest): Promise<Comment> {
  const { row, target, place } = await requireOwnComment(db, actor, req.id);
  const mentioned = await checkMentions(db, target, req.mentions ?? [], row.is_internal === 1);
  const before = (await mentionsOf(db, [req.id])).get(req.id)?.map((m) => m.id) ?? [];
  const added = mentioned.filter((id) => !before.includes(id));
  await threadTransaction(db, place, async (trx) => {
    await updateCommentBody(trx, req.id, req.body, nowIso());
    await insertMentions(trx, req.id, added);
    await tellMentioned(trx, actor, place, target, added);
  });
  return commentOf(db, actor, target, req.id);
}

export async function deleteComment(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  const { place } = await requireOwnComment(db, actor, id);
  await threadTransaction(db, place, (trx) => markCommentDeleted(trx, id, nowIso()));
  return { id };
}

/** Each tree node's and need's count of comments in the project, as the caller may see them. */
export async function nodeCommentCounts(db: Db, actor: Actor, projectId: number) {
  await requireProject(db, actor, projectId, 'read');
  const rows = await countNodeComments(db, readerOf(actor), projectId);
  return {
    counts: rows.map((r) => ({
      target_kind: r.target_kind as CommentTarget['target_kind'],
      target_id: Number(r.target_id),
      count: Number(r.count),
    })),
  };
}

/**
 * Who may be mentioned on the target: staff, and the client users of the project's company where the
 * target is visible to clients; matched on the name typed after @.
 */
export async function mentionCandidates(db: Db, actor: Actor, target: CommentTarget, query: string) {
  const { projectId } = await requireTarget(db, actor, target);
  // A customer without a project has no client users yet: its thread is staff's alone.
  const companyId = projectId === null ? 0 : Number((await requireProject(db, actor, projectId, 'read')).company_id);
  const withClients = companyId !== 0 && (await visibleToClients(db, companyId, target));
  return { users: await listMentionable(db, { companyId, withClients, query: query.trim() }) };
}

/** The caller's own mentions read: those of the comments named, or all on a target it may read. */
export async function markRead(db: Db, actor: Actor, req: MarkMentionsReadRequest) {
  if (req.comment_ids !== undefined) {
    return { marked: await markMentionsRead(db, actor.userId, nowIso(), { commentIds: req.comment_ids }) };
  }
  const target = { target_kind: req.target_kind, target_id: req.target_id } as CommentTarget;
  await requireTarget(db, actor, target);
  return {
    marked: await markMentionsRead(db, actor.userId, nowIso(), {
      kind: target.target_kind,
      targetId: target.target_id,
    }),
  };
}

/**
 * The caller's unread @mentions across the projects it may read (今日やること), newest first; a client
 * user's leave out 社内のみ comments, other companies and measures or reports hidden from clients.
 */
export function unreadMentions(db: Db, actor: Actor) {
  return listUnreadMentions(db, { userId: actor.userId, clientCompanyId: actor.isClient ? actor.companyId : null });
}
