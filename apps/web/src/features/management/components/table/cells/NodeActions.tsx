import { ActionIcon } from '@mantine/core';
import { nodeKindLabels, type ChildKind, type NodeKind } from '@kaizen/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useManagement } from '../../context';
import classes from '../table.module.css';

/**
 * A node's small buttons in its cell (shown on hover or focus): add a child, delete (asked first when
 * it has children; the toast offers 元に戻す).
 */
export function NodeActions({
  kind,
  id,
  subject,
  addKinds,
  onAdd,
}: {
  kind: NodeKind;
  id: number;
  subject: string;
  addKinds: ChildKind[];
  onAdd: (kind: ChildKind) => void;
}) {
  const { deleteNode } = useManagement();
  return (
    <div className={classes.actions}>
      {addKinds.map((child) => (
        <ActionIcon
          key={child}
          size="xs"
          variant="subtle"
          color="gray"
          title={`${nodeKindLabels[child]}を追加`}
          aria-label={`${subject}に${nodeKindLabels[child]}を追加`}
          onClick={() => onAdd(child)}
        >
          <IconPlus size={12} />
        </ActionIcon>
      ))}
      <ActionIcon
        size="xs"
        variant="subtle"
        color="red"
        title="削除"
        aria-label={`${subject}を削除`}
        onClick={() => deleteNode(kind, id)}
      >
        <IconTrash size={12} />
      </ActionIcon>
    </div>
  );
}
