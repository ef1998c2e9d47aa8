import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { monthLabel, signedValueText } from '@kaizen/domain';
import { useMetricTree } from '../../api/metrics';
import { comparisonLabels, gapText, topMovers } from '../../format';
import { FiguresLine } from '../figures/NodeFigures';
import { Projection } from './Projection';

/**
 * The KGI at a glance, for the dashboard and the overview: its figure for the latest month with data,
 * the change from the month before and the drivers that moved it most, and the projected effect of
 * the adopted measures. Nothing while the KGI has no metric.
 */
export function KgiMetricSummary({ projectId, headingLevel = 2 }: { projectId: number; headingLevel?: 2 | 3 }) {
  const tree = useMetricTree(projectId, undefined, 'previous_month');
  const data = tree.data;
  const figures = data?.nodes.find((n) => n.binding.node === 'kgi');
  const kgi = figures ? data?.metrics.find((m) => m.id === figures.metric_id) : undefined;
  if (!data || !figures || !kgi) return null;
  const nameOf = (id: number) => data.metrics.find((m) => m.id === id)?.name;
  const movers = topMovers(data.contribution);
  const change = figures.base !== null && figures.current !== null ? figures.current - figures.base : null;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="kgi-figures-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={headingLevel} fz="lg" id="kgi-figures-heading">
            KGIの数値
          </Title>
          <Text size="sm" c="dimmed">
            {monthLabel(data.month)}
          </Text>
        </Group>
        <FiguresLine figures={figures} name={kgi.name} unit={kgi.unit} size="sm" nameOf={nameOf} />
        {change !== null ? (
          <Text size="sm" data-testid="kgi-change">
            {comparisonLabels.previous_month} {signedValueText(change, kgi.unit)}
          </Text>
        ) : figures.actual_gap ? (
          <Text size="sm" c="dimmed">
            {gapText(figures.actual_gap, nameOf)}
          </Text>
        ) : null}
        {movers.length > 0 ? (
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              主な要因
            </Text>
            <List size="sm" spacing={2} aria-label="KGIを動かした主な要因">
              {movers.map((mover) => (
                <List.Item key={mover.metric_id}>
                  {nameOf(mover.metric_id) ?? '指標'}：{kgi.name}に {signedValueText(mover.amount, kgi.unit)}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {data.projection ? <Projection projection={data.projection} kgi={kgi} /> : null}
      </Stack>
    </Card>
  );
}
