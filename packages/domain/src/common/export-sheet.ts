import { toCsv } from './csv.js';
import { withoutNoise } from './display-figures.js';

/**
 * How a column's cells are read: text as text, numbers as numbers, a percent as a ratio (0.125 is
 * 12.5%), a date as `YYYY-MM-DD`. Excel gets real numbers and dates; CSV gets the same values as text.
 */
export type ExportKind = 'text' | 'number' | 'percent' | 'date';

export interface ExportColumn {
  header: string;
  kind?: ExportKind;
}

/** A cell: null is empty. A text in a number column (— for no value) stays text. */
export type ExportValue = string | number | null;

/**
 * One table of a download, written once per export and saved as CSV or as a worksheet of an Excel
 * workbook (decisions/0046).
 */
export interface ExportSheet {
  name: string;
  columns: ExportColumn[];
  rows: ExportValue[][];
}

/** A person's name for a user id (an assignee); an id no longer known gives undefined. */
export type PersonName = (userId: number) => string | undefined;

/** The names of the people it knows, joined as a Japanese list (、). */
export const personNames = (ids: readonly number[] | undefined, personName: PersonName): string =>
  (ids ?? [])
    .map(personName)
    .filter((name): name is string => Boolean(name))
    .join('、');

function csvValue(value: ExportValue, kind: ExportKind): string | number | null {
  if (kind === 'percent' && typeof value === 'number') return `${withoutNoise(value * 100)}%`;
  return value;
}

/** The sheet as CSV text (BOM, CRLF); a percent is written as Excel reads one, `12.5%`. */
export function exportSheetToCsv(sheet: ExportSheet): string {
  const kinds = sheet.columns.map((column) => column.kind ?? 'text');
  return toCsv(
    sheet.columns.map((column) => column.header),
    sheet.rows.map((row) => row.map((value, i) => csvValue(value, kinds[i] ?? 'text'))),
  );
}

/** A `YYYY-MM-DD` value as the UTC midnight Excel stores as a whole day; null for anything else. */
/** A percent figure (12.5) as the ratio a percent column holds (0.125), without binary noise. */
export const percentRatio = (percent: number) => withoutNoise(percent / 100);

export function exportDate(value: ExportValue): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Columns a full-width character takes in Excel's default font: two, as a half-width one takes one. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text)
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u.test(
        char,
      )
        ? 2
        : 1;
  return width;
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Each column's width in Excel's character units: its longest line, within reason. */
export function exportColumnWidths(sheet: ExportSheet): number[] {
  return sheet.columns.map((column, i) => {
    let widest = displayWidth(column.header);
    for (const row of sheet.rows) {
      const value = row[i];
      if (value === null || value === undefined) continue;
      const text = column.kind === 'date' ? '0000/00/00' : String(value);
      for (const line of text.split('\n')) widest = Math.max(widest, displayWidth(line));
    }
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
  });
}

const SHEET_NAME_MAX = 31;

/** The text cut to `max` UTF-16 units (Excel's count), never inside a surrogate pair. */
function clip(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

/**
 * Names Excel accepts for the sheets, in order: at most 31 characters, none of : \ / ? * [ ], not
 * empty, and no two the same (Excel compares them ignoring case).
 */
export function excelSheetNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base =
      name
        .replace(/[:\\/?*[\]]/g, '・')
        .replace(/^'+|'+$/g, '')
        .trim() || 'シート';
    let candidate = clip(base, SHEET_NAME_MAX);
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
      const suffix = `（${n}）`;
      candidate = clip(base, SHEET_NAME_MAX - suffix.length) + suffix;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
