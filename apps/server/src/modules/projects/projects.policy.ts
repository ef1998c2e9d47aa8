import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { findProject } from './projects.repository.js';

export type ProjectAccess = 'read' | 'edit';

/**
 * The one access check for anything that belongs to a project (architecture guide, "Access
 * control"). Staff reach every project; a client user only its own company's. A project the
 * caller may not see answers 404, so its existence does not leak. Returns the project.
 * The 'edit' rules for client users are refined per area (docs/permissions.md).
 */
export async function requireProject(db: Kysely<Database>, actor: Actor, projectId: number, _access: ProjectAccess) {
  const project = await findProject(db, projectId);
  if (!project) throw AppError.notFound('プロジェクトが見つかりません');
  if (actor.isClient && project.company_id !== actor.companyId) {
    throw AppError.notFound('プロジェクトが見つかりません');
  }
  return project;
}
