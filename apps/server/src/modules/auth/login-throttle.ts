import { createHash } from 'node:crypto';
import { LOGIN_THROTTLE } from '@kaizen/domain';

/**
 * The sign-in throttle's rule (decisions/0002, issue 17): it slows guessing and never locks, so a
 * stranger's failures cannot keep the owner out.
 *
 * - One account from one address (a "pair"): after freeFailuresPerPair failures each further attempt
 *   waits, the wait doubling with each failure.
 * - One account from all addresses: after freeFailuresPerAccount failures, an attempt from an address
 *   with a recent failure on it waits likewise, counted from the account's last failure. An address
 *   without one (the owner's, usually) is not held back by what happens elsewhere.
 * - One address on any accounts: maxFailuresPerAddress failures within the window hold it back.
 */

export type ThrottleReason = 'address' | 'pair' | 'account';

export interface ThrottleWait {
  reason: ThrottleReason;
  /** Whole seconds, at least 1: the Retry-After. */
  seconds: number;
}

export interface FailureCount {
  count: number;
  /** ISO time of the newest failure, null without any. */
  last: string | null;
}

/** The failures that bear on one attempt, as the repository counts them. */
export interface ThrottleStats {
  /** When the address reached its limit: the failure that must leave the window first; null below it. */
  addressLimitReachedBy: string | null;
  pair: FailureCount;
  account: FailureCount;
}

export interface ThrottleKeys {
  address: string;
  pair: string;
  /** Every pair key of the account starts with this. */
  accountPrefix: string;
}

/**
 * Keys of the login_failures rows. The account is hashed: keys then hold no LIKE wildcards, whatever
 * was typed, and nothing typed into the account field (a password, by mistake) is stored as such.
 */
export function throttleKeys(account: string, address: string): ThrottleKeys {
  const accountHash = createHash('sha256').update(account.toLowerCase()).digest('hex');
  const accountPrefix = `pair:${accountHash}:`;
  return { address: `address:${address}`, pair: `${accountPrefix}${address}`, accountPrefix };
}

export function throttleBounds(now: Date): { windowStart: string; memoryStart: string } {
  return {
    windowStart: new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * 60_000).toISOString(),
    memoryStart: new Date(now.getTime() - LOGIN_THROTTLE.memoryHours * 3_600_000).toISOString(),
  };
}

/** The wait after `failures` failures when `free` of them cost nothing: 0, then doubling to a ceiling. */
export function growingDelaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_THROTTLE.firstDelaySeconds * 2 ** (failures - free), LOGIN_THROTTLE.maxDelaySeconds);
}

/** How long this attempt must wait, by its longest reason; null when it may be tried now. */
export function throttleWait(stats: ThrottleStats, now: Date): ThrottleWait | null {
  const nowMs = now.getTime();
  const windowMs = LOGIN_THROTTLE.windowMinutes * 60_000;
  const waits: ThrottleWait[] = [];
  const waitUntil = (reason: ThrottleReason, endMs: number) => {
    if (endMs > nowMs) waits.push({ reason, seconds: Math.ceil((endMs - nowMs) / 1000) });
  };

  if (stats.addressLimitReachedBy) waitUntil('address', Date.parse(stats.addressLimitReachedBy) + windowMs);
  if (stats.pair.last) {
    const pairLast = Date.parse(stats.pair.last);
    waitUntil('pair', pairLast + growingDelaySeconds(stats.pair.count, LOGIN_THROTTLE.freeFailuresPerPair) * 1000);
    if (stats.account.last) {
      const accountDelayMs = growingDelaySeconds(stats.account.count, LOGIN_THROTTLE.freeFailuresPerAccount) * 1000;
      // Held back only while this address's own last failure is recent: after that it is clean again.
      waitUntil('account', Math.min(Date.parse(stats.account.last) + accountDelayMs, pairLast + windowMs));
    }
  }
  return waits.reduce<ThrottleWait | null>(
    (longest, wait) => (longest && longest.seconds >= wait.seconds ? longest : wait),
    null,
  );
}
