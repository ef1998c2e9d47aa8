import { SegmentedControl } from '@mantine/core';
import { levelsForRank, rankOf, ranks } from '@kaizen/domain';

/** The importance and urgency a rank stands for. */
export type RankLevels = ReturnType<typeof levelsForRank>;

/**
 * A measure's rank, shown from its importance and urgency and set as them (product.md §4 rank): the tree's
 * edit form and the table both save importance and urgency, the fields the rank is made of.
 */
export function RankSelect({
  importance,
  urgency,
  onChange,
  label,
}: {
  importance: number | null;
  urgency: number | null;
  onChange: (levels: RankLevels) => void;
  label: string;
}) {
  const value = rankOf(importance, urgency);
  return (
    <SegmentedControl
      aria-label={label}
      size="xs"
      data={[...ranks]}
      value={value}
      onChange={(next) => {
        const rank = ranks.find((r) => r === next);
        if (rank && rank !== value) onChange(levelsForRank(rank));
      }}
    />
  );
}
