import { Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDay } from '../../../../../lib/dates';
import { useManagement } from '../../context';
import { DateField, DateRangeField } from '../../../../../components/editors/DateField';
import { ReadOnlyText } from './ReadOnlyText';

const shown = (value: string | null) => (value ? formatDay(value) : '');

/**
 * A deadline (dead_line): saved when picked; clearing sends '' (product.md §5 dates). Passed on an
 * open item, it is marked 期限超過 in red, as the status table marks an overdue phase.
 */
export function DateCell({
  value,
  label,
  overdue = false,
  onSave,
}: {
  value: string | null;
  label: string;
  overdue?: boolean;
  onSave: (next: string) => Promise<unknown>;
}) {
  const { canEdit } = useManagement();
  const field = canEdit ? (
    <DateField value={value} label={label} onSave={onSave} />
  ) : (
    <ReadOnlyText>{shown(value)}</ReadOnlyText>
  );
  if (!overdue) return field;
  return (
    <Group gap={2} wrap="nowrap" data-overdue>
      {field}
      <IconAlertTriangle size={14} color="var(--mantine-color-red-8)" role="img" aria-label="期限超過" />
    </Group>
  );
}

/** A verification period: both dates or, when cleared, both empty (product.md §5 dates). */
export function PeriodCell({
  start,
  end,
  label,
  onSave,
}: {
  start: string | null;
  end: string | null;
  label: string;
  onSave: (range: { start: string; end: string }) => Promise<unknown>;
}) {
  const { canEdit } = useManagement();
  if (!canEdit) return <ReadOnlyText>{start && end ? `${shown(start)} 〜 ${shown(end)}` : ''}</ReadOnlyText>;
  return <DateRangeField start={start} end={end} label={label} onSave={onSave} />;
}
