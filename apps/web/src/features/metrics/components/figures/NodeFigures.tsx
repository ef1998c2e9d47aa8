import { metricValueText } from '@kaizen/domain';
import { Badge, Button, Group, Text } from '@mantine/core';
import type { MetricBinding, MetricNodeFigures, MetricUnit } from '@kaizen/domain';
import { IconChartLine } from '@tabler/icons-react';
import { achievementColors, achievementLabels, achievementText, gapText } from '../../format';
import { useMetrics } from '../context';
import { Sparkline } from './Sparkline';

/** The figures of a bound node: actual (or why there is none), target, achievement, trend. */
export function FiguresLine({
  figures,
  name,
  unit,
  size = 'xs',
  nameOf,
}: {
  figures: MetricNodeFigures;
  name: string;
  unit: MetricUnit;
  size?: 'xs' | 'sm';
  nameOf: (metricId: number) => string | undefined;
}) {
  const level = figures.achievement_level;
  return (
    <Group gap={8} wrap="wrap" align="center" data-testid="metric-figures">
      <Text size={size} fw={700} span>
        <Text span size={size} c="dimmed" fw={400}>
          {name}{' '}
        </Text>
        {figures.actual !== null ? (
          metricValueText(figures.actual, unit)
        ) : (
          <Text span size={size} c="dimmed" fw={400} data-testid="metric-gap">
            {figures.actual_gap ? gapText(figures.actual_gap, nameOf) : 'データなし'}
          </Text>
        )}
      </Text>
      {figures.actual_derived ? (
        <Badge size="xs" variant="outline" color="gray.8" title="計算式から算出した値です">
          算出
        </Badge>
      ) : null}
      <Text size={size} span>
        <Text span size={size} c="dimmed">
          目標{' '}
        </Text>
        {metricValueText(figures.target, unit)}
        {figures.target_source === 'formula' ? (
          <Text span size={size} c="dimmed">
            （算出）
          </Text>
        ) : null}
      </Text>
      {level && figures.achievement !== null ? (
        <Badge
          size="sm"
          variant="light"
          color={achievementColors[level]}
          c="dark.8"
          data-level={level}
          data-testid="metric-achievement"
        >
          {`達成率 ${achievementText(figures.achievement)}・${achievementLabels[level]}`}
        </Badge>
      ) : null}
      <Sparkline months={figures.sparkline} unit={unit} name={name} />
    </Group>
  );
}

/**
 * A KGI's or KPI's figures beside its title, and for those who may edit, 「指標を設定」. Shows nothing
 * outside a MetricsProvider or while the 表示項目 switch hides the figures.
 */
export function NodeMetricFigures({ binding, subject }: { binding: MetricBinding; subject: string }) {
  const metrics = useMetrics();
  if (!metrics || !metrics.showFigures) return null;
  const figures = metrics.figuresOf(binding);
  const metric = figures ? metrics.metric(figures.metric_id) : undefined;
  const nameOf = (id: number) => metrics.metric(id)?.name;
  return (
    <Group gap={8} wrap="wrap" align="center">
      {figures && metric ? (
        <FiguresLine figures={figures} name={metric.name} unit={metric.unit} nameOf={nameOf} />
      ) : null}
      {metrics.canEdit ? (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconChartLine size={12} />}
          aria-label={`${subject}の指標を設定`}
          onClick={() => metrics.openSetup({ binding, subject })}
        >
          指標を設定
        </Button>
      ) : null}
    </Group>
  );
}
