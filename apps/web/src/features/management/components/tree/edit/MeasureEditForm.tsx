import { Group, SimpleGrid, Switch } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { expectedUpliftReason, measureSavePayload, type MeasureNode } from '@kaizen/domain';
import { useState } from 'react';
import { NumberField, useReadableFields } from '../../../../../components/NumberField';
import { useManagement } from '../../context';
import { RankSelect } from '../../editors/RankSelect';
import { EditFormFrame } from './EditFormFrame';
import { DeadlineField, MasterField } from './fields';
import { toIsoDay, toPickerDate } from '../../../../../lib/dates';

/**
 * A measure in edit mode: title, status, importance, urgency, priority, rank (which sets importance
 * and urgency), verification method and period, 期限, CVR, 見込み上昇率 and, for staff, whether clients see it.
 */
export function MeasureEditForm({ measure, onDone }: { measure: MeasureNode; onDone: () => void }) {
  const { info } = useManagement();
  const canChangeVisibility = info.permissions.can_change_visibility;
  const [draft, setDraft] = useState({
    title: measure.title,
    status: measure.status,
    importance: measure.importance,
    urgency: measure.urgency,
    priority: measure.priority,
    verification: measure.verification,
    start: measure.verification_start_date,
    end: measure.verification_end_date,
    isShow: measure.is_show === 1,
    conversionRate: measure.conversion_rate,
    expectedUplift: measure.expected_uplift,
    deadLine: measure.deadLine,
  });
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  const { allReadable, track } = useReadableFields();
  return (
    <EditFormFrame
      kind="measure"
      title={draft.title}
      onTitleChange={(title) => set({ title })}
      update={() => ({
        kind: 'measure',
        id: measure.id,
        fields: {
          ...measureSavePayload({
            measure: draft.title,
            status: draft.status,
            importance: draft.importance,
            urgency: draft.urgency,
            priority: draft.priority,
            verification: draft.verification,
            verification_start_date: draft.start || null,
            verification_end_date: draft.end || null,
            conversion_rate: draft.conversionRate,
            expected_uplift: draft.expectedUplift,
          }),
          dead_line: draft.deadLine ?? '',
          ...(canChangeVisibility ? { is_show: draft.isShow ? 1 : 0 } : {}),
        },
      })}
      onDone={onDone}
      blocked={!allReadable}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <MasterField
          label="ステータス"
          items={info.measure_status}
          value={draft.status}
          onChange={(status) => set({ status })}
        />
        <MasterField
          label="重要度"
          items={info.master_importance}
          value={draft.importance}
          onChange={(importance) => set({ importance })}
        />
        <MasterField
          label="緊急度"
          items={info.master_urgency}
          value={draft.urgency}
          onChange={(urgency) => set({ urgency })}
        />
        <MasterField
          label="優先度"
          items={info.master_priority}
          value={draft.priority}
          onChange={(priority) => set({ priority })}
        />
      </SimpleGrid>
      <Group gap="md" align="flex-end">
        <div>
          <div style={{ fontSize: 12, fontWeight: 500, marginBottom: 2 }}>ランク</div>
          <RankSelect label="ランク" importance={draft.importance} urgency={draft.urgency} onChange={set} />
        </div>
        <MasterField
          label="検証方法"
          items={info.master_verification}
          value={draft.verification}
          onChange={(verification) => set({ verification })}
        />
        <DatePickerInput
          type="range"
          size="xs"
          label="検証期間"
          valueFormat="YYYY/MM/DD"
          clearable
          allowSingleDateInRange
          value={[toPickerDate(draft.start || null), toPickerDate(draft.end || null)]}
          onChange={([from, to]) => set({ start: toIsoDay(from), end: toIsoDay(to) })}
          miw={200}
        />
        <DeadlineField deadLine={draft.deadLine} onChange={set} />
        <NumberField
          size="xs"
          label="CVR（%）"
          value={draft.conversionRate}
          onChange={(conversionRate) => set({ conversionRate })}
          onReadableChange={track('conversionRate')}
          w={100}
        />
        <NumberField
          size="xs"
          label="見込み上昇率（%）"
          description="検証結果が出るまで効果見込みに使います"
          value={draft.expectedUplift}
          refuse={expectedUpliftReason}
          onChange={(expectedUplift) => set({ expectedUplift })}
          onReadableChange={track('expectedUplift')}
          w={220}
        />
        {canChangeVisibility ? (
          <Switch
            size="xs"
            label="クライアントに表示"
            checked={draft.isShow}
            onChange={(e) => set({ isShow: e.currentTarget.checked })}
          />
        ) : null}
      </Group>
    </EditFormFrame>
  );
}
