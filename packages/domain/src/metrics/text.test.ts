import { describe, expect, it } from 'vitest';
import { metricValueText, projectionMethodNote, signedValueText, upliftPercentText } from './text.js';

describe('metricValueText', () => {
  it('shows yen and counts whole with separators, a percentage to two decimals', () => {
    expect(metricValueText(2062199.9999999998, '円')).toBe('2,062,200円');
    expect(metricValueText(12000, '回')).toBe('12,000回');
    expect(metricValueText(2.5, '%')).toBe('2.50%');
    expect(metricValueText(null, '件')).toBe('—');
    expect(metricValueText(Number.NaN, '件')).toBe('—');
  });
  it('signs a change with a real minus, and none for no change', () => {
    expect(signedValueText(-1200, '円')).toBe('−1,200円');
    expect(signedValueText(0.25, '%')).toBe('+0.25%');
    expect(signedValueText(0, '件')).toBe('±0件');
  });
});

describe('upliftPercentText and projectionMethodNote', () => {
  it('signs an uplift to one decimal', () => {
    expect(upliftPercentText(12.34)).toBe('+12.3%');
    expect(upliftPercentText(-0.5)).toBe('−0.5%');
  });
  it('explains the 見込み only when one is used', () => {
    expect(projectionMethodNote(true)).toContain('「見込み」と表示しています');
    expect(projectionMethodNote(false)).not.toContain('見込み」');
    expect(projectionMethodNote(false)).toContain('非表示の施策は含みません。');
  });
});
