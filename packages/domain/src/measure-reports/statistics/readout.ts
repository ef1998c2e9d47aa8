import { effectBayesian, FLAT_PRIOR, PROPER_PRIOR } from './bayesian.js';
import { twoSidedTTest } from './frequentist.js';
import { holmAdjust } from './holm.js';
import {
  effectMoments,
  meanStatistic,
  proportionStatistic,
  statisticMean,
  statisticVariance,
  type SampleStatistic,
} from './moments.js';
import { probabilityBest } from './prob-best.js';
import { DEFAULT_SEQUENTIAL_TUNING, sequentialTwoSidedTTest } from './sequential.js';
import { checkSrm } from './srm.js';
import {
  DEFAULT_READOUT_OPTIONS,
  SRM_MIN_USERS,
  type PatternCounts,
  type PatternStats,
  type Readout,
  type ReadoutOptions,
} from './readout-types.js';
import { overallVerdict } from './verdict.js';

export * from './readout-types.js';
export { bestTreatment, treatmentVerdict } from './verdict.js';

const ALPHA = 0.05;

function withDefaults(options: Partial<ReadoutOptions>): ReadoutOptions {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_READOUT_OPTIONS, ...defined };
}

function conversionStatistic(counts: PatternCounts): SampleStatistic {
  return proportionStatistic(counts.users, counts.conversions);
}

/** A pattern's own figures, with every comparison to the control left empty. */
function ownFigures(counts: PatternCounts): PatternStats {
  return {
    pattern: counts.pattern,
    users: counts.users,
    conversions: counts.conversions,
    cvr: counts.users > 0 ? counts.conversions / counts.users : null,
    uplift: null,
    uplift_ci: null,
    chance_to_win: null,
    risk: null,
    p_value: null,
    p_value_adjusted: null,
    prob_best: null,
  };
}

/** What a treatment's comparison with the control gives, whichever the metric. */
type Comparison = Pick<PatternStats, 'uplift' | 'uplift_ci' | 'chance_to_win' | 'risk' | 'p_value'>;

const NO_COMPARISON: Comparison = { uplift: null, uplift_ci: null, chance_to_win: null, risk: null, p_value: null };

/**
 * One treatment's statistic against the control's. Uplift is the engine's point estimate (the
 * posterior mean for the Bayesian engine, which is the observed uplift under the flat prior);
 * chance_to_win and risk are the Bayesian posterior's whatever the engine, p_value always Welch's.
 * A figure is null where the test is undefined: no units, a control mean of zero, or no variance.
 */
function compareStatistics(a: SampleStatistic, b: SampleStatistic, options: ReadoutOptions): Comparison {
  const controlMean = statisticMean(a);
  if (a.n === 0 || b.n === 0 || controlMean === 0) return NO_COMPARISON;
  const observed = (statisticMean(b) - controlMean) / controlMean;
  const moments = effectMoments(a, b);
  if (moments === null) return { ...NO_COMPARISON, uplift: observed };
  const bayes = effectBayesian(moments, options.prior === 'proper' ? PROPER_PRIOR : FLAT_PRIOR, ALPHA);
  const welch = twoSidedTTest(a, b, moments, ALPHA);
  const tuning =
    options.plannedUsersPerPattern && options.plannedUsersPerPattern > 0
      ? 2 * options.plannedUsersPerPattern
      : DEFAULT_SEQUENTIAL_TUNING;
  let uplift: number | null = observed;
  let interval: [number, number] | null = null;
  if (options.engine === 'bayesian') {
    uplift = bayes?.expected ?? observed;
    interval = bayes?.ci ?? null;
  } else if (options.engine === 'frequentist') {
    interval = welch?.ci ?? null;
  } else {
    interval = sequentialTwoSidedTTest(moments, tuning, ALPHA).ci;
  }
  return {
    uplift,
    uplift_ci: interval,
    chance_to_win: bayes?.chanceToWin ?? null,
    risk: bayes?.risk ?? null,
    p_value: welch?.pValue ?? null,
  };
}

/** A treatment's CVR against the control's. */
function compare(control: PatternCounts, counts: PatternCounts, options: ReadoutOptions): PatternStats {
  return {
    ...ownFigures(counts),
    ...compareStatistics(conversionStatistic(control), conversionStatistic(counts), options),
  };
}

type ValueCounts = PatternCounts & { value_sum: number; value_sum_squares: number };

const hasValue = (counts: PatternCounts): counts is ValueCounts =>
  typeof counts.value_sum === 'number' && typeof counts.value_sum_squares === 'number';

const valueStatistic = (counts: ValueCounts): SampleStatistic =>
  meanStatistic(counts.users, counts.value_sum, counts.value_sum_squares);

/** Revenue per user against the control's, when every pattern has its sums; null otherwise. */
function valueReadout(
  counts: PatternCounts[],
  control: PatternCounts | undefined,
  options: ReadoutOptions,
): Readout['value'] {
  if (control === undefined || !hasValue(control) || !counts.every(hasValue)) return null;
  const controlStatistic = valueStatistic(control);
  return {
    patterns: counts.filter(hasValue).map((c) => {
      const comparison =
        c === control ? NO_COMPARISON : compareStatistics(controlStatistic, valueStatistic(c), options);
      return {
        pattern: c.pattern,
        value_per_user: c.users > 0 ? c.value_sum / c.users : null,
        uplift: comparison.uplift,
        uplift_ci: comparison.uplift_ci,
        chance_to_win: comparison.chance_to_win,
        p_value: comparison.p_value,
      };
    }),
  };
}

/**
 * The readout of a measure's patterns against its control (issue 32 §2): per pattern CVR, relative
 * uplift and its interval under the chosen engine, chance to win and risk, Welch's p-value (Holm
 * adjusted across the treatments from three patterns on), the probability of being best, the split
 * check and the suggested verdict. Patterns come back in the order given. A control that is not
 * among the counts leaves every comparison empty and the data short.
 */
export function computeReadout(
  counts: PatternCounts[],
  controlPattern: number,
  options: Partial<ReadoutOptions> = {},
): Readout {
  const opts = withDefaults(options);
  const control = counts.find((c) => c.pattern === controlPattern);
  const patterns = counts.map((c) =>
    control === undefined || c === control ? ownFigures(c) : compare(control, c, opts),
  );

  if (counts.length >= 3) {
    const treatments = patterns.filter((stats) => stats.pattern !== controlPattern);
    const adjusted = holmAdjust(treatments.map((stats) => stats.p_value));
    treatments.forEach((stats, i) => {
      stats.p_value_adjusted = adjusted[i] ?? null;
    });
  }

  // Each pattern's CVR as a normal posterior around its own rate (flat prior, whatever the engine),
  // so the probabilities are symmetric between patterns and do not depend on which is the control.
  // Arms go in the order of their pattern numbers, so the seeded draws do not depend on the input order.
  const byPattern = counts.map((c, index) => ({ c, index })).sort((x, y) => x.c.pattern - y.c.pattern);
  const best = probabilityBest(
    // Without the Monte Carlo every arm is left out, and prob_best stays null.
    byPattern.map(({ c }) => {
      if (!opts.probBest || c.users === 0) return null;
      const stat = conversionStatistic(c);
      return { mean: c.conversions / c.users, sd: Math.sqrt(statisticVariance(stat) / c.users) };
    }),
  );
  byPattern.forEach(({ index }, rank) => {
    const stats = patterns[index];
    if (stats !== undefined) stats.prob_best = best[rank] ?? null;
  });

  const srmReady = counts.length >= 2 && counts.every((c) => c.users >= SRM_MIN_USERS);
  const weights = opts.split ?? counts.map(() => 1);
  const partial = {
    engine: opts.engine,
    control_pattern: controlPattern,
    enough_data:
      control !== undefined && counts.length >= 2 && counts.every((c) => c.conversions >= opts.minConversions),
    srm_p_value: srmReady
      ? checkSrm(
          counts.map((c) => c.users),
          weights,
        )
      : null,
    patterns,
  };
  return { ...partial, verdict: overallVerdict(partial), value: valueReadout(counts, control, opts) };
}
