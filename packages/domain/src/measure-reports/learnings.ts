import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import type { PatternStats, Verdict } from './statistics/readout-types.js';
import { verdicts } from './stats-schemas.js';

/*
 * 施策の学び (issue 32 §5, decisions/0032): what the verified measures taught, grouped by the
 * hypothesis's category and by the measure's verification method, GrowthBook Insights' learnings.
 */

const MONTH_MESSAGE = '期間はYYYY-MMの形式で指定してください';
const optionalMonth = z
  .string()
  .refine((v) => v === '' || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), MONTH_MESSAGE)
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** GET measure_reports/learnings: the verification period's end month from/to, the client, the verdict. */
export const learningsQuerySchema = z
  .object({
    from: optionalMonth,
    to: optionalMonth,
    company_id: z
      .union([idSchema, z.literal('')])
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    verdict: z
      .union([z.enum(verdicts, { error: '判定は選択肢から選んでください' }), z.literal('')])
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: '期間の終わりは始まり以降の月を指定してください' });
    }
  });
export type LearningsQuery = z.infer<typeof learningsQuerySchema>;

export const learningMeasureSchema = z.object({
  measure_id: z.number().int(),
  project_id: z.number().int(),
  project_name: z.string(),
  company_name: z.string(),
  measure: z.string(),
  hypothesis: z.string(),
  end_date: z.string().nullable(),
  verdict: z.enum(verdicts),
  /** The pattern whose uplift is counted (learningPattern), by its label. */
  pattern: z.string().nullable(),
  uplift: z.number().nullable(),
});
export type LearningMeasure = z.infer<typeof learningMeasureSchema>;

const summaryShape = {
  /** Verified measures counted: the denominator of win_rate. */
  measures: z.number().int(),
  wins: z.number().int(),
  /** wins ÷ measures as a fraction; null for no measures. */
  win_rate: z.number().nullable(),
  /** The median of the uplifts (fractions) of the measures with enough data; null when none has one. */
  median_uplift: z.number().nullable(),
};

const learningSummarySchema = z.object(summaryShape);
export type LearningSummary = z.infer<typeof learningSummarySchema>;

export const learningGroupSchema = z.object({
  /** The master entry's id; null for measures without one (未設定). */
  id: z.number().int().nullable(),
  name: z.string(),
  ...summaryShape,
  items: z.array(learningMeasureSchema),
});
export type LearningGroup = z.infer<typeof learningGroupSchema>;

export const learningsResponseSchema = z.object({
  total: learningSummarySchema,
  by_category: z.array(learningGroupSchema),
  by_verification: z.array(learningGroupSchema),
});
export type LearningsResponse = z.infer<typeof learningsResponseSchema>;

/** The middle value, or the mean of the two middle ones; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] as number) + upper) / 2;
}

/** What a summary reads of a measure: its verdict and the uplift counted for it. */
export interface LearningFigures {
  verdict: Verdict;
  uplift: number | null;
}

/**
 * Count, wins, and the win rate over every verified measure (判定保留 and データ不足 included: a test
 * that could not tell is no win). The median uplift leaves out データ不足, whose uplift is noise.
 */
export function summariseLearnings(measures: readonly LearningFigures[]): LearningSummary {
  const wins = measures.filter((m) => m.verdict === 'win').length;
  const uplifts = measures.flatMap((m) => (m.uplift === null || m.verdict === 'insufficient' ? [] : [m.uplift]));
  return {
    measures: measures.length,
    wins,
    win_rate: measures.length === 0 ? null : wins / measures.length,
    median_uplift: median(uplifts),
  };
}

export const UNSET_GROUP_NAME = '未設定';

/**
 * The measures by a master's entries, in the master's order, groups without measures left out; a
 * measure whose entry is missing or gone from the master falls into 未設定, last.
 */
export function groupLearnings<T extends LearningFigures>(
  measures: readonly T[],
  keyOf: (measure: T) => number | null,
  entries: readonly { id: number; name: string }[],
): (LearningSummary & { id: number | null; name: string; items: T[] })[] {
  const known = new Set(entries.map((e) => e.id));
  const byKey = new Map<number | null, T[]>();
  for (const measure of measures) {
    const raw = keyOf(measure);
    const key = raw !== null && known.has(raw) ? raw : null;
    byKey.set(key, [...(byKey.get(key) ?? []), measure]);
  }
  const ordered = [...entries, { id: null, name: UNSET_GROUP_NAME }];
  return ordered.flatMap((entry) => {
    const items = byKey.get(entry.id);
    return items ? [{ id: entry.id, name: entry.name, ...summariseLearnings(items), items }] : [];
  });
}

/**
 * The pattern whose uplift a measure teaches: the one the consultant adopted, when it is not the
 * control and has an uplift; otherwise the statistics' best treatment (a kept control still says
 * how far the challenger fell short).
 */
export function learningPattern(
  stats: { control_pattern: number; patterns: readonly PatternStats[] },
  adopted: number | null,
  best: PatternStats | null,
): PatternStats | null {
  const chosen = stats.patterns.find((p) => p.pattern === adopted && p.pattern !== stats.control_pattern);
  if (chosen && chosen.uplift !== null) return chosen;
  return best;
}
