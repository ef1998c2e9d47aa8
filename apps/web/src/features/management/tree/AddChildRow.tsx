import { Group, TextInput } from '@mantine/core';
import { nodeKindLabels, type NodeKind } from '@kaizen/domain';
import { useState } from 'react';
import { editKeys } from '../../../lib/ime';
import { useManagement } from '../context';
import type { Adding } from './visible-rows';
import classes from './tree.module.css';

const titleField: Record<NodeKind, string> = {
  kpi: 'kpi',
  task: 'task',
  factor: 'factor',
  hypothesis: 'hypothesis',
  measure: 'measure',
  work: 'work',
};

/** Where the new node hangs: the create_* fields naming its parent. */
function parentFields(adding: Adding, projectId: number): Record<string, unknown> {
  switch (adding.parentKind) {
    case 'root':
      return { project_id: projectId };
    case 'non-kpi-group':
      return { project_id: projectId, is_non_kpi: 1 };
    case 'kpi':
      return { project_id: projectId, project_kpi_id: adding.parentId };
    case 'task':
      return { task_id: adding.parentId };
    case 'factor':
      return { factor_id: adding.parentId };
    default:
      return { hypothesis_id: adding.parentId };
  }
}

/** The input for a new child, made from the tree (its defaults: spec §4). Empty text makes nothing. */
export function AddChildRow({ adding, depth, onClose }: { adding: Adding; depth: number; onClose: () => void }) {
  const { projectId, createNode } = useManagement();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const label = `新しい${nodeKindLabels[adding.childKind]}`;
  const create = async () => {
    const title = text.trim();
    if (!title || saving) return;
    setSaving(true);
    try {
      await createNode(adding.childKind, {
        ...parentFields(adding, projectId),
        [titleField[adding.childKind]]: title,
        origin: 'tree',
      });
      onClose();
    } catch {
      // 編集に失敗しました has been shown; the text stays.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group className={classes.row} gap={4} wrap="nowrap">
      <div className={classes.indent} style={{ width: depth * 22 + 48 }} />
      <TextInput
        size="xs"
        style={{ flex: 1 }}
        aria-label={label}
        placeholder={`${label}を入力してEnter（Escで取り消し）`}
        autoFocus
        value={text}
        readOnly={saving}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={editKeys({ onEnter: () => void create(), onEscape: onClose })}
        onBlur={() => {
          if (!text.trim()) onClose();
        }}
      />
    </Group>
  );
}
