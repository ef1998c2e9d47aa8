import type { MasterItem } from '@kaizen/domain';
import { useManagement } from '../../context';
import { MasterSelect } from '../../../../../components/editors/MasterSelect';
import { StatusBadge } from '../../../../../components/editors/StatusBadge';
import { ReadOnlyText } from './ReadOnlyText';

/** A status or master value: a select saved when picked, or its name (a status as its badge) when read-only. */
export function MasterCell({
  items,
  value,
  label,
  onSave,
  clearable = true,
  status,
}: {
  items: MasterItem[];
  value: number | null;
  label: string;
  onSave: (next: number | null) => Promise<unknown>;
  clearable?: boolean;
  /** Shown as a status badge when read-only. */
  status?: boolean;
}) {
  const { canEdit } = useManagement();
  if (canEdit) return <MasterSelect items={items} value={value} label={label} onSave={onSave} clearable={clearable} />;
  const item = items.find((i) => i.id === value);
  if (status && item) return <StatusBadge status={value} items={items} />;
  return <ReadOnlyText>{item?.name}</ReadOnlyText>;
}
