import { Textarea, TextInput } from '@mantine/core';
import type { KpiNode } from '@kaizen/domain';
import { useState } from 'react';
import { useManagement } from '../../context';
import { EditFormFrame } from './EditFormFrame';
import { StatusAndDeadline } from './fields';

/** A KPI in edit mode: title, 現状, 詳細, status and deadline (create_kpi). */
export function KpiEditForm({ kpi, onDone }: { kpi: KpiNode; onDone: () => void }) {
  const { info } = useManagement();
  const [draft, setDraft] = useState({
    title: kpi.title,
    current: kpi.current.text,
    detail: kpi.detail.text,
    status: kpi.status,
    deadLine: kpi.deadLine,
  });
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <EditFormFrame
      kind="kpi"
      title={draft.title}
      onTitleChange={(title) => set({ title })}
      update={() => ({
        kind: 'kpi',
        id: kpi.id,
        fields: {
          kpi: draft.title.trim(),
          current_figure: draft.current.trim(),
          kpi_detail: draft.detail.trimEnd(),
          status: draft.status,
          dead_line: draft.deadLine ?? '',
        },
      })}
      onDone={onDone}
    >
      {/* 現状 is one line (a figure and its note): the server refuses a line break inside it. */}
      <TextInput
        size="xs"
        label="現状"
        value={draft.current}
        onChange={(e) => set({ current: e.currentTarget.value })}
      />
      <Textarea
        size="xs"
        label="詳細"
        autosize
        minRows={1}
        value={draft.detail}
        onChange={(e) => set({ detail: e.currentTarget.value })}
      />
      <StatusAndDeadline statuses={info.status} status={draft.status} deadLine={draft.deadLine} onChange={set} />
    </EditFormFrame>
  );
}
