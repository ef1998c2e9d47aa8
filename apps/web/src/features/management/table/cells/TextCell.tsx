import { useManagement } from '../../context';
import { InlineText } from '../../../../components/editors/InlineText';

/** A free text of a node (a KPI's 現状 or 詳細): may be emptied; several lines, Ctrl/⌘+Enter or leaving saves. */
export function TextCell({
  value,
  label,
  onSave,
}: {
  value: string;
  label: string;
  onSave: (next: string) => Promise<unknown>;
}) {
  const { canEdit } = useManagement();
  return <InlineText size="xs" value={value} label={label} multiline readOnly={!canEdit} onSave={onSave} />;
}
