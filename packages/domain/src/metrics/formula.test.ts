import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dependents, formulaDepth, formulaMetricIds, formulaProblem } from './formula.js';
import { MAX_FORMULA_DEPTH, type FormulaNode, type MetricDefinition, type MetricUnit } from './model.js';
import { num, op, ref } from './test-helpers.js';

const metric = (id: number, name: string, unit: MetricUnit, formula?: FormulaNode): MetricDefinition => ({
  id,
  name,
  unit,
  direction: 'higher',
  source: formula ? { kind: 'formula', formula } : { kind: 'manual' },
});
// 売上 = 件数 × 客単価; 客単価 = 売上 ÷ 件数 would close a cycle.
const metrics = [
  metric(1, '売上', '円', op('multiply', ref(2), ref(3))),
  metric(2, '件数', '件'),
  metric(3, '客単価', '円'),
  metric(4, 'セッション', '回'),
  metric(5, 'CVR', '%'),
];

describe('formulaProblem', () => {
  it('accepts 売上 = セッション × CVR × 客単価', () => {
    expect(formulaProblem(null, metrics, op('multiply', op('multiply', ref(4), ref(5)), ref(3)))).toBeNull();
  });

  it('refuses a metric of another project (one not among the project’s)', () => {
    expect(formulaProblem(null, metrics, op('add', ref(2), ref(99)))).toBe('このプロジェクトの指標だけを使えます');
  });

  it('refuses a cycle, naming the metrics around it', () => {
    expect(formulaProblem(3, metrics, op('divide', ref(1), ref(2)))).toBe('循環しています：客単価 → 売上 → 客単価');
    expect(formulaProblem(1, metrics, op('multiply', ref(1), num(2)))).toBe('循環しています：売上 → 売上');
  });

  it('lets a metric keep its own formula when nothing leads back to it', () => {
    expect(formulaProblem(1, metrics, op('multiply', ref(2), ref(3)))).toBeNull();
  });

  it('refuses nesting deeper than MAX_FORMULA_DEPTH', () => {
    let deep: FormulaNode = ref(2);
    for (let i = 1; i < MAX_FORMULA_DEPTH; i += 1) deep = op('add', deep, num(1));
    expect(formulaDepth(deep)).toBe(MAX_FORMULA_DEPTH);
    expect(formulaProblem(null, metrics, deep)).toBeNull();
    expect(formulaProblem(null, metrics, op('add', deep, num(1)))).toBe(`式の入れ子は${MAX_FORMULA_DEPTH}段までです`);
  });

  it('refuses adding or subtracting quantities of different units', () => {
    expect(formulaProblem(null, metrics, op('add', ref(3), ref(4)))).toBe('円と回は足し引きできません');
    expect(formulaProblem(null, metrics, op('subtract', ref(2), ref(5)))).toBe('件と%は足し引きできません');
    // A constant takes the unit it meets; a ratio (%) or a constant keeps a product's unit.
    expect(formulaProblem(null, metrics, op('add', ref(3), num(100)))).toBeNull();
    expect(formulaProblem(null, metrics, op('add', op('multiply', ref(3), ref(5)), ref(1)))).toBeNull();
    expect(formulaProblem(null, metrics, op('add', op('multiply', num(1.1), ref(3)), ref(4)))).toBe(
      '円と回は足し引きできません',
    );
    expect(formulaProblem(null, metrics, op('subtract', op('divide', ref(1), num(12)), ref(4)))).toBe(
      '円と回は足し引きできません',
    );
  });

  it('does not refuse a sum with a product of two quantities, whose unit is none of the list', () => {
    expect(formulaProblem(null, metrics, op('add', op('multiply', ref(2), ref(4)), ref(3)))).toBeNull();
    expect(formulaProblem(null, metrics, op('add', op('divide', num(1), ref(4)), ref(3)))).toBeNull();
  });

  it('lists the metrics a formula reads and the metrics that read one', () => {
    expect(formulaMetricIds(op('add', op('multiply', ref(4), ref(5)), ref(4)))).toEqual([4, 5]);
    expect(dependents(metrics, 2).map((m) => m.name)).toEqual(['売上']);
    expect(dependents(metrics, 4)).toEqual([]);
  });

  it('always refuses a formula that closes a cycle (random graphs)', () => {
    // Random acyclic graphs (a metric reads only lower ids), then a formula for one metric that
    // reads a metric reaching it — directly or through any path — must be refused; one that reads
    // only metrics it does not reach must not be refused for a cycle.
    const graph = fc.integer({ min: 2, max: 12 }).chain((size) =>
      fc.tuple(
        fc.constant(size),
        fc.array(fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 3 }), {
          minLength: size,
          maxLength: size,
        }),
        fc.integer({ min: 0, max: size - 1 }),
        fc.integer({ min: 0, max: size - 1 }),
      ),
    );
    fc.assert(
      fc.property(graph, ([size, reads, edited, read]) => {
        const defs = Array.from({ length: size }, (_, i) => {
          const inputs = [...new Set((reads[i] ?? []).filter((j) => j < i))];
          const formula = inputs.reduce<FormulaNode | null>(
            (acc, j) => (acc ? op('add', acc, ref(j + 1)) : ref(j + 1)),
            null,
          );
          return metric(i + 1, `指標${i + 1}`, '件', formula ?? undefined);
        });
        // Does `read` reach `edited` through the stored formulas (or is it `edited` itself)?
        const reaches = (from: number): boolean =>
          from === edited || [...new Set((reads[from] ?? []).filter((j) => j < from))].some((j) => reaches(j));
        const problem = formulaProblem(edited + 1, defs, op('multiply', ref(read + 1), num(2)));
        if (reaches(read)) return problem !== null && problem.startsWith('循環しています：');
        return problem === null;
      }),
      { seed: 35 },
    );
  });
});
