import { formatShownFigure, type SensitivityGrid } from '@kaizen/domain';

/** A column's rate as its header shows it: 1.20%. */
export const rateLabel = (rate: number) => `${rate.toFixed(2)}%`;

/** A row's session count as its header shows it: whole, with separators (a monthly average may be fractional). */
export const sessionLabel = (sessions: number) => formatShownFigure(sessions, 'count');

const span = (first: string, last: string) => (first === last ? first : `${first}〜${last}`);

/**
 * Why the first rows or columns are greyed (decisions/0021), naming their range; null when every
 * session count and rate is positive. The grid keeps them, as the spec's 20 × 44 table has them.
 */
export function nonPositiveNote(grid: SensitivityGrid): string | null {
  const parts: string[] = [];
  if (grid.nonPositiveCols > 0) {
    const rates = grid.rates.slice(0, grid.nonPositiveCols);
    parts.push(`列（CVR ${span(rateLabel(rates[0] ?? 0), rateLabel(rates[rates.length - 1] ?? 0))}）`);
  }
  if (grid.nonPositiveRows > 0) {
    const sessions = grid.sessions.slice(0, grid.nonPositiveRows);
    parts.push(
      `行（セッション数 ${span(sessionLabel(sessions[0] ?? 0), sessionLabel(sessions[sessions.length - 1] ?? 0))}）`,
    );
  }
  if (parts.length === 0) return null;
  return `灰色の${parts.join('と')}は値が0以下のため、成約数を計算できません。`;
}

/** The legend of the goal's mark: the goal's contract count the marked cell is nearest to, or why none is marked. */
export function goalLegend(grid: SensitivityGrid): string {
  if (grid.goalContracts === null) return '目標に最も近い数値（目標がありません）';
  const contracts = formatShownFigure(grid.goalContracts, 'count');
  return grid.goal
    ? `目標に最も近い数値（目標の成約数 ${contracts}）`
    : `目標に最も近い数値（目標の成約数 ${contracts} は表の範囲外です）`;
}
