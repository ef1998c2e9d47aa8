import { describe, expect, it } from 'vitest';
import { outOfRangeReason, plausibleRanges, rangeMessage } from './plausible-ranges.js';

describe('plausible ranges', () => {
  it('names the field and both bounds with thousands separators', () => {
    expect(rangeMessage('セッション数', plausibleRanges.sessions)).toBe(
      'セッション数は0以上10,000,000,000以下で入力してください',
    );
  });

  it('refuses sessions above ten billion and rates above 100 %, keeps the bounds themselves', () => {
    expect(outOfRangeReason('セッション数', plausibleRanges.sessions, 300_000_450_000)).toBe(
      'セッション数は0以上10,000,000,000以下で入力してください',
    );
    expect(outOfRangeReason('セッション数', plausibleRanges.sessions, 10_000_000_000)).toBeNull();
    expect(outOfRangeReason('CVR', plausibleRanges.percent, 100.01)).toBe('CVRは0以上100以下で入力してください');
    expect(outOfRangeReason('CVR', plausibleRanges.percent, -0.5)).toBe('CVRは0以上100以下で入力してください');
    expect(outOfRangeReason('CVR', plausibleRanges.percent, 100)).toBeNull();
    expect(outOfRangeReason('CVR', plausibleRanges.percent, 0)).toBeNull();
  });

  it('leaves an empty value alone', () => {
    expect(outOfRangeReason('CVR', plausibleRanges.percent, null)).toBeNull();
  });
});
