import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessCases, callers } from './access-matrix.js';
import { bearer, seedWorld, signIn, type RoleName, type World } from './factories.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
});
afterAll(() => t.close());

describe('every API route has an access test', () => {
  it('lists each registered /api route in the access matrix', () => {
    const registered = t.app.routeCatalog.map((r) => `${r.method} ${r.url}`).sort();
    const covered = new Set(accessCases.map((c) => c.route));
    expect(registered.filter((route) => !covered.has(route))).toEqual([]);
    // And no row names a route that does not exist (a renamed route must move its row).
    expect([...covered].filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('marks exactly the routes that answer signed-out callers as public', () => {
    const publicRoutes = t.app.routeCatalog.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    const openInMatrix = accessCases.filter((c) => c.expected.signedOut !== 401).map((c) => c.route);
    expect(publicRoutes.sort()).toEqual(openInMatrix.sort());
  });
});

describe.each(accessCases)('$route', (accessCase) => {
  it.each(callers)('answers %s as the matrix says', async (caller) => {
    // A fresh token per call: some routes (logout) end the session they are called with.
    const headers = caller === 'signedOut' ? {} : bearer(await signIn(t.app, world.users[caller as RoleName].account));
    const [method] = accessCase.route.split(' ') as ['GET' | 'POST'];
    const request = await accessCase.request({ world, db: t.db, secret: t.config.secretsKey });
    // Each route's calls come from an address of their own, so the per-address API ceiling counts
    // one route's calls, not the whole matrix's.
    const case_ = accessCases.indexOf(accessCase);
    const remoteAddress = `10.8.${Math.floor(case_ / 250)}.${(case_ % 250) + 1}`;
    const response = await t.app.inject({
      method,
      ...request,
      headers: { ...request.headers, ...headers },
      remoteAddress,
    });
    if (request.payloadAsStream) {
      // A stream (server-sent events): the status is known once the head is sent; then hang up.
      expect(response.statusCode).toBe(accessCase.expected[caller]);
      response.stream().destroy();
      return;
    }
    expect(response.statusCode, response.body).toBe(accessCase.expected[caller]);
  });
});
