import type { Timing } from './measure.js';

/** One line of a bench table: a call's timing beside its floor, and an optional note (e.g. the answer's size). */
export interface BenchRow {
  label: string;
  timing: Timing;
  floor?: Timing;
  note?: string;
}

const ms = (value: number) => value.toFixed(3);

/** The rows as an aligned text table: the label left, the figures right (a note column only when a row has one). */
export function formatTable(title: string, rows: BenchRow[]): string {
  const notes = rows.some((row) => row.note !== undefined);
  const header = ['', 'median ms', 'p95 ms', 'floor ms', '× floor', ...(notes ? ['response'] : [])];
  const cells = rows.map((row) => [
    row.label,
    ms(row.timing.median),
    ms(row.timing.p95),
    row.floor ? ms(row.floor.median) : '',
    row.floor ? `×${(row.timing.median / row.floor.median).toFixed(1)}` : '',
    ...(notes ? [row.note ?? ''] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((cell) => (cell[i] ?? '').length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => (i === 0 ? value.padEnd(widths[i] ?? 0) : value.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [title, line(header), '-'.repeat(line(header).length), ...cells.map(line)].join('\n');
}
