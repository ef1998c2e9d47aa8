import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

function projectsWithCompany(db: Kysely<Database>) {
  return db
    .selectFrom('projects')
    .innerJoin('companies', 'companies.id', 'projects.company_id')
    .select(['projects.id', 'projects.project_name', 'projects.company_id', 'companies.company_name'])
    .where('projects.is_deleted', '=', 0)
    .where('companies.is_deleted', '=', 0);
}

export function findProject(db: Kysely<Database>, projectId: number) {
  return projectsWithCompany(db).where('projects.id', '=', projectId).executeTakeFirst();
}

/** All live projects, or only one company's when companyId is given (client users). */
export function listProjects(db: Kysely<Database>, companyId?: number) {
  let query = projectsWithCompany(db);
  if (companyId !== undefined) query = query.where('projects.company_id', '=', companyId);
  return query.orderBy('companies.id').orderBy('projects.id').execute();
}
