import { LOGIN_THROTTLE, passwordCheckRetryMessage, signInRetryMessage } from '@kaizen/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedWorld, TEST_PASSWORD, type World } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await buildTestApp();
  world = await seedWorld(t.db);
});
afterAll(() => t.close());
// Tests move time by ageing every failure, so each starts from none.
beforeEach(async () => {
  await t.db.deleteFrom('login_failures').execute();
});

function attempt(account: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password }, remoteAddress });
}

/** Moves every recorded failure this many seconds into the past, as if that time had passed. */
async function ageFailures(seconds: number): Promise<void> {
  const rows = await t.db.selectFrom('login_failures').select(['id', 'created_at']).execute();
  for (const row of rows) {
    const earlier = new Date(new Date(row.created_at).getTime() - seconds * 1000).toISOString();
    await t.db.updateTable('login_failures').set({ created_at: earlier }).where('id', '=', row.id).execute();
  }
}

function retryAfter(response: { headers: Record<string, unknown> }): number {
  return Number(response.headers['retry-after']);
}

const { freeFailuresPerPair, freeFailuresPerAccount, firstDelaySeconds, windowMinutes } = LOGIN_THROTTLE;

describe('a brute force from one address', () => {
  it('stays slow: after the free failures each attempt waits, and the wait doubles', async () => {
    const account = world.users.member.account;
    const address = '198.51.100.1';
    for (let i = 0; i < freeFailuresPerPair; i += 1) {
      expect((await attempt(account, `wrong-${i}`, address)).statusCode).toBe(401);
    }

    let previous = 0;
    for (let round = 0; round < 5; round += 1) {
      // Even the right password waits: from this address the account is being guessed at.
      const refused = await attempt(account, TEST_PASSWORD, address);
      expect(refused.statusCode).toBe(429);
      const wait = retryAfter(refused);
      const expected = firstDelaySeconds * 2 ** round;
      expect(wait).toBeGreaterThanOrEqual(expected - 1);
      expect(wait).toBeLessThanOrEqual(expected);
      expect(wait).toBeGreaterThan(previous);
      expect(refused.json()).toEqual({ error: { code: 'too_many_requests', message: signInRetryMessage(wait) } });
      previous = wait;

      // A refused attempt is not tried, so it neither counts nor restarts the wait.
      const again = await attempt(account, `wrong-again-${round}`, address);
      expect(again.statusCode).toBe(429);
      expect(retryAfter(again)).toBeLessThanOrEqual(wait);

      await ageFailures(wait);
      expect((await attempt(account, `wrong-late-${round}`, address)).statusCode).toBe(401);
    }

    // Slowed, not locked: once the wait is over the right password gets in.
    await ageFailures(previous * 2);
    expect((await attempt(account, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('names the wait in seconds, minutes or hours', () => {
    expect(signInRetryMessage(8)).toBe(
      'ログインの失敗が続いたため、一時的にログインを制限しています。8秒後にもう一度お試しください。',
    );
    expect(signInRetryMessage(61)).toContain('約2分後に');
    expect(signInRetryMessage(LOGIN_THROTTLE.maxDelaySeconds)).toContain('約1時間後に');
  });

  it('gets no more tries from a burst of parallel attempts than one by one', async () => {
    const address = '198.51.100.2';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt('burst-target', `guess-${i}`, address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(freeFailuresPerPair);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20 - freeFailuresPerPair);
  });
});

describe('a stranger guessing from many addresses', () => {
  /** Guesses, each from a new address; answers the statuses. */
  async function strangerAttack(account: string, failures: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < failures; i += 1) {
      statuses.push((await attempt(account, `guess-${i}`, `203.0.113.${i + 1}`)).statusCode);
    }
    return statuses;
  }

  it('slows the account for addresses with recent failures, yet the owner’s clean address gets in', async () => {
    const account = world.users.admin.account;
    const guesses = await strangerAttack(account, freeFailuresPerAccount + 5);

    expect((await attempt(account, TEST_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    expect((await attempt(account, TEST_PASSWORD, '192.0.2.11')).statusCode).toBe(200);

    // Every new address had its one try, answered as a wrong password…
    expect(guesses).toEqual(guesses.map(() => 401));
    // …and an address that just failed waits.
    const stranger = await attempt(account, 'guess-again', '203.0.113.1');
    expect(stranger.statusCode).toBe(429);
    expect(retryAfter(stranger)).toBeGreaterThan(0);
  });

  it('makes an owner who mistyped wait only until the mistake is no longer recent', async () => {
    const account = world.users.manager.account;
    expect(await strangerAttack(account, freeFailuresPerAccount + 5)).not.toContain(429);
    const owner = '192.0.2.20';
    expect((await attempt(account, 'typo', owner)).statusCode).toBe(401);

    const waiting = await attempt(account, TEST_PASSWORD, owner);
    expect(waiting.statusCode).toBe(429);
    expect(retryAfter(waiting)).toBeLessThanOrEqual(windowMinutes * 60);

    await ageFailures(windowMinutes * 60);
    expect((await attempt(account, TEST_PASSWORD, owner)).statusCode).toBe(200);
    // The stranger's failures are remembered longer than that: a new address still has one try only.
    expect((await attempt(account, 'guess-more', '203.0.113.200')).statusCode).toBe(401);
    expect((await attempt(account, 'guess-more-2', '203.0.113.200')).statusCode).toBe(429);
  });

  it('lets through at most one try of a parallel burst from a new address', async () => {
    const account = world.users.otherClient.account;
    expect(await strangerAttack(account, freeFailuresPerAccount + 5)).not.toContain(429);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(account, `burst-${i}`, '198.51.100.30')),
    );
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(1);
    expect(answers.every((answer) => answer.statusCode === 401 || answer.statusCode === 429)).toBe(true);
  });
});

describe('after a successful sign-in', () => {
  it('forgets that address’s failures but keeps the stranger’s', async () => {
    const account = world.users.client.account;
    const stranger = '198.51.100.40';
    const owner = '192.0.2.40';
    for (let i = 0; i < freeFailuresPerPair; i += 1) {
      expect((await attempt(account, `guess-${i}`, stranger)).statusCode).toBe(401);
    }

    // Twice as many typos as the free ones, with a success between: the success forgets the first.
    const typos = freeFailuresPerPair - 2;
    for (let i = 0; i < typos; i += 1) {
      expect((await attempt(account, `typo-${i}`, owner)).statusCode).toBe(401);
    }
    expect((await attempt(account, TEST_PASSWORD, owner)).statusCode).toBe(200);
    for (let i = 0; i < typos; i += 1) {
      expect((await attempt(account, `typo-again-${i}`, owner)).statusCode).toBe(401);
    }
    expect((await attempt(account, TEST_PASSWORD, owner)).statusCode).toBe(200);

    // The stranger's failures are not forgotten: after the wait, one more try and the wait has doubled.
    await ageFailures(firstDelaySeconds);
    expect((await attempt(account, 'guess-after', stranger)).statusCode).toBe(401);
    const refused = await attempt(account, 'guess-after-2', stranger);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(firstDelaySeconds);
  });
});

describe('the per-address limit', () => {
  it(`holds an address back after ${LOGIN_THROTTLE.maxFailuresPerAddress} failures on any accounts, and only that address`, async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i += 1) {
      expect((await attempt(`guess-${i}`, 'nope', address)).statusCode).toBe(401);
    }
    const blocked = await attempt(world.users.member.account, TEST_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(windowMinutes * 60 - 5);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(windowMinutes * 60);
    expect((await attempt(world.users.member.account, TEST_PASSWORD, '192.0.2.78')).statusCode).toBe(200);

    await ageFailures(windowMinutes * 60);
    expect((await attempt(world.users.member.account, TEST_PASSWORD, address)).statusCode).toBe(200);
  });
});

describe("a password change's current password", () => {
  function changePassword(token: string, current: string, remoteAddress: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/users/update',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: world.users.manager.account, current_password: current, new_password: 'a-new-pass-9876' },
      remoteAddress,
    });
  }

  it('is guessed no faster through a stolen session than at sign-in, and the owner still gets in', async () => {
    const account = world.users.manager.account;
    const thief = '203.0.113.66';
    const token = (await attempt(account, TEST_PASSWORD, '203.0.113.1')).json<{ token: string }>().token;
    for (let i = 0; i < freeFailuresPerPair; i += 1) {
      const wrong = await changePassword(token, `guess-${i}`, thief);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields[0].field).toBe('current_password');
    }
    const refused = await changePassword(token, TEST_PASSWORD, thief);
    expect(refused.statusCode).toBe(429);
    const wait = retryAfter(refused);
    expect(wait).toBeGreaterThanOrEqual(firstDelaySeconds - 1);
    expect(refused.json()).toEqual({ error: { code: 'too_many_requests', message: passwordCheckRetryMessage(wait) } });
    // The guesses count on the account as sign-in failures do: the thief's address is slowed there too.
    expect((await attempt(account, TEST_PASSWORD, thief)).statusCode).toBe(429);
    // Slowed, not locked: the owner signs in from their own address.
    expect((await attempt(account, TEST_PASSWORD, '198.51.100.200')).statusCode).toBe(200);
    // The refused attempt changed nothing: after the wait the right current password is accepted.
    await ageFailures(wait);
    expect((await changePassword(token, TEST_PASSWORD, thief)).statusCode).toBe(200);
  });
});
