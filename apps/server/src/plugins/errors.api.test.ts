import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../test/api-helpers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The router refuses some URLs before any route runs (a path parameter that is not valid
 * percent-encoding, or longer than the router takes). Those answers are the API's error body like
 * every other refusal — not Fastify's own body with its internal FST_ERR code (found by the fuzz suite).
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('URLs the router cannot read', () => {
  it.each([
    ['a path parameter with a broken escape', '/api/v1/files/%zz?exp=1&sig=x', 'URLの形式が正しくありません'],
    ['a path parameter cut inside an escape', '/api/v1/files/%?exp=1&sig=x', 'URLの形式が正しくありません'],
    [
      'a path parameter longer than the router takes',
      `/api/v1/files/${'1'.repeat(101)}?exp=1&sig=x`,
      'URLが長すぎます',
    ],
  ])('%s answers 400 naming the URL', async (_label, url, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'bad_input', message, fields: [{ field: 'url', message }] },
    });
    expect(response.body).not.toMatch(/FST_ERR/);
  });

  it('lets a well-formed path parameter through to the route, which names its own field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/files/1?exp=1&sig=x' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error.fields?.map((f) => f.field)).toEqual(['sig']);
  });
});
