import { Button, Table, Text } from '@mantine/core';
import type { Group } from '@kaizen/domain';
import { useRemoveGroupUser } from '../../api/groups';

/** The members of a group (氏名, アカウント, 会社名), each with 外す for editors. */
export function GroupMembers({ group, editable }: { group: Group; editable: boolean }) {
  const removeUser = useRemoveGroupUser();
  if (group.users.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        このグループにはまだユーザーがいません。
      </Text>
    );
  }
  return (
    <Table aria-label={`${group.name}のメンバー`} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>氏名</Table.Th>
          <Table.Th>アカウント</Table.Th>
          <Table.Th>会社名</Table.Th>
          {editable ? <Table.Th w={80} /> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {group.users.map((user) => (
          <Table.Tr key={user.user_id}>
            <Table.Td>{user.user_name}</Table.Td>
            <Table.Td>{user.account}</Table.Td>
            <Table.Td>{user.company_name}</Table.Td>
            {editable ? (
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`${user.user_name}をグループから外す`}
                  disabled={removeUser.isPending}
                  onClick={() => removeUser.mutate({ group_id: group.id, user_id: user.user_id })}
                >
                  外す
                </Button>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
