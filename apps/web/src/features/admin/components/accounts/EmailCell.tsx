import { Badge, Group, Text } from '@mantine/core';
import type { UserListEntry } from '@kaizen/domain';

/** An account's address with whether its owner confirmed it, and how many other accounts share it. */
export function EmailCell({ user }: { user: UserListEntry }) {
  if (!user.email) return <Text size="sm">未登録</Text>;
  return (
    <Group gap={4} wrap="wrap">
      <Text size="sm">{user.email}</Text>
      {user.email_confirmed ? null : (
        <Badge size="sm" variant="light" color="orange">
          確認待ち
        </Badge>
      )}
      {user.email_shared_count > 0 ? (
        <Badge size="sm" variant="light" color="blue">
          他{user.email_shared_count}件と共通
        </Badge>
      ) : null}
    </Group>
  );
}
