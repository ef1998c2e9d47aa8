import { sql } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.js';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

function projectsWithCompany(db: Db) {
  return db
    .selectFrom('projects')
    .innerJoin('companies', 'companies.id', 'projects.company_id')
    .select([
      'projects.id',
      'projects.project_name',
      'projects.company_id',
      'companies.company_name',
      'projects.client_can_edit',
    ])
    .where('projects.is_deleted', '=', 0)
    .where('companies.is_deleted', '=', 0);
}

function projectsWithFavorite(db: Db, userId: number) {
  return projectsWithCompany(db)
    .leftJoin('user_favorites', (join) =>
      join.onRef('user_favorites.project_id', '=', 'projects.id').on('user_favorites.user_id', '=', userId),
    )
    .select('user_favorites.user_id as favorite_of')
    .orderBy('companies.id')
    .orderBy('projects.id');
}

// Every page asks for the list: built once (db/reusable-query.ts), one for staff and one for clients.
const everyProject = reusableQuery((db, userId: number) => projectsWithFavorite(db, userId));
const companyProjects = reusableQuery((db, userId: number, companyId: number) =>
  projectsWithFavorite(db, userId).where('projects.company_id', '=', companyId),
);

/** Live projects with the user's favourite flag; only one company's when companyId is given (client users). */
export function listProjects(db: Db, userId: number, companyId?: number) {
  return companyId === undefined ? everyProject(db, userId) : companyProjects(db, userId, companyId);
}

export function listFavoriteProjects(db: Db, userId: number, companyId?: number) {
  let query = projectsWithCompany(db)
    .innerJoin('user_favorites', 'user_favorites.project_id', 'projects.id')
    .where('user_favorites.user_id', '=', userId);
  if (companyId !== undefined) query = query.where('projects.company_id', '=', companyId);
  return query.orderBy('user_favorites.seq').orderBy('projects.id').execute();
}

export async function insertProject(db: Db, companyId: number, projectName: string): Promise<number> {
  const at = nowIso();
  const row = await db
    .insertInto('projects')
    .values({ company_id: companyId, project_name: projectName, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameProject(db: Db, projectId: number, projectName: string): Promise<void> {
  await db
    .updateTable('projects')
    .set({ project_name: projectName, updated_at: nowIso() })
    .where('id', '=', projectId)
    .execute();
}

export async function softDeleteProject(db: Db, projectId: number): Promise<void> {
  await db.updateTable('projects').set({ is_deleted: 1, updated_at: nowIso() }).where('id', '=', projectId).execute();
}

export async function setFavorite(db: Db, userId: number, projectId: number, favorite: boolean): Promise<void> {
  if (!favorite) {
    await db.deleteFrom('user_favorites').where('user_id', '=', userId).where('project_id', '=', projectId).execute();
    return;
  }
  await db
    .insertInto('user_favorites')
    .values({
      user_id: userId,
      project_id: projectId,
      created_at: nowIso(),
      // Star order: after every star this user already has (created_at alone ties within a millisecond).
      seq: sql<number>`(select coalesce(max(seq), 0) + 1 from user_favorites where user_id = ${userId})`,
    })
    .onConflict((oc) => oc.columns(['user_id', 'project_id']).doNothing())
    .execute();
}

export async function setClientCanEdit(db: Db, projectId: number, allowed: boolean): Promise<void> {
  await db
    .updateTable('projects')
    .set({ client_can_edit: allowed ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', projectId)
    .execute();
}
