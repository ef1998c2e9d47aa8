import { monthLabel, type MetricMonth, type MetricUnit, metricValueText } from '@kaizen/domain';

const WIDTH = 84;
const HEIGHT = 22;
const PAD = 2;

/** The line's runs: a month without a value breaks it, so a gap is never drawn as a slope. */
export function sparklineRuns(months: MetricMonth[]): { x: number; y: number }[][] {
  const values = months.map((m) => m.value).filter((v): v is number => v !== null && Number.isFinite(v));
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = months.length > 1 ? (WIDTH - PAD * 2) / (months.length - 1) : 0;
  const runs: { x: number; y: number }[][] = [];
  let run: { x: number; y: number }[] = [];
  months.forEach((month, i) => {
    if (month.value === null || !Number.isFinite(month.value)) {
      if (run.length) runs.push(run);
      run = [];
      return;
    }
    const y = max === min ? HEIGHT / 2 : HEIGHT - PAD - ((month.value - min) / span) * (HEIGHT - PAD * 2);
    run.push({ x: PAD + i * step, y: Math.round(y * 100) / 100 });
  });
  if (run.length) runs.push(run);
  return runs;
}

/** Twelve months as a small line; its accessible name reads every month's value (or データなし). */
export function Sparkline({ months, unit, name }: { months: MetricMonth[]; unit: MetricUnit; name: string }) {
  const runs = sparklineRuns(months);
  const spoken = months.map(
    (m) => `${monthLabel(m.month)} ${m.value === null ? 'データなし' : metricValueText(m.value, unit)}`,
  );
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${name}の12か月の推移：${spoken.join('、')}`}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {runs.map((run) =>
        run.length === 1 ? (
          <circle key={run[0]?.x} cx={run[0]?.x} cy={run[0]?.y} r={1.5} fill="var(--mantine-color-blue-7)" />
        ) : (
          <polyline
            key={run[0]?.x}
            points={run.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke="var(--mantine-color-blue-7)"
            strokeWidth={1.5}
          />
        ),
      )}
    </svg>
  );
}
