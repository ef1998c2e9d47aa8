import { Button, Group, Stack, TextInput } from '@mantine/core';
import { nodeKindLabels, type NodeKind } from '@kaizen/domain';
import { useState, type ReactNode } from 'react';
import { editKeys } from '../../../../../lib/ime';
import type { NodeUpdate } from '../../../api/nodes';
import { useManagement } from '../../context';

/**
 * What every node's edit form shares: its title (Enter saves, Escape cancels), its own fields, and
 * キャンセル / 保存. Edit mode ends once the server has saved; empty text is not saved (product.md §5).
 */
export function EditFormFrame({
  kind,
  title,
  onTitleChange,
  update,
  onDone,
  blocked = false,
  children,
}: {
  kind: NodeKind;
  title: string;
  onTitleChange: (title: string) => void;
  /** The save, built from the form when 保存 is pressed. */
  update: () => NodeUpdate;
  onDone: () => void;
  /** A field holds input it cannot read (it says why): 保存 waits until it is fixed. */
  blocked?: boolean;
  children?: ReactNode;
}) {
  const { saveNode } = useManagement();
  const [saving, setSaving] = useState(false);
  const empty = title.trim() === '';

  const save = async () => {
    if (empty || blocked || saving) return;
    setSaving(true);
    try {
      await saveNode(update());
      onDone();
    } catch {
      // 編集に失敗しました has been shown; the form stays as typed.
    } finally {
      setSaving(false);
    }
  };

  const label = nodeKindLabels[kind];
  return (
    <Stack gap="xs" py={4} aria-label={`${label}の編集`} role="group">
      <TextInput
        size="xs"
        label={label}
        value={title}
        autoFocus
        onChange={(e) => onTitleChange(e.currentTarget.value)}
        onKeyDown={editKeys({ onEnter: () => void save(), onEscape: onDone })}
      />
      {children}
      <Group gap="xs" justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onDone} disabled={saving}>
          キャンセル
        </Button>
        <Button size="compact-xs" onClick={() => void save()} loading={saving} disabled={empty || blocked}>
          保存
        </Button>
      </Group>
    </Stack>
  );
}
