/** UTF-8 byte order mark: without it Excel reads Japanese text in a CSV as garbage. */
export const CSV_BOM = '\uFEFF';

type Cell = string | number | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  // A text that starts like a formula would run as one in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file's text: BOM, header, rows, CRLF line ends (RFC 4180). */
export function toCsv(header: string[], rows: Cell[][]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
