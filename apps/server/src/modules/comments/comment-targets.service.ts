import { CLIENT_ROLE_NUM, ROLE_GENERAL, type CommentTarget, isNodeKind } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import { actorFrom, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { requireNode, requireReport, type NotFound } from '../access/access.service.js';
import { requireNeed } from '../dashboard/needs.service.js';
import { requireMonthlyReport } from '../monthly-reports/monthly-reports.service.js';
import { requireReportForStaffThread } from '../sales-reports/sales-reports.service.js';

/**
 * Where a thread belongs: its project, or for a sales report of a customer without a project yet,
 * only its customer (projectId null).
 */
export interface ThreadPlace {
  projectId: number | null;
  saleId: number | null;
}

/**
 * The item a comment is on, as the caller may read it: a thread has exactly its target's access (a
 * tree node's, a report's, a need's), so a hidden measure or report is the same 404 its own reads
 * give. A sales report's thread is staff's, as the sales area is.
 */
export async function requireTarget(
  db: Db,
  actor: Actor,
  target: CommentTarget,
  notFound?: NotFound,
): Promise<ThreadPlace> {
  const kind = target.target_kind;
  const id = target.target_id;
  if (isNodeKind(kind)) {
    const row = await requireNode(db, actor, kind, id, 'read', notFound);
    return { projectId: row.project_id, saleId: null };
  }
  switch (kind) {
    case 'measure_report': {
      const { measure } = await requireReport(db, actor, id, 'read', notFound);
      return { projectId: measure.project_id, saleId: null };
    }
    case 'monthly_report': {
      const row = await requireMonthlyReport(db, actor, id, 'read', notFound);
      return { projectId: Number(row.project_id), saleId: null };
    }
    case 'need': {
      const row = await requireNeed(db, actor, id, notFound);
      return { projectId: Number(row.project_id), saleId: null };
    }
    case 'sales_report': {
      const { sale } = await requireReportForStaffThread(db, actor, id, notFound);
      return { projectId: sale.project_id, saleId: sale.id };
    }
  }
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
