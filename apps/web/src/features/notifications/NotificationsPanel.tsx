import { ActionIcon, Badge, Group, Indicator, Popover, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { describeNotification, notificationKindLabels, type NotificationKind } from '@kaizen/domain';
import { IconBell } from '@tabler/icons-react';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useState } from 'react';
import { useMarkNotificationsRead, useNotifications } from './api/notifications';

dayjs.extend(relativeTime);

const kindLabel = (kind: string) => notificationKindLabels[kind as NotificationKind] ?? kind;

/** The header's notification panel for the project on screen: unread count, newest first; opening it marks them read. */
export function NotificationsPanel({ projectId }: { projectId: number }) {
  const [opened, setOpened] = useState(false);
  const { data } = useNotifications(projectId);
  const markRead = useMarkNotificationsRead(projectId);
  const unread = data?.unread_count ?? 0;
  const open = (next: boolean) => {
    setOpened(next);
    if (next && unread > 0) markRead.mutate();
  };
  return (
    <Popover opened={opened} onChange={open} position="bottom-end" width={360} shadow="md" withArrow>
      <Popover.Target>
        <Tooltip label="通知" withArrow disabled={opened}>
          <Indicator
            label={unread}
            size={16}
            disabled={unread === 0}
            color="red"
            offset={4}
            data-testid="notification-count"
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={unread > 0 ? `通知（未読${unread}件）` : '通知'}
              onClick={() => open(!opened)}
            >
              <IconBell size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label="通知一覧">
        <Text size="xs" fw={700} c="dimmed" px="xs" pb={4}>
          このプロジェクトの通知
        </Text>
        {!data || data.notifications.length === 0 ? (
          <Text size="sm" c="dimmed" px="xs" py="sm">
            通知はまだありません
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap={6} role="list">
              {data.notifications.map((n) => (
                <Stack key={n.id} gap={2} px="xs" py={4} role="listitem" data-unread={!n.is_read || undefined}>
                  <Group gap={6} justify="space-between" wrap="nowrap">
                    <Badge size="xs" variant="light" color={n.kind === 'kgi' ? 'teal' : 'blue'}>
                      {kindLabel(n.kind)}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {dayjs(n.created_at).locale('ja').fromNow()}
                    </Text>
                  </Group>
                  <Text size="sm" fw={n.is_read ? 400 : 700}>
                    {describeNotification(n)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {n.action_page}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
