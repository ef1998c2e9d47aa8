import type { AnalyticsFigure, FormulaNode, MetricDefinition, MetricUnit } from './model.js';

/**
 * The sales simulator's relations as a KPI tree (issue 35 §1): 売上 = セッション × CVR × 客単価, over
 * the project's analytics figures. One click makes them and binds the KGI to 売上.
 */
export const SALES_TEMPLATE_INPUTS: readonly { name: string; figure: AnalyticsFigure; unit: MetricUnit }[] = [
  { name: 'セッション', figure: 'sessions', unit: '回' },
  { name: 'CVR', figure: 'cvr', unit: '%' },
  { name: '客単価', figure: 'average_order_value', unit: '円' },
];

/** The ids multiplied left to right: ((a × b) × c). */
export function productOf(ids: readonly number[]): FormulaNode {
  const [first, ...rest] = ids;
  if (first === undefined) return { kind: 'constant', value: 1 };
  return rest.reduce<FormulaNode>(
    (left, id) => ({ kind: 'operation', operator: 'multiply', left, right: { kind: 'metric', metric_id: id } }),
    { kind: 'metric', metric_id: first },
  );
}

/** The metrics a formula multiplies, or null when it does anything but multiply metrics. */
function factorsOf(node: FormulaNode): number[] | null {
  if (node.kind === 'metric') return [node.metric_id];
  if (node.kind === 'constant' || node.operator !== 'multiply') return null;
  const [left, right] = [factorsOf(node.left), factorsOf(node.right)];
  return left && right ? [...left, ...right] : null;
}

/**
 * Whether a metric is the project's sales as the simulator relates them: a product of exactly the
 * analytics セッション, CVR and 客単価, in any order and grouping. Such a metric takes the client
 * targets' 目標売上 as its target; another formula in 円 (粗利, say) does not.
 */
export function isSalesFormula(metric: MetricDefinition, metrics: readonly MetricDefinition[]): boolean {
  if (metric.source.kind !== 'formula') return false;
  const factors = factorsOf(metric.source.formula);
  if (!factors || factors.length !== SALES_TEMPLATE_INPUTS.length) return false;
  const figures = factors.map((id) => {
    const source = metrics.find((m) => m.id === id)?.source;
    return source?.kind === 'analytics' ? source.figure : null;
  });
  return SALES_TEMPLATE_INPUTS.every((input) => figures.filter((f) => f === input.figure).length === 1);
}
