import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { chatMessages, isStaffRoleNum, type ChatChannel } from '@kaizen/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDeletion } from '../../../components/confirm-deletion';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { useMe } from '../../auth/public';
import { useChatChannels, useDeleteChatChannel, useTestChatChannel } from '../api/chat-channels';
import { ChannelDialog } from './ChannelDialog';
import { ChannelRow } from './ChannelRow';

function Channels({ projectId }: { projectId: number }) {
  const { data, isPending, error } = useChatChannels(projectId);
  const remove = useDeleteChatChannel(projectId);
  const test = useTestChatChannel(projectId);
  // undefined: closed; null: a new channel; a channel: its edit.
  const [editing, setEditing] = useState<ChatChannel | null | undefined>(undefined);
  if (error) return <RouteErrorContent error={error} />;
  const companyName = data?.company_name ?? '';

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={chatMessages.sectionTitle}
      className="no-print"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="lg">
              {chatMessages.sectionTitle}
            </Title>
            <Text size="xs" c="dimmed">
              選んだ種類の通知を Slack・Microsoft Teams・Chatwork
              のルームに送ります。クライアントも見るルームには、クライアントが見られる通知だけが届きます。
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} disabled={isPending}>
            チャット連携を追加
          </Button>
        </Group>
        {isPending ? (
          <Skeleton h={60} />
        ) : data.channels.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            まだチャット連携はありません。
          </Text>
        ) : (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="チャット連携一覧">
            {data.channels.map((channel) => (
              <ChannelRow
                key={channel.id}
                channel={channel}
                companyName={companyName}
                testing={test.isPending && test.variables === channel.id}
                onTest={() => test.mutate(channel.id)}
                onEdit={() => setEditing(channel)}
                onDelete={() =>
                  confirmDeletion({
                    title: 'チャット連携を削除',
                    message:
                      channel.scope === 'company'
                        ? `「${channel.name}」を削除しますか？${companyName}の全プロジェクトの通知が届かなくなります。`
                        : `「${channel.name}」を削除しますか？このルームに通知が届かなくなります。`,
                    onConfirm: () => remove.mutate(channel.id),
                  })
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
      {editing !== undefined ? (
        <ChannelDialog
          projectId={projectId}
          companyName={companyName}
          channel={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Card>
  );
}

/**
 * チャット連携 on the project setting page (decisions/0043): staff only — a client user of the project
 * sees nothing of it (the server answers them 403).
 */
export function ChatChannelsSection({ projectId }: { projectId: number }) {
  const me = useMe();
  if (!isStaffRoleNum(me.role_num)) return null;
  return <Channels projectId={projectId} />;
}
