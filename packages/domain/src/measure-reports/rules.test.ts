import { describe, expect, it } from 'vitest';
import { todayInJapan } from '../common/dates.js';
import { isVerificationDone, patternLabel, patternNumbersAdded, patternsRemovedBy } from './rules.js';

describe('isVerificationDone', () => {
  const today = '2026-11-22';
  it('is done once the measure reached 結果確認 or 完了', () => {
    expect(isVerificationDone({ statusClass: 'result', endDate: null, today })).toBe(true);
    expect(isVerificationDone({ statusClass: 'comp', endDate: '2027-01-01', today })).toBe(true);
  });
  it('is done when the period ended before today, not on its last day', () => {
    expect(isVerificationDone({ statusClass: 'ver', endDate: '2026-11-21', today })).toBe(true);
    expect(isVerificationDone({ statusClass: 'ver', endDate: '2026-11-22', today })).toBe(false);
  });
  it('is not done without an ended period or a late status', () => {
    expect(isVerificationDone({ statusClass: 'now', endDate: null, today })).toBe(false);
    expect(isVerificationDone({ statusClass: null, endDate: undefined, today })).toBe(false);
  });
});

describe('pattern numbers', () => {
  const patterns = [1, 2, 3, 4].map((pattern) => ({ pattern, name: '' }));
  it('lowering removes the patterns above the new number, last first', () => {
    expect(patternsRemovedBy(patterns, 2).map((p) => p.pattern)).toEqual([4, 3]);
    expect(patternsRemovedBy(patterns, 4)).toEqual([]);
  });
  it('raising adds numbers at the end', () => {
    expect(patternNumbersAdded(2, 4)).toEqual([3, 4]);
    expect(patternNumbersAdded(3, 3)).toEqual([]);
    expect(patternNumbersAdded(3, 1)).toEqual([]);
  });
  it('labels a pattern by its name, else by its number', () => {
    expect(patternLabel({ pattern: 2, name: '  ' })).toBe('パターン2');
    expect(patternLabel({ pattern: 1, name: '赤ボタン' })).toBe('赤ボタン');
  });
});

describe('todayInJapan', () => {
  it('is the Japanese calendar date, nine hours ahead of UTC', () => {
    expect(todayInJapan(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(todayInJapan(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
  });
});
