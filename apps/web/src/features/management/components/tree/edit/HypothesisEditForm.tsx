import { SimpleGrid } from '@mantine/core';
import type { HypothesisNode } from '@kaizen/domain';
import { useState } from 'react';
import { useManagement } from '../../context';
import { EditFormFrame } from './EditFormFrame';
import { MasterField } from './fields';

/** A hypothesis in edit mode: title, category and hypothesis status (create_hypothesis). */
export function HypothesisEditForm({ hypothesis, onDone }: { hypothesis: HypothesisNode; onDone: () => void }) {
  const { info } = useManagement();
  const [draft, setDraft] = useState({
    title: hypothesis.title,
    category: hypothesis.category,
    hypothesis_status: hypothesis.hypothesis_status,
  });
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <EditFormFrame
      kind="hypothesis"
      title={draft.title}
      onTitleChange={(title) => set({ title })}
      update={() => ({
        kind: 'hypothesis',
        id: hypothesis.id,
        fields: {
          hypothesis: draft.title.trim(),
          category: draft.category,
          hypothesis_status: draft.hypothesis_status,
        },
      })}
      onDone={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <MasterField
          label="カテゴリー"
          items={info.category}
          value={draft.category}
          onChange={(category) => set({ category })}
        />
        <MasterField
          label="仮説ステータス"
          items={info.hypothesis_status}
          value={draft.hypothesis_status}
          onChange={(hypothesis_status) => set({ hypothesis_status })}
        />
      </SimpleGrid>
    </EditFormFrame>
  );
}
