import { managementMessages, measureReportMessages } from '@kaizen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { requireNode } from '../management/management.access.js';
import { requireProject, type ProjectAccess } from '../projects/projects.policy.js';
import { findReport, type ReportRow } from './measure-reports.repository.js';

type Db = Kysely<Database>;

/** A report client users may not see (is_show 0) does not exist for them, like a hidden measure. */
export function isHiddenFrom(actor: Actor, report: Pick<ReportRow, 'is_show'>): boolean {
  return actor.isClient && report.is_show === 0;
}

/** The measure's report, reachable by the caller with the access the call needs; 404 otherwise. */
export async function requireReport(db: Db, actor: Actor, measureId: number, access: ProjectAccess) {
  const measure = await requireNode(db, actor, 'measure', measureId, 'read');
  const report = await findReport(db, measureId);
  if (!report || isHiddenFrom(actor, report)) throw AppError.notFound(measureReportMessages.notFound);
  // Edit rights only after visibility: a hidden report is 404 for a write too, never a telling 403.
  if (access === 'edit') await requireProject(db, actor, measure.project_id, 'edit');
  return { measure, report };
}

/** Publishing is the consultant's decision (docs/permissions.md): client users never change is_show. */
export function refuseClientVisibility(actor: Actor, isShow: number | undefined): void {
  if (actor.isClient && isShow !== undefined) throw AppError.forbidden(managementMessages.visibilityStaffOnly);
}

/** A row of the pattern table (or an image) names its report's measure; access is decided there. */
export async function measureIdOf(
  db: Db,
  table: 'report_headers' | 'report_patterns' | 'report_images',
  id: number,
  message: string,
): Promise<number> {
  const row = await db.selectFrom(table).select('measure_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw AppError.notFound(message);
  return Number(row.measure_id);
}
