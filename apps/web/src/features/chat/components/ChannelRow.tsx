import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { chatAudienceLabels, chatServiceLabels, notificationKindLabels, type ChatChannel } from '@kaizen/domain';
import { IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/dates';

/** The last post: 送信済み with its time, or 失敗 with the reason and time; 未送信 before any. */
function LastResult({ channel }: { channel: ChatChannel }) {
  const at = channel.last_at ? `（${formatDateTime(channel.last_at)}）` : '';
  if (channel.last_status === 'sent') {
    return (
      <Text size="xs" c="teal.8" data-testid="chat-result">
        送信済み{at}
      </Text>
    );
  }
  if (channel.last_status === 'failed') {
    return (
      <Text size="xs" c="red.8" data-testid="chat-result">
        失敗: {channel.last_error}
        {at}
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed" data-testid="chat-result">
      未送信
    </Text>
  );
}

/** One room of the list: what it receives, where, its last result, and テスト送信・編集・削除. */
export function ChannelRow({
  channel,
  companyName,
  testing,
  onTest,
  onEdit,
  onDelete,
}: {
  channel: ChatChannel;
  companyName: string;
  testing: boolean;
  onTest: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const secret = channel.service === 'chatwork' ? 'トークン' : 'Webhook URL';
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      py="xs"
      aria-label={channel.name}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text fw={500} size="sm">
            {channel.name}
          </Text>
          <Badge size="xs" variant="light">
            {chatServiceLabels[channel.service]}
          </Badge>
          <Badge size="xs" variant="light" color={channel.audience === 'staff' ? 'gray' : 'orange'}>
            {chatAudienceLabels[channel.audience]}
          </Badge>
          {channel.scope === 'company' ? (
            <Badge size="xs" variant="outline" color="gray">
              {companyName}の全プロジェクト
            </Badge>
          ) : null}
        </Group>
        <Text size="xs">{channel.kinds.map((kind) => notificationKindLabels[kind]).join('、')}</Text>
        <Text size="xs" c="dimmed">
          {secret}: 末尾 {channel.secret_hint}
          {channel.room_id ? `・ルームID ${channel.room_id}` : ''}
        </Text>
        <LastResult channel={channel} />
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Button size="xs" variant="default" leftSection={<IconSend size={14} />} loading={testing} onClick={onTest}>
          テスト送信
        </Button>
        <Tooltip label="編集" withArrow>
          <ActionIcon variant="subtle" aria-label={`${channel.name}を編集`} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="削除" withArrow>
          <ActionIcon variant="subtle" color="red" aria-label={`${channel.name}を削除`} onClick={onDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
