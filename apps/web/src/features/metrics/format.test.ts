import { describe, expect, it } from 'vitest';
import { achievementText, comparisonPeriods, formulaText, gapText, recentMonths, topMovers } from './format';

const names: Record<number, string> = { 1: 'セッション', 2: 'CVR', 3: '客単価', 4: '新規', 5: 'リピート' };
const nameOf = (id: number) => names[id];
const m = (metric_id: number) => ({ kind: 'metric', metric_id }) as const;

describe('achievementText', () => {
  it('rounds achievement to one decimal', () => {
    expect(achievementText(96.44)).toBe('96.4%');
    expect(achievementText(null)).toBe('—');
  });
});

describe('gapText', () => {
  it('says why a month has no value, naming the missing input', () => {
    expect(gapText({ kind: 'no_data' }, nameOf)).toBe('データなし');
    expect(gapText({ kind: 'missing_input', metric_id: 2 }, nameOf)).toBe('入力値が不足（CVR）');
    expect(gapText({ kind: 'zero_divisor', metric_id: null }, nameOf)).toBe('0で割るため算出できません');
  });
});

describe('formulaText', () => {
  it('writes a product chain without parentheses', () => {
    const sales = {
      kind: 'operation',
      operator: 'multiply',
      left: { kind: 'operation', operator: 'multiply', left: m(1), right: m(2) },
      right: m(3),
    } as const;
    expect(formulaText(sales, nameOf)).toBe('セッション × CVR × 客単価');
  });
  it('keeps the parentheses a sum inside a product and a right-hand difference need', () => {
    const grouped = {
      kind: 'operation',
      operator: 'multiply',
      left: { kind: 'operation', operator: 'add', left: m(4), right: m(5) },
      right: m(2),
    } as const;
    expect(formulaText(grouped, nameOf)).toBe('(新規 ＋ リピート) × CVR');
    const difference = {
      kind: 'operation',
      operator: 'subtract',
      left: m(4),
      right: { kind: 'operation', operator: 'subtract', left: m(5), right: { kind: 'constant', value: 1000 } },
    } as const;
    expect(formulaText(difference, nameOf)).toBe('新規 − (リピート − 1,000)');
  });
});

describe('periods and months', () => {
  it('names the compared periods', () => {
    expect(comparisonPeriods('2026-01', 'previous_month')).toEqual({ base: '2025年12月', current: '2026年1月' });
    expect(comparisonPeriods('2026-01', 'previous_year')).toEqual({ base: '2025年1月', current: '2026年1月' });
  });
  it('lists months newest first', () => {
    expect(recentMonths('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });
});

describe('topMovers', () => {
  it('ranks the drivers by the size of their part and leaves out those that did not move', () => {
    const contribution = {
      metric_id: 9,
      base: 100,
      current: 80,
      steps: [
        { metric_id: 1, amount: 5 },
        { metric_id: 2, amount: -30 },
        { metric_id: 3, amount: 0 },
        { metric_id: 4, amount: 5 },
      ],
    };
    expect(topMovers(contribution, 2)).toEqual([
      { metric_id: 2, amount: -30 },
      { metric_id: 1, amount: 5 },
    ]);
    expect(topMovers(null)).toEqual([]);
  });
});
