import { describe, expect, it } from 'vitest';
import { currentMonth, formatPeriod } from './format';

describe('formatPeriod', () => {
  it('shows both ends, one end, or a dash', () => {
    expect(formatPeriod('2026-05-01', '2026-05-31')).toBe('2026/05/01 〜 2026/05/31');
    expect(formatPeriod('2026-05-01', null)).toBe('2026/05/01 〜');
    expect(formatPeriod(null, '2026-05-31')).toBe('〜 2026/05/31');
    expect(formatPeriod(null, null)).toBe('—');
  });
});

describe('currentMonth', () => {
  it('is YYYY-MM of the given day', () => {
    expect(currentMonth(new Date(2026, 0, 31))).toBe('2026-01');
  });
});
