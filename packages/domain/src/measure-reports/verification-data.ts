import { idSchema } from '../common/ids.js';
import { plausibleRanges } from '../common/plausible-ranges.js';
import { formatThousands } from '../common/numbers.js';
import { z } from '../common/zod.js';
import { MAX_PATTERN_NUM } from './rules.js';

/**
 * Issue 32 §1: what each pattern of an A/B test counted — users (訪問数, the unit that was split) and
 * conversions (CV数), optionally a value per user (売上) as its sum and sum of squares, so a mean such as
 * 売上 per user can be tested too. People are counted whole; a value sum may be any amount of yen.
 */

const COUNT_MAX = plausibleRanges.sessions.max;
const countMessage = (label: string) => `${label}は0以上${formatThousands(COUNT_MAX)}以下の整数で入力してください`;

const countField = (label: string) =>
  z
    .number({ error: countMessage(label) })
    .int(countMessage(label))
    .min(0, countMessage(label))
    .max(COUNT_MAX, countMessage(label))
    .nullable();

const valueField = (label: string, min: number) =>
  z
    .number({ error: `${label}は数値で入力してください` })
    .min(min, `${label}は${min === 0 ? '0以上' : '-1兆以上'}で入力してください`)
    .max(1e15, `${label}が大きすぎます`)
    .nullable()
    .optional();

export const patternCountsLabels = {
  users: '訪問数',
  conversions: 'CV数',
  value_sum: '売上合計',
  value_sum_squares: '売上の二乗和',
  planned_share: '配分',
} as const;

export const patternCountsSchema = z.object({
  pattern: z
    .number({ error: 'パターン番号を指定してください' })
    .int('パターン番号を指定してください')
    .min(1, 'パターン番号を指定してください')
    .max(MAX_PATTERN_NUM, 'パターン番号を指定してください'),
  users: countField(patternCountsLabels.users),
  conversions: countField(patternCountsLabels.conversions),
  value_sum: valueField(patternCountsLabels.value_sum, -1e15),
  value_sum_squares: valueField(patternCountsLabels.value_sum_squares, 0),
  /** The planned share of the users, in percent (90 of a 90/10 split); all patterns or none. */
  planned_share: z
    .number({ error: '配分は数値（%）で入力してください' })
    .gt(0, '配分は0より大きい値（%）で入力してください')
    .max(100, '配分は100%以下で入力してください')
    .nullable()
    .optional(),
});
export type PatternCountsInput = z.infer<typeof patternCountsSchema>;

/** Why one pattern's figures cannot stand together, each naming its field, or [] when they can. */
export function patternCountsIssues(
  counts: PatternCountsInput,
): { field: keyof typeof patternCountsLabels; message: string }[] {
  const issues: { field: keyof typeof patternCountsLabels; message: string }[] = [];
  // A count its own rule refuses (negative, a fraction) is named there alone, not compared again here.
  const readable = (v: number | null) => v === null || (Number.isInteger(v) && v >= 0);
  if (!readable(counts.users) || !readable(counts.conversions)) return issues;
  if ((counts.users === null) !== (counts.conversions === null)) {
    const field = counts.users === null ? 'users' : 'conversions';
    issues.push({ field, message: '訪問数とCV数は両方入力するか、両方空にしてください' });
  } else if (counts.users !== null && counts.conversions !== null && counts.conversions > counts.users) {
    issues.push({ field: 'conversions', message: 'CV数は訪問数以下で入力してください' });
  }
  const sum = counts.value_sum ?? null;
  const squares = counts.value_sum_squares ?? null;
  if ((sum === null) !== (squares === null)) {
    issues.push({
      field: sum === null ? 'value_sum' : 'value_sum_squares',
      message: '売上合計と売上の二乗和は両方入力するか、両方空にしてください',
    });
  } else if (sum !== null && squares !== null) {
    if (!counts.users) {
      issues.push({ field: 'value_sum', message: '売上を入れるには訪問数を入力してください' });
    } else if (squares < (sum * sum) / counts.users - 1e-6 * Math.max(1, squares)) {
      // Cauchy–Schwarz: the sum of squares is at least sum² / n; less means the figures were mistyped.
      issues.push({ field: 'value_sum_squares', message: '売上の二乗和が売上合計と訪問数に対して小さすぎます' });
    }
  }
  return issues;
}

/**
 * POST measure_reports/update_results: the counts of every pattern sent, and optionally which pattern
 * is the control (元案; the first pattern unless another is marked). Nothing is written when any row is wrong.
 */
export const updateResultsRequestSchema = z
  .object({
    measure_id: idSchema,
    control_pattern: z
      .number({ error: '元案のパターン番号を指定してください' })
      .int('元案のパターン番号を指定してください')
      .min(1, '元案のパターン番号を指定してください')
      .max(MAX_PATTERN_NUM, '元案のパターン番号を指定してください')
      .nullable()
      .optional(),
    patterns: z.array(patternCountsSchema, { error: 'パターンの集計を配列で指定してください' }).max(MAX_PATTERN_NUM),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.patterns.forEach((counts, index) => {
      if (seen.has(counts.pattern)) {
        ctx.addIssue({ code: 'custom', path: ['patterns', index, 'pattern'], message: 'パターンが重複しています' });
      }
      seen.add(counts.pattern);
      for (const issue of patternCountsIssues(counts)) {
        ctx.addIssue({ code: 'custom', path: ['patterns', index, issue.field], message: issue.message });
      }
    });
  });
export type UpdateResultsRequest = z.infer<typeof updateResultsRequestSchema>;

/**
 * The planned split of a report's patterns: every pattern's share, or null for an equal split (no
 * pattern has one). The shares are weights — 90 and 10, or 9 and 1, read the same.
 */
export function plannedSplitOf(patterns: readonly { planned_share: number | null }[]): number[] | null {
  const shares = patterns.map((p) => p.planned_share);
  return shares.every((share): share is number => share !== null) && shares.length > 0 ? shares : null;
}

/** The first pattern left without a share while others have one, with the reason; null when the split is whole. */
export function plannedSplitIssue(
  patterns: readonly { pattern: number; planned_share: number | null }[],
): { pattern: number; message: string } | null {
  if (patterns.every((p) => p.planned_share === null)) return null;
  const missing = patterns.find((p) => p.planned_share === null);
  return missing
    ? {
        pattern: missing.pattern,
        message: '配分はすべてのパターンに入力するか、すべて空（均等）にしてください',
      }
    : null;
}
