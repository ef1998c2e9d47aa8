import {
  ActionIcon,
  Badge,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  describeNotification,
  notificationKindLabels,
  notificationPath,
  type Notification,
  type NotificationKind,
} from '@kaizen/domain';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import classes from './NotificationsPanel.module.css';

const kindLabel = (kind: string) => notificationKindLabels[kind as NotificationKind] ?? 'お知らせ';

function NotificationItem({ n, onOpen }: { n: Notification; onOpen: () => void }) {
  return (
    <div role="listitem" data-unread={!n.is_read || undefined}>
      <UnstyledButton component={Link} to={notificationPath(n)} onClick={onOpen} className={classes.item}>
        <Stack gap={2}>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Badge size="xs" variant="light" color={n.kind === 'kgi' ? 'teal' : 'blue'}>
              {kindLabel(n.kind)}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDateTime(n.created_at)}
            </Text>
          </Group>
          <Text size="sm" fw={n.is_read ? 400 : 700}>
            {describeNotification(n)}
          </Text>
          <Text size="xs" c="dimmed">
            {n.project_name}・{n.action_page}
          </Text>
        </Stack>
      </UnstyledButton>
    </div>
  );
}

/**
 * The header's notifications, in every area: what others changed in the projects the user may see,
 * newest first, each naming its project and opening the item it is about; opening the panel marks
 * them read.
 */
export function NotificationsPanel() {
  const [opened, setOpened] = useState(false);
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = data?.unread_count ?? 0;
  const open = (next: boolean) => {
    setOpened(next);
    if (next && unread > 0) markRead.mutate();
  };
  return (
    // The list is a dialog beside the bell, rendered elsewhere in the page: without the trap a keyboard
    // user could not Tab into its links (issue 38); Escape gives the focus back to the bell.
    <Popover
      opened={opened}
      onChange={open}
      position="bottom-end"
      width={380}
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Tooltip label="通知" withArrow disabled={opened}>
          <Indicator
            // The button's name says the count; the dot repeating it would be read twice.
            label={<span aria-hidden>{unread}</span>}
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
          通知
        </Text>
        {!data || data.notifications.length === 0 ? (
          <Text size="sm" c="dimmed" px="xs" py="sm">
            通知はまだありません
          </Text>
        ) : (
          <ScrollArea.Autosize mah={400} type="auto">
            <Stack gap={2} role="list">
              {data.notifications.map((n) => (
                <NotificationItem key={n.id} n={n} onOpen={() => setOpened(false)} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
