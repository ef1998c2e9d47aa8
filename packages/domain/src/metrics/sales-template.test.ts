import { describe, expect, it } from 'vitest';
import type { FormulaNode, MetricDefinition } from './model.js';
import { isSalesFormula, productOf } from './sales-template.js';

const analytics = (id: number, figure: 'sessions' | 'cvr' | 'average_order_value' | 'revenue'): MetricDefinition => ({
  id,
  name: figure,
  unit: '円',
  direction: 'higher',
  source: { kind: 'analytics', figure },
});
const metrics = [
  analytics(1, 'sessions'),
  analytics(2, 'cvr'),
  analytics(3, 'average_order_value'),
  analytics(4, 'revenue'),
];
const formula = (id: number, node: FormulaNode): MetricDefinition => ({
  id,
  name: `式${id}`,
  unit: '円',
  direction: 'higher',
  source: { kind: 'formula', formula: node },
});
const ref = (id: number): FormulaNode => ({ kind: 'metric', metric_id: id });

describe('isSalesFormula', () => {
  it('knows セッション × CVR × 客単価 in any order and grouping', () => {
    expect(isSalesFormula(formula(10, productOf([1, 2, 3])), metrics)).toBe(true);
    const regrouped: FormulaNode = {
      kind: 'operation',
      operator: 'multiply',
      left: ref(3),
      right: { kind: 'operation', operator: 'multiply', left: ref(1), right: ref(2) },
    };
    expect(isSalesFormula(formula(11, regrouped), metrics)).toBe(true);
  });

  it('refuses any other formula in 円: a factor more or less, a constant, another operator or figure', () => {
    const withConstant: FormulaNode = {
      kind: 'operation',
      operator: 'multiply',
      left: productOf([1, 2, 3]),
      right: { kind: 'constant', value: 0.3 },
    };
    for (const node of [
      productOf([1, 2]),
      productOf([1, 2, 3, 3]),
      productOf([1, 2, 4]),
      withConstant,
      { ...(productOf([1, 2, 3]) as Extract<FormulaNode, { kind: 'operation' }>), operator: 'add' as const },
    ]) {
      expect(isSalesFormula(formula(12, node), metrics)).toBe(false);
    }
    expect(isSalesFormula(metrics[3] as MetricDefinition, metrics)).toBe(false);
  });
});
