import { formatShownFigure, shownFigure, type FigureKind } from '../common/display-figures.js';
import type { MetricUnit } from './model.js';

/** How a unit's figure is rounded: yen and counts whole, a percentage to two decimals (as the analytics table). */
const figureKindOf = (unit: MetricUnit): FigureKind => (unit === '円' ? 'yen' : unit === '%' ? 'rate' : 'count');

/** A metric's value with its unit: 1,234,000円, 2.50%, 12,000件; — when there is none. */
export function metricValueText(value: number | null | undefined, unit: MetricUnit): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (unit === '%') {
    return `${shownFigure(value, 'rate').toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
  }
  return `${formatShownFigure(value, figureKindOf(unit))}${unit}`;
}

/** A change with its sign (U+2212 for minus, as the other figures of the app): +120,000円, −0.25%. */
export function signedValueText(value: number, unit: MetricUnit): string {
  const text = metricValueText(Math.abs(value), unit);
  if (shownFigure(value, figureKindOf(unit)) === 0) return `±${text}`;
  return `${value < 0 ? '−' : '+'}${text}`;
}

/** A relative uplift in percent with its sign, one decimal: +12.5%. */
export const upliftPercentText = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}%`;

/** 採用した施策の効果見込み（年間）: the heading the overview, the dashboard and the monthly report share. */
export const PROJECTION_HEADING = '採用した施策の効果見込み（年間）';

/** The method, in the footnote under every 効果見込み (decisions/0044). */
export function projectionMethodNote(anyEstimated: boolean): string {
  return [
    '※ 採用したパターンの検証結果の上昇率（かっこ内はその信頼区間による幅）を施策のKPIの指標に掛け、計算式を通してKGIへの効果に換算しました。採用前12か月の実績を基準にした1年分の合計です（率のKGIは月の平均）。',
    ...(anyEstimated ? ['検証結果がまだない施策は、入力された見込みの上昇率を使い「見込み」と表示しています。'] : []),
    '非表示の施策は含みません。',
  ].join('');
}
