// The web may import the shapes, the verdict and its text without the engine: readout-types.ts,
// verdict.ts and verdict-text.ts import no distribution, so a bundle that only shows a readout
// stays free of stdlib.
export * from './readout-types.js';
export { bestTreatment, treatmentVerdict } from './verdict.js';
export { srmWarning, verdictLabels, verdictText } from './verdict-text.js';
export { computeReadout } from './readout.js';
export { isReachableUplift } from './plan-rules.js';
export { planSampleSize, powerTwoSided, minimumDetectableEffect, binomialMetric, type PlannedMetric } from './power.js';
export { checkSrm } from './srm.js';
export { PROB_BEST_DRAWS, prepareProbabilityBest } from './prob-best.js';
// The tests themselves, on sums and sums of squares, for a mean metric such as revenue per user
// (value_sum, value_sum_squares), which the CVR readout above does not cover.
export {
  meanStatistic,
  proportionStatistic,
  effectMoments,
  type SampleStatistic,
  type EffectMoments,
  type DifferenceType,
} from './moments.js';
export { effectBayesian, FLAT_PRIOR, PROPER_PRIOR, type GaussianPrior, type BayesianResult } from './bayesian.js';
export { twoSidedTTest, type FrequentistResult } from './frequentist.js';
export { sequentialTwoSidedTTest, DEFAULT_SEQUENTIAL_TUNING } from './sequential.js';
