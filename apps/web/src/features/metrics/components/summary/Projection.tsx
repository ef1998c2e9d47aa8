import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  metricValueText,
  PROJECTION_HEADING,
  projectionMethodNote,
  upliftPercentText,
  type Metric,
  type MetricProjection,
} from '@kaizen/domain';

/** 「採用した施策の効果見込み（年間）」: each adopted measure's effect carried to the KGI, with the method. */
export function Projection({ projection, kgi }: { projection: MetricProjection; kgi: Metric }) {
  const range = (low: number | null, high: number | null) =>
    low !== null && high !== null ? `（${metricValueText(low, kgi.unit)}〜${metricValueText(high, kgi.unit)}）` : '';
  const anyEstimated = projection.measures.some((m) => m.estimated);
  return (
    <Stack gap={6} component="section" aria-labelledby="projection-heading">
      <Title order={3} fz="sm" id="projection-heading">
        {PROJECTION_HEADING}
      </Title>
      {projection.measures.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="projection-total">
          効果を見込める採用済みの施策はまだありません。
        </Text>
      ) : (
        <>
          <Text fw={700} data-testid="projection-total">
            {kgi.name} {metricValueText(projection.annual, kgi.unit)}
            <Text span size="sm" fw={400}>
              {range(projection.annual_low, projection.annual_high)}
            </Text>
          </Text>
          <List size="sm" spacing={2}>
            {projection.measures.map((m) => (
              <List.Item key={m.measure_id}>
                <Group gap={6} wrap="wrap">
                  <Text span size="sm">
                    {m.measure}：上昇率 {upliftPercentText(m.uplift)}、年間 {metricValueText(m.annual, kgi.unit)}
                    {range(m.annual_low, m.annual_high)}
                  </Text>
                  {m.estimated ? (
                    <Badge size="xs" variant="outline" color="gray.8">
                      見込み
                    </Badge>
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Text size="xs" c="dimmed">
        {projectionMethodNote(anyEstimated)}
      </Text>
    </Stack>
  );
}
