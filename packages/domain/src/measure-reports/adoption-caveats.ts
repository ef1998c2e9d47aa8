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
