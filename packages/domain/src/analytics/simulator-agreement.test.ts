import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownFigure } from '../common/display-figures.js';
import { simulationFigures } from '../sales/simulation.js';
import { monthlySeries, periodTotals, projectSimulationRecords, type AnalyticsMonth } from './figures.js';
import { deriveTargets, type TargetFigures } from './targets.js';
import { analyticsMonthOf } from '../testing/analytics-months.js';

/**
 * Issue 30: the project simulator sits right under the table of measured months and the target
 * table, so what it shows must be what they show — its current record from the measured month, its
 * goal from the month's target row — whatever the figures.
 */

const MONTH = '2026-10';

function measured(figures: { sessions: number; cv: number; transactions: number; revenue: number }): AnalyticsMonth {
  const { sessions, cv, transactions, revenue } = figures;
  return analyticsMonthOf(MONTH, { sessions, cv1: cv, transactions, revenue });
}

const targetRow = (typed: TargetFigures) => ({ start_month: MONTH, end_month: MONTH, ...deriveTargets(typed) });

/** The simulator's two records with their figures, and the table's row for the month. */
function simulate(month: AnalyticsMonth, typed: TargetFigures | null) {
  const target = typed ? targetRow(typed) : null;
  const rows = monthlySeries({
    months: [MONTH],
    figures: [month],
    targets: target ? [target] : [],
    marks: [],
    cv_slot: 1,
  });
  const totals = periodTotals(rows);
  if (!totals) throw new Error('a measured month has totals');
  const records = projectSimulationRecords(totals, target);
  const withFigures = (input: typeof records.current) => ({ ...input, ...simulationFigures(input) });
  return {
    row: rows[0],
    current: withFigures(records.current),
    goal: records.goal ? withFigures(records.goal) : null,
  };
}

const count = (value: number | null | undefined) =>
  value === null || value === undefined ? null : shownFigure(value, 'count');
const yen = (value: number | null | undefined) =>
  value === null || value === undefined ? null : shownFigure(value, 'yen');

describe('the project simulator agrees with the tables above it', () => {
  // The demo EC project's last month and its period target (issue 30's report).
  const month = measured({ sessions: 26_511, cv: 446, transactions: 156, revenue: 1_872_000 });
  const typed = { target_cv_cnt: 491, contract_rate: 35, ltv: 12_000, target_sales: null, target_contract_cnt: null };

  it('shows the measured month’s CV, contracts and sales as the table does, not 445.37 / 155.79 / 1,869,476.72', () => {
    const { current } = simulate(month, typed);
    expect(shownFigure(current.session, 'count')).toBe(26_511);
    expect(shownFigure(current.cv, 'count')).toBe(446);
    expect(shownFigure(current.target_contract_cnt, 'count')).toBe(156);
    expect(shownFigure(current.target_sales, 'yen')).toBe(1_872_000);
    // The rates are shown to two decimals but carried exactly.
    expect(shownFigure(current.cvr, 'rate')).toBe(1.68);
    expect(current.cvr).toBeCloseTo((446 / 26_511) * 100, 12);
  });

  it('reaches the target row’s figures in its goal, not 2,062,186.56円', () => {
    const { goal } = simulate(month, typed);
    expect(goal).not.toBeNull();
    expect(shownFigure(goal?.cv ?? 0, 'count')).toBe(491);
    expect(shownFigure(goal?.target_contract_cnt ?? 0, 'count')).toBe(172); // 171.85 in the target row
    expect(shownFigure(goal?.target_sales ?? 0, 'yen')).toBe(2_062_200);
  });

  it('takes a goal row whose typed figures disagree with one another at its counts and sales', () => {
    // 100 CV at 10 % would be 10 contracts, but the client typed 20 and 5,000,000 yen of sales.
    const { goal } = simulate(month, {
      target_cv_cnt: 100,
      contract_rate: 10,
      target_contract_cnt: 20,
      target_sales: 5_000_000,
      ltv: 100_000,
    });
    expect(count(goal?.cv)).toBe(100);
    expect(count(goal?.target_contract_cnt)).toBe(20);
    expect(yen(goal?.target_sales)).toBe(5_000_000);
  });

  const measuredMonth = fc
    .record({
      sessions: fc.integer({ min: 1, max: 5_000_000 }),
      cvShare: fc.double({ min: 0, max: 1, noNaN: true }),
      contractShare: fc.double({ min: 0, max: 1, noNaN: true }),
      average: fc.integer({ min: 1, max: 5_000_000 }),
      extra: fc.integer({ min: 0, max: 999 }),
    })
    .map(({ sessions, cvShare, contractShare, average, extra }) => {
      const cv = Math.floor(sessions * cvShare);
      const transactions = Math.floor(cv * contractShare);
      // Revenue need not be a multiple of the contracts (GA4 sums what was paid).
      return { sessions, cv, transactions, revenue: transactions === 0 ? 0 : transactions * average + extra };
    });

  it('never shows a whole count or amount of the current record other than the table’s (property)', () => {
    fc.assert(
      fc.property(measuredMonth, (figures) => {
        const { row, current } = simulate(measured(figures), null);
        expect(count(current.session)).toBe(count(row?.sessions));
        expect(count(current.cv)).toBe(count(row?.cv));
        expect(count(current.target_contract_cnt)).toBe(count(row?.contracts));
        expect(yen(current.target_sales)).toBe(yen(row?.sales));
        expect(shownFigure(current.cvr, 'rate')).toBe(row?.cvr);
      }),
      { seed: 30, numRuns: 300 },
    );
  });

  const typedTarget = fc.oneof(
    // The CV count, the rate and LTV typed (the demo's period row).
    fc
      .record({
        target_cv_cnt: fc.integer({ min: 1, max: 1_000_000 }),
        rate: fc.integer({ min: 1, max: 10_000 }),
        ltv: fc.integer({ min: 1, max: 10_000_000 }),
      })
      .map(({ target_cv_cnt, rate, ltv }) => ({
        target_cv_cnt,
        contract_rate: rate / 100,
        ltv,
        target_sales: null,
        target_contract_cnt: null,
      })),
    // Sales, the rate and LTV typed (the demo's month row): contracts and the CV count derived.
    fc
      .record({
        target_sales: fc.integer({ min: 1, max: 100_000_000_000 }),
        rate: fc.integer({ min: 1, max: 10_000 }),
        ltv: fc.integer({ min: 1, max: 10_000_000 }),
      })
      .map(({ target_sales, rate, ltv }) => ({
        target_sales,
        contract_rate: rate / 100,
        ltv,
        target_cv_cnt: null,
        target_contract_cnt: null,
      })),
  );

  it('never shows a whole count or amount of the goal other than the target row’s (property)', () => {
    fc.assert(
      fc.property(measuredMonth, typedTarget, (figures, typedFigures) => {
        fc.pre(figures.cv > 0);
        const { row, goal } = simulate(measured(figures), typedFigures);
        expect(goal).not.toBeNull();
        expect(count(goal?.cv)).toBe(count(row?.target_cv));
        expect(count(goal?.target_contract_cnt)).toBe(count(row?.target_contracts));
        expect(yen(goal?.target_sales)).toBe(yen(row?.target_sales));
      }),
      { seed: 30, numRuns: 300 },
    );
  });
});
