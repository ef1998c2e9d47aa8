import Fastify from 'fastify';
import pg from 'pg';
import { bearer, seedWorld, signIn } from '../test/factories.js';
import { buildTestApp } from '../test/test-app.js';
import { formatRow, measure } from './measure.js';

/**
 * Prints figures; never part of the pass/fail suite. Each call is measured through app.inject
 * beside a floor: a bare Fastify route sending the same JSON, precomputed.
 */
async function floorFor(body: unknown) {
  const bare = Fastify();
  const payload = JSON.stringify(body);
  bare.get('/floor', async (_request, reply) => reply.type('application/json').send(payload));
  await bare.ready();
  return { app: bare, run: () => bare.inject({ method: 'GET', url: '/floor' }) };
}

async function benchEngine(label: string): Promise<void> {
  const t = await buildTestApp();
  try {
    const world = await seedWorld(t.db);
    const token = await signIn(t.app, world.users.member.account);
    const headers = bearer(token);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers });
    const floor = await floorFor(list.json());
    const floorTiming = await measure(floor.run);

    console.log(`\n${label}`);
    console.log(formatRow('floor (precomputed JSON)', floorTiming));
    console.log(
      formatRow(
        'GET /api/v1/projects (token check + query)',
        await measure(() => t.app.inject({ method: 'GET', url: '/api/v1/projects', headers })),
        floorTiming,
      ),
    );
    console.log(
      formatRow(
        'POST /api/v1/projects/get_project',
        await measure(() =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/projects/get_project',
            headers,
            payload: { projectId: world.projectId },
          }),
        ),
        floorTiming,
      ),
    );
    await floor.app.close();
  } finally {
    await t.close();
  }
}

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

process.env.TEST_DATABASE_URL = '';
await benchEngine('SQLite (in memory)');

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresReachable(pgUrl)) {
  process.env.TEST_DATABASE_URL = pgUrl;
  await benchEngine(`PostgreSQL (${new URL(pgUrl).host})`);
} else {
  console.log(`\nPostgreSQL: not reachable at ${pgUrl} (set BENCH_DATABASE_URL)`);
}
