import type { FormulaNode, FormulaOperator, MetricDefinition, MetricDirection, MetricUnit } from './model.js';

/** Builders for the metrics tests: a metric, a formula node, a frame of values. */

export const ref = (metric_id: number): FormulaNode => ({ kind: 'metric', metric_id });
export const num = (value: number): FormulaNode => ({ kind: 'constant', value });
export const op = (operator: FormulaOperator, left: FormulaNode, right: FormulaNode): FormulaNode => ({
  kind: 'operation',
  operator,
  left,
  right,
});
export const times = (...nodes: FormulaNode[]): FormulaNode => nodes.reduce((acc, node) => op('multiply', acc, node));

export function formulaMetric(
  id: number,
  name: string,
  unit: MetricUnit,
  formula: FormulaNode,
  direction: MetricDirection = 'higher',
): MetricDefinition {
  return { id, name, unit, direction, source: { kind: 'formula', formula } };
}

export function manualMetric(
  id: number,
  name: string,
  unit: MetricUnit,
  direction: MetricDirection = 'higher',
): MetricDefinition {
  return { id, name, unit, direction, source: { kind: 'manual' } };
}

export const frame = (values: Record<number, number | null>) =>
  new Map(Object.entries(values).map(([id, value]) => [Number(id), value]));

/**
 * The EC tree of issue 35: 売上 = セッション × CVR × 客単価 (CVR in %), with CV and 件数 between:
 * CV = セッション × CVR, 件数 = CV × 成約率, 売上 = 件数 × 客単価 — the sales simulator's relations.
 */
export const EC = { sales: 1, sessions: 2, cvr: 3, aov: 4, cv: 5, contractRate: 6, contracts: 7, salesBy3: 8 };
export const ecMetrics: MetricDefinition[] = [
  formulaMetric(EC.sales, '売上', '円', op('multiply', ref(EC.contracts), ref(EC.aov))),
  manualMetric(EC.sessions, 'セッション', '回'),
  manualMetric(EC.cvr, 'CVR', '%'),
  manualMetric(EC.aov, '客単価', '円'),
  formulaMetric(EC.cv, 'CV', '件', op('multiply', ref(EC.sessions), ref(EC.cvr))),
  manualMetric(EC.contractRate, '成約率', '%'),
  formulaMetric(EC.contracts, '件数', '件', op('multiply', ref(EC.cv), ref(EC.contractRate))),
  formulaMetric(EC.salesBy3, '売上（3要素）', '円', times(ref(EC.sessions), ref(EC.cvr), ref(EC.aov))),
];
