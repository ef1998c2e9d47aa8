import { LOGIN_THROTTLE } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { growingDelaySeconds, throttleKeys, throttleWait, type ThrottleStats } from './login-throttle.js';

const now = new Date('2025-06-01T12:00:00.000Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const none = { count: 0, last: null };
const stats = (overrides: Partial<ThrottleStats>): ThrottleStats => ({
  addressLimitReachedBy: null,
  pair: none,
  account: none,
  ...overrides,
});

describe('growingDelaySeconds', () => {
  it('costs nothing for the free failures, then doubles up to the ceiling', () => {
    const free = LOGIN_THROTTLE.freeFailuresPerPair;
    expect(growingDelaySeconds(free - 1, free)).toBe(0);
    expect(growingDelaySeconds(free, free)).toBe(LOGIN_THROTTLE.firstDelaySeconds);
    expect(growingDelaySeconds(free + 1, free)).toBe(LOGIN_THROTTLE.firstDelaySeconds * 2);
    expect(growingDelaySeconds(free + 3, free)).toBe(LOGIN_THROTTLE.firstDelaySeconds * 8);
    expect(growingDelaySeconds(free + 40, free)).toBe(LOGIN_THROTTLE.maxDelaySeconds);
    expect(growingDelaySeconds(free + 5000, free)).toBe(LOGIN_THROTTLE.maxDelaySeconds);
  });
});

describe('throttleWait', () => {
  it('lets an attempt through with no failures', () => {
    expect(throttleWait(stats({}), now)).toBeNull();
  });

  it('holds a pair back from its last failure', () => {
    const pair = { count: LOGIN_THROTTLE.freeFailuresPerPair + 2, last: secondsAgo(3) };
    expect(throttleWait(stats({ pair, account: pair }), now)).toEqual({
      reason: 'pair',
      seconds: LOGIN_THROTTLE.firstDelaySeconds * 4 - 3,
    });
  });

  it('never holds back an address with no failure on the account, however many elsewhere', () => {
    const account = { count: 10_000, last: secondsAgo(0) };
    expect(throttleWait(stats({ account }), now)).toBeNull();
  });

  it('holds a not-clean address back by the account, at most until its own failure is no longer recent', () => {
    const account = { count: 10_000, last: secondsAgo(0) };
    const pair = { count: 1, last: secondsAgo(60) };
    expect(throttleWait(stats({ pair, account }), now)).toEqual({
      reason: 'account',
      seconds: LOGIN_THROTTLE.windowMinutes * 60 - 60,
    });
    const stale = { count: 1, last: secondsAgo(LOGIN_THROTTLE.windowMinutes * 60) };
    expect(throttleWait(stats({ pair: stale, account }), now)).toBeNull();
  });

  it('holds an address at its limit until the failure that reached it leaves the window', () => {
    expect(throttleWait(stats({ addressLimitReachedBy: secondsAgo(100) }), now)).toEqual({
      reason: 'address',
      seconds: LOGIN_THROTTLE.windowMinutes * 60 - 100,
    });
  });

  it('answers whole seconds, at least one', () => {
    const pair = { count: LOGIN_THROTTLE.freeFailuresPerPair, last: secondsAgo(1.9) };
    expect(throttleWait(stats({ pair }), now)).toEqual({ reason: 'pair', seconds: 1 });
  });
});

describe('throttleKeys', () => {
  it('shares one key across letter case and keeps the account out of it', () => {
    const upper = throttleKeys('Someone', '192.0.2.1');
    expect(upper).toEqual(throttleKeys('someone', '192.0.2.1'));
    expect(upper.pair.startsWith(upper.accountPrefix)).toBe(true);
    expect(upper.pair).not.toContain('omeone');
    expect(throttleKeys('50%_off', '::1').accountPrefix).toMatch(/^pair:[0-9a-f]{64}:$/);
  });
});
