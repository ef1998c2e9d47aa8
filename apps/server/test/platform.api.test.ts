import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../src/modules/auth/tokens.js';
import { bearer, seedWorld, signIn, type World } from './factories.js';
import { buildTestApp, type TestApp } from './test-app.js';

/** Cross-cutting behaviour: JSON 404s, security headers, the API document, static hosting. */
let t: TestApp;
let world: World;
let memberToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
  memberToken = await signIn(t.app, world.users.member.account);
});
afterAll(() => t.close());

const notFound = { error: { code: 'not_found', message: expect.any(String) } };

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

describe('unknown /api paths', () => {
  const cases = [
    ['GET', '/api/nothing-here'],
    ['GET', '/api/v1/projects/999/unknown'],
    ['POST', '/api/v1/no_such_call'],
    ['DELETE', '/api/v1/projects'],
    ['GET', '/api'],
  ] as const;

  it.each(cases)('%s %s answers JSON 404 when signed out', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(notFound);
  });

  it.each(cases)('%s %s answers JSON 404 when signed in', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: bearer(memberToken) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it('answers 404, not 401, with a token that is not valid', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: bearer(newToken()) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });
});

describe('security headers', () => {
  it.each([
    ['a public API answer', '/api/config'],
    ['an API error', '/api/auth/user'],
    ['an unknown path', '/api/nothing-here'],
    ['a page without a web build', '/'],
  ])('are sent on %s', async (_label, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('does not say which server software answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  interface OpenApiDocument {
    openapi: string;
    info: { title: string };
    paths: Record<string, Record<string, unknown>>;
  }

  it('is public and returns an OpenAPI 3 document of the calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Kaizen Tree API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/v1/projects', '/api/v1/projects/get_project']),
    );
    expect(Object.keys(document.paths['/api/auth/login'] ?? {})).toContain('post');
    expect(Object.keys(document.paths['/api/v1/projects/get_project'] ?? {})).toContain('post');
  });

  it('does not list itself', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<OpenApiDocument>();
    expect(Object.keys(document.paths)).not.toContain('/api/docs');
  });

  it('answers the same when signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs', headers: bearer(memberToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json<OpenApiDocument>().openapi).toMatch(/^3\./);
  });
});

describe('without a web build', () => {
  it.each(['/', '/login', '/client/3/status'])('GET %s answers JSON 404', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(notFound);
  });

  it('also when webDistDir names a directory without index.html', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-empty-dist-'));
    const app = await buildTestApp({ webDistDir: empty });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    } finally {
      await app.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('static hosting of the web build', () => {
  const indexHtml = '<!doctype html><html lang="ja"><head><title>Kaizen Tree</title></head><body></body></html>\n';
  const appJs = 'console.log("kaizen app abc123");\n';
  const appJsBr = zlib.brotliCompressSync(appJs);
  const appJsGz = zlib.gzipSync(appJs);
  let dist: string;
  let web: TestApp;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), appJs);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), appJsBr);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), appJsGz);
    web = await buildTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await web?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/client/3/status', '/admin/sales/12/reports/4/edit', '/no/such/page'])(
    'GET %s returns index.html, not cached without revalidation',
    async (url) => {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it("keeps a share link's page out of search engines, and only that page", async () => {
    const shared = await web.app.inject({ method: 'GET', url: `/shared/${'a'.repeat(43)}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toBe(indexHtml);
    expect(shared.headers['x-robots-tag']).toContain('noindex');
    const other = await web.app.inject({ method: 'GET', url: '/client/3/status' });
    expect(other.headers['x-robots-tag']).toBeUndefined();
  });

  it('sends the security headers with the page', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/client/3/status' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('GET /assets/app-abc123.js returns the file, cached as immutable', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toMatch(/\bimmutable\b/);
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(response.body).toBe(appJs);
  });

  it("sends the build's brotli or gzip copy with Content-Encoding and Vary, still immutable", async () => {
    for (const [accept, encoding, file] of [
      ['br, gzip', 'br', appJsBr],
      ['gzip', 'gzip', appJsGz],
    ] as const) {
      const response = await web.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toMatch(/\bimmutable\b/);
      expect(response.rawPayload.equals(file)).toBe(true);
    }
  });

  it('GET /index.html is not cached as immutable', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });

  it.each([
    ['GET', '/api/whatever'],
    ['GET', '/api'],
    ['POST', '/api/whatever'],
  ] as const)('%s %s is still JSON 404', async (method, url) => {
    const response = await web.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(notFound);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('%s /some/page answers 404, not the page', async (method) => {
    const response = await web.app.inject({ method, url: '/some/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<!doctype html>');
    expect(response.json()).toEqual(notFound);
  });

  it('keeps the API working beside the web build', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ providerApiBase: null, mailEnabled: false });
  });

  it('does not serve files outside the build directory', async () => {
    const secret = path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`);
    fs.writeFileSync(secret, 'secret');
    try {
      for (const url of [
        `/../${path.basename(secret)}`,
        `/assets/../../${path.basename(secret)}`,
        `/%2e%2e/${path.basename(secret)}`,
      ]) {
        const response = await web.app.inject({ method: 'GET', url });
        expect(response.body).not.toContain('secret');
      }
    } finally {
      fs.rmSync(secret, { force: true });
    }
  });
});

describe('compression', () => {
  // The OpenAPI document: a public JSON answer of well over 1 KiB.
  const docs = { method: 'GET' as const, url: '/api/docs' };

  it.each([
    ['br', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ['gzip, deflate, br', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
  ])('answers JSON above 1 KiB compressed for Accept-Encoding %s (%s)', async (accept, encoding, decode) => {
    const plain = await t.app.inject(docs);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await t.app.inject({ ...docs, headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('leaves a small answer as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { ...bearer(memberToken), 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('the per-address API limit (API_RATE_LIMIT_PER_MINUTE)', () => {
  const call = (app: TestApp, remoteAddress: string) =>
    app.app.inject({ method: 'GET', url: '/api/config', remoteAddress });

  it('answers 429 in Japanese past the limit, to that address only', async () => {
    const limited = await buildTestApp({ apiRateLimitPerMinute: 3 });
    try {
      for (let i = 0; i < 3; i += 1) expect((await call(limited, '192.0.2.10')).statusCode).toBe(200);
      const refused = await call(limited, '192.0.2.10');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: { code: 'too_many_requests', message: 'リクエストが多すぎます。しばらくしてから再度お試しください。' },
      });
      expect((await call(limited, '192.0.2.11')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is off at 0 (null): a load test from one address is never refused', async () => {
    const open = await buildTestApp({ apiRateLimitPerMinute: null });
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 50; i += 1) statuses.add((await call(open, '192.0.2.20')).statusCode);
      expect([...statuses]).toEqual([200]);
      expect((await call(open, '192.0.2.20')).headers['x-ratelimit-limit']).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});
