import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

export function findLiveCompany(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'company_name', 'is_operator'])
    .where('id', '=', companyId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
}

/** Live companies with how many live projects and users each has. */
export function listCompanies(db: Db, companyId?: number) {
  let query = db
    .selectFrom('companies')
    .select((eb) => [
      'companies.id',
      'companies.company_name',
      'companies.is_operator',
      eb
        .selectFrom('projects')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('projects.company_id', '=', 'companies.id')
        .where('projects.is_deleted', '=', 0)
        .as('project_count'),
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('users.company_id', '=', 'companies.id')
        .where('users.is_deleted', '=', 0)
        .as('user_count'),
    ])
    .where('companies.is_deleted', '=', 0);
  if (companyId !== undefined) query = query.where('companies.id', '=', companyId);
  return query.orderBy('companies.id').execute();
}

export async function insertCompany(db: Db, companyName: string): Promise<number> {
  const at = nowIso();
  const row = await db
    .insertInto('companies')
    .values({ company_name: companyName, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameCompany(db: Db, companyId: number, companyName: string): Promise<void> {
  await db
    .updateTable('companies')
    .set({ company_name: companyName, updated_at: nowIso() })
    .where('id', '=', companyId)
    .execute();
}

export async function softDeleteCompany(db: Db, companyId: number): Promise<void> {
  await db.updateTable('companies').set({ is_deleted: 1, updated_at: nowIso() }).where('id', '=', companyId).execute();
}
