import {
  computeReadout,
  isReachableUplift,
  plannedSplitOf,
  planSampleSize,
  statsEngines,
  statsPriors,
  type MeasureStats,
  type PatternCounts,
  type PlanResponse,
  type StatsEngine,
  type StatsSettings,
  type StatsPrior,
} from '@kaizen/domain';

interface CountedPattern {
  pattern: number;
  users: number | null;
  conversions: number | null;
  value_sum: number | null;
  value_sum_squares: number | null;
  planned_share: number | null;
}

/** The stored settings row: text columns, read through settingsOf. */
export interface StoredStatsSettings {
  stats_engine: string;
  stats_prior: string;
  stats_min_conversions: number;
}

const engineOf = (value: string): StatsEngine => statsEngines.find((e) => e === value) ?? 'bayesian';
const priorOf = (value: string): StatsPrior => statsPriors.find((p) => p === value) ?? 'flat';

/** The project's settings as the API spells them (an unknown stored text reads as the default). */
export function settingsOf(stored: StoredStatsSettings): StatsSettings {
  return {
    stats_engine: engineOf(stored.stats_engine),
    stats_prior: priorOf(stored.stats_prior),
    stats_min_conversions: Number(stored.stats_min_conversions),
  };
}

/**
 * The control a report compares with: the one marked if it still exists (a lowered pattern_num may
 * have removed it), else the first pattern.
 */
export function controlOf(patterns: readonly { pattern: number }[], marked: number | null): number {
  if (marked !== null && patterns.some((p) => p.pattern === marked)) return marked;
  return patterns[0]?.pattern ?? 1;
}

/**
 * The readout of a report's counts (issue 32 §2), or null until the control and another pattern have
 * users: before that there is nothing to compare.
 */
export function statsOf(
  patterns: readonly CountedPattern[],
  control: number,
  stored: StoredStatsSettings,
  plannedUsersPerPattern: number | null,
  { probBest = true }: { probBest?: boolean } = {},
): MeasureStats | null {
  const counted: PatternCounts[] = patterns
    .filter((p) => p.users !== null && p.conversions !== null)
    .map((p) => ({
      pattern: p.pattern,
      users: Number(p.users),
      conversions: Number(p.conversions),
      value_sum: p.value_sum === null ? null : Number(p.value_sum),
      value_sum_squares: p.value_sum_squares === null ? null : Number(p.value_sum_squares),
    }));
  const controlCounted = counted.some((p) => p.pattern === control && p.users > 0);
  if (!controlCounted || counted.filter((p) => p.users > 0).length < 2) return null;
  const settings = settingsOf(stored);
  // The planned split of the patterns with counts, when every pattern has a share; else equal.
  const shares = plannedSplitOf(patterns);
  const shareOf = new Map(patterns.map((p) => [p.pattern, Number(p.planned_share)]));
  return computeReadout(counted, control, {
    split: shares === null ? null : counted.map((p) => shareOf.get(p.pattern) ?? 0),
    engine: settings.stats_engine,
    prior: settings.stats_prior,
    minConversions: settings.stats_min_conversions,
    plannedUsersPerPattern,
    probBest,
  });
}

/**
 * The test's plan (issue 32 §4) from the report's plan fields, over its patterns (at least two); null
 * while a figure is missing. Its users per pattern also tune the sequential interval.
 */
export function planOf(report: {
  plan_baseline_cvr: number | null;
  plan_daily_users: number | null;
  plan_mde: number | null;
  pattern_num: number;
}): PlanResponse | null {
  const { plan_baseline_cvr: baseline, plan_daily_users: daily, plan_mde: mde } = report;
  if (baseline === null || daily === null || mde === null) return null;
  return planOrNull({
    baselineCvr: Number(baseline),
    dailyUsers: Number(daily),
    mde: Number(mde),
    patterns: Math.max(2, Number(report.pattern_num)),
  });
}

/**
 * The planner's answer, or null for figures it refuses (an uplift past 100 %, a power no count
 * reaches): figures saved one at a time may combine into such a plan, which is then no plan.
 */
export function planOrNull(input: Parameters<typeof planSampleSize>[0]): PlanResponse | null {
  if (!isReachableUplift(input.baselineCvr, input.mde)) return null;
  try {
    return planSampleSize(input);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
