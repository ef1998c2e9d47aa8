import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/factories.js';
import { buildLoggingTestApp, type LoggingTestApp } from '../../test/logging-app.js';

let t: LoggingTestApp;

beforeAll(async () => {
  t = await buildLoggingTestApp();
});
afterAll(() => t.close());

const written = () => t.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the request log', () => {
  it('writes one line per answered request, with the request, the status and the time taken', async () => {
    const headers = bearer(await signIn(t.app, t.world.users.member.account));
    t.lines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers,
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);

    const lines = written();
    const [line, ...more] = lines.filter((entry) => entry.reqId === lines[0]?.reqId);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/projects', remoteAddress: '203.0.113.7' },
      res: { statusCode: 200 },
    });
    expect(line?.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toContain(headers.authorization.slice('Bearer '.length));
  });

  it('writes the status of a refused request on its one line too', async () => {
    t.lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/projects' })).statusCode).toBe(401);
    expect(written()).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ url: '/api/v1/projects' }),
        res: { statusCode: 401 },
      }),
    ]);
  });
});
