import { describe, expect, it } from 'vitest';
import { currentMonth } from './format';

describe('currentMonth', () => {
  it('is YYYY-MM of the given day', () => {
    expect(currentMonth(new Date(2026, 0, 31))).toBe('2026-01');
  });
});
