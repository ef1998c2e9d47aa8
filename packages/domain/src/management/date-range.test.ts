import { describe, expect, it } from 'vitest';
import { inclusiveDays, isIsoDate, normalizeDateRange } from './date-range.js';

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026/01/01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('normalizeDateRange', () => {
  it('keeps a full range', () => {
    expect(normalizeDateRange('2026-04-01', '2026-04-30')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
  });
  it.each([
    [null, null],
    ['', ''],
    ['2026-04-01', ''],
    [undefined, '2026-04-30'],
    ['  ', '2026-04-30'],
  ])('clears both ends of %j – %j', (start, end) => {
    expect(normalizeDateRange(start, end)).toEqual({ start: '', end: '' });
  });
});

describe('inclusiveDays', () => {
  it('counts both ends', () => {
    expect(inclusiveDays('2026-04-01', '2026-04-01')).toBe(1);
    expect(inclusiveDays('2026-04-01', '2026-04-30')).toBe(30);
    expect(inclusiveDays('2026-12-31', '2027-01-01')).toBe(2);
  });
  it('is null for a missing, invalid or reversed period', () => {
    expect(inclusiveDays('2026-04-02', '2026-04-01')).toBeNull();
    expect(inclusiveDays(null, '2026-04-01')).toBeNull();
    expect(inclusiveDays('2026-02-30', '2026-03-01')).toBeNull();
  });
});
