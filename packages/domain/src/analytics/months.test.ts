import { describe, expect, it } from 'vitest';
import { MONTH_PATTERN, monthOf, monthSchema, monthsBetween, previousMonth } from './months.js';

describe('monthsBetween', () => {
  it('lists every month from start to end, both included, across a year end', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('is one month when start and end are the same', () => {
    expect(monthsBetween('2026-04', '2026-04')).toEqual(['2026-04']);
  });

  it('is empty when start comes after end', () => {
    expect(monthsBetween('2026-05', '2026-04')).toEqual([]);
    expect(monthsBetween('2027-01', '2026-12')).toEqual([]);
  });

  it('counts 12 months for a year and 25 for two years and a month', () => {
    expect(monthsBetween('2026-01', '2026-12')).toHaveLength(12);
    expect(monthsBetween('2025-01', '2027-01')).toHaveLength(25);
  });
});

describe('previousMonth', () => {
  it('is the month before, into the previous year from January', () => {
    expect(previousMonth('2026-04')).toBe('2026-03');
    expect(previousMonth('2026-10')).toBe('2026-09');
    expect(previousMonth('2027-01')).toBe('2026-12');
  });
});

describe('monthOf and the month format', () => {
  it('takes the month of a date', () => {
    expect(monthOf('2026-04-30')).toBe('2026-04');
  });

  it('accepts YYYY-MM only, naming the field otherwise', () => {
    expect(MONTH_PATTERN.test('2026-12')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-4', '2026/04', '202604'])
      expect(MONTH_PATTERN.test(bad)).toBe(false);
    const result = monthSchema('開始月').safeParse('2026-4');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('開始月はYYYY-MM形式で入力してください');
  });
});
