import {
  LOSE_CHANCE,
  WIN_CHANCE,
  type PatternStats,
  type CvrReadout,
  type ReadoutOptions,
  type Verdict,
} from './readout-types.js';

/** The verdict the statistics suggest for one treatment under the engine's rule. */
export function treatmentVerdict(
  engine: ReadoutOptions['engine'],
  stats: PatternStats,
): Exclude<Verdict, 'insufficient'> {
  if (engine === 'bayesian') {
    if (stats.chance_to_win === null) return 'inconclusive';
    if (stats.chance_to_win >= WIN_CHANCE) return 'win';
    if (stats.chance_to_win <= LOSE_CHANCE) return 'lose';
    return 'inconclusive';
  }
  if (stats.uplift_ci === null) return 'inconclusive';
  if (stats.uplift_ci[0] > 0) return 'win';
  if (stats.uplift_ci[1] < 0) return 'lose';
  return 'inconclusive';
}

/**
 * The treatment the engine's rule ranks first: the highest chance to win (Bayesian) or the highest
 * lower end of the interval (frequentist, sequential). Null when no treatment has the figure.
 */
export function bestTreatment(readout: CvrReadout): PatternStats | null {
  const score = (stats: PatternStats): number | null =>
    readout.engine === 'bayesian' ? stats.chance_to_win : (stats.uplift_ci?.[0] ?? null);
  let best: PatternStats | null = null;
  let bestScore = -Infinity;
  for (const stats of readout.patterns) {
    if (stats.pattern === readout.control_pattern) continue;
    const value = score(stats);
    if (value !== null && value > bestScore) {
      best = stats;
      bestScore = value;
    }
  }
  return best;
}

export function overallVerdict(readout: Omit<CvrReadout, 'verdict'>): Verdict {
  if (!readout.enough_data) return 'insufficient';
  const full = { ...readout, verdict: 'inconclusive' as const };
  const treatments = readout.patterns.filter((stats) => stats.pattern !== readout.control_pattern);
  const best = bestTreatment(full);
  if (best !== null && treatmentVerdict(readout.engine, best) === 'win') return 'win';
  if (treatments.length > 0 && treatments.every((stats) => treatmentVerdict(readout.engine, stats) === 'lose'))
    return 'lose';
  return 'inconclusive';
}
