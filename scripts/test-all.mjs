// `npm test`: every tier — typecheck, lint and build side by side, then unit, API on SQLite, API on
// PostgreSQL and browser in order — continuing past failures so one run reports everything. Each tier's line in the
// summary gives its time. The last line is the plain count "N passed, N failed". A skipped test
// counts as failed: it proves nothing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const tally = { passed: 0, failed: 0 };
const lines = [];

/** Stops the run before any tier, keeping the count as the last line. */
function stop(message) {
  console.error(`\n${message}`);
  writeFileSync(path.join(out, 'summary.txt'), '0 passed, 1 failed\n');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// The browser tier needs Debian's Chromium (CHROMIUM_PATH names another). Checked first, so a
// missing browser stops the run at once rather than after every other tier.
const installChromium = 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium';
if (!process.env.CHROMIUM_PATH && !existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() !== 0) {
    stop(
      `Debian's Chromium (/usr/bin/chromium) is missing; the browser tests need it. Install it as root:\n  ${installChromium}`,
    );
  }
  console.log(`Installing Debian's Chromium for the browser tests: ${installChromium}`);
  spawnSync('sh', ['-c', installChromium], { stdio: 'inherit' });
  if (!existsSync('/usr/bin/chromium')) stop(`Installing Chromium failed; run it by hand:\n  ${installChromium}`);
}

const started = performance.now();
/** How long the last run() took, for its tier's summary line. */
let lastTook = '';

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  lastTook = ` (${duration(performance.now() - start)})`;
  return result.status === 0;
}

/** A check that is not made of tests (typecheck, lint, build) counts as one. */
function tallyCheck(label, ok, took) {
  tally[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? '✓' : '✗'} ${label}${took}`);
  return ok;
}

/**
 * Runs checks side by side and reports each one's output whole when it ends. Typecheck and lint
 * each keep one core busy for about a minute; on a two-core machine running them in turn left the
 * other core idle.
 */
async function checksTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const start = performance.now();
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            resolve({ label, ok: code === 0, took: ` (${duration(performance.now() - start)})` });
          });
        }),
    ),
  );
  return Object.fromEntries(results.map(({ label, ok, took }) => [label, tallyCheck(label, ok, took)]));
}

/** The fuzz suite's title names its draw (seed, count, where the seed came from): shown under the tier. */
function fuzzDraw(report) {
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults) {
      const drawn = test.ancestorTitles.map((title) => /\((FUZZ_SEED=[^)]*)\)/.exec(title)?.[1]).find(Boolean);
      if (drawn) return drawn;
    }
  }
  return undefined;
}

function countVitest(label, file, ok) {
  if (!existsSync(file)) {
    tally.failed += 1;
    lines.push(`✗ ${label}: no results (the run did not finish)${lastTook}`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // Files that failed to load have no tests of their own but fail the run.
  const brokenFiles = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
  const failed =
    report.numFailedTests + skipped + brokenFiles + (ok || report.numFailedTests + brokenFiles > 0 ? 0 : 1);
  tally.passed += report.numPassedTests;
  tally.failed += failed;
  lines.push(
    `${failed === 0 ? '✓' : '✗'} ${label}: ${report.numPassedTests} passed, ${failed} failed${skipped ? ` (${skipped} skipped)` : ''}${lastTook}`,
  );
  const drawn = fuzzDraw(report);
  if (drawn) lines.push(`    fuzz inputs: ${drawn} (npm run fuzz goes deeper)`);
  // The names go beside the count: CI keeps only the end of the log, where the reporter's own
  // failure details have long scrolled away.
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0)
      lines.push(`    ${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults) {
      if (test.status === 'passed') continue;
      lines.push(`    ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0] ?? test.status)}`);
    }
  }
}

// The reporters colour their messages; the summary is plain text.
const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function firstLine(text) {
  const line = String(text ?? '')
    .replace(colour, '')
    .split('\n')[0]
    .slice(0, 300);
  // Vitest gives a timed-out test the stack of its placeholder error, not its message.
  return line === 'Error: STACK_TRACE_ERROR' ? 'timed out: it ran past its time limit' : line;
}

function vitest(label, project, file, env = {}) {
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  countVitest(label, file, ok);
}

async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, drop: async () => undefined };
  const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `kaizen_test_${process.pid}_${Date.now()}`;
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function countPlaywright(file, ok) {
  if (!existsSync(file)) {
    tally.failed += 1;
    lines.push(`✗ browser: no results (the run did not finish)${lastTook}`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  const failed = stats.unexpected + stats.flaky + stats.skipped + (ok || stats.unexpected > 0 ? 0 : 1);
  tally.passed += stats.expected;
  tally.failed += failed;
  lines.push(`${failed === 0 ? '✓' : '✗'} browser: ${stats.expected} passed, ${failed} failed${lastTook}`);
  for (const { spec, title } of playwrightProblems(report.suites ?? [], [])) {
    const result = spec.tests.flatMap((t) => t.results).find((r) => r.status !== 'passed');
    lines.push(`    ${spec.file}:${spec.line} › ${title}: ${firstLine(result?.error?.message ?? result?.status)}`);
  }
}

function* playwrightProblems(suites, titles) {
  for (const suite of suites) {
    const inner = suite.file === suite.title ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      if (!spec.ok || spec.tests.some((t) => t.status !== 'expected'))
        yield { spec, title: [...inner, spec.title].join(' › ') };
    }
    yield* playwrightProblems(suite.suites ?? [], inner);
  }
}

const checked = await checksTogether([
  { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { label: 'lint and format', command: 'npm', args: ['run', '--silent', 'lint'] },
  { label: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
]);
vitest('unit', 'unit-*', path.join(out, 'unit.json'));
vitest('API on SQLite', 'api', path.join(out, 'api-sqlite.json'), { TEST_DATABASE_URL: '' });

const postgres = await postgresUrl();
if (postgres) {
  try {
    vitest('API on PostgreSQL', 'api', path.join(out, 'api-postgres.json'), { TEST_DATABASE_URL: postgres.url });
  } finally {
    await postgres.drop();
  }
} else if (process.env.REQUIRE_POSTGRES === '1') {
  tally.failed += 1;
  lines.push('✗ API on PostgreSQL: PostgreSQL is not reachable');
} else {
  lines.push('! API on PostgreSQL: not run — PostgreSQL is not reachable on 127.0.0.1:5432 (set PG_ADMIN_URL)');
}

if (checked.build) {
  const file = path.join(out, 'e2e.json');
  const ok = run('browser', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts']);
  countPlaywright(file, ok);
} else {
  tally.failed += 1;
  lines.push('✗ browser: not run, the build failed');
}

const summary = `${tally.passed} passed, ${tally.failed} failed`;
lines.push(`  all tiers: ${duration(performance.now() - started)}`);
console.log(`\n${lines.join('\n')}\n`);
writeFileSync(path.join(out, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exitCode = tally.failed === 0 ? 0 : 1;
