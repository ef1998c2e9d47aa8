import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

export function findKgi(db: Db, projectId: number) {
  return db.selectFrom('kgis').selectAll().where('project_id', '=', projectId).executeTakeFirst();
}

export function findKgiById(db: Db, kgiId: number) {
  return db.selectFrom('kgis').select(['id', 'project_id']).where('id', '=', kgiId).executeTakeFirst();
}

/** One KGI row per project, made on first save. */
export async function saveKgi(
  db: Db,
  projectId: number,
  userId: number,
  fields: Partial<{ purpose: string; kgi: string; start_line: string | null; dead_line: string | null }>,
): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('kgis')
    .values({ project_id: projectId, ...fields, updated_by: userId, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ ...fields, updated_by: userId, updated_at: at }))
    .execute();
}
