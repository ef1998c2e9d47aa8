import type { MeasureNode } from '@kaizen/domain';
import { useManagement } from '../../context';
import { RankSelect, type RankLevels } from '../../editors/RankSelect';
import { ReadOnlyText } from './ReadOnlyText';

/** A measure's rank: setting it saves the importance and urgency it stands for (product.md §4 rank). */
export function RankCell({
  measure,
  label,
  onSave,
}: {
  measure: MeasureNode;
  label: string;
  onSave: (levels: RankLevels) => Promise<unknown>;
}) {
  const { canEdit } = useManagement();
  if (!canEdit) return <ReadOnlyText>{measure.rank}</ReadOnlyText>;
  return (
    <RankSelect
      importance={measure.importance}
      urgency={measure.urgency}
      label={label}
      onChange={(levels) => void onSave(levels).catch(() => undefined)}
    />
  );
}
