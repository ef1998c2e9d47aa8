import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { authMessages, CLIENT_ROLE_NUM, ROLE_ADMIN, ROLE_GENERAL, ROLE_MANAGER, type Me } from '@kaizen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertUser } from '../../db/seeds/records.js';
import { bearer, seedWorld, TEST_PASSWORD, type World } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { PROVIDER_SESSION_STRATEGY } from './auth.service.js';
import { hashToken, newToken } from './tokens.js';

/**
 * The admin strategy against an external provider (PROVIDER_API_BASE): one app plays the provider
 * on a real port, another (the consumer) accepts staff tokens the provider vouches for.
 */
let provider: TestApp;
let consumer: TestApp;
let providerWorld: World;
let consumerWorld: World;
let providerApiBase: string;

beforeAll(async () => {
  provider = await buildTestApp();
  providerWorld = await seedWorld(provider.db);
  await provider.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = provider.app.server.address() as AddressInfo;
  providerApiBase = `http://127.0.0.1:${port}`;

  consumer = await buildTestApp({ providerApiBase });
  // A row of the consumer's own first, so the same account has a different id on each side.
  const elsewhere = await insertCompany(consumer.db, '先行会社');
  await insertUser(consumer.db, {
    companyId: elsewhere,
    account: 'consumer-only',
    name: '先行ユーザー',
    password: TEST_PASSWORD,
    role: ROLE_GENERAL,
    roleNum: CLIENT_ROLE_NUM,
  });
  consumerWorld = await seedWorld(consumer.db);
});
afterAll(async () => {
  await consumer?.close();
  await provider?.close();
});

let addressCounter = 0;
/** Each sign-in comes from its own address, so the provider's per-address throttle stays out of the way. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.9.0.${addressCounter}`;
}

async function providerToken(account: string, strategy: 'admin' | 'client'): Promise<string> {
  const response = await provider.app.inject({
    method: 'POST',
    url: '/api/v1/users/sign_in',
    payload: { account, password: TEST_PASSWORD, strategy },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

function userOn(app: TestApp, token: string) {
  return app.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
}

/** A base URL where nothing listens: a port that was just open and is closed again. */
async function closedBase(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return `http://127.0.0.1:${port}`;
}

describe('the test setup', () => {
  it('gives the same account different ids on the provider and the consumer', () => {
    expect(consumerWorld.users.admin.account).toBe(providerWorld.users.admin.account);
    expect(consumerWorld.users.admin.id).not.toBe(providerWorld.users.admin.id);
  });
});

describe('a staff token issued by the provider', () => {
  it.each(['admin', 'manager', 'member'] as const)(
    'is accepted for %s and answers with the consumer’s own user',
    async (role) => {
      const token = await providerToken(providerWorld.users[role].account, 'admin');
      const response = await userOn(consumer, token);
      expect(response.statusCode).toBe(200);
      const roleNum = { admin: ROLE_ADMIN, manager: ROLE_MANAGER, member: ROLE_GENERAL }[role];
      expect(response.json()).toEqual({
        user: {
          id: consumerWorld.users[role].id,
          companyId: consumerWorld.operatorCompanyId,
          account: consumerWorld.users[role].account,
          name: `${consumerWorld.users[role].account} さん`,
          role: roleNum,
          role_num: roleNum,
          company_name: '運営会社',
          scope: ['staff', role === 'member' ? 'general' : role],
        },
      });
    },
  );

  it('is remembered by the consumer as a provider session, by hash only', async () => {
    const token = await providerToken(providerWorld.users.manager.account, 'admin');
    expect((await userOn(consumer, token)).statusCode).toBe(200);
    const rows = await consumer.db
      .selectFrom('sessions')
      .select(['user_id', 'strategy', 'token_hash'])
      .where('token_hash', 'in', [token, hashToken(token)])
      .execute();
    expect(rows).toEqual([
      { user_id: consumerWorld.users.manager.id, strategy: PROVIDER_SESSION_STRATEGY, token_hash: hashToken(token) },
    ]);
  });

  it('reaches the consumer’s other routes as that staff user', async () => {
    const token = await providerToken(providerWorld.users.member.account, 'admin');
    const response = await consumer.app.inject({ method: 'GET', url: '/api/v1/projects', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const ids = response.json<{ projects: { id: number }[] }>().projects.map((project) => project.id);
    expect(ids).toEqual([consumerWorld.projectId, consumerWorld.otherProjectId]);
  });

  it('is refused once the consumer’s copy of the account is deleted', async () => {
    const token = await providerToken(providerWorld.users.member.account, 'admin');
    await consumer.db
      .updateTable('users')
      .set({ is_deleted: 1 })
      .where('id', '=', consumerWorld.users.member.id)
      .execute();
    try {
      expect((await userOn(consumer, token)).statusCode).toBe(401);
      expect((await userOn(provider, token)).statusCode).toBe(200);
    } finally {
      await consumer.db
        .updateTable('users')
        .set({ is_deleted: 0 })
        .where('id', '=', consumerWorld.users.member.id)
        .execute();
    }
  });
});

describe('a remembered provider session', () => {
  async function expireOnConsumer(token: string): Promise<void> {
    await consumer.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
  }

  it('is checked with the provider again once it expires, and extended while the provider vouches', async () => {
    const token = await providerToken(providerWorld.users.manager.account, 'admin');
    expect((await userOn(consumer, token)).statusCode).toBe(200);
    await expireOnConsumer(token);

    const response = await userOn(consumer, token);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: Me }>().user.id).toBe(consumerWorld.users.manager.id);
    const row = await consumer.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.expires_at > new Date().toISOString()).toBe(true);
  });

  it('ends once it expires after the provider signed the token out', async () => {
    const token = await providerToken(providerWorld.users.manager.account, 'admin');
    expect((await userOn(consumer, token)).statusCode).toBe(200);
    const out = await provider.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    await expireOnConsumer(token);

    expect((await userOn(consumer, token)).statusCode).toBe(401);
  });
});

describe('tokens the consumer refuses', () => {
  it('refuses a client user’s token from the provider with 401', async () => {
    const token = await providerToken(providerWorld.users.client.account, 'client');
    // The provider itself accepts it: the refusal is the consumer's staff-only rule.
    expect((await userOn(provider, token)).statusCode).toBe(200);
    const response = await userOn(consumer, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthenticated', message: authMessages.signInRequired } });
  });

  it('refuses a provider staff token whose account is a client user on the consumer', async () => {
    await insertUser(provider.db, {
      companyId: providerWorld.operatorCompanyId,
      account: 'shared-account',
      name: '共有アカウント',
      password: TEST_PASSWORD,
      role: ROLE_ADMIN,
      roleNum: ROLE_ADMIN,
    });
    await insertUser(consumer.db, {
      companyId: consumerWorld.clientCompanyId,
      account: 'shared-account',
      name: '共有アカウント',
      password: TEST_PASSWORD,
      role: ROLE_GENERAL,
      roleNum: CLIENT_ROLE_NUM,
    });
    const token = await providerToken('shared-account', 'admin');
    expect((await userOn(provider, token)).statusCode).toBe(200);
    expect((await userOn(consumer, token)).statusCode).toBe(401);
  });

  it('refuses a provider staff token whose account does not exist on the consumer', async () => {
    await insertUser(provider.db, {
      companyId: providerWorld.operatorCompanyId,
      account: 'provider-only',
      name: '提供元のみ',
      password: TEST_PASSWORD,
      role: ROLE_ADMIN,
      roleNum: ROLE_ADMIN,
    });
    const token = await providerToken('provider-only', 'admin');
    expect((await userOn(provider, token)).statusCode).toBe(200);
    expect((await userOn(consumer, token)).statusCode).toBe(401);
  });

  it('refuses a token the provider does not know with 401', async () => {
    const token = newToken();
    expect((await userOn(provider, token)).statusCode).toBe(401);
    const response = await userOn(consumer, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthenticated', message: authMessages.signInRequired } });
  });

  it('refuses a staff token after logout on the consumer, though the provider still accepts it', async () => {
    const token = await providerToken(providerWorld.users.admin.account, 'admin');
    expect((await userOn(consumer, token)).statusCode).toBe(200);

    const out = await consumer.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });

    expect((await userOn(provider, token)).statusCode).toBe(200);
    expect((await userOn(consumer, token)).statusCode).toBe(401);
    const projects = await consumer.app.inject({ method: 'GET', url: '/api/v1/projects', headers: bearer(token) });
    expect(projects.statusCode).toBe(401);
  });

  it('refuses with 401, not 500, when the provider is down', async () => {
    const token = await providerToken(providerWorld.users.admin.account, 'admin');
    const orphan = await buildTestApp({ providerApiBase: await closedBase() });
    try {
      await seedWorld(orphan.db);
      const response = await userOn(orphan, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'unauthenticated', message: authMessages.signInRequired } });
      // Its own sign-ins still work while the provider is away.
      const login = await orphan.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { account: providerWorld.users.admin.account, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const own = await userOn(orphan, login.json<{ token: string }>().token);
      expect(own.statusCode).toBe(200);
    } finally {
      await orphan.close();
    }
    // The same token is fine where the provider is reachable.
    expect((await userOn(consumer, token)).statusCode).toBe(200);
  });
});

describe('what the consumer tells the browser', () => {
  it('GET /api/config returns the provider base', async () => {
    const response = await consumer.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ providerApiBase, mailEnabled: false });
  });

  it('lets the browser connect to the provider origin in the Content-Security-Policy', async () => {
    const response = await consumer.app.inject({ method: 'GET', url: '/api/config' });
    const csp = String(response.headers['content-security-policy']);
    const connectSrc = csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'connect-src');
    expect(connectSrc).toEqual(['connect-src', "'self'", providerApiBase]);
  });

  it('keeps connect-src to itself on the provider', async () => {
    const response = await provider.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({ providerApiBase: null, mailEnabled: false });
    expect(String(response.headers['content-security-policy'])).toContain("connect-src 'self';");
  });
});
