import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FUZZ_RUNS, fuzzDraw, replayCommand, SEED_WITHOUT_COMMIT, seedOfCommit } from './fuzz-draw.js';
import { planArbitrary, realize } from './fuzz-requests.js';
import type { Seed } from './fuzz-seeds.js';

const COMMIT = '84ef704c1d2e3f405162738495a6b7c8d9e0f112';
const OTHER_COMMIT = '4f1b622aa7e0c9d8b7a6f5e4d3c2b1a098765432';

/** The requests the suite would send to one route with this seed: plans drawn, then made real. */
function requestsFor(seed: number) {
  const seeds: Seed[] = [{ kind: 'json', url: '/api/v1/nodes/update', body: { id: 3, name: '改善案', order: [1, 2] } }];
  const plans = planArbitrary('json', ['id', 'name', 'order'], false);
  return fc.sample(plans, { seed, numRuns: 40 }).map((plan) => realize(plan, seeds, '/api/v1/nodes/update'));
}

describe('the fuzz draw of npm test', () => {
  it('takes its seed from the commit: the same commit always gives the same seed, another commit another', () => {
    expect(seedOfCommit(COMMIT)).toBe(0x84ef704);
    expect(seedOfCommit(`${COMMIT}\n`)).toBe(seedOfCommit(COMMIT));
    expect(seedOfCommit(OTHER_COMMIT)).not.toBe(seedOfCommit(COMMIT));
    expect(fuzzDraw({}, COMMIT)).toEqual({ seed: 0x84ef704, runs: DEFAULT_FUZZ_RUNS, source: 'commit 84ef704' });
  });

  it('draws the same requests on two runs of one commit, and other requests on another commit', () => {
    const first = requestsFor(fuzzDraw({}, COMMIT).seed);
    const second = requestsFor(fuzzDraw({}, COMMIT).seed);
    expect(second).toEqual(first);
    expect(requestsFor(fuzzDraw({}, OTHER_COMMIT).seed)).not.toEqual(first);
  });

  it('keeps a fixed seed outside a git checkout', () => {
    expect(fuzzDraw({}, undefined)).toEqual({
      seed: SEED_WITHOUT_COMMIT,
      runs: DEFAULT_FUZZ_RUNS,
      source: 'no git commit',
    });
  });

  it('replays a reported FUZZ_SEED (negative ones too) at the FUZZ_RUNS given', () => {
    expect(fuzzDraw({ FUZZ_SEED: '1077495801', FUZZ_RUNS: '1000' }, COMMIT)).toEqual({
      seed: 1077495801,
      runs: 1000,
      source: 'FUZZ_SEED',
    });
    expect(fuzzDraw({ FUZZ_SEED: '-5' }, COMMIT).seed).toBe(-5);
  });

  it.each([
    [{ FUZZ_SEED: 'abc' }, 'FUZZ_SEED'],
    [{ FUZZ_SEED: '1.5' }, 'FUZZ_SEED'],
    [{ FUZZ_RUNS: '0' }, 'FUZZ_RUNS'],
    [{ FUZZ_RUNS: 'many' }, 'FUZZ_RUNS'],
  ])('refuses %o, naming the variable', (env, name) => {
    expect(() => fuzzDraw(env, COMMIT)).toThrow(name);
  });

  it('refuses a commit that is not a hash', () => {
    expect(() => seedOfCommit('HEAD')).toThrow('not a git commit hash');
  });

  it('prints a replay command with the seed, the count, the file, the route and the engine', () => {
    const file = 'apps/server/test/fuzz-2.api.test.ts';
    expect(replayCommand({ seed: 7, runs: 150 }, file, 'POST /api/v1/import_csv')).toBe(
      `FUZZ_SEED=7 FUZZ_RUNS=150 npx vitest run --project api ${file} -t 'POST /api/v1/import_csv'`,
    );
    expect(replayCommand({ seed: 7, runs: 150 }, file, 'GET /x', 'postgres://h/db')).toMatch(
      /^TEST_DATABASE_URL=postgres:\/\/h\/db FUZZ_SEED=7 /,
    );
  });
});
