import { Text } from '@mantine/core';
import { adoptionNote, formatChance, formatUplift, type ReportPattern } from '@kaizen/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useReport } from '../context';

/**
 * Under a pattern's adoption (issue 32 §3): its 勝率 against the control (or its uplift, under an
 * engine that gives no chance), and beside an adopted pattern the statistics do not back, why. Shown
 * where the report shows its 検証結果: on the edit screen, and once the verification is done.
 */
export function PatternVerdict({ pattern }: { pattern: ReportPattern }) {
  const { data, editable } = useReport();
  const stats = data.stats;
  if (stats === null || !(editable || data.verification_done)) return null;
  const note = adoptionNote(stats, pattern);
  const figures = stats.patterns.find((p) => p.pattern === pattern.pattern);
  let reading: string | null = null;
  if (pattern.pattern === stats.control_pattern) reading = '元案';
  else if (stats.engine === 'bayesian' && typeof figures?.chance_to_win === 'number')
    reading = `勝率 ${formatChance(figures.chance_to_win)}`;
  else if (typeof figures?.uplift === 'number') reading = `改善率 ${formatUplift(figures.uplift)}`;
  return (
    <>
      {reading ? (
        <Text size="xs" c="dimmed" data-testid={`pattern-${pattern.pattern}-verdict`}>
          {reading}
        </Text>
      ) : null}
      {note ? (
        <Text size="xs" fw={600}>
          {/* The word carries the warning; orange text would fall short of 4.5:1 on white. */}
          <IconAlertTriangle
            size={12}
            aria-hidden
            color="var(--mantine-color-orange-9)"
            style={{ verticalAlign: '-1px', marginRight: 2 }}
          />
          {note}
        </Text>
      ) : null}
    </>
  );
}
