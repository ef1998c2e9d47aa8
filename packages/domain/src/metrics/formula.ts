import { MAX_FORMULA_DEPTH, type FormulaNode, type MetricDefinition, type MetricUnit } from './model.js';

/**
 * The rules a formula must keep before it is stored (issue 35 §1, decisions/0044): only the
 * project's metrics, no cycle, no absurd nesting, no sum of quantities of different units.
 */

/** The metrics a formula reads, each once, in the order they first appear. */
export function formulaMetricIds(formula: FormulaNode): number[] {
  const ids: number[] = [];
  const visit = (node: FormulaNode) => {
    if (node.kind === 'metric') {
      if (!ids.includes(node.metric_id)) ids.push(node.metric_id);
    } else if (node.kind === 'operation') {
      visit(node.left);
      visit(node.right);
    }
  };
  visit(formula);
  return ids;
}

/** How deep a formula nests: a metric or a constant is 1, an operation one more than its deeper side. */
export function formulaDepth(formula: FormulaNode): number {
  return formula.kind === 'operation' ? 1 + Math.max(formulaDepth(formula.left), formulaDepth(formula.right)) : 1;
}

/** The formula of a metric, or null for a measured or typed one. */
export function formulaOf(metric: MetricDefinition | undefined): FormulaNode | null {
  return metric?.source.kind === 'formula' ? metric.source.formula : null;
}

/** The metrics whose formulas read the given one directly (a metric so used cannot be deleted). */
export function dependents(metrics: readonly MetricDefinition[], id: number): MetricDefinition[] {
  return metrics.filter((metric) => {
    const formula = formulaOf(metric);
    return formula !== null && formulaMetricIds(formula).includes(id);
  });
}

/**
 * The unit a formula's value has, as far as it can be told: a unit, 'any' (a constant, which takes
 * whatever unit it meets) or 'mixed' (a product or quotient of two quantities: 回 × 円 is no unit
 * of the list). Sums are checked on the way: both sides known and different is refused.
 */
type InferredUnit = MetricUnit | 'any' | 'mixed';

function inferUnit(
  node: FormulaNode,
  unitOf: (id: number) => MetricUnit,
): { unit: InferredUnit } | { clash: [MetricUnit, MetricUnit] } {
  if (node.kind === 'metric') return { unit: unitOf(node.metric_id) };
  if (node.kind === 'constant') return { unit: 'any' };
  const left = inferUnit(node.left, unitOf);
  if ('clash' in left) return left;
  const right = inferUnit(node.right, unitOf);
  if ('clash' in right) return right;
  const [a, b] = [left.unit, right.unit];
  if (node.operator === 'add' || node.operator === 'subtract') {
    if (a === 'any') return { unit: b };
    if (b === 'any') return { unit: a };
    if (a === 'mixed' || b === 'mixed') return { unit: 'mixed' };
    return a === b ? { unit: a } : { clash: [a, b] };
  }
  // A constant or a ratio (%) scales a quantity without changing what it counts: 売上 × 1.1 is 円,
  // セッション × CVR is still counted as 回. Dividing by one keeps the unit too; dividing one by a
  // quantity (1 ÷ 回) gives no unit of the list.
  const scales = (unit: InferredUnit) => unit === 'any' || unit === '%';
  if (scales(b)) return { unit: a };
  if (node.operator === 'multiply' && scales(a)) return { unit: b };
  return { unit: 'mixed' };
}

/** The first cycle through `start` (names, start first and last), or null. */
function cycleThrough(start: number, formulaFor: (id: number) => FormulaNode | null): number[] | null {
  const done = new Set<number>();
  const path: number[] = [start];
  const walk = (id: number): number[] | null => {
    const formula = formulaFor(id);
    if (!formula) return null;
    for (const next of formulaMetricIds(formula)) {
      if (next === start) return [...path, start];
      if (done.has(next) || path.includes(next)) continue;
      path.push(next);
      const found = walk(next);
      if (found) return found;
      path.pop();
      done.add(next);
    }
    return null;
  };
  return walk(start);
}

/**
 * Why this formula cannot be stored for the metric metricId (null: a new metric), or null when it
 * can. metrics are the project's metrics as they are now; metricId's own formula is read as the
 * proposed one.
 */
export function formulaProblem(
  metricId: number | null,
  metrics: readonly MetricDefinition[],
  formula: FormulaNode,
): string | null {
  const byId = new Map(metrics.map((metric) => [metric.id, metric]));
  if (formulaMetricIds(formula).some((id) => !byId.has(id))) return 'このプロジェクトの指標だけを使えます';
  if (formulaDepth(formula) > MAX_FORMULA_DEPTH) return `式の入れ子は${MAX_FORMULA_DEPTH}段までです`;
  if (metricId !== null) {
    const cycle = cycleThrough(metricId, (id) => (id === metricId ? formula : formulaOf(byId.get(id))));
    if (cycle) return `循環しています：${cycle.map((id) => byId.get(id)?.name ?? 'この指標').join(' → ')}`;
  }
  const inferred = inferUnit(formula, (id) => byId.get(id)?.unit ?? '件');
  if ('clash' in inferred) return `${inferred.clash[0]}と${inferred.clash[1]}は足し引きできません`;
  return null;
}
