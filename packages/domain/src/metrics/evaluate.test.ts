import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulationFigures } from '../sales/simulation.js';
import { evaluateFrame, monthlySeriesOf } from './evaluate.js';
import { EC, ecMetrics, formulaMetric, frame, manualMetric, num, op, ref } from './test-helpers.js';

describe('evaluateFrame', () => {
  it('computes 売上 = セッション × CVR × 客単価 with CVR in % (10,000 × 2 % × 5,000円 = 1,000,000円)', () => {
    const values = evaluateFrame(ecMetrics, frame({ [EC.sessions]: 10_000, [EC.cvr]: 2, [EC.aov]: 5_000 }));
    expect(values.get(EC.salesBy3)).toEqual({ value: 1_000_000, gap: null });
    expect(values.get(EC.cv)).toEqual({ value: 200, gap: null });
    expect(values.get(EC.sessions)).toEqual({ value: 10_000, gap: null });
  });

  it('says which input has no value, and that a measured metric has none', () => {
    const values = evaluateFrame(ecMetrics, frame({ [EC.sessions]: 10_000, [EC.cvr]: null, [EC.aov]: 5_000 }));
    expect(values.get(EC.cvr)).toEqual({ value: null, gap: { kind: 'no_data' } });
    expect(values.get(EC.cv)).toEqual({ value: null, gap: { kind: 'missing_input', metric_id: EC.cvr } });
    // 件数 reads CV, which has no value: the direct input is named.
    expect(values.get(EC.contracts)).toEqual({ value: null, gap: { kind: 'missing_input', metric_id: EC.cv } });
  });

  it('names the divisor that is zero, never Infinity or NaN', () => {
    const metrics = [
      manualMetric(1, '売上', '円'),
      manualMetric(2, '件数', '件'),
      formulaMetric(3, '客単価', '円', op('divide', ref(1), ref(2))),
      formulaMetric(4, '半分', '円', op('divide', ref(1), op('subtract', ref(2), ref(2)))),
    ];
    const values = evaluateFrame(metrics, frame({ 1: 500_000, 2: 0 }));
    expect(values.get(3)).toEqual({ value: null, gap: { kind: 'zero_divisor', metric_id: 2 } });
    expect(values.get(4)).toEqual({ value: null, gap: { kind: 'zero_divisor', metric_id: null } });
    expect(evaluateFrame(metrics, frame({ 1: 500_000, 2: 40 })).get(3)?.value).toBe(12_500);
  });

  it('takes a sum that cancels to rounding noise as zero, so a divisor of it is refused', () => {
    const metrics = [
      manualMetric(1, 'セッション', '回'),
      manualMetric(2, '新規', '回'),
      formulaMetric(3, '差', '回', op('add', op('subtract', ref(1), op('add', ref(1), ref(2))), ref(2))),
      formulaMetric(4, '比', '件', op('divide', ref(2), ref(3))),
      formulaMetric(5, '1円差', '円', op('subtract', num(1e13), num(1e13 - 1))),
    ];
    // 0.9999 − (0.9999 + 0.005) + 0.005 is −1.1e-16 in floating point.
    const values = evaluateFrame(metrics, frame({ 1: 0.9999, 2: 0.005 }));
    expect(values.get(3)?.value).toBe(0);
    expect(values.get(4)).toEqual({ value: null, gap: { kind: 'zero_divisor', metric_id: 3 } });
    expect(values.get(5)?.value).toBe(1);
  });

  it('gives a % formula metric as a percentage (契約率 = 件数 ÷ CV = 25 %)', () => {
    const metrics = [
      manualMetric(1, 'CV', '件'),
      manualMetric(2, '件数', '件'),
      formulaMetric(3, '契約率', '%', op('divide', ref(2), ref(1))),
      formulaMetric(4, '件数（再計算）', '件', op('multiply', ref(1), ref(3))),
      formulaMetric(5, '契約率+5pt', '%', op('add', ref(3), num(0.05))),
    ];
    const values = evaluateFrame(metrics, frame({ 1: 400, 2: 100 }));
    expect(values.get(3)?.value).toBe(25);
    expect(values.get(4)?.value).toBe(100);
    expect(values.get(5)?.value).toBeCloseTo(30, 12);
  });

  it('recomputes everything above an override (what-if), of a measured or a computed metric', () => {
    const base = frame({ [EC.sessions]: 10_000, [EC.cvr]: 2, [EC.aov]: 5_000, [EC.contractRate]: 50 });
    const before = evaluateFrame(ecMetrics, base);
    expect(before.get(EC.sales)?.value).toBe(500_000);
    const sessions = evaluateFrame(ecMetrics, base, new Map([[EC.sessions, 12_000]]));
    expect(sessions.get(EC.cv)?.value).toBe(240);
    expect(sessions.get(EC.sales)?.value).toBe(600_000);
    const cv = evaluateFrame(ecMetrics, base, new Map([[EC.cv, 300]]));
    expect(cv.get(EC.cv)).toEqual({ value: 300, gap: null });
    expect(cv.get(EC.sales)?.value).toBe(750_000);
    // A metric without data gets a value by override too.
    const filled = evaluateFrame(ecMetrics, frame({ [EC.sessions]: 10_000 }), new Map([[EC.cvr, 3]]));
    expect(filled.get(EC.cv)?.value).toBe(300);
  });

  it('gives a stored cycle no value rather than overflowing the stack', () => {
    const metrics = [
      formulaMetric(1, 'A', '件', op('add', ref(2), num(1))),
      formulaMetric(2, 'B', '件', op('add', ref(1), num(1))),
    ];
    const values = evaluateFrame(metrics, new Map());
    expect(values.get(1)?.value).toBeNull();
    expect(values.get(2)?.value).toBeNull();
  });

  it('agrees with the sales simulator on its relations (cv, contracts, sales)', () => {
    const rate = fc.double({ min: 0, max: 100, noNaN: true });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        rate,
        rate,
        fc.integer({ min: 0, max: 10_000_000 }),
        (session, cvr, contractRate, customerAvg) => {
          const figures = simulationFigures({
            session,
            cvr,
            contract_rate: contractRate,
            customer_avg: customerAvg,
            profit_rate: 100,
          });
          const values = evaluateFrame(
            ecMetrics,
            frame({ [EC.sessions]: session, [EC.cvr]: cvr, [EC.contractRate]: contractRate, [EC.aov]: customerAvg }),
          );
          // The simulator keeps six decimals (its tidy); the tree keeps every digit.
          const close = (value: number | null | undefined, expected: number) =>
            value !== null && value !== undefined && Math.abs(value - expected) <= 1e-6 + 1e-12 * Math.abs(expected);
          return (
            close(values.get(EC.cv)?.value, figures.cv) &&
            close(values.get(EC.contracts)?.value, figures.target_contract_cnt) &&
            close(values.get(EC.sales)?.value, figures.target_sales)
          );
        },
      ),
      { seed: 35 },
    );
  });
});

describe('monthlySeriesOf', () => {
  it('evaluates each month on its own values', () => {
    const months = ['2026-09', '2026-10'];
    const bases: Record<string, Map<number, number | null>> = {
      '2026-09': frame({ [EC.sessions]: 10_000, [EC.cvr]: 2, [EC.aov]: 5_000 }),
      '2026-10': frame({ [EC.sessions]: 12_000, [EC.cvr]: null, [EC.aov]: 5_000 }),
    };
    const series = monthlySeriesOf(ecMetrics, months, (month) => bases[month] ?? new Map());
    expect(series.get(EC.salesBy3)).toEqual([
      { month: '2026-09', value: 1_000_000, gap: null },
      { month: '2026-10', value: null, gap: { kind: 'missing_input', metric_id: EC.cvr } },
    ]);
    expect(series.get(EC.sessions)?.map((m) => m.value)).toEqual([10_000, 12_000]);
  });
});
