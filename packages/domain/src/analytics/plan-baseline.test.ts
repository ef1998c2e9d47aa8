import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planBaselineFromMonths } from './plan-baseline.js';

const month = (value: string, sessions: number | null, cv1: number | null, cv2: number | null = null) => ({
  month: value,
  sessions,
  cv1,
  cv2,
  cv3: null,
});

describe('planBaselineFromMonths', () => {
  it('reads the last three measured months before the current one as one period', () => {
    const months = [
      month('2026-07', 60_000, 600),
      month('2026-08', 62_000, 744),
      month('2026-09', 60_000, 660),
      month('2026-10', 62_000, 682),
      month('2026-11', 30_000, 100),
    ];
    // Aug–Oct: 2,086 conversions over 184,000 sessions in 92 days.
    expect(planBaselineFromMonths(months, 1, '2026-11')).toEqual({
      cvrPercent: 1.134,
      dailyUsers: 2_000,
      from: '2026-08',
      to: '2026-10',
    });
  });

  it('sums the three conversions when the project chose none, and skips months without sessions', () => {
    const months = [month('2026-09', 30_000, 300, 60), month('2026-10', null, 500)];
    expect(planBaselineFromMonths(months, null, '2026-11')).toEqual({
      cvrPercent: 1.2,
      dailyUsers: 1_000,
      from: '2026-09',
      to: '2026-09',
    });
  });

  it('is null without a measured month, or with only the current one', () => {
    expect(planBaselineFromMonths([], 1, '2026-11')).toBeNull();
    expect(planBaselineFromMonths([month('2026-11', 1_000, 10)], 1, '2026-11')).toBeNull();
    expect(planBaselineFromMonths([month('2026-10', 1_000, null)], 1, '2026-11')).toBeNull();
  });

  it('gives a CVR between the months’ lowest and highest (a property of any weighted mean)', () => {
    const measured = fc.record({
      sessions: fc.integer({ min: 1, max: 1_000_000 }),
      rate: fc.double({ min: 0, max: 1 }),
    });
    fc.assert(
      fc.property(fc.array(measured, { minLength: 1, maxLength: 3 }), (rows) => {
        const months = rows.map((row, i) => month(`2026-0${i + 1}`, row.sessions, Math.round(row.sessions * row.rate)));
        const rates = months.map((m) => ((m.cv1 ?? 0) / (m.sessions ?? 1)) * 100);
        const baseline = planBaselineFromMonths(months, 1, '2026-12');
        expect(baseline).not.toBeNull();
        expect(baseline?.cvrPercent).toBeGreaterThanOrEqual(Math.floor(Math.min(...rates) * 1000) / 1000);
        expect(baseline?.cvrPercent).toBeLessThanOrEqual(Math.ceil(Math.max(...rates) * 1000) / 1000);
      }),
      { seed: 32, numRuns: 200 },
    );
  });
});
