import { Group, TextInput } from '@mantine/core';
import { nodeKindLabels } from '@kaizen/domain';
import { useState } from 'react';
import { editKeys } from '../../../../lib/ime';
import { useManagement } from '../context';
import { childTarget, newNode, type NewNodeTarget } from '../../new-node';
import type { Adding } from './visible-rows';
import classes from './tree.module.css';

/** What the add row makes: a KPI at the root, a task of a KPI or of the non-KPI group, or a child of its parent. */
function targetOf({ parentId, childKind }: Adding): NewNodeTarget {
  if (childKind === 'kpi') return { kind: 'kpi' };
  if (parentId === null) return { kind: 'task', kpiId: null };
  return childTarget(childKind, parentId);
}

/** The input for a new child, made from the tree (its defaults: product.md §4 defaults). Empty text makes nothing. */
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
      await createNode(newNode(targetOf(adding), title, projectId, 'tree'));
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
