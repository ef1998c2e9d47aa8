import { LOGIN_THROTTLE } from '@kaizen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/factories.js';
import { buildLoggingTestApp, type LoggingTestApp } from '../../../test/logging-app.js';

let t: LoggingTestApp;

beforeAll(async () => {
  t = await buildLoggingTestApp();
});
afterAll(() => t.close());

function attempt(account: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password }, remoteAddress });
}

function events(name: string): Record<string, unknown>[] {
  return t.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event === name);
}

describe('the sign-in throttle in the log', () => {
  it('records when an account is slowed and each refused attempt, without the passwords', async () => {
    const { account, id } = t.world.users.member;
    const address = '198.51.100.9';
    const passwords = Array.from({ length: LOGIN_THROTTLE.freeFailuresPerPair }, (_, i) => `secret-guess-${i}`);
    for (const password of passwords) {
      expect((await attempt(account, password, address)).statusCode).toBe(401);
    }
    const refused = await attempt(account, TEST_PASSWORD, address);
    expect(refused.statusCode).toBe(429);

    expect(events('sign_in_slowed')).toEqual([
      expect.objectContaining({
        level: 40,
        reason: 'pair',
        userId: id,
        account,
        address,
        pairFailures: LOGIN_THROTTLE.freeFailuresPerPair,
        nextAttemptAfterSeconds: LOGIN_THROTTLE.firstDelaySeconds,
      }),
    ]);
    expect(events('sign_in_throttled')).toEqual([
      expect.objectContaining({
        level: 40,
        reason: 'pair',
        userId: id,
        account,
        address,
        retryAfterSeconds: Number(refused.headers['retry-after']),
      }),
    ]);
    for (const password of [...passwords, TEST_PASSWORD]) {
      expect(t.lines.join('\n')).not.toContain(password);
    }
  });

  it('names no account that does not exist: what was typed may be a password', async () => {
    const typed = 'my-password-typed-as-account';
    for (let i = 0; i <= LOGIN_THROTTLE.freeFailuresPerPair; i += 1) {
      await attempt(typed, 'whatever', '198.51.100.10');
    }
    const logged = [...events('sign_in_slowed'), ...events('sign_in_throttled')].filter(
      (entry) => entry.address === '198.51.100.10',
    );
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged.every((entry) => entry.userId === null && entry.account === null)).toBe(true);
    expect(t.lines.join('\n')).not.toContain(typed);
  });
});
