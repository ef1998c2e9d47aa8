import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { SalesGoalChange } from '@kaizen/domain';
import { formatDateTime } from '../../../../lib/dates';

/** Who changed which goal when, and from what to what (newest first, as the server lists them). */
export function GoalHistory({ history }: { history: SalesGoalChange[] }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          目標の変更履歴
        </Title>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            変更履歴はまだありません
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560} maxHeight={320}>
            <Table aria-label="目標の変更履歴" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={140}>日時</Table.Th>
                  <Table.Th w={120}>変更した人</Table.Th>
                  <Table.Th w={80}>項目</Table.Th>
                  <Table.Th>変更前 → 変更後</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.map((change) => (
                  <Table.Tr key={change.id}>
                    <Table.Td>{formatDateTime(change.created_at)}</Table.Td>
                    <Table.Td>{change.user_name ?? '（削除されたユーザー）'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={change.action_target === '目標' ? 'blue' : 'grape'}>
                        {change.action_target}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                      <Text span size="sm" c="dimmed">
                        {change.before || '（なし）'}
                      </Text>
                      {' → '}
                      <Text span size="sm">
                        {change.after || '（なし）'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
