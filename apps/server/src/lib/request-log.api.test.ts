import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedWorld, signIn, type World } from '../../test/factories.js';
import { createTestDb } from '../../test/test-app.js';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { migrateToLatest } from '../db/migrate.js';

// The shared test app logs nothing; this one keeps its log lines to read them.
const lines: Record<string, unknown>[] = [];
let app: App;
let world: World;
let close: () => Promise<void>;

beforeAll(async () => {
  const { handle, drop } = await createTestDb();
  await migrateToLatest(handle.db);
  world = await seedWorld(handle.db);
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    db: handle,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  await app.ready();
  close = async () => {
    await app.close();
    await handle.destroy();
    await drop();
  };
});
afterAll(() => close());

const requestLines = (reqId: unknown) => lines.filter((line) => line.reqId === reqId);

describe('the request log', () => {
  it('writes one line per answered request, with the request, the status and the time taken', async () => {
    const headers = bearer(await signIn(app, world.users.member.account));
    lines.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers,
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);

    const [line, ...more] = requestLines(lines[0]?.reqId);
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
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/v1/projects' })).statusCode).toBe(401);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ url: '/api/v1/projects' }),
        res: { statusCode: 401 },
      }),
    ]);
  });
});
