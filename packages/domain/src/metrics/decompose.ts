import { asRatio, metricsById, settledSum } from './evaluate.js';
import { formulaMetricIds, formulaOf } from './formula.js';
import type { FormulaNode, MetricDefinition } from './model.js';

/**
 * What moved the KGI (issue 35 §3, decisions/0044): the change of a formula metric between two
 * periods split among its drivers — the measured and typed metrics its formula reaches, formula
 * metrics expanded — so that the parts add up to the change exactly, for any tree of +, −, ×, ÷
 * and constants.
 *
 * Every operation splits its own change between its two operands as Δ = fL·ΔL + fR·ΔR, and each
 * operand's drivers get fL (fR) times their own parts: a subtree passes its parent's share to its
 * drivers in proportion to its own exact split. The factors:
 *  - a + b, a − b: 1 and ±1 (a sum splits additively);
 *  - a × b, a ÷ b with all four values positive: LMDI-I, the logarithmic mean Divisia index (Ang &
 *    Liu 2001, "A new energy decomposition method: perfect in decomposition and consistent in
 *    aggregation", Energy 26(6); Ang 2004, "Decomposition analysis for policymaking in energy: which
 *    is the preferred method?", Energy Policy 32(9); Ang 2005, "The LMDI approach to decomposition
 *    analysis: a practical guide", Energy Policy 33(7)): with w = L(V¹, V⁰), the part of a factor x
 *    is w·ln(x¹/x⁰), and L(a, b) = (a − b)/(ln a − ln b), L(a, a) = a. The parts of all factors sum to
 *    w·ln(V¹/V⁰) = V¹ − V⁰ exactly;
 *  - otherwise (a zero or a negative value, where the logarithm does not exist): the two-factor
 *    Shapley (Sun 1998, "Changes in energy consumption and energy intensity: a complete
 *    decomposition model", Energy Economics 20(1)) split, the average of the two orders of changing
 *    one factor first, exact for two factors: for a × b, ΔA·(b⁰ + b¹)/2 and Δb·(a⁰ + a¹)/2.
 */

/** The change of a subtree and its drivers' parts (metric id → amount, summing to current − base). */
interface Split {
  base: number;
  current: number;
  /** The largest magnitude summed into each value, as evaluation keeps it (settledSum). */
  scales: [number, number];
  parts: Map<number, number>;
}

/**
 * The logarithmic mean of two positive numbers. Near each other, ln a − ln b would cancel: log1p of
 * the small relative difference keeps every digit; far apart, log1p of a difference near −1 would
 * lose them (and a ratio of extreme numbers overflow), and the difference of the logs does not.
 */
export function logMean(a: number, b: number): number {
  if (a === b) return a;
  const relative = (a - b) / b;
  return (a - b) / (Math.abs(relative) < 0.5 ? Math.log1p(relative) : Math.log(a) - Math.log(b));
}

function addScaled(into: Map<number, number>, parts: ReadonlyMap<number, number>, factor: number) {
  for (const [id, amount] of parts) into.set(id, (into.get(id) ?? 0) + amount * factor);
}

/** The factors fL, fR with Δ = fL·ΔL + fR·ΔR for a product or a quotient. */
function productFactors(divide: boolean, left: Split, right: Split, base: number, current: number): [number, number] {
  const [l0, l1, r0, r1] = [left.base, left.current, right.base, right.current];
  // The products themselves must be positive too: factors so small that their product underflows to 0 have no logarithm.
  if (l0 > 0 && l1 > 0 && r0 > 0 && r1 > 0 && base > 0 && current > 0) {
    // LMDI-I: a factor's part is w·ln(x¹/x⁰) = (w / L(x¹, x⁰))·Δx.
    const w = logMean(current, base);
    const fRight = w / logMean(r1, r0);
    return [w / logMean(l1, l0), divide ? -fRight : fRight];
  }
  if (!divide) return [(r0 + r1) / 2, (l0 + l1) / 2];
  return [(1 / r0 + 1 / r1) / 2, -(l0 + l1) / (2 * r0 * r1)];
}

function combine(operator: FormulaNode & { kind: 'operation' }, left: Split, right: Split): Split | null {
  const [l0, l1, r0, r1] = [left.base, left.current, right.base, right.current];
  let base: number;
  let current: number;
  let factors: [number, number];
  let scales: [number, number] | null = null;
  switch (operator.operator) {
    case 'add':
    case 'subtract': {
      const sign = operator.operator === 'add' ? 1 : -1;
      scales = [Math.max(left.scales[0], right.scales[0]), Math.max(left.scales[1], right.scales[1])];
      [base, current, factors] = [
        settledSum(l0 + sign * r0, scales[0]),
        settledSum(l1 + sign * r1, scales[1]),
        [1, sign],
      ];
      break;
    }
    case 'multiply':
      [base, current] = [l0 * r0, l1 * r1];
      factors = productFactors(false, left, right, base, current);
      break;
    case 'divide':
      if (r0 === 0 || r1 === 0) return null;
      [base, current] = [l0 / r0, l1 / r1];
      factors = productFactors(true, left, right, base, current);
      break;
  }
  if (![base, current, ...factors].every(Number.isFinite)) return null;
  const parts = new Map<number, number>();
  addScaled(parts, left.parts, factors[0]);
  addScaled(parts, right.parts, factors[1]);
  return { base, current, scales: scales ?? [Math.abs(base), Math.abs(current)], parts };
}

/**
 * The change of the KGI between the base and the current period, split among its drivers. base and
 * current hold the measured and typed metrics' values of each period (baseValuesForMonths); null
 * when the KGI has no formula, or a value it needs is missing (or divides by zero) in either period.
 * The KGI's own values and the amounts are in the KGI's unit (a % KGI in percentage points).
 */
export function decompose(
  metrics: readonly MetricDefinition[],
  kgiId: number,
  base: ReadonlyMap<number, number | null>,
  current: ReadonlyMap<number, number | null>,
): { base: number; current: number; steps: { metric_id: number; amount: number }[] } | null {
  const byId = metricsById(metrics);
  const kgi = byId.get(kgiId);
  const kgiFormula = formulaOf(kgi);
  if (!kgi || !kgiFormula) return null;
  // A formula metric's split in ratio terms (a % formula metric enters its parents as its own ratio).
  const memo = new Map<number, Split | null>();
  const inProgress = new Set<number>();

  const metricSplit = (id: number): Split | null => {
    if (memo.has(id)) return memo.get(id) ?? null;
    const metric = byId.get(id);
    if (!metric) return null;
    const formula = formulaOf(metric);
    let split: Split | null;
    if (formula) {
      if (inProgress.has(id)) return null;
      inProgress.add(id);
      const inner = nodeSplit(formula);
      inProgress.delete(id);
      // Evaluation starts a metric's magnitude afresh where a parent formula reads it.
      split = inner && { ...inner, scales: [Math.abs(inner.base), Math.abs(inner.current)] };
    } else {
      const [b, c] = [base.get(id) ?? null, current.get(id) ?? null];
      split =
        b === null || c === null || !Number.isFinite(b) || !Number.isFinite(c)
          ? null
          : {
              base: asRatio(metric, b),
              current: asRatio(metric, c),
              scales: [Math.abs(asRatio(metric, b)), Math.abs(asRatio(metric, c))],
              parts: new Map([[id, asRatio(metric, c) - asRatio(metric, b)]]),
            };
    }
    memo.set(id, split);
    return split;
  };

  const nodeSplit = (node: FormulaNode): Split | null => {
    if (node.kind === 'constant') {
      const scale = Math.abs(node.value);
      return { base: node.value, current: node.value, scales: [scale, scale], parts: new Map() };
    }
    if (node.kind === 'metric') return metricSplit(node.metric_id);
    const left = nodeSplit(node.left);
    if (!left) return null;
    const right = nodeSplit(node.right);
    return right && combine(node, left, right);
  };

  const split = metricSplit(kgiId);
  if (!split) return null;
  const scale = kgi.unit === '%' ? 100 : 1;
  return {
    base: split.base * scale,
    current: split.current * scale,
    steps: [...split.parts].map(([metric_id, amount]) => ({ metric_id, amount: amount * scale })),
  };
}

/** The measured and typed metrics a formula metric reaches through its formulas, in order of first appearance. */
export function metricDrivers(metrics: readonly MetricDefinition[], id: number): number[] {
  const byId = metricsById(metrics);
  const drivers: number[] = [];
  const seen = new Set<number>([id]);
  const visit = (metricId: number) => {
    const formula = formulaOf(byId.get(metricId));
    if (!formula) return;
    for (const next of formulaMetricIds(formula)) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (formulaOf(byId.get(next))) visit(next);
      else if (byId.has(next)) drivers.push(next);
    }
  };
  visit(id);
  return drivers;
}
