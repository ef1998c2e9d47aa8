import { buildTestApp } from '../../apps/server/test/test-app.js';
import { benchApi } from './api.bench.js';
import { benchHttp } from './http/http.bench.js';
import { postgresReachable, throwawayPostgres, throwawaySqlite } from './http/throwaway-database.js';
import { benchMail } from './mail.bench.js';
import { benchManagement } from './management.bench.js';
import { benchMetrics } from './metrics.bench.js';
import { benchReadout } from './readout.bench.js';
import { benchReports } from './reports.bench.js';
import { benchToday } from './today.bench.js';
import { benchTreeImport } from './tree-import.bench.js';

/**
 * `npm run bench`: prints figures, never fails on them, and is not part of `npm test`. Two parts,
 * each on SQLite and then PostgreSQL when one answers: `inject` measures each call through
 * app.inject beside a floor (a bare Fastify route sending the same JSON, precomputed), every bench on
 * a fresh database (on PostgreSQL a schema of its own, dropped after); `http` runs the built server
 * on a throw-away database and loads it over real connections (bench/server/http/). `npm run bench -- http`
 * (or `-- inject`) runs one part only.
 */
const benches = [benchApi, benchManagement, benchReports, benchToday, benchMail, benchTreeImport];

async function benchInject(label: string): Promise<void> {
  console.log(`\n=== ${label}: in process (app.inject) ===`);
  for (const bench of benches) {
    const t = await buildTestApp();
    try {
      console.log(`\n${await bench(t)}`);
    } finally {
      await t.close();
    }
  }
}

const part = process.argv[2];
if (part !== undefined && part !== 'http' && part !== 'inject') {
  console.error(`unknown part ${part}: npm run bench [-- http | -- inject]`);
  process.exit(1);
}
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgHost = new URL(pgUrl).host;
const hasPostgres = await postgresReachable(pgUrl);

if (part !== 'http') {
  // Pure computation, the same on either engine: printed once.
  console.log(`\n${benchReadout()}`);
  console.log(`\n${benchMetrics()}`);
  process.env.TEST_DATABASE_URL = '';
  await benchInject('SQLite (in memory)');
  if (hasPostgres) {
    process.env.TEST_DATABASE_URL = pgUrl;
    await benchInject(`PostgreSQL (${pgHost})`);
  }
}
if (part !== 'inject') {
  console.log('\n=== SQLite (file, WAL): built server over HTTP ===');
  await benchHttp(throwawaySqlite());
  if (hasPostgres) {
    // A database of its own, created and dropped here: the built server migrates it like any other.
    const name = process.env.BENCH_PG_DATABASE ?? `kaizen_http_bench_${process.pid}`;
    console.log(`\n=== PostgreSQL (${pgHost}, database ${name}): built server over HTTP ===`);
    await benchHttp(await throwawayPostgres(pgUrl, name));
  }
}
if (!hasPostgres) console.log(`\nPostgreSQL: not reachable at ${pgUrl} (set BENCH_DATABASE_URL)`);
