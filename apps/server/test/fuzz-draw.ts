/**
 * Which fuzz inputs a run draws (decisions/0026): `npm test` draws the same ones on every run of a
 * commit — a seed made from the commit, at a depth that keeps the API tier quick — so a red build is
 * red again on the same code; `npm run fuzz` (scripts/fuzz.mjs) goes deep with a new seed, and
 * FUZZ_SEED / FUZZ_RUNS replay either.
 */

/** Inputs per route in `npm test`; `npm run fuzz` sends DEEP_FUZZ_RUNS. */
export const DEFAULT_FUZZ_RUNS = 150;

/** The seed when the code is not in a git checkout (a tarball): still the same on every run. */
export const SEED_WITHOUT_COMMIT = 1;

export interface FuzzDraw {
  seed: number;
  runs: number;
  /** Where the seed came from, for the line the suite prints. */
  source: string;
}

/**
 * The commit's short hash read as a number: the same commit always gives the same seed, and two
 * commits almost never the same one. Seven hex digits stay inside fast-check's 32-bit seeds.
 */
export function seedOfCommit(commit: string): number {
  const short = commit.trim().slice(0, 7);
  if (!/^[0-9a-f]{7}$/i.test(short)) throw new Error(`not a git commit hash: ${JSON.stringify(commit)}`);
  return Number.parseInt(short, 16);
}

function wholeNumber(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, not ${JSON.stringify(text)}`);
  }
  return value;
}

/**
 * The run's seed and depth: FUZZ_SEED and FUZZ_RUNS when given, else the commit's seed (or
 * SEED_WITHOUT_COMMIT) and DEFAULT_FUZZ_RUNS. A value that is not a whole number stops the run
 * rather than drawing something nobody asked for.
 */
export function fuzzDraw(
  env: { FUZZ_SEED?: string | undefined; FUZZ_RUNS?: string | undefined },
  commit: string | undefined,
): FuzzDraw {
  const runs = env.FUZZ_RUNS ? wholeNumber('FUZZ_RUNS', env.FUZZ_RUNS, 1) : DEFAULT_FUZZ_RUNS;
  // fast-check's own seeds (in older failure reports) can be negative.
  if (env.FUZZ_SEED) return { seed: wholeNumber('FUZZ_SEED', env.FUZZ_SEED, -(2 ** 31)), runs, source: 'FUZZ_SEED' };
  if (commit) return { seed: seedOfCommit(commit), runs, source: `commit ${commit.trim().slice(0, 7)}` };
  return { seed: SEED_WITHOUT_COMMIT, runs, source: 'no git commit' };
}

/** The command that draws a failing route's inputs again, on the engine the run used. */
export function replayCommand(
  draw: Pick<FuzzDraw, 'seed' | 'runs'>,
  file: string,
  route: string,
  databaseUrl?: string,
) {
  const database = databaseUrl ? `TEST_DATABASE_URL=${databaseUrl} ` : '';
  return `${database}FUZZ_SEED=${draw.seed} FUZZ_RUNS=${draw.runs} npx vitest run --project api ${file} -t '${route}'`;
}
