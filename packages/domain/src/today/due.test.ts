import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayAfter, dueBucketOf, horizonEnd } from './due.js';

describe('dueBucketOf', () => {
  it('sorts a 期限 against today', () => {
    expect(dueBucketOf(null, '2026-11-28')).toBe('none');
    expect(dueBucketOf('2026-11-27', '2026-11-28')).toBe('overdue');
    expect(dueBucketOf('2026-11-28', '2026-11-28')).toBe('this_week');
    expect(dueBucketOf('2026-12-04', '2026-11-28')).toBe('this_week');
    expect(dueBucketOf('2026-12-05', '2026-11-28')).toBe('later');
  });

  it('crosses month and year ends and the leap day', () => {
    expect(horizonEnd('2026-12-28')).toBe('2027-01-03');
    expect(dayAfter('2028-02-28', 1)).toBe('2028-02-29');
    expect(dayAfter('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('puts every day in exactly one bucket, in order of the day', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => dayAfter('2024-01-01', n));
    fc.assert(
      fc.property(day, day, (today, due) => {
        const bucket = dueBucketOf(due, today);
        if (due < today) return bucket === 'overdue';
        if (due <= horizonEnd(today)) return bucket === 'this_week';
        return bucket === 'later';
      }),
      { seed: 33 },
    );
  });
});
