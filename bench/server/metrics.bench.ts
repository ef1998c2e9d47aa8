import {
  baseValuesForMonths,
  comparisonPeriods,
  decompose,
  monthlySeriesOf,
  monthsEndingWith,
  sensitivity,
  type AnalyticsMonth,
  type FormulaNode,
  type MetricDefinition,
  type MetricUnit,
} from '@kaizen/domain';

/** A fixed pseudo-random sequence, so every run measures the same tree. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const ANALYTICS = ['sessions', 'cv', 'cvr', 'transactions', 'contract_rate', 'revenue', 'average_order_value'] as const;
const UNITS: MetricUnit[] = ['件', '円', '%', '回', '人'];

/**
 * 200 metrics: 7 analytics figures, 93 typed series and 100 formulas, each reading two to four
 * metrics below it (sums, products and quotients); the KGI sums products of the top ten.
 */
function bigTree(): { metrics: MetricDefinition[]; kgiId: number } {
  const random = sequence(35);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const metrics: MetricDefinition[] = ANALYTICS.map((figure, i) => ({
    id: i + 1,
    name: figure,
    unit: figure === 'cvr' || figure === 'contract_rate' ? '%' : '件',
    direction: 'higher',
    source: { kind: 'analytics', figure },
  }));
  for (let id = metrics.length + 1; id <= 100; id += 1) {
    metrics.push({ id, name: `入力${id}`, unit: pick(UNITS), direction: 'higher', source: { kind: 'manual' } });
  }
  const ref = (metric_id: number): FormulaNode => ({ kind: 'metric', metric_id });
  for (let id = 101; id < 200; id += 1) {
    const reads = 2 + Math.floor(random() * 3);
    let formula = ref(1 + Math.floor(random() * (id - 1)));
    for (let i = 1; i < reads; i += 1) {
      const operator = pick(['add', 'multiply', 'multiply', 'divide'] as const);
      formula = { kind: 'operation', operator, left: formula, right: ref(1 + Math.floor(random() * (id - 1))) };
    }
    metrics.push({ id, name: `KPI${id}`, unit: '件', direction: 'higher', source: { kind: 'formula', formula } });
  }
  let kgi: FormulaNode = ref(190);
  for (let id = 191; id < 200; id += 1) {
    kgi = {
      kind: 'operation',
      operator: 'add',
      left: kgi,
      right: { kind: 'operation', operator: 'multiply', left: ref(id), right: ref(id - 9) },
    };
  }
  metrics.push({ id: 200, name: 'KGI', unit: '円', direction: 'higher', source: { kind: 'formula', formula: kgi } });
  return { metrics, kgiId: 200 };
}

function data(metrics: MetricDefinition[], months: string[]) {
  const random = sequence(44);
  const analytics: AnalyticsMonth[] = months.map((month) => {
    const sessions = 20_000 + Math.round(random() * 10_000);
    const cv = Math.round(sessions * (0.01 + random() * 0.01));
    const transactions = Math.round(cv * (0.2 + random() * 0.2));
    return {
      month,
      sessions,
      cv1: cv,
      cv2: null,
      cv3: null,
      transactions,
      revenue: transactions * (8_000 + Math.round(random() * 4_000)),
      source: 'csv',
      fetched_at: '2026-11-01T00:00:00.000Z',
      fetched_by_name: null,
    };
  });
  const manual = new Map(
    metrics
      .filter((metric) => metric.source.kind === 'manual')
      .map((metric) => [metric.id, new Map(months.map((month) => [month, 1 + Math.round(random() * 1_000)]))]),
  );
  return { analytics, manual };
}

/**
 * For `npm run bench`: what the tree's answer computes for a 200-KPI tree with 36 months (issue 35
 * §5 asks under 20 ms on the server): every month's base values and evaluation (the sparklines and
 * the month picker's range), the comparison's periods, the KGI's decomposition and the sensitivity.
 */
export function benchMetrics(iterations = 50): string {
  const { metrics, kgiId } = bigTree();
  const months = monthsEndingWith('2026-10', 36);
  const { analytics, manual } = data(metrics, months);
  const base = (period: string[]) => baseValuesForMonths({ metrics, months: period, analytics, cvSlot: 1, manual });

  let steps = 0;
  const once = () => {
    const byMonth = new Map(months.map((month) => [month, base([month])]));
    monthlySeriesOf(metrics, months, (month) => byMonth.get(month) ?? new Map());
    const periods = comparisonPeriods('2026-10', 'three_months');
    const [before, after] = [base(periods.base), base(periods.current)];
    steps = decompose(metrics, kgiId, before, after)?.steps.length ?? 0;
    sensitivity(metrics, kgiId, after);
  };
  const firstStart = performance.now();
  once();
  const firstMs = performance.now() - firstStart;
  const start = performance.now();
  for (let i = 0; i < iterations; i += 1) once();
  const ms = (performance.now() - start) / iterations;

  const decomposeStart = performance.now();
  const periods = comparisonPeriods('2026-10', 'previous_month');
  const [before, after] = [base(periods.base), base(periods.current)];
  for (let i = 0; i < iterations; i += 1) decompose(metrics, kgiId, before, after);
  const decomposeMs = (performance.now() - decomposeStart) / iterations;
  return `KPI tree, 200 metrics × 36 months: ${ms.toFixed(2)} ms per evaluation of every month, comparison, decomposition (${steps} drivers) and sensitivity (budget 20 ms; the first ${firstMs.toFixed(1)} ms); one decomposition ${decomposeMs.toFixed(2)} ms`;
}
