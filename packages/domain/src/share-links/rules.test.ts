import { describe, expect, it } from 'vitest';
import { shareLinkExpiresAt, shareLinkState, sharedPath } from './rules.js';

const now = new Date('2026-04-01T00:00:00.000Z');

describe('shareLinkExpiresAt', () => {
  it('is thirty days ahead by default', () => {
    expect(shareLinkExpiresAt(now)).toBe('2026-05-01T00:00:00.000Z');
  });

  it('takes the days asked for', () => {
    expect(shareLinkExpiresAt(now, 7)).toBe('2026-04-08T00:00:00.000Z');
  });

  it('holds the expiry between a day and a year', () => {
    expect(shareLinkExpiresAt(now, 0)).toBe('2026-04-02T00:00:00.000Z');
    expect(shareLinkExpiresAt(now, -5)).toBe('2026-04-02T00:00:00.000Z');
    expect(shareLinkExpiresAt(now, 366)).toBe('2027-04-01T00:00:00.000Z');
    expect(shareLinkExpiresAt(now, 10_000)).toBe('2027-04-01T00:00:00.000Z');
  });

  it('counts whole days and falls back to the default on a non-number', () => {
    expect(shareLinkExpiresAt(now, 2.9)).toBe('2026-04-03T00:00:00.000Z');
    expect(shareLinkExpiresAt(now, Number.NaN)).toBe('2026-05-01T00:00:00.000Z');
  });
});

describe('shareLinkState', () => {
  const expires_at = '2026-04-10T00:00:00.000Z';

  it('is active until the expiry and expired from that instant', () => {
    expect(shareLinkState({ expires_at, revoked_at: null }, now)).toBe('active');
    expect(shareLinkState({ expires_at, revoked_at: null }, new Date(expires_at))).toBe('expired');
  });

  it('is revoked once staff revoke it, expired or not', () => {
    expect(shareLinkState({ expires_at, revoked_at: '2026-04-02T00:00:00.000Z' }, now)).toBe('revoked');
    expect(shareLinkState({ expires_at, revoked_at: '2026-04-02T00:00:00.000Z' }, new Date('2027-01-01'))).toBe(
      'revoked',
    );
  });
});

describe('sharedPath', () => {
  it('is the public page of the token', () => {
    expect(sharedPath('abc_DEF-123')).toBe('/shared/abc_DEF-123');
  });
});
