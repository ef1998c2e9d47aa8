import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decompose, logMean, metricDrivers } from './decompose.js';
import { evaluateFrame } from './evaluate.js';
import type { FormulaNode, MetricDefinition } from './model.js';
import { EC, ecMetrics, formulaMetric, frame, manualMetric, num, op, ref, times } from './test-helpers.js';

const total = (steps: { amount: number }[]) => steps.reduce((sum, step) => sum + step.amount, 0);

describe('decompose', () => {
  // LMDI-I, Ang (2005) "The LMDI approach to decomposition analysis: a practical guide", Energy
  // Policy 33(7), eq. (4): ΔV_xk = L(V^T, V^0)·ln(x_k^T / x_k^0), L(a, b) = (a − b)/(ln a − ln b).
  // 売上 = セッション × CVR × 客単価: 10,000 × 2 % × 5,000円 = 1,000,000円 → 12,000 × 2.5 % × 4,800円
  // = 1,440,000円. By hand: ln 1.44 = 2·ln 1.2, so セッション's part is exactly half the change,
  // 220,000円; CVR's is 440,000 × ln 1.25 / ln 1.44 = 269,258.5円; 客単価's 440,000 × ln 0.96 / ln 1.44
  // = −49,258.5円.
  const base = frame({ [EC.sessions]: 10_000, [EC.cvr]: 2, [EC.aov]: 5_000 });
  const current = frame({ [EC.sessions]: 12_000, [EC.cvr]: 2.5, [EC.aov]: 4_800 });

  it('splits a product of positive factors by LMDI-I (Ang 2005, eq. 4)', () => {
    const result = decompose(ecMetrics, EC.salesBy3, base, current);
    expect(result?.base).toBeCloseTo(1_000_000, 6);
    expect(result?.current).toBeCloseTo(1_440_000, 6);
    const amount = (id: number) => result?.steps.find((step) => step.metric_id === id)?.amount;
    expect(amount(EC.sessions)).toBeCloseTo(220_000, 6);
    expect(amount(EC.cvr)).toBeCloseTo(269_258.5, 0);
    expect(amount(EC.cvr)).toBeCloseTo((440_000 * Math.log(1.25)) / Math.log(1.44), 6);
    expect(amount(EC.aov)).toBeCloseTo((440_000 * Math.log(0.96)) / Math.log(1.44), 6);
    expect(total(result?.steps ?? [])).toBeCloseTo(440_000, 6);
    expect(result?.steps.map((step) => step.metric_id)).toEqual([EC.sessions, EC.cvr, EC.aov]);
  });

  it('gives the same split through the intermediate formulas (CV, 件数) as the flat product', () => {
    const withRate = (values: Map<number, number | null>) => new Map([...values, [EC.contractRate, 50]]);
    const nested = decompose(ecMetrics, EC.sales, withRate(base), withRate(current));
    const flat = decompose(ecMetrics, EC.salesBy3, base, current);
    for (const id of [EC.sessions, EC.cvr, EC.aov]) {
      const amount = (result: typeof nested) => result?.steps.find((step) => step.metric_id === id)?.amount ?? NaN;
      // Half the sales, so half of each part: LMDI is consistent in aggregation.
      expect(amount(nested)).toBeCloseTo(amount(flat) / 2, 6);
    }
    expect(nested?.steps.find((step) => step.metric_id === EC.contractRate)?.amount).toBe(0);
  });

  it('passes a sum’s share inside a product to its terms in proportion to their own change', () => {
    // CV = (新規 + リピート) × CVR: 6,000 + 4,000 → 9,000 + 3,000 sessions, 2 % → 2.5 %: 200 → 300.
    // The sessions' LMDI part is 100·ln 1.2 / ln 1.5 = 44.97, split +3,000 : −1,000 as 1.5 : −0.5.
    const metrics = [
      manualMetric(1, '新規', '回'),
      manualMetric(2, 'リピート', '回'),
      manualMetric(3, 'CVR', '%'),
      formulaMetric(4, 'CV', '件', op('multiply', op('add', ref(1), ref(2)), ref(3))),
    ];
    const result = decompose(metrics, 4, frame({ 1: 6_000, 2: 4_000, 3: 2 }), frame({ 1: 9_000, 2: 3_000, 3: 2.5 }));
    const sessionsPart = (100 * Math.log(1.2)) / Math.log(1.5);
    expect(result?.steps).toHaveLength(3);
    expect(result?.steps[0]?.amount).toBeCloseTo(sessionsPart * 1.5, 9);
    expect(result?.steps[1]?.amount).toBeCloseTo(sessionsPart * -0.5, 9);
    expect(result?.steps[2]?.amount).toBeCloseTo((100 * Math.log(1.25)) / Math.log(1.5), 9);
    expect(total(result?.steps ?? [])).toBeCloseTo(100, 9);
  });

  it('splits a product with a negative factor by the two-factor Shapley split (Sun 1998)', () => {
    // 利益 = 件数 × 1件あたり利益: 10 × −100 = −1,000 → 20 × 200 = 4,000 (change 5,000).
    // 件数: (20 − 10) × (−100 + 200)/2 = 500; 1件あたり利益: (200 + 100) × (10 + 20)/2 = 4,500.
    const metrics = [
      manualMetric(1, '件数', '件'),
      manualMetric(2, '1件あたり利益', '円'),
      formulaMetric(3, '利益', '円', op('multiply', ref(1), ref(2))),
    ];
    const result = decompose(metrics, 3, frame({ 1: 10, 2: -100 }), frame({ 1: 20, 2: 200 }));
    expect(result).toEqual({
      base: -1_000,
      current: 4_000,
      steps: [
        { metric_id: 1, amount: 500 },
        { metric_id: 2, amount: 4_500 },
      ],
    });
  });

  it('splits a quotient with a zero numerator by Shapley: 客単価 = 売上 ÷ 件数', () => {
    // 0 / 10 → 600,000 / 50: 売上 (600,000 − 0)(1/10 + 1/50)/2 = 36,000; 件数 −(0 + 600,000)(50 − 10)/(2·10·50) = −24,000.
    const metrics = [
      manualMetric(1, '売上', '円'),
      manualMetric(2, '件数', '件'),
      formulaMetric(3, '客単価', '円', op('divide', ref(1), ref(2))),
    ];
    const result = decompose(metrics, 3, frame({ 1: 0, 2: 10 }), frame({ 1: 600_000, 2: 50 }));
    expect(result?.base).toBe(0);
    expect(result?.current).toBe(12_000);
    expect(result?.steps[0]?.amount).toBeCloseTo(36_000, 9);
    expect(result?.steps[1]?.amount).toBeCloseTo(-24_000, 9);
  });

  it('sums a driver appearing twice into one step and scales a % KGI to percentage points', () => {
    const metrics = [
      manualMetric(1, 'A', '件'),
      manualMetric(2, 'B', '件'),
      formulaMetric(3, '比率', '%', op('divide', ref(1), op('add', ref(1), ref(2)))),
    ];
    const result = decompose(metrics, 3, frame({ 1: 20, 2: 80 }), frame({ 1: 30, 2: 70 }));
    expect(result?.base).toBeCloseTo(20, 12);
    expect(result?.current).toBeCloseTo(30, 12);
    expect(result?.steps.map((step) => step.metric_id)).toEqual([1, 2]);
    expect(total(result?.steps ?? [])).toBeCloseTo(10, 9);
  });

  it('is null without a formula, with a value missing in either period, or with a zero divisor', () => {
    expect(decompose(ecMetrics, EC.sessions, base, current)).toBeNull();
    expect(decompose(ecMetrics, EC.salesBy3, base, frame({ [EC.sessions]: 12_000, [EC.cvr]: 2.5 }))).toBeNull();
    const metrics = [manualMetric(1, 'A', '件'), formulaMetric(2, 'B', '件', op('divide', num(1), ref(1)))];
    expect(decompose(metrics, 2, frame({ 1: 1 }), frame({ 1: 0 }))).toBeNull();
  });

  it('finds the drivers through the formulas, each once', () => {
    expect(metricDrivers(ecMetrics, EC.sales)).toEqual([EC.sessions, EC.cvr, EC.contractRate, EC.aov]);
    expect(metricDrivers(ecMetrics, EC.sessions)).toEqual([]);
  });

  it('takes the logarithmic mean exactly near equal values', () => {
    expect(logMean(5, 5)).toBe(5);
    expect(logMean(1 + 1e-12, 1)).toBeCloseTo(1 + 5e-13, 15);
    expect(logMean(1e-9, 1)).toBeCloseTo((1 - 1e-9) / -Math.log(1e-9), 15);
    expect(logMean(Math.E, 1)).toBeCloseTo(Math.E - 1, 12);
  });
});

/** Random formula trees over drivers 1…n (and a middle layer of formula metrics 101…), values per period. */
function randomTree(values: fc.Arbitrary<number>) {
  const leaf: fc.Arbitrary<FormulaNode> = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 6 }).map(ref) },
    { weight: 1, arbitrary: fc.integer({ min: 101, max: 103 }).map(ref) },
    { weight: 1, arbitrary: fc.integer({ min: -5, max: 9 }).map(num) },
  );
  const tree = (depth: number): fc.Arbitrary<FormulaNode> =>
    depth === 0
      ? leaf
      : fc.oneof(
          { weight: 1, arbitrary: leaf },
          {
            weight: 3,
            arbitrary: fc
              .tuple(
                fc.constantFrom('add', 'subtract', 'multiply', 'divide' as const),
                tree(depth - 1),
                tree(depth - 1),
              )
              .map(([operator, left, right]) => op(operator, left, right)),
          },
        );
  const middle = (depth: number): fc.Arbitrary<FormulaNode> => tree(depth).map((node) => op('add', node, ref(1))); // never a bare constant, and no reference upwards
  const driverValues = fc.array(values, { minLength: 6, maxLength: 6 });
  return fc.record({
    kgi: tree(4),
    middles: fc.tuple(middle(2), middle(2), middle(2)),
    percent: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    base: driverValues,
    current: driverValues,
  });
}

function treeMetrics(sample: { kgi: FormulaNode; middles: FormulaNode[]; percent: boolean[] }): MetricDefinition[] {
  // The middle formulas read drivers only (their references to 101… become driver 2), so no cycle.
  const driversOnly = (node: FormulaNode): FormulaNode =>
    node.kind === 'metric' && node.metric_id > 100
      ? ref(2)
      : node.kind === 'operation'
        ? op(node.operator, driversOnly(node.left), driversOnly(node.right))
        : node;
  return [
    ...sample.percent.map((isPercent, i) => manualMetric(i + 1, `要素${i + 1}`, isPercent ? '%' : '件')),
    ...sample.middles.map((node, i) => formulaMetric(101 + i, `中間${i + 1}`, i === 0 ? '%' : '件', driversOnly(node))),
    formulaMetric(200, 'KGI', '件', sample.kgi),
  ];
}

function sumsExactly(values: fc.Arbitrary<number>) {
  return fc.property(randomTree(values), (sample) => {
    const metrics = treeMetrics(sample);
    const toFrame = (list: number[]) => new Map(list.map((value, i) => [i + 1, value]));
    const [base, current] = [toFrame(sample.base), toFrame(sample.current)];
    const result = decompose(metrics, 200, base, current);
    const before = evaluateFrame(metrics, base).get(200)?.value ?? null;
    const after = evaluateFrame(metrics, current).get(200)?.value ?? null;
    if (!result) return before === null || after === null;
    const scale =
      1 + Math.abs(result.base) + Math.abs(result.current) + result.steps.reduce((s, x) => s + Math.abs(x.amount), 0);
    const close = (a: number, b: number | null) => b !== null && Math.abs(a - b) <= 1e-9 * scale;
    return (
      close(result.base, before) &&
      close(result.current, after) &&
      Math.abs(total(result.steps) - (result.current - result.base)) <= 1e-9 * scale &&
      result.steps.every((step) => Number.isFinite(step.amount))
    );
  });
}

describe('decompose: the steps sum to the KGI’s change (random trees of +, −, ×, ÷ and constants)', () => {
  it('with positive values (LMDI-I wherever a product’s factors are positive)', () => {
    fc.assert(sumsExactly(fc.double({ min: 0.5, max: 5_000, noNaN: true })), { seed: 35, numRuns: 300 });
  });

  it('with values of either sign and zeros (Shapley where a logarithm does not exist)', () => {
    fc.assert(sumsExactly(fc.integer({ min: -20, max: 20 })), { seed: 35, numRuns: 300 });
  });

  it('with the EC tree’s own relations', () => {
    const figure = fc.double({ min: 0, max: 100_000, noNaN: true });
    fc.assert(
      fc.property(fc.array(figure, { minLength: 8, maxLength: 8 }), (v) => {
        const result = decompose(
          ecMetrics,
          EC.sales,
          frame({ [EC.sessions]: v[0] ?? 0, [EC.cvr]: v[1] ?? 0, [EC.contractRate]: v[2] ?? 0, [EC.aov]: v[3] ?? 0 }),
          frame({ [EC.sessions]: v[4] ?? 0, [EC.cvr]: v[5] ?? 0, [EC.contractRate]: v[6] ?? 0, [EC.aov]: v[7] ?? 0 }),
        );
        if (!result) return false;
        const change = result.current - result.base;
        return Math.abs(total(result.steps) - change) <= 1e-9 * (1 + Math.abs(result.base) + Math.abs(result.current));
      }),
      { seed: 35 },
    );
  });

  it('through a three-factor product as the flat LMDI would (consistent in aggregation)', () => {
    const metrics = [
      manualMetric(1, 'a', '件'),
      manualMetric(2, 'b', '件'),
      manualMetric(3, 'c', '件'),
      formulaMetric(4, 'abc', '件', times(ref(1), ref(2), ref(3))),
    ];
    const positive = fc.double({ min: 0.1, max: 1_000, noNaN: true });
    fc.assert(
      fc.property(fc.array(positive, { minLength: 6, maxLength: 6 }), (v) => {
        const [a0, b0, c0, a1, b1, c1] = v as [number, number, number, number, number, number];
        const result = decompose(metrics, 4, frame({ 1: a0, 2: b0, 3: c0 }), frame({ 1: a1, 2: b1, 3: c1 }));
        const w = logMean(a1 * b1 * c1, a0 * b0 * c0);
        const expected = [w * Math.log(a1 / a0), w * Math.log(b1 / b0), w * Math.log(c1 / c0)];
        return expected.every(
          (amount, i) => Math.abs((result?.steps[i]?.amount ?? NaN) - amount) <= 1e-9 * (1 + Math.abs(w)),
        );
      }),
      { seed: 35 },
    );
  });
});
