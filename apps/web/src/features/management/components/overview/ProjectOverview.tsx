import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { statusCounts, type ManagementTree, type MasterItem } from '@kaizen/domain';
import { IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { NodeMetricFigures } from '../../../metrics/public';
import { useManagement } from '../context';
import { statusColors } from '../../../../components/editors/StatusBadge';
import { formatPeriod } from '../../../../lib/dates';
import focus from '../../../../components/focus-target/focus-target.module.css';
import { focusProps, useFocusAnchor } from '../../../../components/focus-target/use-focus-anchor';

function Counts({ label, counts, items }: { label: string; counts: Map<number | null, number>; items: MasterItem[] }) {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return (
    <Stack gap={4} data-testid={`counts-${label}`}>
      <Text size="xs" c="dimmed">
        {label} <b>{total}</b>
      </Text>
      <Group gap={4}>
        {items
          .filter((item) => counts.get(item.id))
          .map((item) => (
            <Badge key={item.id} size="sm" variant="light" color={item.class ? statusColors[item.class] : 'gray'}>
              {item.name} {counts.get(item.id)}
            </Badge>
          ))}
        {counts.get(null) ? (
          <Badge size="sm" variant="outline" color="gray">
            未設定 {counts.get(null)}
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}

/** The project overview: KGI, purpose, period, and how many KPIs, tasks and measures are in each status. */
export function ProjectOverview({
  tree,
  onEditKgi,
}: {
  /** null while the tree is still loading: the counts wait for it. */
  tree: ManagementTree | null;
  onEditKgi: () => void;
}) {
  const { info, canEdit } = useManagement();
  // A KGI notification opens the tree here: the overview is the KGI's place.
  const focused = useFocusAnchor();
  const counts = useMemo(() => (tree ? statusCounts(tree.kpi_array, tree.non_kpi_task) : null), [tree]);
  const { kgi } = info;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label="プロジェクト概要"
      className={focus.target}
      {...focusProps('kgi', focused)}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Badge color="teal" variant="filled" radius="sm">
              KGI
            </Badge>
            <Text fw={700} data-testid="kgi-title">
              {kgi.kgi || '未設定'}
            </Text>
          </Group>
          {kgi.kgi ? <NodeMetricFigures binding={{ node: 'kgi' }} subject={`KGI「${kgi.kgi}」`} /> : null}
          {kgi.start_line || kgi.dead_line ? (
            <Text size="sm" c="dimmed" data-testid="kgi-period">
              期間：{formatPeriod(kgi.start_line, kgi.dead_line)}
            </Text>
          ) : null}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="kgi-purpose">
            <Text span c="dimmed" size="sm">
              目的：
            </Text>
            {kgi.purpose || '未設定'}
          </Text>
        </Stack>
        {canEdit ? (
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={onEditKgi}>
            KGI・目的を編集
          </Button>
        ) : null}
      </Group>
      {counts ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
          <Counts label="KPI" counts={counts.kpi} items={info.status} />
          <Counts label="課題" counts={counts.task} items={info.status} />
          <Counts label="施策" counts={counts.measure} items={info.measure_status} />
        </SimpleGrid>
      ) : null}
    </Card>
  );
}
