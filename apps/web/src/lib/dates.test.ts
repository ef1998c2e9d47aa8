import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatPeriod } from './dates';

describe('dates as the screens show them', () => {
  it('writes a day as 2026/11/24 and a moment with its time', () => {
    expect(formatDay('2026-11-24')).toBe('2026/11/24');
    expect(formatDay(new Date(2026, 10, 24))).toBe('2026/11/24');
    expect(formatDateTime('2026-11-24T05:05:00')).toBe('2026/11/24 05:05');
  });

  it('writes a period with 〜, one side of it, or nothing', () => {
    expect(formatPeriod('2026-05-01', '2026-05-31')).toBe('2026/05/01 〜 2026/05/31');
    expect(formatPeriod('2026-05-01', null)).toBe('2026/05/01 〜');
    expect(formatPeriod(null, '2026-05-31')).toBe('〜 2026/05/31');
    expect(formatPeriod(null, null)).toBeNull();
  });
});
