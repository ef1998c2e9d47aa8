import { Badge, Button, Table, Text } from '@mantine/core';
import { shareLinkStateLabels, type ShareLink } from '@kaizen/domain';
import { formatDateTime } from '../../../lib/dates';
import { useRevokeShareLink } from '../api/share-links';

const stateColor = { active: 'teal', expired: 'gray', revoked: 'red' } as const;

/** The item's links: when made and by whom, 期限, パスワード, 閲覧数, 最終閲覧, state, and 取り消す while live. */
export function ShareLinkList({ links }: { links: ShareLink[] }) {
  const revoke = useRevokeShareLink();
  if (links.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        共有リンクはまだありません
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={6} aria-label="共有リンク一覧">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>作成</Table.Th>
            <Table.Th>期限</Table.Th>
            <Table.Th>パスワード</Table.Th>
            <Table.Th>閲覧数</Table.Th>
            <Table.Th>最終閲覧</Table.Th>
            <Table.Th>状態</Table.Th>
            <Table.Th aria-label="操作" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => (
            <Table.Tr key={link.id} data-testid="share-link-row">
              <Table.Td>
                {formatDateTime(link.created_at)}
                {link.created_by ? (
                  <Text span size="xs" c="dimmed" display="block">
                    {link.created_by}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{formatDateTime(link.expires_at)}</Table.Td>
              <Table.Td>{link.has_password ? 'あり' : 'なし'}</Table.Td>
              <Table.Td>{link.view_count}回</Table.Td>
              <Table.Td>{link.last_viewed_at ? formatDateTime(link.last_viewed_at) : '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={stateColor[link.state]} radius="sm">
                  {shareLinkStateLabels[link.state]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {link.state === 'active' ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={revoke.isPending && revoke.variables === link.id}
                    onClick={() => revoke.mutate(link.id)}
                  >
                    取り消す
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
