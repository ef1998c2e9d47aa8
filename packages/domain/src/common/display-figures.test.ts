import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatShownFigure, shownFigure } from './display-figures.js';

describe('shownFigure (issue 30: counts and yen whole, rates to two decimals)', () => {
  it('shows counts and yen as whole numbers', () => {
    expect(formatShownFigure(445.37, 'count')).toBe('445');
    expect(formatShownFigure(155.79, 'count')).toBe('156');
    expect(formatShownFigure(259.2, 'count')).toBe('259');
    expect(formatShownFigure(1_869_476.72, 'yen')).toBe('1,869,477');
    expect(formatShownFigure(2_062_186.56, 'yen')).toBe('2,062,187');
  });

  it('keeps a rate to two decimals', () => {
    expect(formatShownFigure(1.682_320_545, 'rate')).toBe('1.68');
    expect(formatShownFigure(34.977_578, 'rate')).toBe('34.98');
    expect(formatShownFigure(2.5, 'rate')).toBe('2.5');
  });

  it('rounds what floating point left just below a half as the half it is', () => {
    // 171.85 × 12,000 is 2,062,199.9999999998 in floating point; 0.1 × 3 × 5 is 1.5000000000000002.
    expect(shownFigure(171.85 * 12_000, 'yen')).toBe(2_062_200);
    expect(shownFigure(2.4999999999999996, 'count')).toBe(3);
    expect(shownFigure(0.1 * 3 * 5, 'count')).toBe(2);
  });

  it('shows — for a figure there is none of, and never −0', () => {
    expect(formatShownFigure(null, 'count')).toBe('—');
    expect(formatShownFigure(undefined, 'yen')).toBe('—');
    expect(formatShownFigure(Number.NaN, 'count')).toBe('—');
    expect(formatShownFigure(Number.POSITIVE_INFINITY, 'yen')).toBe('—');
    expect(formatShownFigure(null, 'count', '')).toBe('');
    expect(formatShownFigure(-0.2, 'count')).toBe('0');
  });

  it('never moves a whole count or amount and moves any figure by at most half its last digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (whole) => {
        expect(shownFigure(whole, 'count')).toBe(whole);
        expect(formatShownFigure(whole, 'yen')).toBe(whole.toLocaleString('en-US'));
      }),
      { seed: 30, numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
        expect(Math.abs(shownFigure(value, 'count') - value)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Math.abs(shownFigure(value, 'rate') - value)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
      { seed: 30, numRuns: 200 },
    );
  });
});
