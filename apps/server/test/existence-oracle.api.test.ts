/**
 * What a caller may not see is indistinguishable from what does not exist (docs/permissions.md,
 * "Rules every area follows"): for a client user of another company, every route of the access
 * matrix that names a row by id answers a real row of the other company exactly as it answers an id
 * no row has — the same status and the same body — one id at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessCases } from './access-matrix.js';
import { bearer, seedWorld, signIn, type World } from './factories.js';
import { describeSlot, idSlots, withMissingId } from './id-variants.js';
import { buildTestApp, type TestApp } from './test-app.js';
import type { AccessCase } from './access-expectations.js';

let t: TestApp;
let world: World;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
  token = await signIn(t.app, world.users.otherClient.account);
});
afterAll(() => t.close());

// Where the other company's client succeeds, it sees the row: nothing is hidden from it to compare.
const hiddenCases = accessCases.filter((c) => c.expected.otherClient >= 400);

type Request = Awaited<ReturnType<AccessCase['request']>>;

async function answer(accessCase: AccessCase, request: Request) {
  const [method] = accessCase.route.split(' ') as ['GET' | 'POST'];
  // An address per route, so the per-address API ceiling counts one route's calls.
  const n = accessCases.indexOf(accessCase);
  const response = await t.app.inject({
    method,
    ...request,
    headers: { ...request.headers, ...bearer(token) },
    remoteAddress: `10.17.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  });
  if (request.payloadAsStream) {
    // A live stream stays open when it is granted; a refusal is an ordinary body that ends.
    if (response.statusCode === 200) {
      response.stream().destroy();
      return { status: 200, body: null };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of response.stream()) chunks.push(Buffer.from(chunk as Buffer));
    return { status: response.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) as unknown };
  }
  return { status: response.statusCode, body: response.json<unknown>() };
}

const context = () => ({ world, db: t.db, secret: t.config.secretsKey });

describe('the other company’s client cannot tell a hidden row from a missing one', () => {
  it('finds an id to swap in every route that hides the project’s rows from that client', async () => {
    const withoutIds: string[] = [];
    for (const accessCase of hiddenCases.filter((c) => c.expected.otherClient === 404)) {
      if (idSlots(await accessCase.request(context())).length === 0) withoutIds.push(accessCase.route);
    }
    expect(withoutIds).toEqual([]);
  });

  describe.each(hiddenCases)('$route', (accessCase) => {
    it('answers a real id of another company as it answers a missing id', async () => {
      const slots = idSlots(await accessCase.request(context()));
      const differences: string[] = [];
      for (const slot of slots) {
        // Each call builds its own rows, so a refused delete or a consumed row never skews the next.
        const real = await answer(accessCase, await accessCase.request(context()));
        const missing = await answer(accessCase, withMissingId(await accessCase.request(context()), slot));
        const [a, b] = [JSON.stringify(real), JSON.stringify(missing)];
        if (a !== b) differences.push(`${describeSlot(slot)}: real ${a} ≠ missing ${b}`);
      }
      expect(differences).toEqual([]);
    });
  });
});
