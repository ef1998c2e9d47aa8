import { TextInput } from '@mantine/core';
import type { TaskNode } from '@kaizen/domain';
import { useState } from 'react';
import { useManagement } from '../../context';
import { EditFormFrame } from './EditFormFrame';
import { StatusAndDeadline } from './fields';

/** A task in edit mode: title, status, deadline and link (create_task). */
export function TaskEditForm({ task, onDone }: { task: TaskNode; onDone: () => void }) {
  const { info } = useManagement();
  const [draft, setDraft] = useState({
    title: task.title,
    status: task.status,
    deadLine: task.deadLine,
    link: task.link ?? '',
  });
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <EditFormFrame
      kind="task"
      title={draft.title}
      onTitleChange={(title) => set({ title })}
      update={() => ({
        kind: 'task',
        id: task.id,
        fields: {
          task: draft.title.trim(),
          status: draft.status,
          dead_line: draft.deadLine ?? '',
          link: draft.link.trim(),
        },
      })}
      onDone={onDone}
    >
      <StatusAndDeadline statuses={info.status} status={draft.status} deadLine={draft.deadLine} onChange={set} />
      <TextInput
        size="xs"
        label="リンク"
        placeholder="https://"
        value={draft.link}
        onChange={(e) => set({ link: e.currentTarget.value })}
      />
    </EditFormFrame>
  );
}
