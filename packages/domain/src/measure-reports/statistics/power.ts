import { normalCdf, normalQuantile } from './normal.js';
import { deltaMethodVariance } from './moments.js';
import { isReachableUplift } from './plan-rules.js';

/** A metric as the planner sees it: its mean and per-unit variance in the control. */
export interface PlannedMetric {
  mean: number;
  variance: number;
}

export function binomialMetric(conversionRate: number): PlannedMetric {
  return { mean: conversionRate, variance: conversionRate * (1 - conversionRate) };
}

/**
 * Power of a two-sided test of one pattern against the control when the true relative uplift is
 * `effect` (GrowthBook's powerEstFrequentist without sequential testing): the standard error is
 * the delta-method one at the planned users per pattern, both groups with the control's variance.
 */
export function powerTwoSided(input: {
  metric: PlannedMetric;
  effect: number;
  usersPerPattern: number;
  alpha?: number;
}): number {
  const { metric, effect, usersPerPattern, alpha = 0.05 } = input;
  const n = usersPerPattern;
  const se = Math.sqrt(
    deltaMethodVariance(metric.variance, metric.mean, n, metric.variance, metric.mean * (1 + effect), n, true),
  );
  const zStar = normalQuantile(1 - alpha / 2);
  const standardized = effect / se;
  return 1 - normalCdf(zStar - standardized) + normalCdf(-zStar - standardized);
}

/**
 * The smallest relative uplift a test of `usersPerPattern` per pattern detects with `power`
 * (GrowthBook's findMdeFrequentist); null when no uplift is detectable with so few users.
 */
export function minimumDetectableEffect(input: {
  metric: PlannedMetric;
  usersPerPattern: number;
  power?: number;
  alpha?: number;
}): number | null {
  const { metric, usersPerPattern: n, power = 0.8, alpha = 0.05 } = input;
  if (power <= alpha) return null;
  const z = normalQuantile(1 - alpha / 2) - normalQuantile(1 - power);
  const m = metric.mean;
  const v = metric.variance;
  if (n <= (v * z ** 2) / m ** 2) return null;
  const sigma2 = v / n;
  const a = 1 - (z ** 2 * sigma2) / m ** 2;
  const b = -2 * m;
  const c = m ** 2 - z ** 2 * sigma2;
  const root = (-b + Math.sqrt(b ** 2 - 4 * a * c)) / (2 * a);
  return (root - m) / m;
}

/** Beyond any site's traffic: a plan that needs more users per pattern cannot be run. */
const MAX_PLANNED_USERS = 1e13;

/**
 * Users per pattern and days a test needs: the smallest users per pattern at which a two-sided test
 * of one pattern against the control reaches `power` for the relative uplift `mde`, and the days
 * all patterns take to collect them at `dailyUsers` a day.
 */
export function planSampleSize(input: {
  baselineCvr: number;
  dailyUsers: number;
  mde: number;
  patterns: number;
  power?: number;
  alpha?: number;
}): { users_per_pattern: number; days: number } {
  const { baselineCvr, dailyUsers, mde, patterns, power = 0.8, alpha = 0.05 } = input;
  if (!(baselineCvr > 0 && baselineCvr < 1)) throw new RangeError('baselineCvr must be between 0 and 1');
  if (!(mde > 0)) throw new RangeError('mde must be above 0');
  if (!(dailyUsers > 0)) throw new RangeError('dailyUsers must be above 0');
  if (!(Number.isInteger(patterns) && patterns >= 2)) throw new RangeError('patterns must be an integer of 2 or more');
  if (!(power > alpha && power < 1)) throw new RangeError('power must be between alpha and 1');
  if (!(alpha > 0 && alpha < 1)) throw new RangeError('alpha must be between 0 and 1');
  if (!isReachableUplift(baselineCvr, mde)) throw new RangeError('the uplift takes the rate to 100 % or above');
  const metric = binomialMetric(baselineCvr);
  const reaches = (n: number): boolean => powerTwoSided({ metric, effect: mde, usersPerPattern: n, alpha }) >= power;
  // Power rises with the users, so the smallest count is found by doubling and then bisecting.
  let high = 2;
  while (!reaches(high)) {
    high *= 2;
    // Power that no count reaches (a figure lost to rounding) must end in an error, not a loop.
    if (high > MAX_PLANNED_USERS) throw new RangeError('no number of users reaches the power');
  }
  let low = high / 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (reaches(mid)) high = mid;
    else low = mid;
  }
  const usersPerPattern = reaches(low) ? low : high;
  return { users_per_pattern: usersPerPattern, days: Math.ceil((usersPerPattern * patterns) / dailyUsers) };
}
