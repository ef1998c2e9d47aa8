import { managementMessages } from '@kaizen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { markProjectEdited } from '../../lib/request-context.js';
import { findProject } from './projects.repository.js';

export type ProjectAccess = 'read' | 'edit';

/**
 * The one access check for anything that belongs to a project (architecture guide, "Access
 * control"). Staff reach every project; a client user only its own company's. A project the
 * caller may not see answers 404, so its existence does not leak. A client user edits only where
 * staff allowed it for that project (client_can_edit; docs/permissions.md). Returns the project.
 */
export async function requireProject(db: Kysely<Database>, actor: Actor, projectId: number, access: ProjectAccess) {
  const project = await findProject(db, projectId);
  if (!project) throw AppError.notFound('プロジェクトが見つかりません');
  if (actor.isClient && project.company_id !== actor.companyId) {
    throw AppError.notFound('プロジェクトが見つかりません');
  }
  if (access === 'edit' && actor.isClient && project.client_can_edit !== 1) {
    throw AppError.forbidden(managementMessages.clientEditForbidden);
  }
  // An edit about to happen: announced to the project's live viewers once the request succeeds.
  if (access === 'edit') markProjectEdited(projectId);
  return project;
}
