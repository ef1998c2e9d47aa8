import { Alert, Button, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { deliveryStatusLabels, deliveryStatuses, mailMessages, type DeliveryStatus } from '@kaizen/domain';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { useDeliveries, useRetryDelivery } from '../api/deliveries';

const kindLabels: Record<string, string> = {
  email_confirmation: 'アドレス確認',
  password_reset: 'パスワード再設定',
  digest: '週次ダイジェスト',
};

/**
 * メール送信状況 (管理者): what waits, what failed and why, and what went; a failed message can be
 * sent again. Only the subject is shown, never what a message carries.
 */
export function DeliveriesTab() {
  const [status, setStatus] = useState<DeliveryStatus>('failed');
  const list = useDeliveries(status);
  const retry = useRetryDelivery();
  const counts = list.data?.counts;
  return (
    <Stack gap="md">
      {list.data && !list.data.mail_enabled ? (
        <Alert color="yellow" variant="light">
          {mailMessages.mailOff}
        </Alert>
      ) : null}
      <SegmentedControl
        aria-label="表示する送信状況"
        value={status}
        onChange={(value) => setStatus(value as DeliveryStatus)}
        data={deliveryStatuses.map((s) => ({
          value: s,
          label: counts ? `${deliveryStatusLabels[s]}（${counts[s]}件）` : deliveryStatusLabels[s],
        }))}
        w="fit-content"
      />
      {list.data ? (
        list.data.deliveries.length === 0 ? (
          <Text size="sm">{deliveryStatusLabels[status]}のメッセージはありません。</Text>
        ) : (
          <Table striped aria-label={`${deliveryStatusLabels[status]}のメッセージ`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>登録日時</Table.Th>
                <Table.Th>宛先</Table.Th>
                <Table.Th>件名</Table.Th>
                <Table.Th>{status === 'sent' ? '送信日時' : status === 'failed' ? '失敗の理由' : '次の送信'}</Table.Th>
                {status === 'failed' ? <Table.Th>操作</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.deliveries.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{formatDateTime(d.created_at)}</Table.Td>
                  <Table.Td>
                    {d.recipient_name ?? ''}
                    <Text size="xs">{d.target}</Text>
                  </Table.Td>
                  <Table.Td>
                    {d.subject}
                    <Text size="xs">{[kindLabels[d.kind], d.project_name].filter(Boolean).join('・')}</Text>
                  </Table.Td>
                  <Table.Td>
                    {status === 'sent' && d.sent_at ? formatDateTime(d.sent_at) : null}
                    {status === 'pending' ? formatDateTime(d.next_attempt_at) : null}
                    {status !== 'sent' && d.last_error ? (
                      <Text size="xs" c={status === 'failed' ? 'red.8' : undefined}>
                        {d.last_error}（{d.attempts}回試行）
                      </Text>
                    ) : null}
                  </Table.Td>
                  {status === 'failed' ? (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`「${d.subject}」を再送`}
                        loading={retry.isPending && retry.variables === d.id}
                        onClick={() => retry.mutate(d.id)}
                      >
                        再送
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      ) : (
        <Loader aria-label="読み込み中" />
      )}
    </Stack>
  );
}
