// The web may import the shapes, the verdict and its text without the engine: readout-types.ts,
// verdict.ts and verdict-text.ts import no distribution, so a bundle that only shows a readout
// stays free of stdlib.
export * from './readout-types.js';
export { bestTreatment, treatmentVerdict } from './verdict.js';
export { srmWarning, verdictText } from './verdict-text.js';
export { computeReadout } from './readout.js';
export { planSampleSize, powerTwoSided, minimumDetectableEffect, binomialMetric, type PlannedMetric } from './power.js';
export { checkSrm } from './srm.js';
export { PROB_BEST_DRAWS } from './prob-best.js';
