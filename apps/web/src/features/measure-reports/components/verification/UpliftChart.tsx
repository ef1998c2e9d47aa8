import { formatInterval, formatUplift, type MeasureStats } from '@kaizen/domain';
import { Bar, BarChart, Cell, ErrorBar, ReferenceLine, XAxis, YAxis } from 'recharts';

const WIDTH = 560;
const ROW_HEIGHT = 40;
const AXIS_HEIGHT = 32;
/** Theme shades that hold 3 : 1 against white as graphics (WCAG 1.4.11). */
const GAIN = '#087f5b';
const LOSS = '#c92a2a';

interface Row {
  label: string;
  uplift: number;
  /** Distances below and above the uplift to the interval's ends, as ErrorBar reads them. */
  spread: [number, number];
}

/**
 * Each pattern's uplift against the control with its interval (issue 32 §3): a bar from zero to the
 * uplift and the interval as whiskers. A fixed width, so the printed report draws it the same.
 */
export function UpliftChart({ stats, labelOf }: { stats: MeasureStats; labelOf: (pattern: number) => string }) {
  const rows: Row[] = stats.patterns.flatMap((p) =>
    p.uplift === null || p.uplift_ci === null
      ? []
      : [
          {
            label: labelOf(p.pattern),
            uplift: p.uplift,
            spread: [p.uplift - p.uplift_ci[0], p.uplift_ci[1] - p.uplift],
          },
        ],
  );
  if (rows.length === 0) return null;
  const reach = Math.max(
    ...rows.map((r) => Math.max(Math.abs(r.uplift - r.spread[0]), Math.abs(r.uplift + r.spread[1]))),
  );
  const bound = Math.ceil(reach * 20) / 20 || 0.05;
  const summary = stats.patterns
    .filter((p) => p.uplift !== null)
    .map((p) => `${labelOf(p.pattern)}: ${formatUplift(p.uplift)}（${formatInterval(p.uplift_ci)}）`)
    .join('、');
  return (
    <figure role="img" aria-label={`元案に対する改善率と区間。${summary}`} style={{ margin: 0 }}>
      <BarChart
        width={WIDTH}
        height={AXIS_HEIGHT + rows.length * ROW_HEIGHT}
        data={rows}
        layout="vertical"
        margin={{ top: 4, right: 24, bottom: 4, left: 8 }}
      >
        <XAxis
          type="number"
          domain={[-bound, bound]}
          tickFormatter={(value: number) => formatUplift(value, 0)}
          fontSize={12}
        />
        <YAxis type="category" dataKey="label" width={140} fontSize={12} />
        <ReferenceLine x={0} stroke="#5c636a" />
        <Bar dataKey="uplift" barSize={14} isAnimationActive={false}>
          {rows.map((row) => (
            <Cell key={row.label} fill={row.uplift >= 0 ? GAIN : LOSS} />
          ))}
          <ErrorBar dataKey="spread" direction="x" width={8} stroke="#212529" strokeWidth={1.5} />
        </Bar>
      </BarChart>
    </figure>
  );
}
