import { CLIENT_ROLE_NUM, ROLE_GENERAL, nodeKinds, type CommentTarget, type NodeKind } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import { actorFrom, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { requireNode, requireReport, type NotFound } from '../access/access.service.js';

const isNodeKind = (kind: string): kind is NodeKind => (nodeKinds as readonly string[]).includes(kind);

/**
 * The item a comment is on, as the caller may read it: a thread has exactly its target's access (a
 * tree node's, a measure report's), so a hidden measure or report is the same 404 its own reads give.
 * Answers the project the thread belongs to.
 */
export async function requireTarget(
  db: Db,
  actor: Actor,
  target: CommentTarget,
  notFound?: NotFound,
): Promise<{ projectId: number }> {
  if (isNodeKind(target.target_kind)) {
    const row = await requireNode(db, actor, target.target_kind, target.target_id, 'read', notFound);
    return { projectId: row.project_id };
  }
  const { measure } = await requireReport(db, actor, target.target_id, 'read', notFound);
  return { projectId: measure.project_id };
}

/** Whether the user could read the target: the one access rule asked on their behalf. */
export async function maySee(
  db: Db,
  user: { id: number; role: number; role_num: number; company_id: number },
  target: CommentTarget,
): Promise<boolean> {
  try {
    await requireTarget(db, actorFrom(user, 0), target);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Whether client users of the project's company see the target (so may be mentioned on it). */
export function visibleToClients(db: Db, companyId: number, target: CommentTarget): Promise<boolean> {
  return maySee(db, { id: 0, role: ROLE_GENERAL, role_num: CLIENT_ROLE_NUM, company_id: companyId }, target);
}
