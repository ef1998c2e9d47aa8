import { CSV_EMPTY_MESSAGE, csvColumns, csvRecords, csvRowErrorSchema, type CsvRowError } from '../common/csv.js';
import { idSchema } from '../common/ids.js';
import { parseNumberInput } from '../common/numbers.js';
import { z } from '../common/zod.js';
import { patternLabel } from './rules.js';
import {
  patternCountsIssues,
  patternCountsLabels,
  patternCountsSchema,
  type PatternCountsInput,
  type UpdateResultsRequest,
} from './verification-data.js';

/**
 * Issue 32 §1: a measure report's counts from a CSV, one row per pattern, read as the analytics
 * figures CSV is (analytics/csv-import.ts): every row checked, each error naming its line and column,
 * and nothing taken while any row is wrong.
 */

/** A report has at most a handful of patterns: a few hundred bytes. */
export const RESULTS_CSV_MAX_BYTES = 64 * 1024;

export const resultsCsvMessages = {
  empty: CSV_EMPTY_MESSAGE,
  missing: 'CSVファイルを選んでください',
  tooLarge: 'CSVは64KB以下のファイルにしてください',
  hasErrors: 'CSVに読めない行があるため、何も取り込んでいません。エラーの行を直してからもう一度お試しください',
  preview: (patterns: number) => `${patterns}パターン分の数値を取り込めます。内容を確かめてから取り込んでください`,
  imported: (patterns: number) => `${patterns}パターン分の検証データを取り込みました`,
} as const;

// The counts only: the planned split is the test's plan, set on the screen, not a figure of the file.
const { planned_share: _plan, ...countLabels } = patternCountsLabels;
const LABELS = { pattern: 'パターン', ...countLabels } as const;
type Column = keyof typeof LABELS;
/** The headings each column may carry: the screen's words and the API's field names. */
const COLUMNS: Record<Column, readonly string[]> = {
  pattern: [LABELS.pattern, 'pattern'],
  users: [LABELS.users, 'users'],
  conversions: [LABELS.conversions, 'conversions'],
  value_sum: [LABELS.value_sum, 'value_sum'],
  value_sum_squares: [LABELS.value_sum_squares, 'value_sum_squares'],
};
type CountColumn = Exclude<Column, 'pattern'>;
const isColumn = (value: unknown): value is Column => typeof value === 'string' && value in LABELS;

/** The template a user downloads. */
export const RESULTS_CSV_HEADER = Object.values(LABELS);

export const resultsCsvRowSchema = z.object({
  /** Line number in the file (the heading is line 1). */
  line: z.number().int(),
  pattern: z.number().int(),
  /** The pattern as the report names it. */
  label: z.string(),
  users: z.number().int(),
  conversions: z.number().int(),
  /** Absent when the file has no such column: the stored figure is kept. */
  value_sum: z.number().nullable().optional(),
  value_sum_squares: z.number().nullable().optional(),
});
export type ResultsCsvRow = z.infer<typeof resultsCsvRowSchema>;

/**
 * Which of the report's patterns a cell names: its number ("2", "パターン2", full-width too) or its
 * name as the report shows it. Null when it names none of them.
 */
function patternOf(text: string, patterns: readonly { pattern: number; name: string }[]): number | null {
  const normalized = text.normalize('NFKC').trim();
  const number = /^(?:パターン\s*)?(\d{1,3})$/.exec(normalized)?.[1];
  if (number !== undefined) return patterns.find((p) => p.pattern === Number(number))?.pattern ?? null;
  return patterns.find((p) => p.name.normalize('NFKC').trim() === normalized)?.pattern ?? null;
}

/**
 * Reads the results CSV (heading row + one row per pattern) against the report's patterns. A pattern
 * the report does not have, or one given twice, is an error on its line.
 */
export function parseResultsCsv(
  text: string,
  patterns: readonly { pattern: number; name: string }[],
): { rows: ResultsCsvRow[]; errors: CsvRowError[] } {
  const [heading, ...records] = csvRecords(text);
  const empty = (line: number) => ({
    rows: [],
    errors: [{ line, column: '', value: '', message: 'CSVにデータの行がありません' }],
  });
  if (!heading) return empty(1);
  const columns = csvColumns(heading, COLUMNS, LABELS, ['pattern', 'users', 'conversions']);
  if (columns.missing.length > 0) return { rows: [], errors: columns.missing };
  if (records.length === 0) return empty(heading.line + 1);

  const rows: ResultsCsvRow[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Map<number, number>();
  for (const { cells, line } of records) {
    const cellOf = (column: Column) => columns.cellOf(cells, column);
    const rowErrors: CsvRowError[] = [];
    const fail = (column: Column, message: string) =>
      rowErrors.push({ line, column: columns.nameOf(column), value: cellOf(column), message });

    const patternText = cellOf('pattern');
    const pattern = patternOf(patternText, patterns);
    if (patternText === '') fail('pattern', 'パターンを入力してください');
    else if (pattern === null) fail('pattern', `「${patternText}」というパターンはこのレポートにありません`);
    else if (seen.has(pattern)) fail('pattern', `パターン${pattern}は${seen.get(pattern)}行目と重複しています`);
    else seen.set(pattern, line);

    const figure = (column: CountColumn, required: boolean): number | null | undefined => {
      if (!columns.has(column)) return undefined;
      const text = cellOf(column);
      if (text === '') {
        if (required) fail(column, `${LABELS[column]}を入力してください`);
        return null;
      }
      const value = parseNumberInput(text);
      if (value === null) fail(column, `${LABELS[column]}は数値で入力してください`);
      return value;
    };
    const counts: PatternCountsInput = {
      pattern: pattern ?? 1,
      users: figure('users', true) ?? null,
      conversions: figure('conversions', true) ?? null,
      value_sum: figure('value_sum', false),
      value_sum_squares: figure('value_sum_squares', false),
    };
    if (rowErrors.length === 0) {
      // The rules update_results applies, each named by the column the file gave it.
      const checked = patternCountsSchema.safeParse(counts);
      const issues = checked.success
        ? patternCountsIssues(counts)
        : checked.error.issues.map((issue) => ({ field: issue.path[0], message: issue.message }));
      for (const issue of issues) {
        fail(isColumn(issue.field) ? issue.field : 'pattern', issue.message);
      }
    }
    if (rowErrors.length > 0 || pattern === null || counts.users === null || counts.conversions === null) {
      errors.push(...rowErrors);
      continue;
    }
    const name = patterns.find((p) => p.pattern === pattern)?.name ?? '';
    rows.push({
      line,
      pattern,
      label: patternLabel({ name, pattern }),
      users: counts.users,
      conversions: counts.conversions,
      ...(counts.value_sum === undefined ? {} : { value_sum: counts.value_sum }),
      ...(counts.value_sum_squares === undefined ? {} : { value_sum_squares: counts.value_sum_squares }),
    });
  }
  return { rows, errors };
}

/** The update_results request the rows make: the counts of the patterns the file names, the control kept. */
export function resultsRequestOf(measureId: number, rows: readonly ResultsCsvRow[]): UpdateResultsRequest {
  return {
    measure_id: measureId,
    patterns: rows.map(({ line: _line, label: _label, ...counts }) => counts),
  };
}

/**
 * POST measure_reports/import_results (multipart: measure_id, dry_run, file), as analytics/import_csv:
 * dry_run 1 answers the preview and saves nothing; dry_run 0 saves every row at once, or — when any
 * row has an error — answers 400 with the same errors and saves nothing.
 */
export const importResultsFieldsSchema = z.object({
  measure_id: idSchema,
  dry_run: z.enum(['0', '1'], { error: 'dry_runは0か1で指定してください' }).default('1'),
});
export const importResultsResponseSchema = z.object({
  rows: z.array(resultsCsvRowSchema),
  errors: z.array(csvRowErrorSchema),
  saved: z.boolean(),
  message: z.string(),
});
export type ImportResultsResponse = z.infer<typeof importResultsResponseSchema>;
