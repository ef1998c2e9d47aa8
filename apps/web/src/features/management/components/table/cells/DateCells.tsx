import { formatDay } from '../../../../../lib/dates';
import { useManagement } from '../../context';
import { DateField, DateRangeField } from '../../../../../components/editors/DateField';
import { ReadOnlyText } from './ReadOnlyText';

const shown = (value: string | null) => (value ? formatDay(value) : '');

/** A deadline (dead_line): saved when picked; clearing sends '' (product.md §5 dates). */
export function DateCell({
  value,
  label,
  onSave,
}: {
  value: string | null;
  label: string;
  onSave: (next: string) => Promise<unknown>;
}) {
  const { canEdit } = useManagement();
  if (!canEdit) return <ReadOnlyText>{shown(value)}</ReadOnlyText>;
  return <DateField value={value} label={label} onSave={onSave} />;
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
