import { Select, SimpleGrid } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { MasterItem } from '@kaizen/domain';
import { toIsoDay, toPickerDate } from '../../../../../lib/dates';

/** One master list as a clearable select of its ids. */
export function MasterField({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: MasterItem[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  return (
    <Select
      size="xs"
      label={label}
      data={items.map((item) => ({ value: String(item.id), label: item.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** 期限 of a KPI, task, measure or work: a date, cleared to none. */
export function DeadlineField({
  deadLine,
  onChange,
}: {
  deadLine: string | null;
  onChange: (patch: { deadLine: string }) => void;
}) {
  return (
    <DateInput
      size="xs"
      label="期限"
      valueFormat="YYYY/MM/DD"
      clearable
      value={toPickerDate(deadLine || null)}
      onChange={(v) => onChange({ deadLine: toIsoDay(v) })}
    />
  );
}

/** A KPI's or a task's status and deadline, side by side. */
export function StatusAndDeadline({
  statuses,
  status,
  deadLine,
  onChange,
}: {
  statuses: MasterItem[];
  status: number | null;
  deadLine: string | null;
  onChange: (patch: { status?: number | null; deadLine?: string }) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <MasterField label="ステータス" items={statuses} value={status} onChange={(id) => onChange({ status: id })} />
      <DeadlineField deadLine={deadLine} onChange={onChange} />
    </SimpleGrid>
  );
}
