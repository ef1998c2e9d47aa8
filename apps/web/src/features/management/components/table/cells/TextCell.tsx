import { useManagement } from '../../context';
import { InlineText } from '../../../../../components/editors/InlineText';

/**
 * A free text of a node that may be emptied: a KPI's 現状 is one line (Enter saves), its 詳細 several
 * (Enter is a new line, Ctrl/⌘+Enter saves); leaving the field saves either.
 */
export function TextCell({
  value,
  label,
  multiline = false,
  onSave,
}: {
  value: string;
  label: string;
  multiline?: boolean;
  onSave: (next: string) => Promise<unknown>;
}) {
  const { canEdit } = useManagement();
  return <InlineText size="xs" value={value} label={label} multiline={multiline} readOnly={!canEdit} onSave={onSave} />;
}
