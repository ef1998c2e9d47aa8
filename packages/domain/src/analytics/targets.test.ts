import { describe, expect, it } from 'vitest';
import { deriveTargets, targetForMonth, type TargetFigures } from './targets.js';

const none: TargetFigures = {
  target_sales: null,
  ltv: null,
  contract_rate: null,
  target_contract_cnt: null,
  target_cv_cnt: null,
};
const typed = (figures: Partial<TargetFigures>): TargetFigures => ({ ...none, ...figures });

describe('deriveTargets (decisions/0014)', () => {
  it('derives contracts from sales and LTV, then the CV count from contracts and the contract rate', () => {
    expect(deriveTargets(typed({ target_sales: 3_000_000, ltv: 300_000, contract_rate: 20 }))).toEqual({
      target_sales: 3_000_000,
      ltv: 300_000,
      contract_rate: 20,
      target_contract_cnt: 10,
      target_cv_cnt: 50,
      derived: ['target_contract_cnt', 'target_cv_cnt'],
    });
  });

  it('derives contracts from the CV count and the contract rate, then sales from contracts and LTV', () => {
    expect(deriveTargets(typed({ target_cv_cnt: 80, contract_rate: 25, ltv: 100_000 }))).toEqual({
      target_sales: 2_000_000,
      ltv: 100_000,
      contract_rate: 25,
      target_contract_cnt: 20,
      target_cv_cnt: 80,
      derived: ['target_contract_cnt', 'target_sales'],
    });
  });

  it('derives sales and the CV count from typed contracts', () => {
    const result = deriveTargets(typed({ target_contract_cnt: 12, ltv: 50_000, contract_rate: 30 }));
    expect(result.target_sales).toBe(600_000);
    expect(result.target_cv_cnt).toBe(40);
    expect(result.derived).toEqual(['target_sales', 'target_cv_cnt']);
  });

  it('prefers sales ÷ LTV for contracts when both ways are possible', () => {
    const result = deriveTargets(
      typed({ target_sales: 1_000_000, ltv: 100_000, target_cv_cnt: 200, contract_rate: 50 }),
    );
    expect(result.target_contract_cnt).toBe(10);
    expect(result.derived).toEqual(['target_contract_cnt']);
  });

  it('never replaces a typed figure, even one that disagrees with the others', () => {
    const figures = typed({
      target_sales: 1_000_000,
      ltv: 100_000,
      contract_rate: 10,
      target_contract_cnt: 3,
      target_cv_cnt: 7,
    });
    expect(deriveTargets(figures)).toEqual({ ...figures, derived: [] });
  });

  it('leaves a figure null when its divisor is zero or missing, never Infinity or NaN', () => {
    expect(deriveTargets(typed({ target_sales: 1_000_000, ltv: 0 }))).toEqual({
      ...typed({ target_sales: 1_000_000, ltv: 0 }),
      derived: [],
    });
    expect(deriveTargets(typed({ target_sales: 1_000_000 })).derived).toEqual([]);
    const zeroRate = deriveTargets(typed({ target_contract_cnt: 5, contract_rate: 0 }));
    expect(zeroRate.target_cv_cnt).toBeNull();
    expect(zeroRate.derived).toEqual([]);
    expect(deriveTargets(typed({ target_contract_cnt: 5 })).target_cv_cnt).toBeNull();
  });

  it('takes a zero contract rate as zero contracts from conversions, and zero LTV as zero sales', () => {
    const result = deriveTargets(typed({ target_cv_cnt: 40, contract_rate: 0, ltv: 0 }));
    expect(result.target_contract_cnt).toBe(0);
    expect(result.target_sales).toBe(0);
    expect(result.target_cv_cnt).toBe(40);
    expect(result.derived).toEqual(['target_contract_cnt', 'target_sales']);
  });

  it('derives nothing from nothing', () => {
    expect(deriveTargets(none)).toEqual({ ...none, derived: [] });
  });

  it('leaves no floating-point noise in derived figures', () => {
    const result = deriveTargets(typed({ target_cv_cnt: 10, contract_rate: 7 }));
    expect(result.target_contract_cnt).toBe(0.7);
    expect(deriveTargets(typed({ target_contract_cnt: 1, contract_rate: 3 })).target_cv_cnt).toBe(33.333333);
  });

  it('does not change the figures it was given', () => {
    const figures = typed({ target_sales: 900, ltv: 300 });
    deriveTargets(figures);
    expect(figures).toEqual(typed({ target_sales: 900, ltv: 300 }));
  });
});

describe('targetForMonth', () => {
  const year = { id: 1, start_month: '2026-01', end_month: '2026-12' };
  const april = { id: 2, start_month: '2026-04', end_month: '2026-04' };
  const spring = { id: 3, start_month: '2026-03', end_month: '2026-05' };

  it('finds the row whose period covers the month, both ends included', () => {
    expect(targetForMonth([year], '2026-01')).toBe(year);
    expect(targetForMonth([year], '2026-12')).toBe(year);
    expect(targetForMonth([year, april], '2026-07')).toBe(year);
  });

  it('answers null for a month no row covers', () => {
    expect(targetForMonth([year, april], '2025-12')).toBeNull();
    expect(targetForMonth([year], '2027-01')).toBeNull();
    expect(targetForMonth([], '2026-04')).toBeNull();
  });

  it('takes the latest-starting row when periods cover the same month, in any order', () => {
    expect(targetForMonth([year, spring, april], '2026-04')).toBe(april);
    expect(targetForMonth([april, spring, year], '2026-04')).toBe(april);
    expect(targetForMonth([april, spring, year], '2026-05')).toBe(spring);
  });
});
