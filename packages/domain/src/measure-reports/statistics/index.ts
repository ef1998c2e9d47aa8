export * from './readout.js';
export * from './verdict-text.js';
export { planSampleSize, powerTwoSided, minimumDetectableEffect, binomialMetric, type PlannedMetric } from './power.js';
export { SRM_THRESHOLD, SRM_MIN_USERS, checkSrm } from './srm.js';
export { PROB_BEST_DRAWS } from './prob-best.js';
