import { idSchema } from '../common/ids.js';
import { formatThousands } from '../common/numbers.js';
import { z } from '../common/zod.js';
import { MAX_PATTERN_NUM, patternLabel } from './rules.js';

/**
 * Issue 32 §1 (decisions/0034): a report's counts fetched from GA4 for its verification period. The
 * measure's settings say how GA4 tells the patterns apart — the event experience_impression with its
 * parameter exp_variant_string (GA4's convention for A/B tools), a custom dimension, or a page path per
 * pattern — and which key event is the conversion.
 */

export const ga4SourceKinds = ['experience_impression', 'custom_dimension', 'page_path'] as const;
export type Ga4SourceKind = (typeof ga4SourceKinds)[number];

export const ga4SourceKindLabels: Record<Ga4SourceKind, string> = {
  experience_impression: 'experience_impression イベント（exp_variant_string）',
  custom_dimension: 'カスタムディメンション',
  page_path: 'ページパス',
};

/** What identifies a pattern, by kind: the label of each pattern's value on screen. */
export const ga4ValueLabels: Record<Ga4SourceKind, string> = {
  experience_impression: 'バリアント文字列',
  custom_dimension: 'ディメンションの値',
  page_path: 'ページパス',
};

/** The event GA4 documents for A/B tools, and its parameter naming the variant. */
export const EXPERIENCE_IMPRESSION_EVENT = 'experience_impression';
export const EXPERIENCE_VARIANT_DIMENSION = 'customEvent:exp_variant_string';

export const ga4SourceLabels = {
  kind: 'パターンの見分け方',
  dimension: 'ディメンション名',
  event: 'コンバージョンのイベント',
  value: ga4ValueLabels,
} as const;

export const ga4SourceMessages = {
  saved: 'GA4からの取得設定を保存しました',
  notSet: 'GA4からの取得設定（パターンの見分け方とコンバージョンのイベント）を保存してから取得してください',
  notConnected:
    'このプロジェクトはGoogleアナリティクスに接続されていません。プロジェクト設定でプロパティIDとサービスアカウントキーを設定してください',
  noPeriod: '検証期間（開始日と終了日）を入力してから取得してください',
  missingValue: (label: string, pattern: string) => `${pattern}の${label}を入力してください`,
  preview: (patterns: number) =>
    `${patterns}パターン分の数値をGA4から取得しました。内容を確かめてから取り込んでください`,
  imported: (patterns: number) => `${patterns}パターン分の検証データをGA4から取り込みました`,
  thresholded:
    'GA4がしきい値を適用し、人数の少ない行を省いています（Googleシグナルが有効な場合など）。訪問数やCV数が実際より少ない可能性があります',
  sampled: (percent: string) =>
    `GA4がデータ全体の約${percent}%を標本にして推計した数値です（サンプリング）。訪問数とCV数は実数ではないため、判定は参考にとどめてください`,
} as const;

const TEXT_MAX = 200;
const textField = (label: string) =>
  z
    .string({ error: `${label}を文字列で指定してください` })
    .trim()
    .max(TEXT_MAX, `${label}は${TEXT_MAX}文字以内で入力してください`);

/** A GA4 custom dimension's API name: customEvent:name or customUser:name (GA4's own spelling). */
const DIMENSION_PATTERN = /^(customEvent|customUser|customItem):[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** A GA4 event name: letters, digits and underscores, starting with a letter, at most 40. */
const EVENT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

export const ga4SourceValueSchema = z.object({
  pattern: z
    .number({ error: 'パターン番号を指定してください' })
    .int('パターン番号を指定してください')
    .min(1, 'パターン番号を指定してください')
    .max(MAX_PATTERN_NUM, 'パターン番号を指定してください'),
  value: textField('パターンを見分ける値'),
});

/** POST measure_reports/update_ga4_source: the source as a whole (values of patterns left out are cleared). */
export const updateGa4SourceRequestSchema = z
  .object({
    measure_id: idSchema,
    kind: z.enum(ga4SourceKinds, { error: `${ga4SourceLabels.kind}を選んでください` }),
    dimension: textField(ga4SourceLabels.dimension).optional(),
    event: textField(ga4SourceLabels.event).regex(
      EVENT_PATTERN,
      `${ga4SourceLabels.event}は英字で始まる40文字以内の英数字と_で入力してください`,
    ),
    values: z.array(ga4SourceValueSchema, { error: 'パターンごとの値を配列で指定してください' }).max(MAX_PATTERN_NUM),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'custom_dimension' && !DIMENSION_PATTERN.test(value.dimension ?? '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['dimension'],
        message: `${ga4SourceLabels.dimension}は customEvent:名前 または customUser:名前 の形で入力してください`,
      });
    }
    const seen = new Set<number>();
    value.values.forEach((row, index) => {
      if (seen.has(row.pattern)) {
        ctx.addIssue({ code: 'custom', path: ['values', index, 'pattern'], message: 'パターンが重複しています' });
      }
      seen.add(row.pattern);
      if (value.kind === 'page_path' && row.value !== '' && !row.value.startsWith('/')) {
        ctx.addIssue({
          code: 'custom',
          path: ['values', index, 'value'],
          message: 'ページパスは / から始まる形（例: /lp/b）で入力してください',
        });
      }
    });
  });
export type UpdateGa4SourceRequest = z.infer<typeof updateGa4SourceRequestSchema>;

/** The source as the report answers it; null until saved. */
export const ga4SourceSchema = z.object({
  kind: z.enum(ga4SourceKinds),
  dimension: z.string(),
  event: z.string(),
  values: z.array(z.object({ pattern: z.number().int(), value: z.string() })),
});
export type Ga4Source = z.infer<typeof ga4SourceSchema>;

/** POST measure_reports/fetch_results: dry_run 1 (the default) previews, 0 saves through update_results. */
export const fetchResultsRequestSchema = z.object({
  measure_id: idSchema,
  dry_run: z.union([z.literal(0), z.literal(1)], { error: 'dry_runは0か1で指定してください' }).default(1),
});

export const fetchedPatternSchema = z.object({
  pattern: z.number().int(),
  label: z.string(),
  /** The value GA4 was asked for. */
  value: z.string(),
  users: z.number().int(),
  conversions: z.number().int(),
});
export type FetchedPattern = z.infer<typeof fetchedPatternSchema>;

export const fetchResultsResponseSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  rows: z.array(fetchedPatternSchema),
  saved: z.boolean(),
  message: z.string(),
  /** Said beside the preview: GA4 withheld rows of few users (thresholding) or read a sample (sampling). */
  warnings: z.array(z.string()),
});
export type FetchResultsResponse = z.infer<typeof fetchResultsResponseSchema>;

/** The GA4 dimension that tells the patterns apart. */
export function ga4DimensionOf(source: Pick<Ga4Source, 'kind' | 'dimension'>): string {
  if (source.kind === 'experience_impression') return EXPERIENCE_VARIANT_DIMENSION;
  if (source.kind === 'page_path') return 'pagePath';
  return source.dimension;
}

/**
 * The first pattern of the report without its identifying value, as the field to name (values.N.value)
 * and the message, or null when every pattern has one.
 */
export function missingGa4Value(
  source: Ga4Source,
  patterns: readonly { pattern: number; name: string }[],
): { field: string; message: string } | null {
  for (const pattern of patterns) {
    const index = source.values.findIndex((row) => row.pattern === pattern.pattern);
    if (index >= 0 && source.values[index]?.value) continue;
    const at = index >= 0 ? index : source.values.length;
    return {
      field: `values.${at}.value`,
      message: ga4SourceMessages.missingValue(ga4ValueLabels[source.kind], patternLabel(pattern)),
    };
  }
  return null;
}

/** One row of GA4's answer: the dimension's value and the two metrics (users, conversions). */
export interface Ga4PatternRow {
  value: string;
  users: number;
  conversions: number;
}

/**
 * The counts of each pattern from GA4's rows. GA4 leaves out a row whose metrics are all zero, so a
 * pattern without a row counted nobody (0). Two rows of one value (GA4 does not send them, a split
 * report might) add up. Conversions are kept as GA4 counted them, even above the users:
 * moreConversionsThanUsers says so rather than the figure being cut down unseen.
 */
export function patternCountsFromRows(
  source: Ga4Source,
  patterns: readonly { pattern: number; name: string }[],
  rows: readonly Ga4PatternRow[],
): FetchedPattern[] {
  const totals = new Map<string, { users: number; conversions: number }>();
  for (const row of rows) {
    const total = totals.get(row.value) ?? { users: 0, conversions: 0 };
    totals.set(row.value, { users: total.users + row.users, conversions: total.conversions + row.conversions });
  }
  return patterns.map((pattern) => {
    const value = source.values.find((row) => row.pattern === pattern.pattern)?.value ?? '';
    const total = totals.get(value) ?? { users: 0, conversions: 0 };
    return {
      pattern: pattern.pattern,
      label: patternLabel(pattern),
      value,
      users: total.users,
      conversions: total.conversions,
    };
  });
}

/**
 * The reason GA4's counts cannot be a test's, or null: more people converted than were counted for
 * the pattern, which happens when the value that tells the patterns apart does not reach the
 * exposure and the key event alike (an event-scoped parameter sent with only one of them).
 */
export function moreConversionsThanUsers(counts: readonly FetchedPattern[]): string | null {
  const over = counts.find((row) => row.conversions > row.users);
  if (!over) return null;
  return `${over.label}のCV数（${formatThousands(over.conversions)}人）が訪問数（${formatThousands(over.users)}人）を上回りました。パターンを見分ける値がコンバージョンのイベントにも付いているか（ユーザースコープのカスタムディメンションなど）を確かめてください`;
}
