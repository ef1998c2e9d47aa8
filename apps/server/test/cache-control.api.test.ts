import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFile } from '../src/modules/files/file-store.js';
import { signedFileUrl } from '../src/modules/files/file-urls.js';
import { TINY_PNG } from './measure-report-fixture.js';
import { bearer, seedWorld, signIn, TEST_PASSWORD, type World } from './factories.js';
import { buildTestApp, type TestApp } from './test-app.js';

/** Issue 17: no API answer may be kept by a browser or a proxy — above all the one carrying the token. */
let t: TestApp;
let world: World;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
  token = await signIn(t.app, world.users.member.account);
});
afterAll(() => t.close());

describe('Cache-Control: no-store', () => {
  it('is on the sign-in answer that carries the token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: world.users.admin.account, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('token');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each<[string, 'GET' | 'POST', string, unknown, number]>([
    ['a signed-in read', 'GET', '/api/v1/users/me', undefined, 200],
    ['a public read', 'GET', '/api/config', undefined, 200],
    ['the API document', 'GET', '/api/docs', undefined, 200],
    ['a refused input', 'POST', '/api/v1/notifications/mark_read', { project_id: 'x' }, 400],
    ['a refused sign-in', 'POST', '/api/auth/login', { account: 'nobody', password: 'wrong' }, 401],
    ['a project the caller may not see', 'GET', '/api/v1/notifications?project_id=999999', undefined, 404],
    ['an unknown /api path (GET)', 'GET', '/api/nothing-here', undefined, 404],
    ['an unknown /api path (POST)', 'POST', '/api/v1/no_such_call', {}, 404],
    ['/api itself', 'GET', '/api', undefined, 404],
    ['an unknown path with a query string', 'GET', '/api?x=1', undefined, 404],
  ])('is on %s', async (_label, method, url, payload, status) => {
    const response = await t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is on the 401 of a call without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is on a file URL whose signature does not hold', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/files/1?exp=4102444800&sig=AAAAAAAAAAAAAAAAAAAA',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives way to the private cache a valid signed file URL asks for (an expiring capability)', async () => {
    const file = await saveFile(t.db, { name: 'a.png', type: 'image/png', data: TINY_PNG, createdBy: null });
    const response = await t.app.inject({ method: 'GET', url: signedFileUrl(t.config.secretsKey, file.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
  });
});
