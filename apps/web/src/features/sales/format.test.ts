import { describe, expect, it } from 'vitest';
import { formatFigure } from './format';

describe('sales formats', () => {
  it('shows figures with separators, two decimals at most, and — for none', () => {
    expect(formatFigure(1234567.891)).toBe('1,234,567.89');
    expect(formatFigure(1800)).toBe('1,800');
    expect(formatFigure(null)).toBe('—');
    expect(formatFigure(Number.POSITIVE_INFINITY)).toBe('—');
  });
});
