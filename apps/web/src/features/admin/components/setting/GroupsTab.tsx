import { Accordion, Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { groupNameSchema } from '@kaizen/domain';
import { errorMessageOf } from '../../../../lib/form-errors';
import { useCreateGroup, useGroups } from '../../api/groups';
import { GroupPanel } from './GroupPanel';
import { NameForm } from './NameForm';
import { ReadOnlyNote } from './ReadOnlyNote';

/** グループ: the groups with their members; 管理者 and マネージャー create, rename and delete them and change members. */
export function GroupsTab({ editable }: { editable: boolean }) {
  const groups = useGroups();
  const create = useCreateGroup();

  return (
    <Stack gap="md">
      {editable ? (
        <NameForm
          label="グループ名"
          buttonLabel="作成"
          schema={groupNameSchema}
          pending={create.isPending}
          onSubmit={(name) => create.mutateAsync(name)}
        />
      ) : (
        <ReadOnlyNote>グループの編集は管理者とマネージャーのみ行えます</ReadOnlyNote>
      )}
      {groups.isPending ? (
        <Loader size="sm" aria-label="読み込み中" />
      ) : groups.isError ? (
        <Alert color="red" variant="light">
          {errorMessageOf(groups.error)}
        </Alert>
      ) : groups.data.length === 0 ? (
        <Text c="dimmed">グループはまだありません。</Text>
      ) : (
        <Accordion variant="separated" multiple>
          {groups.data.map((group) => (
            <Accordion.Item key={group.id} value={String(group.id)}>
              <Accordion.Control>
                <Group gap="sm">
                  <Text fw={500}>{group.name}</Text>
                  <Badge variant="light" color="gray" size="sm">
                    {group.users.length}人
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <GroupPanel group={group} editable={editable} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
