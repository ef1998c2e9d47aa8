/**
 * The fuzz suite's callers and what it checks of each answer. A thousand hostile calls per route
 * as 管理者 will now and then delete, demote or sign out the caller, or delete the world's project
 * (an id of 1 is a fine hostile number); ensureWorld puts them back before each route, so every
 * route is fuzzed as deep as the first one.
 */
import { CLIENT_ROLE_NUM, ROLE_ADMIN, ROLE_GENERAL, SESSION_TTL_HOURS } from '@kaizen/domain';
import type { Db } from '../src/db/types.js';
import { insertCompany, insertProject, insertUser } from '../src/db/seeds/records.js';
import { insertSession } from '../src/modules/auth/auth.repository.js';
import { hashToken, newToken } from '../src/modules/auth/tokens.js';
import { TEST_PASSWORD, type World } from './factories.js';
import { LEAK_MARKERS } from './fuzz-values.js';

export type FuzzCaller = 'admin' | 'client';

/** A fresh session for the user, straight in the database: no password hashing per route. */
async function sessionFor(db: Db, userId: number): Promise<string> {
  const token = newToken();
  const now = new Date();
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    strategy: 'local',
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_TTL_HOURS * 3_600_000).toISOString(),
  });
  return token;
}

let repairs = 0;

/** The world's client company, project, 管理者 and client user as seedWorld made them, remade where the fuzz broke them. */
async function repairWorld(db: Db, world: World): Promise<void> {
  const company = await db
    .selectFrom('companies')
    .select('is_deleted')
    .where('id', '=', world.clientCompanyId)
    .executeTakeFirst();
  if (!company || company.is_deleted) world.clientCompanyId = await insertCompany(db, `ファズ会社-${++repairs}`);
  const project = await db
    .selectFrom('projects')
    .select(['is_deleted', 'company_id', 'client_can_edit'])
    .where('id', '=', world.projectId)
    .executeTakeFirst();
  if (!project || project.is_deleted || project.company_id !== world.clientCompanyId) {
    world.projectId = await insertProject(db, world.clientCompanyId, `ファズプロジェクト-${++repairs}`);
  }
  const wanted = {
    admin: { companyId: world.operatorCompanyId, role: ROLE_ADMIN, roleNum: ROLE_ADMIN },
    client: { companyId: world.clientCompanyId, role: ROLE_GENERAL, roleNum: CLIENT_ROLE_NUM },
  };
  for (const caller of ['admin', 'client'] as const) {
    const want = wanted[caller];
    const user = await db
      .selectFrom('users')
      .select(['is_deleted', 'company_id', 'role', 'role_num'])
      .where('id', '=', world.users[caller].id)
      .executeTakeFirst();
    const intact =
      user &&
      !user.is_deleted &&
      user.company_id === want.companyId &&
      user.role === want.role &&
      user.role_num === want.roleNum;
    if (!intact) {
      const account = `fuzz-${caller}-${++repairs}`;
      const id = await insertUser(db, { ...want, account, name: `${account} さん`, password: TEST_PASSWORD });
      world.users[caller] = { id, account };
    }
  }
}

/** Tokens of the world's 管理者 and client user, valid for the next route whatever the last one did. */
export async function ensureWorld(db: Db, world: World): Promise<Record<FuzzCaller, string>> {
  await repairWorld(db, world);
  return {
    admin: await sessionFor(db, world.users.admin.id),
    client: await sessionFor(db, world.users.client.id),
  };
}

let calls = 0;
/**
 * The address of the next call: a new one every 1,000 calls, so the per-address ceiling (1,200 a
 * minute, plugins/security.ts) never answers for the route under test — the access matrix's way.
 */
export function nextAddress(): string {
  const block = Math.floor(calls / 1_000);
  calls += 1;
  return `10.17.${Math.floor(block / 250)}.${(block % 250) + 1}`;
}

/** What is wrong with an answer, or null: a 5xx, or a body that shows the server's insides. */
export function verdict(status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  const leak = LEAK_MARKERS.find(({ pattern }) => pattern.test(body));
  return leak ? `answered ${status} with ${leak.name} in the body` : null;
}
