import { csvColumns, csvRecords, csvRowErrorSchema, type CsvRowError } from '../common/csv.js';
import { idSchema } from '../common/ids.js';
import { parseNumberInput } from '../common/numbers.js';
import { FIGURE_MAX, isPlausibleFigure } from './figures.js';
import { z } from '../common/zod.js';
import { analyticsMessages } from './messages.js';
import { MONTH_PATTERN } from './months.js';

/** CSV files larger than this are refused (a few years of months is a few kilobytes). */
export const FIGURES_CSV_MAX_BYTES = 1024 * 1024;

/** The columns of the figures CSV and the headings each may carry (first match wins). */
const COLUMNS = {
  month: ['年月', '月', 'month'],
  sessions: ['セッション数', 'セッション', 'sessions'],
  cv1: ['CV1', 'コンバージョン1', 'cv1'],
  cv2: ['CV2', 'コンバージョン2', 'cv2'],
  cv3: ['CV3', 'コンバージョン3', 'cv3'],
  transactions: ['成約数', '取引数', 'transactions'],
  revenue: ['売上', '収益', 'revenue'],
} as const;
type Column = keyof typeof COLUMNS;
const LABELS: Record<Column, string> = {
  month: '年月',
  sessions: 'セッション数',
  cv1: 'CV1',
  cv2: 'CV2',
  cv3: 'CV3',
  transactions: '成約数',
  revenue: '売上',
};

/** The template a user downloads: the headings in the order the import reads them best. */
export const FIGURES_CSV_HEADER = Object.values(LABELS);

export interface FiguresCsvRow {
  /** Line number in the file (the heading is line 1). */
  line: number;
  month: string;
  sessions: number;
  cv1: number | null;
  cv2: number | null;
  cv3: number | null;
  transactions: number | null;
  revenue: number | null;
}

/** '2026-04', '2026/4', '2026年4月', '2026/04/01' → '2026-04'; null when not a month. */
export function readMonth(text: string): string | null {
  const match = /^(\d{4})\s*[-/年.]\s*(\d{1,2})\s*(月|[-/.]\s*\d{1,2}\s*日?)?$/.exec(text.normalize('NFKC').trim());
  if (!match) return null;
  const month = `${match[1]}-${(match[2] ?? '').padStart(2, '0')}`;
  return MONTH_PATTERN.test(month) ? month : null;
}

/**
 * A CSV row's month: read as people write it, and refused when it is none or repeats an earlier
 * line's (`seen`: month → line, filled as rows are read). A month is remembered even when another
 * cell of its row is wrong: a later line of the same month is still a duplicate once that cell is
 * fixed, and the preview should say so now.
 */
export function readMonthCell(
  text: string,
  line: number,
  column: string,
  seen: Map<string, number>,
): { month: string | null; error: CsvRowError | null } {
  const month = readMonth(text);
  if (!month)
    return { month: null, error: { line, column, value: text, message: '年月は 2026-04 のように入力してください' } };
  const first = seen.get(month);
  if (first !== undefined) {
    return { month: null, error: { line, column, value: text, message: `${month}は${first}行目と重複しています` } };
  }
  seen.set(month, line);
  return { month, error: null };
}

/**
 * Reads the figures CSV (heading row + one row per month). Every row is checked; a row with an error
 * is reported with its line, column and reason and is never half-taken. A month given twice is an
 * error on its second line.
 */
export function parseFiguresCsv(text: string): { rows: FiguresCsvRow[]; errors: CsvRowError[] } {
  const [heading, ...records] = csvRecords(text);
  if (!heading) return { rows: [], errors: [{ line: 1, column: '', value: '', message: analyticsMessages.csvEmpty }] };
  const columns = csvColumns(heading, COLUMNS, LABELS, ['month', 'sessions']);
  if (columns.missing.length > 0) return { rows: [], errors: columns.missing };
  if (records.length === 0)
    return {
      rows: [],
      errors: [{ line: heading.line + 1, column: '', value: '', message: analyticsMessages.csvEmpty }],
    };
  const rows: FiguresCsvRow[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Map<string, number>();
  records.forEach(({ cells: record, line }) => {
    const cellOf = (column: Column) => columns.cellOf(record, column);
    const rowErrors: CsvRowError[] = [];
    const { month, error } = readMonthCell(cellOf('month'), line, columns.nameOf('month'), seen);
    if (error) rowErrors.push(error);
    const figure = (column: Exclude<Column, 'month'>, required: boolean): number | null => {
      const text = cellOf(column);
      if (text === '') {
        if (required)
          rowErrors.push({
            line,
            column: columns.nameOf(column),
            value: '',
            message: `${LABELS[column]}を入力してください`,
          });
        return null;
      }
      const value = parseNumberInput(text);
      const problem =
        value === null || value < 0
          ? 'は0以上の数値で入力してください'
          : value > FIGURE_MAX
            ? 'は1兆以下で入力してください'
            : !isPlausibleFigure(value)
              ? 'は整数で入力してください'
              : null;
      if (value === null || problem !== null) {
        rowErrors.push({ line, column: columns.nameOf(column), value: text, message: `${LABELS[column]}${problem}` });
        return null;
      }
      return value;
    };
    const row = {
      line,
      month: month ?? '',
      sessions: figure('sessions', true) ?? 0,
      cv1: figure('cv1', false),
      cv2: figure('cv2', false),
      cv3: figure('cv3', false),
      transactions: figure('transactions', false),
      revenue: figure('revenue', false),
    };
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      return;
    }
    rows.push(row);
  });
  return { rows, errors };
}

/**
 * POST analytics/import_csv (multipart: project_id, dry_run, file). dry_run 1 answers the preview
 * and saves nothing; dry_run 0 saves every row in one transaction, or — when any row has an error —
 * answers 400 with the same errors and saves nothing.
 */
export const importCsvFieldsSchema = z.object({
  project_id: idSchema,
  dry_run: z.enum(['0', '1'], { error: 'dry_runは0か1で指定してください' }).default('1'),
});
export const figuresCsvRowSchema = z.object({
  line: z.number().int(),
  month: z.string(),
  sessions: z.number(),
  cv1: z.number().nullable(),
  cv2: z.number().nullable(),
  cv3: z.number().nullable(),
  transactions: z.number().nullable(),
  revenue: z.number().nullable(),
  /** The month already has stored figures, which this import replaces. */
  replaces: z.boolean(),
});
export const importCsvResponseSchema = z.object({
  rows: z.array(figuresCsvRowSchema),
  errors: z.array(csvRowErrorSchema),
  saved: z.boolean(),
  message: z.string(),
});
export type ImportCsvResponse = z.infer<typeof importCsvResponseSchema>;
