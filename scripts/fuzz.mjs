// `npm run fuzz`: the deep fuzz run, before a release (decisions/0026). npm test sends 150 inputs per
// route drawn from the commit's seed; this sends FUZZ_RUNS (default 1,000) drawn from a new random
// seed — or the FUZZ_SEED given — on SQLite, then on PostgreSQL when TEST_DATABASE_URL names one.
// A failure prints the command that replays it.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const seed = process.env.FUZZ_SEED || String(randomInt(2 ** 31));
const runs = process.env.FUZZ_RUNS || '1000';
const engines = [
  ['SQLite', ''],
  ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', process.env.TEST_DATABASE_URL]] : []),
];

console.log(`fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} on ${engines.map(([name]) => name).join(' and ')}`);
let failed = false;
for (const [name, url] of engines) {
  console.log(`\n▶ fuzz on ${name}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'apps/server/test/fuzz-'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs, TEST_DATABASE_URL: url },
  });
  if (result.status !== 0) failed = true;
}
if (!process.env.TEST_DATABASE_URL)
  console.log('\nPostgreSQL not fuzzed: set TEST_DATABASE_URL=postgres://… to include it.');
console.log(`\nfuzz ${failed ? 'failed' : 'passed'}: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
process.exitCode = failed ? 1 : 0;
