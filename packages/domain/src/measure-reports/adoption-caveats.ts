import type { MeasureStats } from './stats-schemas.js';
import { bestTreatment, treatmentVerdict } from './statistics/verdict.js';
import { srmWarning } from './statistics/verdict-text.js';

/**
 * The pattern the statistics favour (issue 32 §3): the best treatment when the verdict is a win, the
 * control when every treatment loses, none while undecided.
 */
export function statisticalWinner(stats: MeasureStats): number | null {
  if (stats.verdict === 'lose') return stats.control_pattern;
  if (stats.verdict !== 'win') return null;
  const best = bestTreatment(stats);
  return best !== null && treatmentVerdict(stats.engine, best) === 'win' ? best.pattern : null;
}

/**
 * What the report says beside the adoption switch (issue 32 §3). Adoption stays the consultant's
 * decision; these are the reasons a reader should weigh it: a split that went wrong, data still
 * short, or an adopted pattern the statistics do not favour.
 */
export function adoptionCaveats(
  stats: MeasureStats | null,
  adopted: number | null,
  labelOf: (pattern: number) => string,
): string[] {
  if (stats === null) return [];
  const caveats: string[] = [];
  const srm = srmWarning(stats);
  if (srm !== null) caveats.push(srm);
  if (!stats.enough_data) caveats.push('データがまだ少ないため、統計上の判定はできません。');
  if (adopted === null || !stats.enough_data) return caveats;
  const winner = statisticalWinner(stats);
  if (winner === null) {
    caveats.push(
      `統計上は差がはっきりしていません（判定保留）。${labelOf(adopted)}の採用は統計以外の理由によるものです。`,
    );
  } else if (winner !== adopted) {
    caveats.push(`採用した${labelOf(adopted)}は、統計上有利な${labelOf(winner)}と異なります。`);
  }
  return caveats;
}

/**
 * The few words beside an adopted pattern's switch when the statistics do not back it (issue 32 §3);
 * null when they do, or when nothing is adopted. The sentences of adoptionCaveats say the same at length.
 */
export function adoptionNote(
  stats: MeasureStats | null,
  pattern: { pattern: number; is_adopt: number },
): string | null {
  if (stats === null || pattern.is_adopt !== 1) return null;
  if (srmWarning(stats) !== null) return '振り分けに偏りがあります';
  if (!stats.enough_data) return 'データ不足のまま採用';
  const winner = statisticalWinner(stats);
  if (winner === null) return '統計上は判定保留';
  return winner === pattern.pattern ? null : '統計上有利なパターンと異なります';
}
