import { describe, expect, it } from 'vitest';
import { cvrIncrease, indicatorFigureIssues, indicatorUnit } from './results.js';

describe('indicatorUnit', () => {
  it.each([
    ['CVR', '%'],
    ['CTR', '%'],
    ['直帰率', '%'],
    ['離脱率', '%'],
    ['成約率', '%'],
    ['平均滞在時間', '秒'],
    ['問い合わせ件数', '件'],
    ['CV数', '件'],
    ['売上', '円'],
    ['客単価', '円'],
    ['広告費', '円'],
    ['満足度', ''],
  ])('%s is measured in %s', (name, unit) => {
    expect(indicatorUnit(name)).toBe(unit);
  });

  it('has no unit without an indicator', () => {
    expect(indicatorUnit(null)).toBe('');
    expect(indicatorUnit('')).toBe('');
  });
});

describe('cvrIncrease', () => {
  it('is the rise from 現状値 to 目標値 in % of 現状値, to one decimal', () => {
    expect(cvrIncrease(68, 80)).toBe(17.6);
    expect(cvrIncrease(1.2, 1.6)).toBe(33.3);
    expect(cvrIncrease(2, 2.05)).toBe(2.5);
    expect(cvrIncrease(40, 30)).toBe(-25);
    expect(cvrIncrease(5, 5)).toBe(0);
  });

  it('is null while a figure is missing or 現状値 is not above 0', () => {
    expect(cvrIncrease(null, 80)).toBeNull();
    expect(cvrIncrease(68, null)).toBeNull();
    expect(cvrIncrease(0, 1)).toBeNull();
    expect(cvrIncrease(-2, 1)).toBeNull();
  });
});

describe('indicatorFigureIssues', () => {
  it('refuses a rate above 100 % for a rate indicator, naming the figure', () => {
    expect(indicatorFigureIssues('%', { current_improvement: 68, porpose_improvement: 180 })).toEqual([
      { field: 'porpose_improvement', message: '目標値は0以上100以下で入力してください' },
    ]);
    expect(indicatorFigureIssues('%', { current_improvement: -1 })).toEqual([
      { field: 'current_improvement', message: '現状値は0以上100以下で入力してください' },
    ]);
  });

  it('lets any figure through when the indicator sets no range', () => {
    expect(indicatorFigureIssues('', { current_improvement: 180, porpose_improvement: -5 })).toEqual([]);
    expect(indicatorFigureIssues('秒', { current_improvement: 180 })).toEqual([]);
  });
});
