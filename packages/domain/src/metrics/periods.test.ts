import { describe, expect, it } from 'vitest';
import type { AnalyticsMonth } from '../analytics/figures.js';
import { baseValuesForMonths } from './base-values.js';
import type { MetricDefinition } from './model.js';
import { comparisonPeriods, monthsBefore } from './periods.js';
import { analyticsMonthOf } from '../testing/analytics-months.js';

describe('comparisonPeriods', () => {
  it('sets a month against the one before, crossing the year', () => {
    expect(comparisonPeriods('2026-01', 'previous_month')).toEqual({ base: ['2025-12'], current: ['2026-01'] });
  });
  it('sets a month against the same month a year earlier', () => {
    expect(comparisonPeriods('2026-03', 'previous_year')).toEqual({ base: ['2025-03'], current: ['2026-03'] });
  });
  it('sets the three months up to a month against the three before them', () => {
    expect(comparisonPeriods('2026-02', 'three_months')).toEqual({
      base: ['2025-09', '2025-10', '2025-11'],
      current: ['2025-12', '2026-01', '2026-02'],
    });
  });
  it('counts months back and forth', () => {
    expect(monthsBefore('2026-01', 13)).toBe('2024-12');
    expect(monthsBefore('2025-12', -1)).toBe('2026-01');
  });
});

const analytics = (
  month: string,
  figures: Partial<Pick<AnalyticsMonth, 'sessions' | 'cv1' | 'cv2' | 'cv3' | 'transactions' | 'revenue'>>,
): AnalyticsMonth => analyticsMonthOf(month, figures);

const figureMetric = (id: number, figure: string, unit: MetricDefinition['unit']): MetricDefinition =>
  ({ id, name: figure, unit, direction: 'higher', source: { kind: 'analytics', figure } }) as MetricDefinition;

describe('baseValuesForMonths', () => {
  const metrics: MetricDefinition[] = [
    figureMetric(1, 'sessions', '回'),
    figureMetric(2, 'cv', '件'),
    figureMetric(3, 'cvr', '%'),
    figureMetric(4, 'transactions', '件'),
    figureMetric(5, 'contract_rate', '%'),
    figureMetric(6, 'revenue', '円'),
    figureMetric(7, 'average_order_value', '円'),
    figureMetric(8, 'cv2', '件'),
    { id: 9, name: '問い合わせ', unit: '件', direction: 'higher', source: { kind: 'manual' } },
    { id: 10, name: '満足度', unit: '%', direction: 'higher', source: { kind: 'manual' } },
    {
      id: 11,
      name: '売上',
      unit: '円',
      direction: 'higher',
      source: { kind: 'formula', formula: { kind: 'constant', value: 1 } },
    },
  ];
  const rows = [
    analytics('2026-08', { sessions: 10_000, cv1: 200, cv2: 50, transactions: 50, revenue: 500_000 }),
    // Transactions not measured yet this month: the ratios over transactions leave it out.
    analytics('2026-09', { sessions: 20_000, cv1: 300, cv2: 70, transactions: null, revenue: 900_000 }),
    analytics('2026-10', { sessions: 30_000, cv1: 600, cv2: null, transactions: 150, revenue: 1_500_000 }),
  ];
  const manual = new Map([
    [
      9,
      new Map([
        ['2026-08', 12],
        ['2026-10', 8],
      ]),
    ],
    [
      10,
      new Map([
        ['2026-08', 80],
        ['2026-09', 90],
      ]),
    ],
  ]);
  const months = ['2026-08', '2026-09', '2026-10'];

  it('sums counts and amounts, and takes ratios of the sums over the months that measured both', () => {
    const values = baseValuesForMonths({ metrics, months, analytics: rows, cvSlot: 1, manual });
    expect(values.get(1)).toBe(60_000);
    expect(values.get(2)).toBe(1_100);
    expect(values.get(3)).toBeCloseTo((1_100 / 60_000) * 100, 12);
    expect(values.get(4)).toBe(200);
    // (50 + 150) / (200 + 600): the September conversions had no transactions measured.
    expect(values.get(5)).toBeCloseTo(25, 12);
    expect(values.get(6)).toBe(2_900_000);
    expect(values.get(7)).toBe(10_000); // (500,000 + 1,500,000) / 200
    expect(values.get(8)).toBe(120);
    expect(values.get(9)).toBe(20);
    expect(values.get(10)).toBe(85); // a typed % is averaged
    expect(values.has(11)).toBe(false); // formulas are evaluated afterwards
  });

  it('gives one month its own figures, and the three conversions summed without a slot', () => {
    const values = baseValuesForMonths({ metrics, months: ['2026-09'], analytics: rows, cvSlot: null, manual });
    expect(values.get(2)).toBe(370);
    expect(values.get(3)).toBeCloseTo(1.85, 12);
    expect(values.get(5)).toBeNull();
    expect(values.get(7)).toBeNull();
    expect(values.get(9)).toBeNull();
  });

  it('caps the contract rate at 100 % as the simulator does, and is null without data', () => {
    const values = baseValuesForMonths({
      metrics,
      months: ['2026-11'],
      analytics: [analytics('2026-11', { cv1: 10, transactions: 12 })],
      cvSlot: 1,
      manual: new Map(),
    });
    expect(values.get(5)).toBe(100);
    expect(values.get(1)).toBeNull();
    expect(values.get(3)).toBeNull();
    expect(baseValuesForMonths({ metrics, months: ['2027-01'], analytics: rows, cvSlot: 1, manual }).get(6)).toBeNull();
  });
});
