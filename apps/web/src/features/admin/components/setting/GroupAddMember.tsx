import { Button, Group as Row, Select } from '@mantine/core';
import type { Group } from '@kaizen/domain';
import { useState } from 'react';
import { useAddGroupUser } from '../../api/groups';
import { useUsers } from '../../api/users';
import { userOptions } from './user-options';

/** Adds a user who is not yet in the group: a searchable list of the others. */
export function GroupAddMember({ group }: { group: Group }) {
  const users = useUsers();
  const addUser = useAddGroupUser();
  const [userId, setUserId] = useState<string | null>(null);
  const memberIds = new Set(group.users.map((user) => user.user_id));
  const candidates = (users.data ?? []).filter((user) => !memberIds.has(user.user_id));

  const submit = () => {
    if (userId === null) return;
    addUser.mutate({ group_id: group.id, user_id: Number(userId) }, { onSuccess: () => setUserId(null) });
  };

  return (
    <Row align="flex-end" gap="xs" wrap="nowrap">
      <Select
        label="ユーザーを追加"
        placeholder={users.isPending ? '読み込み中…' : '氏名・アカウント・会社名で検索'}
        data={userOptions(candidates)}
        value={userId}
        onChange={setUserId}
        searchable
        clearable
        nothingFoundMessage="該当するユーザーがいません"
        flex={1}
        maw={420}
      />
      <Button onClick={submit} disabled={userId === null} loading={addUser.isPending}>
        追加
      </Button>
    </Row>
  );
}
