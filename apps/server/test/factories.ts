import { CLIENT_ROLE_NUM, ROLE_ADMIN, ROLE_GENERAL, ROLE_MANAGER } from '@kaizen/domain';
import type { App } from '../src/app.js';
import type { DbHandle } from '../src/db/kysely.js';
import { insertCompany, insertProject, insertUser } from '../src/db/seeds/records.js';

export const TEST_PASSWORD = 'test-password-1';

export type RoleName = 'admin' | 'manager' | 'member' | 'client' | 'otherClient';

export interface World {
  operatorCompanyId: number;
  clientCompanyId: number;
  otherCompanyId: number;
  /** A project of the client's company. */
  projectId: number;
  /** A project of the other client company. */
  otherProjectId: number;
  users: Record<RoleName, { id: number; account: string }>;
}

/**
 * The people every access test walks through: the three staff roles, a client user, and a client
 * user of a different company — each with a project of their own company.
 */
export async function seedWorld(db: DbHandle['db']): Promise<World> {
  const operatorCompanyId = await insertCompany(db, '運営会社', true);
  const clientCompanyId = await insertCompany(db, 'クライアント株式会社');
  const otherCompanyId = await insertCompany(db, '別会社株式会社');
  const projectId = await insertProject(db, clientCompanyId, '改善プロジェクト');
  const otherProjectId = await insertProject(db, otherCompanyId, '別会社のプロジェクト');

  const make = async (account: string, companyId: number, role: number, roleNum: number) => ({
    id: await insertUser(db, { companyId, account, name: `${account} さん`, password: TEST_PASSWORD, role, roleNum }),
    account,
  });
  const users = {
    admin: await make('t-admin', operatorCompanyId, ROLE_ADMIN, ROLE_ADMIN),
    manager: await make('t-manager', operatorCompanyId, ROLE_MANAGER, ROLE_MANAGER),
    member: await make('t-member', operatorCompanyId, ROLE_GENERAL, ROLE_GENERAL),
    client: await make('t-client', clientCompanyId, ROLE_GENERAL, CLIENT_ROLE_NUM),
    otherClient: await make('t-other-client', otherCompanyId, ROLE_GENERAL, CLIENT_ROLE_NUM),
  };
  return { operatorCompanyId, clientCompanyId, otherCompanyId, projectId, otherProjectId, users };
}

export async function signIn(app: App, account: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${account} failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** A token for each person of the world, keyed like world.users. */
export async function signInAll(app: App, world: World): Promise<Record<RoleName, string>> {
  const entries = await Promise.all(
    (Object.keys(world.users) as RoleName[]).map(
      async (role) => [role, await signIn(app, world.users[role].account)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<RoleName, string>;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
