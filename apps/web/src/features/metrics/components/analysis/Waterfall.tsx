import { metricValueText, signedValueText } from '@kaizen/domain';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { Metric, MetricContribution } from '@kaizen/domain';
import { waterfallBars } from './waterfall-bars';

const BAR = 56;
const GAP = 28;
const HEIGHT = 180;
const TOP = 22;
const BOTTOM = 40;

/**
 * The KGI's change between the two periods as steps, one per driver, summing to the change; a table
 * of the same for screen readers. A step is green when it moved the KGI its good way.
 */
export function Waterfall({
  contribution,
  kgi,
  periods,
  nameOf,
}: {
  contribution: MetricContribution;
  kgi: Metric;
  periods: { base: string; current: string };
  nameOf: (metricId: number) => string | undefined;
}) {
  const bars = waterfallBars(contribution);
  const values = bars.flatMap((b) => [b.from, b.to]);
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const span = max - min || 1;
  const y = (value: number) => TOP + ((max - value) / span) * (HEIGHT - TOP - BOTTOM);
  const width = bars.length * (BAR + GAP) + GAP;
  const good = (amount: number) => (kgi.direction === 'higher' ? amount >= 0 : amount <= 0);
  const label = (bar: (typeof bars)[number]) =>
    bar.key === 'base' ? periods.base : bar.key === 'current' ? periods.current : (nameOf(bar.metricId ?? 0) ?? '指標');
  const change = contribution.current - contribution.base;
  const caption = `${kgi.name}の変化の内訳（${periods.base} → ${periods.current}）`;

  return (
    <figure style={{ margin: 0 }}>
      <div style={{ overflowX: 'auto' }}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={`${caption}：${periods.base} ${metricValueText(contribution.base, kgi.unit)}、${bars
            .filter((b) => b.kind === 'step')
            .map((b) => `${label(b)} ${signedValueText(b.to - b.from, kgi.unit)}`)
            .join('、')}、${periods.current} ${metricValueText(contribution.current, kgi.unit)}`}
        >
          <line x1={0} x2={width} y1={y(0)} y2={y(0)} stroke="var(--mantine-color-gray-5)" />
          {bars.map((bar, i) => {
            const x = GAP + i * (BAR + GAP);
            const top = y(Math.max(bar.from, bar.to));
            const height = Math.max(1, Math.abs(y(bar.from) - y(bar.to)));
            const amount = bar.to - bar.from;
            const fill =
              bar.kind === 'total'
                ? 'var(--mantine-color-blue-7)'
                : good(amount)
                  ? 'var(--mantine-color-teal-7)'
                  : 'var(--mantine-color-red-7)';
            const text = bar.kind === 'total' ? metricValueText(bar.to, kgi.unit) : signedValueText(amount, kgi.unit);
            return (
              <g key={bar.key}>
                <rect x={x} y={top} width={BAR} height={height} fill={fill} />
                <text x={x + BAR / 2} y={top - 6} textAnchor="middle" fontSize={10} fill="var(--mantine-color-dark-7)">
                  {text}
                </text>
                <text
                  x={x + BAR / 2}
                  y={HEIGHT - BOTTOM + 16}
                  textAnchor="middle"
                  fontSize={11}
                  fill="var(--mantine-color-dark-7)"
                >
                  {label(bar)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <Text component="figcaption" size="xs" c="dimmed">
        {caption}：差は{signedValueText(change, kgi.unit)}。各指標の寄与の合計はこの差に一致します。
      </Text>
      <VisuallyHidden>
        <Table aria-label={`${caption}の表`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">項目</Table.Th>
              <Table.Th scope="col">値・寄与</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bars.map((bar) => (
              <Table.Tr key={bar.key}>
                <Table.Th scope="row">{label(bar)}</Table.Th>
                <Table.Td>
                  {bar.kind === 'total'
                    ? metricValueText(bar.to, kgi.unit)
                    : signedValueText(bar.to - bar.from, kgi.unit)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </figure>
  );
}
