import Papa from 'papaparse';
import { z } from './zod.js';

/** A CSV import's answer when the file holds no data row under its heading. */
export const CSV_EMPTY_MESSAGE = 'CSVにデータの行がありません';

/**
 * The text of a CSV file as Excel in Japan writes it: UTF-8 (with or without BOM) or Shift_JIS
 * (Windows-31J). Bytes that are not valid UTF-8 are read as Shift_JIS — TextDecoder knows both in
 * browsers and in Node.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('shift_jis').decode(bytes);
  }
}

/** A heading as compared with the names a column may carry: width, spaces and case folded. */
const normalizeCsvHeading = (text: string) => text.normalize('NFKC').replace(/\s/g, '').toLowerCase();

/**
 * The records of the file with the line each starts on, blank lines left out. The line is counted
 * here rather than from the record's index: a blank line or a quoted cell spanning lines would
 * otherwise shift every later line number an error names.
 */
export function csvRecords(text: string): { cells: string[]; line: number }[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const records: { cells: string[]; line: number }[] = [];
  let line = 1;
  for (const cells of parsed.data) {
    if (cells.some((cell) => cell.trim() !== '')) records.push({ cells, line });
    line += 1 + cells.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);
  }
  return records;
}

/** One reason a CSV import refuses a row: its line, the column's heading as the file names it. */
export const csvRowErrorSchema = z.object({
  line: z.number().int(),
  /** '' for the whole row or file. */
  column: z.string(),
  value: z.string(),
  message: z.string(),
});
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

/**
 * The columns of a CSV by its heading row: where each sits (found by any of its names, folded as
 * normalizeCsvHeading), a record's cell in it ('' when the file has no such column), the column's
 * name as the file writes it (its label when absent), and an error for each required one missing.
 */
export function csvColumns<C extends string>(
  heading: { cells: string[]; line: number },
  names: Record<C, readonly string[]>,
  labels: Record<C, string>,
  required: readonly NoInfer<C>[],
) {
  const columns = Object.keys(names) as C[];
  const indexOf = Object.fromEntries(
    columns.map((column) => {
      const folded = names[column].map(normalizeCsvHeading);
      return [column, heading.cells.findIndex((cell) => folded.includes(normalizeCsvHeading(cell)))];
    }),
  ) as Record<C, number>;
  const missing: CsvRowError[] = required
    .filter((column) => indexOf[column] < 0)
    .map((column) => ({
      line: heading.line,
      column: labels[column],
      value: '',
      message: `見出しに「${labels[column]}」の列がありません`,
    }));
  return {
    missing,
    has: (column: C) => indexOf[column] >= 0,
    cellOf: (cells: string[], column: C) => (indexOf[column] < 0 ? '' : (cells[indexOf[column]] ?? '').trim()),
    nameOf: (column: C) => (indexOf[column] < 0 ? labels[column] : (heading.cells[indexOf[column]] ?? '').trim()),
  };
}

/** UTF-8 byte order mark: without it Excel reads Japanese text in a CSV as garbage. */
export const CSV_BOM = '\uFEFF';

type Cell = string | number | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  // A text that starts like a formula would run as one in a spreadsheet; a plain number (-1.10) would not.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file's text: BOM, header, rows, CRLF line ends (RFC 4180). */
export function toCsv(header: string[], rows: Cell[][]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
