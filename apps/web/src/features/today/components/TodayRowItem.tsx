import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMarkMentionRead } from '../api/today';
import type { TodayRow } from './today-rows';

/** One line: its kind, the item (a link to it), and where and when — the project left out when grouped by it. */
export function TodayRowItem({ row, showProject }: { row: TodayRow; showProject: boolean }) {
  const overdue = row.section === 'overdue';
  const markRead = useMarkMentionRead();
  const commentId = row.commentId;
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="baseline" py={4}>
      <Badge variant="light" color={overdue ? 'red' : 'gray'} size="sm" style={{ flexShrink: 0 }}>
        {row.kind}
      </Badge>
      <Anchor
        component={Link}
        to={row.href}
        fw={600}
        size="sm"
        style={{ minWidth: 0 }}
        onClick={commentId === undefined ? undefined : () => markRead.mutate(commentId)}
      >
        {row.title}
      </Anchor>
      {row.note && (
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {row.note}
        </Text>
      )}
      <Group gap="xs" ml="auto" wrap="nowrap" style={{ flexShrink: 0 }}>
        {showProject && (
          <Text size="xs" c="dimmed">
            {row.projectName}
          </Text>
        )}
        {row.dateLabel && (
          <Text size="xs" c={overdue ? 'red.8' : 'dimmed'} fw={overdue ? 700 : 400}>
            {row.dateLabel}
          </Text>
        )}
      </Group>
    </Group>
  );
}
