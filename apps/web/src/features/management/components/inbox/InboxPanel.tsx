import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ActionIcon, Badge, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TaskNode } from '@kaizen/domain';
import { IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { editKeys } from '../../../../lib/ime';
import { useInbox } from '../../api/tree';
import { tooltipLabel } from '../../../../components/TooltipScope';
import { useManagement } from '../context';
import { dragId, type DragNode, type DropTarget } from '../dnd/types';
import classes from './InboxPanel.module.css';

function InboxTask({ task, index }: { task: TaskNode; index: number }) {
  const { canEdit, deleteNode } = useManagement();
  const node: DragNode = {
    type: 'node',
    kind: 'task',
    id: task.id,
    title: task.title,
    parentId: null,
    taskGroup: 'inbox',
    index,
  };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dragId(node),
    data: node,
    disabled: !canEdit,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      radius="sm"
      className={classes.task}
      data-dragging={isDragging || undefined}
      data-testid={`inbox-task-${task.id}`}
    >
      <Group gap={4} wrap="nowrap">
        {canEdit ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`課題「${task.title}」を移動`}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={14} />
          </ActionIcon>
        ) : null}
        <Text size="sm" className={classes.title}>
          {task.title}
        </Text>
        {canEdit ? (
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={`課題「${task.title}」を削除`}
            onClick={() => deleteNode('task', task.id)}
            {...tooltipLabel('削除')}
          >
            <IconTrash size={14} />
          </ActionIcon>
        ) : null}
      </Group>
    </Paper>
  );
}

function NewInboxTask() {
  const { projectId, createNode } = useManagement();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const add = async () => {
    // Empty text is not saved (product.md §5 empty text).
    if (!text.trim() || saving) return;
    setSaving(true);
    try {
      await createNode({ kind: 'task', fields: { project_id: projectId, task: text.trim() } });
      setText('');
    } catch {
      // The failure toast has been shown; the text stays.
    } finally {
      setSaving(false);
    }
  };
  return (
    <TextInput
      size="xs"
      aria-label="未整理の課題を追加"
      placeholder="課題を入力してEnter"
      value={text}
      readOnly={saving}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={editKeys({ onEnter: () => void add(), onEscape: () => setText('') })}
      rightSection={
        <ActionIcon size="sm" variant="subtle" aria-label="追加" onClick={() => void add()}>
          <IconPlus size={14} />
        </ActionIcon>
      }
    />
  );
}

/** 未整理の課題: tasks not yet placed. Drag one onto a KPI, the non-KPI group, a table row, or empty space. */
export function InboxPanel() {
  const { projectId, canEdit } = useManagement();
  const { data: tasks = [] } = useInbox(projectId);
  const { setNodeRef: newKpiRef, isOver: overNewKpi } = useDroppable({
    id: 'new-kpi-zone',
    data: { type: 'new-kpi-zone' } satisfies DropTarget,
    disabled: !canEdit,
  });
  return (
    <Stack gap="xs" component="section" aria-label="未整理の課題">
      <Group justify="space-between">
        <Title order={2} fz="sm">
          未整理の課題
        </Title>
        <Badge variant="light" color="gray">
          {tasks.length}
        </Badge>
      </Group>
      {canEdit ? <NewInboxTask /> : null}
      <Stack gap={4}>
        {tasks.map((task, i) => (
          <InboxTask key={task.id} task={task} index={i + 1} />
        ))}
        {tasks.length === 0 ? (
          <Text size="xs" c="dimmed">
            未整理の課題はありません
          </Text>
        ) : null}
      </Stack>
      {canEdit ? (
        <div ref={newKpiRef} className={classes.newKpi} data-over={overNewKpi || undefined} data-testid="new-kpi-zone">
          <Text size="xs" c="dimmed" ta="center">
            ここにドロップすると新しいKPIを作成します
          </Text>
        </div>
      ) : null}
    </Stack>
  );
}
