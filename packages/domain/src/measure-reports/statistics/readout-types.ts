/*
 * The readout's shapes and the thresholds its verdict and warnings use. Nothing here imports the
 * distributions, so the web can show a readout (verdict-text.ts) without bundling the engine.
 */

export interface PatternCounts {
  pattern: number;
  users: number;
  conversions: number;
  value_sum?: number | null;
  value_sum_squares?: number | null;
}

export interface ReadoutOptions {
  engine: 'bayesian' | 'frequentist' | 'sequential';
  /** proper = N(0, 0.3²) on the relative uplift (GrowthBook's proper prior). */
  prior: 'flat' | 'proper';
  /** enough_data needs every pattern to have at least this many conversions. */
  minConversions: number;
  /** Tunes the sequential interval to be narrowest at the planned size (GrowthBook's sequentialTesting tuning). */
  plannedUsersPerPattern?: number | null;
  /** Planned split weights per pattern, in the order of the counts; equal when absent. */
  split?: number[] | null;
  /**
   * Whether to run the Monte Carlo for prob_best, most of a readout's time. A list that shows the
   * verdict and uplift of many reports leaves it out (prob_best stays null): the verdict does not read it.
   */
  probBest: boolean;
}

export const DEFAULT_READOUT_OPTIONS: ReadoutOptions = {
  engine: 'bayesian',
  prior: 'flat',
  minConversions: 50,
  plannedUsersPerPattern: null,
  split: null,
  probBest: true,
};

export interface PatternStats {
  pattern: number;
  users: number;
  conversions: number;
  cvr: number | null;
  uplift: number | null;
  uplift_ci: [number, number] | null;
  chance_to_win: number | null;
  risk: [number, number] | null;
  p_value: number | null;
  p_value_adjusted: number | null;
  prob_best: number | null;
}

/**
 * A pattern's revenue per user (売上 ÷ 訪問数) against the control's: the mean metric the issue asks to
 * test beside CVR, on the pattern's sum and sum of squares. Same engine and interval as the CVR.
 */
export interface ValuePatternStats {
  pattern: number;
  value_per_user: number | null;
  uplift: number | null;
  uplift_ci: [number, number] | null;
  chance_to_win: number | null;
  p_value: number | null;
}

/** 勝ち / 負け / 判定保留, or too little data for any of them. */
export type Verdict = 'win' | 'lose' | 'inconclusive' | 'insufficient';

export interface Readout {
  engine: ReadoutOptions['engine'];
  control_pattern: number;
  enough_data: boolean;
  srm_p_value: number | null;
  verdict: Verdict;
  patterns: PatternStats[];
  /** Revenue per user, when every pattern has its 売上合計 and 売上の二乗和; the verdict stays the CVR's. */
  value: { patterns: ValuePatternStats[] } | null;
}

/** The CVR part of a readout: what the verdict, its sentence and the warnings read. */
export type CvrReadout = Omit<Readout, 'value'>;

/** A chance to win at or beyond these bounds decides a Bayesian verdict. */
export const WIN_CHANCE = 0.95;
export const LOSE_CHANCE = 0.05;
/** A sample ratio mismatch is flagged below this p-value (GrowthBook's default srmThreshold). */
export const SRM_THRESHOLD = 0.001;
/** Every pattern needs this many users before the split is tested: fewer make the χ² approximation poor. */
export const SRM_MIN_USERS = 8;
