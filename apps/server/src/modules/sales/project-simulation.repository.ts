import type { Db } from '../../db/types.js';

/** The live sales customer a project was converted from (sales.project_id); the first if ever more than one. */
export function findSaleOfProject(db: Db, projectId: number) {
  return db
    .selectFrom('sales')
    .select(['id', 'project_name'])
    .where('project_id', '=', projectId)
    .where('is_deleted', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
}
