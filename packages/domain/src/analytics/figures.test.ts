import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  conversions,
  monthlySeries,
  periodTotals,
  projectSimulationRecords,
  type AnalyticsMonth,
  type MeasureMark,
} from './figures.js';
import { analyticsMonthOf } from '../testing/analytics-months.js';

const month = (value: string, figures: Partial<AnalyticsMonth> = {}): AnalyticsMonth =>
  analyticsMonthOf(value, { sessions: 1000, cv1: 10, cv2: 5, fetched_at: '2026-05-01T00:00:00.000Z', ...figures });

describe('conversions', () => {
  it('counts the chosen conversion slot', () => {
    const figures = { cv1: 10, cv2: 5, cv3: 2 };
    expect(conversions(figures, 1)).toBe(10);
    expect(conversions(figures, 2)).toBe(5);
    expect(conversions(figures, 3)).toBe(2);
  });

  it('sums the known conversions when no slot is chosen', () => {
    expect(conversions({ cv1: 10, cv2: 5, cv3: 2 }, null)).toBe(17);
    expect(conversions({ cv1: 10, cv2: null, cv3: 2 }, null)).toBe(12);
  });

  it('is null when the slot or every conversion is unknown, and 0 when measured as 0', () => {
    expect(conversions({ cv1: 10, cv2: null, cv3: 2 }, 2)).toBeNull();
    expect(conversions({ cv1: null, cv2: null, cv3: null }, null)).toBeNull();
    expect(conversions({ cv1: 0, cv2: null, cv3: null }, null)).toBe(0);
  });
});

describe('conversionRate', () => {
  it('is cv ÷ sessions in percent with two decimals', () => {
    expect(conversionRate(15, 1000)).toBe(1.5);
    expect(conversionRate(1, 3)).toBe(33.33);
    expect(conversionRate(0, 500)).toBe(0);
  });

  it('is null without sessions or without conversions, never Infinity or NaN', () => {
    expect(conversionRate(5, 0)).toBeNull();
    expect(conversionRate(5, null)).toBeNull();
    expect(conversionRate(null, 1000)).toBeNull();
  });
});

describe('monthlySeries', () => {
  const marks: MeasureMark[] = [
    { month: '2026-03', measure_id: 7, measure: 'ボタンの色', pattern: '赤ボタン' },
    { month: '2026-03', measure_id: 8, measure: '見出し', pattern: null },
    { month: '2026-06', measure_id: 9, measure: '範囲外', pattern: 'A' },
  ];
  const series = monthlySeries({
    months: ['2026-01', '2026-02', '2026-03', '2026-04'],
    figures: [
      month('2026-01', { sessions: 2000, cv1: 20, cv2: 10, transactions: 3, revenue: 900_000 }),
      month('2026-03', { sessions: 1000, cv1: 15, cv2: 5 }),
      month('2026-04', { sessions: 0, cv1: 0, cv2: 0 }),
    ],
    targets: [
      {
        start_month: '2026-01',
        end_month: '2026-02',
        target_cv_cnt: 40,
        target_contract_cnt: 4,
        target_sales: 1_200_000,
      },
      {
        start_month: '2026-04',
        end_month: '2026-04',
        target_cv_cnt: 50,
        target_contract_cnt: null,
        target_sales: null,
      },
    ],
    marks,
    cv_slot: null,
  });

  it('has a row for every month asked, nulls where no figures are stored', () => {
    expect(series.map((row) => row.month)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
    expect(series[1]).toEqual({
      month: '2026-02',
      sessions: null,
      cv: null,
      cvr: null,
      contracts: null,
      sales: null,
      target_cv: 40,
      target_contracts: 4,
      target_sales: 1_200_000,
      marks: [],
    });
  });

  it('gives the measured figures, CVR and the month’s targets', () => {
    expect(series[0]).toMatchObject({
      sessions: 2000,
      cv: 30,
      cvr: 1.5,
      contracts: 3,
      sales: 900_000,
      target_cv: 40,
      target_contracts: 4,
      target_sales: 1_200_000,
    });
    expect(series[2]).toMatchObject({ sessions: 1000, cv: 20, cvr: 2, target_cv: null, target_sales: null });
    expect(series[3]).toMatchObject({ sessions: 0, cv: 0, cvr: null, target_cv: 50, target_contracts: null });
  });

  it('marks the months a measure’s verification ended, and only those', () => {
    expect(series[2]?.marks).toEqual(marks.slice(0, 2));
    expect(series.flatMap((row) => row.marks)).toHaveLength(2);
  });

  it('counts the chosen conversion slot', () => {
    const one = monthlySeries({ months: ['2026-01'], figures: [month('2026-01')], targets: [], marks: [], cv_slot: 2 });
    expect(one[0]).toMatchObject({ cv: 5, cvr: 0.5 });
  });
});

describe('periodTotals', () => {
  it('sums the measured months, leaving out months without sessions', () => {
    expect(
      periodTotals([
        { sessions: 1000, cv: 10, contracts: 2, sales: 200_000 },
        { sessions: null, cv: null, contracts: null, sales: null },
        { sessions: 3000, cv: 50, contracts: null, sales: 100_000 },
      ]),
    ).toEqual({
      months: 2,
      sessions: 4000,
      cv: 60,
      contracts: 2,
      sales: 300_000,
      contract_rate: 20,
      customer_avg: 100_000,
    });
  });

  it('takes the contract rate and customer average only from months that measured both figures', () => {
    // Transactions were switched on in the third month: the first two months' conversions do not count.
    const totals = periodTotals([
      { sessions: 1000, cv: 100, contracts: null, sales: null },
      { sessions: 1000, cv: 100, contracts: null, sales: null },
      { sessions: 1000, cv: 50, contracts: 10, sales: 400_000 },
    ]);
    expect(totals).toMatchObject({ cv: 250, contracts: 10, contract_rate: 20, customer_avg: 40_000 });
  });

  it('caps the contract rate at 100 % when contracts outnumber the chosen conversion', () => {
    expect(periodTotals([{ sessions: 1000, cv: 5, contracts: 8, sales: 80_000 }])?.contract_rate).toBe(100);
  });

  it('keeps contracts and sales null when none was measured, cv 0 when none was counted', () => {
    expect(periodTotals([{ sessions: 500, cv: null, contracts: null, sales: null }])).toEqual({
      months: 1,
      sessions: 500,
      cv: 0,
      contracts: null,
      sales: null,
      contract_rate: null,
      customer_avg: null,
    });
  });

  it('is null when no month was measured', () => {
    expect(periodTotals([])).toBeNull();
    expect(periodTotals([{ sessions: null, cv: 3, contracts: null, sales: null }])).toBeNull();
  });
});

describe('projectSimulationRecords', () => {
  const target = { ltv: 300_000, contract_rate: 20, target_cv_cnt: 60, target_contract_cnt: null, target_sales: null };

  it('takes the current record per month from the period and the goal from the target at the current CVR', () => {
    const totals = {
      months: 2,
      sessions: 4000,
      cv: 40,
      contracts: null,
      sales: null,
      contract_rate: null,
      customer_avg: null,
    };
    expect(projectSimulationRecords(totals, target, 40)).toEqual({
      current: { session: 2000, cvr: 1, contract_rate: 20, customer_avg: 300_000, profit_rate: 40 },
      goal: { session: 6000, cvr: 1, contract_rate: 20, customer_avg: 300_000, profit_rate: 40 },
    });
  });

  it('uses the measured contract rate and customer average when contracts and sales were measured', () => {
    const totals = {
      months: 3,
      sessions: 9000,
      cv: 90,
      contracts: 9,
      sales: 1_800_000,
      contract_rate: 10,
      customer_avg: 200_000,
    };
    const { current, goal } = projectSimulationRecords(totals, target);
    expect(current).toEqual({ session: 3000, cvr: 1, contract_rate: 10, customer_avg: 200_000, profit_rate: 100 });
    // The goal is the target's own rate and LTV.
    expect(goal).toMatchObject({ contract_rate: 20, customer_avg: 300_000, session: 6000 });
  });

  it('has no goal without a target, and falls back to zero rates', () => {
    const totals = {
      months: 1,
      sessions: 1000,
      cv: 10,
      contracts: null,
      sales: null,
      contract_rate: null,
      customer_avg: null,
    };
    expect(projectSimulationRecords(totals, null)).toEqual({
      current: { session: 1000, cvr: 1, contract_rate: 0, customer_avg: 0, profit_rate: 100 },
      goal: null,
    });
    expect(projectSimulationRecords(totals, { ...target, target_cv_cnt: null }).goal).toBeNull();
  });

  it('has no goal at a zero CVR (it would need infinite sessions)', () => {
    const totals = {
      months: 1,
      sessions: 1000,
      cv: 0,
      contracts: null,
      sales: null,
      contract_rate: null,
      customer_avg: null,
    };
    const records = projectSimulationRecords(totals, target);
    expect(records.current.cvr).toBe(0);
    expect(records.goal).toBeNull();
  });

  it('takes the goal’s rate and LTV from the current record where the target leaves them out', () => {
    const totals = {
      months: 1,
      sessions: 1000,
      cv: 20,
      contracts: 5,
      sales: 500_000,
      contract_rate: 25,
      customer_avg: 100_000,
    };
    const { goal } = projectSimulationRecords(totals, {
      ltv: null,
      contract_rate: null,
      target_cv_cnt: 30,
      target_contract_cnt: null,
      target_sales: null,
    });
    expect(goal).toEqual({ session: 1500, cvr: 2, contract_rate: 25, customer_avg: 100_000, profit_rate: 100 });
  });

  it('does not take a measured contract rate from zero conversions', () => {
    const totals = periodTotals([{ sessions: 1000, cv: 0, contracts: 0, sales: 0 }]);
    expect(totals).not.toBeNull();
    const { current } = projectSimulationRecords(
      totals ?? {
        months: 0,
        sessions: 0,
        cv: 0,
        contracts: null,
        sales: null,
        contract_rate: null,
        customer_avg: null,
      },
      target,
    );
    expect(current).toMatchObject({ contract_rate: 20, customer_avg: 300_000 });
  });
});
