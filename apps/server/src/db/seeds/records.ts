import { hashPassword } from '../../lib/password.js';
import { nowIso } from '../schema-helpers.js';
import type { Db } from '../types.js';

/** Row builders shared by the demo seed, the user:create command and the test factories. */
export async function insertCompany(db: Db, companyName: string, isOperator = false): Promise<number> {
  const at = nowIso();
  const row = await db
    .insertInto('companies')
    .values({ company_name: companyName, is_operator: isOperator ? 1 : 0, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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

export interface NewUser {
  companyId: number;
  account: string;
  name: string;
  password: string;
  role: number;
  roleNum: number;
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const at = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      company_id: user.companyId,
      account: user.account,
      name: user.name,
      password_hash: await hashPassword(user.password),
      role: user.role,
      role_num: user.roleNum,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The operating company whose users are internal staff; made on first need. */
export async function operatorCompanyId(db: Db, nameIfNew: string): Promise<number> {
  const existing = await db.selectFrom('companies').select('id').where('is_operator', '=', 1).executeTakeFirst();
  return existing?.id ?? insertCompany(db, nameIfNew, true);
}
