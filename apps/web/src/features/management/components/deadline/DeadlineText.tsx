import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDay } from '../../../../lib/dates';

/** 期限 as a tree row shows it; an overdue one in red with 期限超過, as the status table marks it. */
export function DeadlineText({ deadLine, overdue }: { deadLine: string; overdue: boolean }) {
  if (!overdue) {
    return (
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        期限 {formatDay(deadLine)}
      </Text>
    );
  }
  return (
    <Group gap={2} wrap="nowrap" c="red.8" data-overdue>
      <IconAlertTriangle size={12} aria-hidden />
      <Text size="xs" fw={700} style={{ whiteSpace: 'nowrap' }}>
        期限 {formatDay(deadLine)}（期限超過）
      </Text>
    </Group>
  );
}
