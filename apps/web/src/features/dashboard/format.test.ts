import { describe, expect, it } from 'vitest';
import { formatDay, formatPeriod, priorityOptions, statusOptions } from './format';

describe('dashboard formats', () => {
  it('shows dates as 2026/11/24 and periods with 〜', () => {
    expect(formatDay('2026-11-24')).toBe('2026/11/24');
    expect(formatPeriod('2026-04-01', '2027-03-31')).toBe('2026/04/01 〜 2027/03/31');
    expect(formatPeriod('2026-04-01', null)).toBe('2026/04/01 〜');
    expect(formatPeriod(null, null)).toBeNull();
  });
  it('offers priorities and statuses in Japanese', () => {
    expect(priorityOptions.map((o) => o.label)).toEqual(['高', '中', '低']);
    expect(statusOptions.map((o) => o.label)).toEqual(['未対応', '対応中', '対応済み']);
  });
});
