import { ActionIcon, Badge, Box, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { statusClassLabels, type MasterItem, type MasterKind } from '@kaizen/domain';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { useDeleteMaster, useRenameMaster } from '../../api/masters';
import { MasterNameEditor } from './MasterNameEditor';

const LOCKED_REASON = '業務ルールで使用しているため削除できません';

interface MasterItemRowProps {
  kind: MasterKind;
  item: MasterItem;
  /** 管理者: rename and remove. */
  editable: boolean;
  /** The drag handle when the list can be reordered. */
  handle?: ReactNode;
}

/** One master entry: its name (renamed in place), its status class, and remove or the lock that forbids it. */
export function MasterItemRow({ kind, item, editable, handle }: MasterItemRowProps) {
  const [editing, setEditing] = useState(false);
  const rename = useRenameMaster();
  const remove = useDeleteMaster();
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // After Enter or Escape the editor is gone: give focus back to this row's rename button.
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const closeEditor = (how: 'keyboard' | 'blur') => {
    refocus.current = how === 'keyboard';
    setEditing(false);
  };

  const confirmRemove = () =>
    confirmDeletion({
      title: 'マスターデータの削除',
      message: `「${item.name}」を削除しますか？`,
      onConfirm: () => remove.mutate({ kind, id: item.id }),
    });

  return (
    <Group gap="xs" wrap="nowrap" py={4} px="xs" mih={40}>
      {handle}
      {editing ? (
        <MasterNameEditor
          name={item.name}
          onSave={(name) => rename.mutateAsync({ kind, id: item.id, name })}
          onClose={closeEditor}
        />
      ) : editable ? (
        <UnstyledButton onClick={() => setEditing(true)} title="クリックして名前を変更" data-testid="master-item-name">
          <Text size="sm">{item.name}</Text>
        </UnstyledButton>
      ) : (
        <Text size="sm" data-testid="master-item-name">
          {item.name}
        </Text>
      )}
      {item.class ? (
        <Badge size="xs" variant="light" color="gray" tt="none">
          区分：{statusClassLabels[item.class]}
        </Badge>
      ) : null}
      <Group gap={4} ml="auto" wrap="nowrap">
        {editable && !editing ? (
          <ActionIcon
            ref={editButton}
            variant="subtle"
            color="gray"
            aria-label={`「${item.name}」の名前を変更`}
            onClick={() => setEditing(true)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        ) : null}
        {item.locked ? (
          <Tooltip label={LOCKED_REASON} withArrow events={{ hover: true, focus: true, touch: true }}>
            <Box
              component="span"
              role="img"
              tabIndex={0}
              aria-label={`「${item.name}」は${LOCKED_REASON}`}
              display="inline-flex"
              p={6}
              c="gray.6"
            >
              <IconLock size={16} aria-hidden />
            </Box>
          </Tooltip>
        ) : editable ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`「${item.name}」を削除`}
            onClick={confirmRemove}
            loading={remove.isPending}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    </Group>
  );
}
