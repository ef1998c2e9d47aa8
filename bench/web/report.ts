/** Median and maximum of a few runs. */
export function stats(samples: number[]): { median: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median, max: sorted.at(-1) ?? 0 };
}

export const int = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(1));

/** One line of a section: timings (median, max in ms) or a plain value. */
export type Line = { label: string; samples: number[]; note?: string } | { label: string; value: string };

/** A titled, aligned block: label, median ms, max ms, note. */
export function section(title: string, lines: Line[]): string {
  const cells = lines.map((line) => {
    if ('value' in line) return [line.label, '', '', line.value];
    const { median, max } = stats(line.samples);
    return [line.label, ms(median), ms(max), line.note ?? ''];
  });
  const header = ['', 'median ms', 'max ms', ''];
  const widths = [0, 1, 2].map((i) => Math.max((header[i] ?? '').length, ...cells.map((c) => (c[i] ?? '').length)));
  const row = (c: string[]) =>
    [
      (c[0] ?? '').padEnd(widths[0] ?? 0),
      (c[1] ?? '').padStart(widths[1] ?? 0),
      (c[2] ?? '').padStart(widths[2] ?? 0),
      c[3] ?? '',
    ]
      .join('  ')
      .trimEnd();
  return [title, row(header), ...cells.map(row)].join('\n');
}
