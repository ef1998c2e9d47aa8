import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatShownFigure, type SimulationFigures, type SimulationInput } from '@kaizen/domain';
import { formatFigure } from '../../format';

type FunnelRecord = Pick<SimulationInput, 'session'> & SimulationFigures;

const stages = [
  { key: 'session', label: 'セッション', unit: '', kind: 'count' },
  { key: 'cv', label: 'CV', unit: '', kind: 'count' },
  { key: 'target_contract_cnt', label: '成約', unit: '', kind: 'count' },
  { key: 'target_sales', label: '売上', unit: '円', kind: 'yen' },
] as const;

const series = [
  { name: '現状', color: 'blue.6' },
  { name: '目標', color: 'orange.6' },
];

/**
 * The funnel セッション → CV → 成約 → 売上, 現状 beside 目標. Sessions run to millions while contracts
 * may be tens, so each stage is its own small chart on its own scale: one shared axis would flatten
 * the later stages to nothing. Drawn from the saved records (the server's figures).
 */
export function FunnelChart({ current, goal }: { current: FunnelRecord | null; goal: FunnelRecord | null }) {
  if (!current && !goal) return null;
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          ファネル比較（現状と目標）
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          {stages.map((stage, index) => {
            const data = [{ stage: stage.label, 現状: current?.[stage.key] ?? 0, 目標: goal?.[stage.key] ?? 0 }];
            const shown = (value: number | undefined) => formatShownFigure(value, stage.kind);
            const summary = `${stage.label}: 現状 ${shown(current?.[stage.key])}${stage.unit}、目標 ${shown(goal?.[stage.key])}${stage.unit}`;
            return (
              <Stack key={stage.key} gap={4} role="figure" aria-label={summary}>
                <Text size="sm" fw={700}>
                  {index > 0 ? '→ ' : ''}
                  {stage.label}
                  {stage.unit ? `（${stage.unit}）` : ''}
                </Text>
                <BarChart
                  h={180}
                  data={data}
                  dataKey="stage"
                  series={series}
                  withLegend={index === 0}
                  withXAxis={false}
                  withBarValueLabel
                  valueFormatter={shown}
                  // Headroom above the taller bar, so its value label is not cut off.
                  yAxisProps={{ width: 64, padding: { top: 24 }, tickFormatter: (value: number) => compact(value) }}
                  tooltipAnimationDuration={0}
                  barProps={{ isAnimationActive: false }}
                />
              </Stack>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** Axis ticks in 万 and 億 so they fit: 1,200,000 → 120万. */
function compact(value: number): string {
  if (Math.abs(value) >= 100_000_000) return `${formatFigure(value / 100_000_000)}億`;
  if (Math.abs(value) >= 10_000) return `${formatFigure(value / 10_000)}万`;
  return formatFigure(value);
}
