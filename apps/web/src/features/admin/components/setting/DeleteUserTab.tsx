import { Button, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { useMe } from '../../../auth/public';
import { useDeleteUser, userDeletionMessage, useUsers } from '../../api/users';
import { ReadOnlyNote } from './ReadOnlyNote';
import { UserSelect } from './UserSelect';

/** ユーザー削除 (管理者): the user is signed out at once; what they wrote stays, shown as a deleted user. */
export function DeleteUserTab({ editable }: { editable: boolean }) {
  return editable ? <DeleteUserForm /> : <ReadOnlyNote>ユーザーの削除は管理者のみ行えます</ReadOnlyNote>;
}

function DeleteUserForm() {
  const me = useMe();
  const users = useUsers();
  const remove = useDeleteUser();
  const [userId, setUserId] = useState<string | null>(null);
  const chosen = users.data?.find((user) => String(user.user_id) === userId);

  const confirmDelete = () => {
    if (!chosen) return;
    confirmDeletion({
      title: 'ユーザーの削除',
      message: userDeletionMessage(chosen),
      onConfirm: () => remove.mutate(chosen.user_id, { onSuccess: () => setUserId(null) }),
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        削除したユーザーはすぐにログアウトされ、ログインできなくなります。作成した内容は残り、削除済みのユーザーとして表示されます。
      </Text>
      <UserSelect label="削除するユーザー" value={userId} onChange={setUserId} excludeIds={[me.id]} />
      <div>
        <Button
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={!chosen}
          loading={remove.isPending}
          onClick={confirmDelete}
        >
          削除する
        </Button>
      </div>
    </Stack>
  );
}
