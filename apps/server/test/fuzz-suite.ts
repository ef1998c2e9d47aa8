/**
 * Property-based fuzzing of every API route the router has (issue 17), in FUZZ_SHARDS files
 * (fuzz-<n>.api.test.ts) so that the API tier's workers share the work: FUZZ_RUNS hostile requests
 * per route, nine in ten as 管理者 — the caller whose input reaches deepest — and one in ten as the
 * project's client user, each made by mutating the access matrix's valid request for the route (so
 * it gets past the first validation) or replacing it outright. Any 5xx, or an answer that carries a
 * stack trace, SQL or an internal error code, fails the route's test with the request that caused
 * it, shrunk by fast-check.
 *
 * The inputs are the same on every run of a commit (fuzz-draw.ts): the suite's title names the seed
 * and the count, and a failure prints the command that replays it. `npm run fuzz` goes deeper.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { AccessContext } from './access-expectations.js';
import { accessCases } from './access-matrix.js';
import { seedWorld } from './factories.js';
import { fuzzDraw, replayCommand } from './fuzz-draw.js';
import { planArbitrary, realize, type FuzzRequest, type Plan } from './fuzz-requests.js';
import { keysOf, seedFrom, type Seed } from './fuzz-seeds.js';
import { ensureWorld, nextAddress, verdict, type FuzzCaller } from './fuzz-world.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from './test-app.js';

/** The commit checked out, or undefined outside a git checkout. */
function headCommit(): string | undefined {
  try {
    const cwd = new URL('.', import.meta.url).pathname;
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

const DRAW = fuzzDraw(process.env, headCommit());
/** Inputs per route: nine in ten as 管理者, one in ten as the project's client user. */
const CLIENT_RUNS = Math.ceil(DRAW.runs / 10);
const ADMIN_RUNS = DRAW.runs - CLIENT_RUNS;
/** Valid seeds per access-matrix row, rebuilt this often: a delete's seed names a row only once. */
const SEEDS_PER_CASE = 2;
const REBUILD_EVERY = 250;
/**
 * One request that gets no answer in this long is a hang (they take milliseconds): it fails with the
 * request that caused it, before the test's own time limit hides which one it was.
 */
const HANG_MS = 30_000;
/** A route's inputs and shrinking stop here, reporting what they found, inside the test's 180 s. */
const GIVE_UP_MS = 150_000;
/** Deeper than a recursive walk of the input survives (about 10,000 frames), yet a 40 KB body. */
const DEEP = 20_000;
const JSON_HEADERS = { 'content-type': 'application/json' };

type Method = 'GET' | 'POST';
const parts = (route: string) => route.split(' ') as [Method, string];

function excerpt(value: string | Buffer | undefined, length = 400): string {
  if (value === undefined) return '(none)';
  const text = Buffer.isBuffer(value) ? value.toString('latin1') : value;
  return JSON.stringify(text.length > length ? `${text.slice(0, length)}…(${text.length} chars)` : text);
}

/**
 * On PostgreSQL, what the database's other connections were doing when a call hung — which waits on
 * what, and for whom — read on a connection of its own, since the app's pool may be the thing stuck.
 */
async function databaseActivity(t: TestApp): Promise<string> {
  if (!t.pg) return '';
  const client = new pg.Client({ connectionString: t.pg.connectionString });
  try {
    await client.connect();
    const { rows } = await client.query(
      `select pid, state, wait_event_type, wait_event, pg_blocking_pids(pid) as blocked_by,
              (now() - xact_start)::text as in_transaction_for, left(query, 200) as query
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
        order by xact_start nulls last limit 40`,
    );
    return `\n  the database's connections then:\n${rows.map((row) => `    ${JSON.stringify(row)}`).join('\n')}`;
  } catch (error) {
    return `\n  (the database's connections could not be read: ${String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Sends one request as the caller: its status, and a description of what went wrong or null. */
async function send(
  t: TestApp,
  request: FuzzRequest,
  token: string,
): Promise<{ status: number; problem: string | null }> {
  const { app } = t;
  const withRequest = (problem: string) =>
    [
      problem,
      `  request: ${request.method} ${excerpt(request.url, 300)}`,
      `  content-type: ${request.headers['content-type'] ?? '(none)'}`,
      `  payload: ${excerpt(request.payload)}`,
    ].join('\n');
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void databaseActivity(t).then((activity) =>
        reject(new Error(`${withRequest(`no answer in ${HANG_MS / 1000} s`)}${activity}`)),
      );
    }, HANG_MS);
  });
  const response = await Promise.race([
    app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, authorization: `Bearer ${token}` },
      remoteAddress: nextAddress(),
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      ...(request.stream ? { payloadAsStream: true } : {}),
    }),
    hang,
  ]).finally(() => clearTimeout(timer));
  let body = response.body;
  if (request.stream) {
    const stream = response.stream();
    if (String(response.headers['content-type']).startsWith('text/event-stream')) {
      // A live-event stream stays open: its status is the answer; hang up.
      stream.destroy();
      body = '';
    } else {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
      body = Buffer.concat(chunks).toString('utf8');
    }
  }
  const status = response.statusCode;
  const problem = verdict(status, body);
  if (!problem) return { status, problem: null };
  return { status, problem: `${withRequest(problem)}\n  answer: ${excerpt(body)}` };
}

/** A blank seed for a route the access matrix has no row for yet (its own test fails for that). */
const blank = (method: Method, url: string): Seed =>
  method === 'GET' ? { kind: 'query', path: url, query: [], stream: false } : { kind: 'json', url, body: {} };

/** How many fuzz-<n>.api.test.ts files there are; each walks every FUZZ_SHARDS-th route. */
export const FUZZ_SHARDS = 4;

/**
 * Declares the suite for one shard. Called while the file is collected, so the routes to walk are
 * the router's own (routeCatalog is filled by an onRoute hook): a new route is fuzzed without anyone
 * listing it anywhere.
 */
export async function fuzzShard(shard: number): Promise<void> {
  const t = await buildTestApp();
  const world = await seedWorld(t.db);
  afterAll(() => t.close());
  /** 'POST /api/v1/…' once for each method and path (a path with two access rows is one route). */
  const allRoutes = [...new Set(t.app.routeCatalog.map((r) => `${r.method} ${r.url}`))].sort();
  const routes = allRoutes.filter((_, i) => i % FUZZ_SHARDS === shard - 1);
  const publicRoutes = new Set(t.app.routeCatalog.filter((r) => r.public).map((r) => `${r.method} ${r.url}`));

  /** The route's valid seeds: SEEDS_PER_CASE from each of its access-matrix rows, built afresh. */
  async function seedsOf(method: Method, url: string): Promise<Seed[]> {
    const ctx: AccessContext = { world, db: t.db, secret: t.config.secretsKey };
    const seeds: Seed[] = [];
    for (const row of accessCases.filter((c) => c.route === `${method} ${url}`)) {
      for (let i = 0; i < SEEDS_PER_CASE; i += 1) seeds.push(await seedFrom(row, method, ctx));
    }
    return seeds.length > 0 ? seeds : [blank(method, url)];
  }

  // A few routes at a time: on PostgreSQL one route's calls wait on the database while another's
  // are served; SQLite answers in turn either way.
  // The title carries the draw, so the report (and npm test's summary) shows which inputs were sent.
  const drawn = `FUZZ_SEED=${DRAW.seed}, FUZZ_RUNS=${DRAW.runs}, ${DRAW.source}`;
  describe.concurrent(`every API route withstands hostile input (${drawn})`, () => {
    it('walks its share of the router', () => {
      // A guard on the guard: the catalog is the router's, not an empty list that passes vacuously.
      expect(allRoutes.length).toBeGreaterThan(100);
      expect(routes.length).toBeGreaterThanOrEqual(Math.floor(allRoutes.length / FUZZ_SHARDS));
      // Every shard's file is there, so every route is walked by one of them.
      const files = Array.from({ length: FUZZ_SHARDS }, (_, i) => `fuzz-${i + 1}.api.test.ts`);
      expect(files.filter((file) => !existsSync(new URL(file, import.meta.url)))).toEqual([]);
    });

    it.each(routes)(
      '%s',
      async (route) => {
        const [method, url] = parts(route);
        let tokens = await ensureWorld(t.db, world);
        let seeds = await seedsOf(method, url);
        const giveUpAt = Date.now() + GIVE_UP_MS;
        const plans = planArbitrary(seeds[0]?.kind ?? 'json', keysOf(seeds), url.includes('/:'));

        for (const [caller, numRuns] of [
          ['admin', ADMIN_RUNS],
          ['client', CLIENT_RUNS],
        ] as [FuzzCaller, number][]) {
          let sent = 0;
          const property = fc.asyncProperty(plans, async (plan: Plan) => {
            sent += 1;
            if (sent % REBUILD_EVERY === 0) seeds = await seedsOf(method, url);
            const { status, problem } = await send(t, realize(plan, seeds, url), tokens[caller]);
            if (problem) throw new Error(problem);
            // The caller's session ended (a logout, a password reset of its own id): the next input gets a new one.
            if (status === 401 && !publicRoutes.has(route)) tokens = await ensureWorld(t.db, world);
          });
          await fc.assert(property, {
            numRuns,
            interruptAfterTimeLimit: Math.max(1, giveUpAt - Date.now()),
            markInterruptAsFailure: true,
            seed: DRAW.seed,
            reporter: (details) => {
              if (!details.failed) return;
              const cause =
                details.errorInstance instanceof Error
                  ? details.errorInstance.message
                  : `its inputs took over ${GIVE_UP_MS / 1000} s`;
              // The replay command comes first: npm test's summary keeps a failure's first line only.
              const replay = replayCommand(
                DRAW,
                `apps/server/test/fuzz-${shard}.api.test.ts`,
                route,
                testDatabaseUrl(),
              );
              throw new Error(
                `${route} as ${caller} — replay: ${replay}\n${cause}\n  ` +
                  `(fast-check path ${details.counterexamplePath}, after ${details.numRuns} inputs and ${details.numShrinks} shrinks)`,
              );
            },
          });
        }
      },
      // A thousand calls take a few seconds; a failure's shrinking takes longer.
      180_000,
    );
  });

  // The property nests to 2,000 levels only, so that a thousand inputs stay quick; this goes deeper
  // once per route, deep enough that a walk costing depth² shows too.
  describe(`input nested ${DEEP} levels deep`, () => {
    it('is answered without a 5xx, and promptly, by every route that takes a body', async () => {
      const tokens = await ensureWorld(t.db, world);
      // Written out by hand: JSON.stringify itself recurses and overflows at this depth.
      const deep = `${'['.repeat(DEEP)}1${']'.repeat(DEEP)}`;
      for (const [method, url] of routes.map(parts)) {
        const [seed] = method === 'POST' ? await seedsOf(method, url) : [];
        if (seed?.kind !== 'json') continue;
        // 'constructor' makes the JSON parser look for prototype poisoning in the whole structure too.
        const keys = [...Object.keys(seed.body ?? {}), 'extra', 'constructor'];
        const payload = `{${keys.map((key) => `${JSON.stringify(key)}:${deep}`).join(',')}}`;
        // The work it costs is this process's CPU time, not the clock's: a machine busy with other
        // processes stretches the wall time but not the work (the request is answered in-process).
        const started = process.cpuUsage();
        const { problem } = await send(t, { method, url: seed.url, headers: JSON_HEADERS, payload }, tokens.admin);
        const used = process.cpuUsage(started);
        const tookMs = Math.round((used.user + used.system) / 1000);
        expect(problem, `${method} ${url}`).toBeNull();
        // Linear work on 40 KB takes milliseconds of CPU; a quadratic walk, seconds.
        expect(tookMs, `${method} ${url} took ${tookMs} ms of CPU time`).toBeLessThan(2_000);
      }
    }, 180_000);
  });
}
