import type { WorkNode } from '@kaizen/domain';
import { useState } from 'react';
import { EditFormFrame } from './EditFormFrame';
import { DeadlineField } from './fields';

/** A work in edit mode: title and 期限 (create_work). */
export function WorkEditForm({ work, onDone }: { work: WorkNode; onDone: () => void }) {
  const [draft, setDraft] = useState({ title: work.title, deadLine: work.deadLine });
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <EditFormFrame
      kind="work"
      title={draft.title}
      onTitleChange={(title) => set({ title })}
      update={() => ({
        kind: 'work',
        id: work.id,
        fields: { work: draft.title.trim(), dead_line: draft.deadLine ?? '' },
      })}
      onDone={onDone}
    >
      <DeadlineField deadLine={draft.deadLine} onChange={set} />
    </EditFormFrame>
  );
}
