import {
  monthLabel,
  monthOf,
  previousMonth,
  todayInJapan,
  type AnalyticsFigure,
  type FormulaNode,
  type FormulaOperator,
  type MetricComparison,
  type MetricContribution,
  type MetricDirection,
  type MetricGap,
  type MetricSourceKind,
  type MetricUnit,
} from '@kaizen/domain';

/** Achievement in percent, one decimal: 96.4%. */
export const achievementText = (value: number | null) =>
  value === null || !Number.isFinite(value) ? '—' : `${(Math.round(value * 10) / 10).toFixed(1)}%`;

export const achievementLabels = { good: '達成', fair: 'もう少し', poor: '未達' } as const;
/** The badge's tint; its text is dark on every tint (WCAG AA) and says the level in words too. */
export const achievementColors = { good: 'teal', fair: 'yellow', poor: 'red' } as const;

export const unitOptions: MetricUnit[] = ['件', '円', '%', '回', '人'];
export const directionLabels: Record<MetricDirection, string> = { higher: '高いほど良い', lower: '低いほど良い' };
export const sourceKindLabels: Record<MetricSourceKind, string> = {
  analytics: '計測値',
  manual: '手入力',
  formula: '計算式',
};

/** The analytics figures by the names the analytics page gives them, with the unit each is counted in. */
export const analyticsFigureLabels: Record<AnalyticsFigure, { label: string; unit: MetricUnit }> = {
  sessions: { label: 'セッション', unit: '回' },
  cv1: { label: 'CV1', unit: '件' },
  cv2: { label: 'CV2', unit: '件' },
  cv3: { label: 'CV3', unit: '件' },
  cv: { label: 'CV', unit: '件' },
  cvr: { label: 'CVR', unit: '%' },
  transactions: { label: '成約数', unit: '件' },
  contract_rate: { label: '成約率', unit: '%' },
  revenue: { label: '売上', unit: '円' },
  average_order_value: { label: '客単価', unit: '円' },
};

export const operatorSymbols: Record<FormulaOperator, string> = {
  add: '＋',
  subtract: '−',
  multiply: '×',
  divide: '÷',
};

export const comparisonLabels: Record<MetricComparison, string> = {
  previous_month: '前月比',
  previous_year: '前年同月比',
  three_months: '直近3か月と前の3か月',
};

/** What the compared periods are called in words, for a chart's and a table's names. */
export function comparisonPeriods(month: string, comparison: MetricComparison): { base: string; current: string } {
  const before = previousMonth(month);
  if (comparison === 'previous_month') return { base: monthLabel(before), current: monthLabel(month) };
  if (comparison === 'previous_year') {
    const [year, mm] = month.split('-') as [string, string];
    return { base: monthLabel(`${Number(year) - 1}-${mm}`), current: monthLabel(month) };
  }
  return { base: '前の3か月', current: '直近3か月' };
}

/**
 * Why a month has no value, in words: nothing measured or typed, an input of a formula without a value
 * (named when known), or a division by zero — never Infinity or NaN on screen.
 */
export function gapText(gap: MetricGap, nameOf: (metricId: number) => string | undefined): string {
  switch (gap.kind) {
    case 'no_data':
      return 'データなし';
    case 'missing_input': {
      const name = nameOf(gap.metric_id);
      return name ? `入力値が不足（${name}）` : '入力値が不足';
    }
    case 'zero_divisor':
      return '0で割るため算出できません';
  }
}

/** The current month in Japan, as the server counts months. */
export const currentMonth = (now: Date = new Date()) => monthOf(todayInJapan(now));

/** The `count` months up to `latest`, newest first: the month picker's choices. */
export function recentMonths(latest: string, count = 36): string[] {
  const months = [latest];
  while (months.length < count) months.push(previousMonth(months[months.length - 1] as string));
  return months;
}

const precedence = (operator: FormulaOperator) => (operator === 'add' || operator === 'subtract' ? 1 : 2);

/**
 * A formula as people read it, with the parentheses its shape needs: セッション × CVR × 客単価,
 * (新規 ＋ リピート) × CVR. A right operand of − or ÷ at the same level keeps its parentheses.
 */
export function formulaText(node: FormulaNode, nameOf: (metricId: number) => string | undefined): string {
  if (node.kind === 'metric') return nameOf(node.metric_id) ?? '（削除された指標）';
  if (node.kind === 'constant') return node.value.toLocaleString('en-US', { maximumFractionDigits: 6 });
  const own = precedence(node.operator);
  const side = (child: FormulaNode, right: boolean) => {
    const text = formulaText(child, nameOf);
    if (child.kind !== 'operation') return text;
    const inner = precedence(child.operator);
    const loose = node.operator === 'subtract' || node.operator === 'divide';
    return inner < own || (right && inner === own && loose) ? `(${text})` : text;
  };
  return `${side(node.left, false)} ${operatorSymbols[node.operator]} ${side(node.right, true)}`;
}

export interface Mover {
  metric_id: number;
  amount: number;
}

/** The drivers that moved the KGI most, largest first by size of their part. */
export function topMovers(contribution: MetricContribution | null, count = 3): Mover[] {
  if (!contribution) return [];
  return [...contribution.steps]
    .filter((step) => step.amount !== 0)
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount) || a.metric_id - b.metric_id)
    .slice(0, count);
}
