import { CSV_EMPTY_MESSAGE, csvColumns, csvRecords, csvRowErrorSchema, type CsvRowError } from '../common/csv.js';
import { formatThousands, parseNumberInput } from '../common/numbers.js';
import { z } from '../common/zod.js';
import { readMonthCell } from '../analytics/csv-import.js';

/**
 * A manual metric's months from a CSV (issue 35 §1, decisions/0044): the analytics figures import's
 * rules — the same month headings and forms, UTF-8 or Shift_JIS, every row checked, a month given
 * twice refused on its second line, nothing taken while any row is refused.
 */

/** As the figures CSV: a few years of months is a few kilobytes. */
export const METRIC_CSV_MAX_BYTES = 1024 * 1024;

/** As many months as one typed save takes (putMetricMonthsRequestSchema). */
export const METRIC_CSV_MAX_MONTHS = 120;

/** The magnitude a typed month may have (metricMonthValueSchema): beyond it is a slip, not a figure. */
export const METRIC_VALUE_MAX = 1e13;

/** The month column carries the figures CSV's headings, so one file's 年月 reads the same in both. */
const COLUMNS = {
  month: ['年月', '月', 'month'],
  value: ['値', '実績', 'value'],
} as const;
type Column = keyof typeof COLUMNS;
const LABELS: Record<Column, string> = { month: '年月', value: '値' };

/** The template's headings. */
export const METRIC_CSV_HEADER = Object.values(LABELS);

export const metricCsvMessages = {
  empty: CSV_EMPTY_MESSAGE,
  missing: 'CSVファイルを選んでください',
  tooLarge: 'CSVは1MB以下のファイルにしてください',
  tooMany: `一度に取り込めるのは${METRIC_CSV_MAX_MONTHS}か月分までです。ファイルを分けてください`,
  hasErrors: 'CSVに読めない行があるため、何も取り込んでいません。エラーの行を直してからもう一度お試しください',
  manualOnly: '実績を入力できるのは手入力の指標だけです',
  preview: (months: number) => `${months}か月分の実績を取り込めます。内容を確かめてから取り込んでください`,
  imported: (months: number) => `${months}か月分の実績を取り込みました`,
} as const;

export interface MetricCsvRow {
  /** Line number in the file (the heading is line 1). */
  line: number;
  month: string;
  value: number;
}

const valueProblem = (value: number | null): string | null =>
  value === null
    ? '値は数値で入力してください'
    : Math.abs(value) > METRIC_VALUE_MAX
      ? `値は-${formatThousands(METRIC_VALUE_MAX)}から${formatThousands(METRIC_VALUE_MAX)}の間で入力してください`
      : null;

/**
 * Reads a manual metric's CSV (heading row with 年月 and 値, one row per month). A value is read as a
 * person types it (full-width digits, thousands separators, a trailing % or 円) and may be negative or
 * fractional, as the typed months may. A row with an error is reported with its line, column and
 * reason and is never half-taken.
 */
export function parseMetricCsv(text: string): { rows: MetricCsvRow[]; errors: CsvRowError[] } {
  const [heading, ...records] = csvRecords(text);
  if (!heading) return { rows: [], errors: [{ line: 1, column: '', value: '', message: metricCsvMessages.empty }] };
  const columns = csvColumns(heading, COLUMNS, LABELS, ['month', 'value']);
  if (columns.missing.length > 0) return { rows: [], errors: columns.missing };
  if (records.length === 0) {
    return { rows: [], errors: [{ line: heading.line + 1, column: '', value: '', message: metricCsvMessages.empty }] };
  }
  const rows: MetricCsvRow[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Map<string, number>();
  records.forEach(({ cells, line }) => {
    const rowErrors: CsvRowError[] = [];
    const { month, error } = readMonthCell(columns.cellOf(cells, 'month'), line, columns.nameOf('month'), seen);
    if (error) rowErrors.push(error);
    const valueText = columns.cellOf(cells, 'value');
    const value = valueText === '' ? null : parseNumberInput(valueText);
    const problem = valueText === '' ? '値を入力してください' : valueProblem(value);
    if (problem !== null) rowErrors.push({ line, column: columns.nameOf('value'), value: valueText, message: problem });
    if (rowErrors.length > 0 || month === null || value === null) {
      errors.push(...rowErrors);
      return;
    }
    rows.push({ line, month, value });
  });
  // Counted over the months read: a file of too many is refused whole, on the first line past the limit.
  const over = rows[METRIC_CSV_MAX_MONTHS];
  if (over) errors.push({ line: over.line, column: '', value: '', message: metricCsvMessages.tooMany });
  return { rows, errors };
}

/**
 * POST metrics/:id/import_csv (multipart: dry_run, file). dry_run 1 answers the preview and saves
 * nothing; dry_run 0 saves every row in one transaction, or — when any row has an error — answers
 * 400 with the same errors and saves nothing.
 */
export const importMetricCsvFieldsSchema = z.object({
  dry_run: z.enum(['0', '1'], { error: 'dry_runは0か1で指定してください' }).default('1'),
});
export const metricCsvRowSchema = z.object({
  line: z.number().int(),
  month: z.string(),
  value: z.number(),
  /** The month already has a typed value, which this import replaces. */
  replaces: z.boolean(),
});
export const importMetricCsvResponseSchema = z.object({
  rows: z.array(metricCsvRowSchema),
  errors: z.array(csvRowErrorSchema),
  saved: z.boolean(),
  message: z.string(),
});
export type ImportMetricCsvResponse = z.infer<typeof importMetricCsvResponseSchema>;
