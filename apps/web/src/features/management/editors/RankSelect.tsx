import { SegmentedControl } from '@mantine/core';
import { ranks, type Rank } from '@kaizen/domain';

/** Sets a measure's rank: the server writes importance and urgency back from it (spec §4). */
export function RankSelect({
  value,
  onSave,
  label,
  readOnly,
}: {
  value: Rank;
  onSave: (rank: Rank) => void;
  label: string;
  readOnly?: boolean;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      size="xs"
      data={[...ranks]}
      value={value}
      readOnly={readOnly}
      onChange={(next) => {
        if (next !== value) onSave(next as Rank);
      }}
    />
  );
}
