import { Button, Divider, Group as Row, Stack } from '@mantine/core';
import { groupNameSchema, type Group } from '@kaizen/domain';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { useDeleteGroup, useRenameGroup } from '../../api/groups';
import { GroupAddMember } from './GroupAddMember';
import { GroupMembers } from './GroupMembers';
import { NameForm } from './NameForm';

/** Inside one group: its members, and for editors adding a member, renaming and deleting the group. */
export function GroupPanel({ group, editable }: { group: Group; editable: boolean }) {
  const rename = useRenameGroup();
  const remove = useDeleteGroup();

  const confirmDelete = () =>
    confirmDeletion({
      title: 'グループの削除',
      message: `グループ「${group.name}」を削除しますか？ 所属ユーザーのアカウントは削除されません。`,
      onConfirm: () => remove.mutate(group.id),
    });

  return (
    <Stack gap="md">
      <GroupMembers group={group} editable={editable} />
      {editable ? (
        <>
          <GroupAddMember group={group} />
          <Divider />
          <Row align="flex-end" justify="space-between" gap="md">
            <NameForm
              label="グループ名の変更"
              buttonLabel="名前を変更"
              schema={groupNameSchema}
              initialValue={group.name}
              clearOnSuccess={false}
              pending={rename.isPending}
              onSubmit={(name) => rename.mutateAsync({ id: group.id, name })}
            />
            <Button color="red" variant="light" onClick={confirmDelete} loading={remove.isPending}>
              グループを削除
            </Button>
          </Row>
        </>
      ) : null}
    </Stack>
  );
}
