import pg from 'pg';
import { buildTestApp } from '../test/test-app.js';
import { benchApi } from './api.bench.js';
import { benchManagement } from './management.bench.js';
import { benchReports } from './reports.bench.js';

/**
 * `npm run bench`: prints figures, never fails on them, and is not part of `npm test`. Each call is
 * measured through app.inject beside a floor (a bare Fastify route sending the same JSON,
 * precomputed). Every bench gets a fresh database; on PostgreSQL a schema of its own, dropped after.
 */
const benches = [benchApi, benchManagement, benchReports];

async function benchEngine(label: string): Promise<void> {
  console.log(`\n=== ${label} ===`);
  for (const bench of benches) {
    const t = await buildTestApp();
    try {
      console.log(`\n${await bench(t)}`);
    } finally {
      await t.close();
    }
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
