import { monthLabel } from '@kaizen/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { comparisonLabels, comparisonPeriods } from '../../format';
import { useMetrics } from '../context';
import { PeriodControls } from './PeriodControls';
import { Sensitivity } from './Sensitivity';
import { Waterfall } from './Waterfall';
import { WhatIf } from './WhatIf';

/**
 * KGIの分析 on the management page: the period, what moved the KGI (waterfall), what would move it
 * most (sensitivity), and a what-if for those who may edit. Hidden with the figures by 表示項目, and
 * while the KGI has no metric. The charts fold away (folded at first, as this browser last left
 * them): the page is where the tree is worked on, and open they would push it below the screen.
 */
export function KgiAnalysisSection() {
  const metrics = useMetrics();
  const [open, setOpen] = useLocalStorage({ key: 'kaizen.kgiAnalysisOpen', defaultValue: false });
  if (!metrics || !metrics.showFigures || !metrics.data) return null;
  const { data, month } = metrics;
  const kgiFigures = metrics.figuresOf({ node: 'kgi' });
  const kgi = kgiFigures ? metrics.metric(kgiFigures.metric_id) : undefined;
  // Until the KGI has a metric there is nothing to analyse: its 「指標を設定」 is the way in.
  if (!kgi) return null;
  const nameOf = (id: number) => metrics.metric(id)?.name;
  const periods = month ? comparisonPeriods(month, metrics.comparison) : null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="kgi-analysis-heading">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="md" id="kgi-analysis-heading">
            KGIの分析
          </Title>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-expanded={open}
            aria-controls={open ? 'kgi-analysis-body' : undefined}
            rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            onClick={() => setOpen(!open)}
          >
            {open ? '内訳と試算を閉じる' : '内訳と試算を表示'}
          </Button>
        </Group>
        <PeriodControls />
        {open ? (
          <Stack gap="md" id="kgi-analysis-body">
            <Stack gap={6}>
              <Title order={3} fz="sm">
                KGIの変化の内訳（{comparisonLabels[metrics.comparison]}）
              </Title>
              {data.contribution && periods ? (
                <Waterfall contribution={data.contribution} kgi={kgi} periods={periods} nameOf={nameOf} />
              ) : (
                <Text size="sm" c="dimmed">
                  比べる両方の期間に値がある計算式の指標をKGIに設定すると、変化の内訳が表示されます。
                </Text>
              )}
            </Stack>
            <Stack gap={6}>
              <Title order={3} fz="sm">
                各指標を10%改善するとKGIは
              </Title>
              <Sensitivity rows={data.sensitivity} kgi={kgi} metric={metrics.metric} />
            </Stack>
            {metrics.canEdit && month && data.sensitivity.length > 0 ? (
              <Stack gap={6}>
                <Title order={3} fz="sm">
                  試算（{monthLabel(month)}の値を変えると）
                </Title>
                {/* key: another month's drivers start from that month's values. */}
                <WhatIf
                  key={`${month}-${data.sensitivity.map((d) => `${d.metric_id}:${d.value}`).join(',')}`}
                  projectId={metrics.projectId}
                  month={month}
                  drivers={data.sensitivity}
                  metric={metrics.metric}
                />
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
