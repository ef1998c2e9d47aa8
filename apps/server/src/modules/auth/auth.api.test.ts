import { authMessages } from '@kaizen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedWorld, signIn, TEST_PASSWORD, type World } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';
import { hashToken, newToken } from './tokens.js';

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
});
afterAll(() => t.close());

/** Each test signs in from its own address so the per-address throttle of one never touches another. */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function login(payload: unknown, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });
}

describe('POST /api/auth/login (local strategy)', () => {
  it('returns a token of at least 256 bits and its expiry', async () => {
    const response = await login({ account: world.users.member.account, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; expires_at: string }>();
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('stores only a hash of the token', async () => {
    const response = await login({ account: world.users.manager.account, password: TEST_PASSWORD });
    const { token } = response.json<{ token: string }>();
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.some((row) => row.token_hash === hashToken(token))).toBe(true);
  });

  it('stores passwords as argon2id hashes', async () => {
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', world.users.admin.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const wrongPassword = await login({ account: world.users.member.account, password: 'not-the-password' });
    const unknownAccount = await login({ account: 'nobody-here', password: TEST_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownAccount.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownAccount.json());
    expect(wrongPassword.json()).toEqual({
      error: { code: 'unauthenticated', message: authMessages.invalidCredentials },
    });
  });

  it.each([
    ['no body', undefined, 'body'],
    ['empty account', { account: '', password: 'x' }, 'account'],
    ['blank account', { account: '   ', password: 'x' }, 'account'],
    ['missing password', { account: 'someone' }, 'password'],
    ['account of the wrong type', { account: 42, password: 'x' }, 'account'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; fields?: { field: string; message: string }[] } }>();
    expect(body.error.code).toBe('bad_input');
    expect(body.error.fields?.map((f) => f.field)).toContain(field);
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account": "x",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad_input' } });
  });

  it('refuses an oversized body with 413', async () => {
    const response = await login({ account: 'x', password: 'p'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'too_large' } });
  });

  it('refuses a deleted user', async () => {
    await t.db.updateTable('users').set({ is_deleted: 1 }).where('id', '=', world.users.otherClient.id).execute();
    try {
      const response = await login({ account: world.users.otherClient.account, password: TEST_PASSWORD });
      expect(response.statusCode).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ is_deleted: 0 }).where('id', '=', world.users.otherClient.id).execute();
    }
  });
});

// Throttling (slowed, never locked) has its own file: sign-in-throttle.api.test.ts.

describe('GET /api/auth/user and GET /api/v1/users/me', () => {
  it.each(['/api/auth/user', '/api/v1/users/me'])('%s returns the signed-in user', async (url) => {
    const token = await signIn(t.app, world.users.client.account);
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: world.users.client.id,
        companyId: world.clientCompanyId,
        account: world.users.client.account,
        name: 't-client さん',
        role: 2,
        role_num: 20,
        company_name: 'クライアント株式会社',
        scope: ['client', 'general'],
      },
    });
  });

  it('gives staff the staff scope and their role', async () => {
    const token = await signIn(t.app, world.users.manager.account);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(response.json()).toMatchObject({ user: { role: 1, role_num: 1, scope: ['staff', 'manager'] } });
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthenticated', message: authMessages.signInRequired } });
  });

  it.each([
    ['an unknown token', { authorization: `Bearer ${newToken()}` }],
    ['a malformed header', { authorization: 'Token abc' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 for %s', async (_label, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for an expired token, saying it expired', async () => {
    const token = newToken();
    await t.db
      .insertInto('sessions')
      .values({
        user_id: world.users.member.id,
        token_hash: hashToken(token),
        strategy: 'local',
        created_at: new Date(Date.now() - 86_400_000).toISOString(),
        expires_at: new Date(Date.now() - 1000).toISOString(),
      })
      .execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthenticated', message: authMessages.sessionExpired } });
  });

  it('answers 401 once the user is deleted', async () => {
    const token = await signIn(t.app, world.users.otherClient.account);
    await t.db.updateTable('users').set({ is_deleted: 1 }).where('id', '=', world.users.otherClient.id).execute();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ is_deleted: 0 }).where('id', '=', world.users.otherClient.id).execute();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token on the server', async () => {
    const token = await signIn(t.app, world.users.member.account);
    const other = await signIn(t.app, world.users.member.account);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    // Only that session ends; the same user's other sign-in lives on.
    const stillIn = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(other) });
    expect(stillIn.statusCode).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/v1/users/sign_in (client and admin strategies)', () => {
  function signInV1(payload: object) {
    return t.app.inject({ method: 'POST', url: '/api/v1/users/sign_in', payload, remoteAddress: nextAddress() });
  }

  it('signs a client user in with the client strategy', async () => {
    const response = await signInV1({ account: world.users.client.account, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ user: { account: world.users.client.account } });
  });

  it('accepts staff with the admin strategy', async () => {
    const response = await signInV1({
      account: world.users.member.account,
      password: TEST_PASSWORD,
      strategy: 'admin',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a client user with the admin strategy', async () => {
    const response = await signInV1({
      account: world.users.client.account,
      password: TEST_PASSWORD,
      strategy: 'admin',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'forbidden', message: authMessages.staffOnly } });
  });

  it('refuses an unknown strategy with 400 naming it', async () => {
    const response = await signInV1({ account: 'x', password: 'y', strategy: 'root' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: { field: string }[] } }>().error.fields[0]?.field).toBe('strategy');
  });

  it('answers a wrong password with 401', async () => {
    const response = await signInV1({ account: world.users.client.account, password: 'nope' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/config', () => {
  it('is public and says this server is the provider by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ providerApiBase: null, mailEnabled: false });
  });
});
