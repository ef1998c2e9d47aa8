import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_MAX_ATTEMPTS,
  dueDigestSlot,
  inQuietHours,
  japanClock,
  retryDelayMs,
  sendableAt,
} from './schedule.js';

/** Instants written in Japan time, which has kept UTC+9 all year since 1951. */
const jst = (text: string) => new Date(`${text}+09:00`);
const fixedSeed = { seed: 20261128 };

describe('retryDelayMs', () => {
  it('waits longer after each failure and gives up after the last try', () => {
    const delays = Array.from({ length: DELIVERY_MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1));
    expect(delays).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    expect(retryDelayMs(DELIVERY_MAX_ATTEMPTS)).toBeNull();
  });
});

describe('quiet hours', () => {
  it('wrap past midnight, and equal ends or none mean no quiet hours', () => {
    expect([21, 22, 23, 0, 7, 8].map((h) => inQuietHours(h, 22, 8))).toEqual([false, true, true, true, true, false]);
    expect([12, 13, 14].map((h) => inQuietHours(h, 13, 14))).toEqual([false, true, false]);
    expect(inQuietHours(3, 5, 5)).toBe(false);
    expect(inQuietHours(3, null, null)).toBe(false);
  });

  it('hold a message sent at night until the morning, in Japan time', () => {
    expect(sendableAt(jst('2026-11-27T23:30:00'), 22, 8)).toEqual(jst('2026-11-28T08:00:00'));
    expect(sendableAt(jst('2026-11-28T02:10:00'), 22, 8)).toEqual(jst('2026-11-28T08:00:00'));
    const noon = jst('2026-11-28T12:00:00');
    expect(sendableAt(noon, 22, 8)).toBe(noon);
  });

  it('never release a message inside quiet hours, nor hold one longer than a day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 23 }),
        (now, start, end) => {
          const at = sendableAt(now, start, end);
          expect(inQuietHours(japanClock(at).hour, start, end)).toBe(false);
          expect(at.getTime() - now.getTime()).toBeGreaterThanOrEqual(0);
          expect(at.getTime() - now.getTime()).toBeLessThanOrEqual(24 * 3_600_000);
        },
      ),
      fixedSeed,
    );
  });
});

describe('dueDigestSlot', () => {
  it('names the Monday 9:00 slot from 9:00 for half a day, in Japan time', () => {
    expect(dueDigestSlot(jst('2026-11-30T08:59:00'), 1, 9)).toBeNull();
    expect(dueDigestSlot(jst('2026-11-30T09:00:00'), 1, 9)).toBe('2026-11-30');
    expect(dueDigestSlot(jst('2026-11-30T20:59:00'), 1, 9)).toBe('2026-11-30');
    expect(dueDigestSlot(jst('2026-11-30T21:00:00'), 1, 9)).toBeNull();
    // Sunday 23:00 Japan is Sunday 14:00 UTC: still the coming Monday's slot is ahead.
    expect(dueDigestSlot(jst('2026-11-29T23:00:00'), 1, 9)).toBeNull();
  });

  it('is one slot per week: the same date throughout its window, on the chosen weekday', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 23 }),
        (now, day, hour) => {
          const slot = dueDigestSlot(now, day, hour);
          if (slot === null) return;
          const start = jst(`${slot}T${String(hour).padStart(2, '0')}:00:00`);
          expect(japanClock(start).day).toBe(day);
          expect(now.getTime() - start.getTime()).toBeGreaterThanOrEqual(0);
          expect(now.getTime() - start.getTime()).toBeLessThan(12 * 3_600_000);
        },
      ),
      fixedSeed,
    );
  });
});
