import type { Rank } from '@kaizen/domain';
import { useManagement } from '../../context';
import { RankSelect } from '../../editors/RankSelect';
import { ReadOnlyText } from './ReadOnlyText';

/** A measure's rank: setting it sends { rank } and the server writes importance and urgency back (spec §4). */
export function RankCell({
  value,
  label,
  onSave,
}: {
  value: Rank;
  label: string;
  onSave: (rank: Rank) => Promise<unknown>;
}) {
  const { canEdit } = useManagement();
  if (!canEdit) return <ReadOnlyText>{value}</ReadOnlyText>;
  return <RankSelect value={value} label={label} onSave={(rank) => void onSave(rank).catch(() => undefined)} />;
}
