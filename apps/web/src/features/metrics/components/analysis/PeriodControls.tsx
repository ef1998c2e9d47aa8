import { Group, SegmentedControl, Select } from '@mantine/core';
import { METRIC_COMPARISONS, monthLabel, type MetricComparison } from '@kaizen/domain';
import { comparisonLabels, currentMonth, recentMonths } from '../../format';
import { useMetrics } from '../context';

/** The month the figures are for, and the period the change is counted against. */
export function PeriodControls() {
  const metrics = useMetrics();
  if (!metrics) return null;
  const months = recentMonths(currentMonth(), 36);
  const month = metrics.month ?? months[0];
  // A month the server chose beyond the list (the latest with data) stays choosable.
  const choices = month && !months.includes(month) ? [month, ...months] : months;
  return (
    <Group gap="sm" wrap="wrap">
      <Select
        size="xs"
        w={140}
        label="対象月"
        data={choices.map((m) => ({ value: m, label: monthLabel(m) }))}
        value={month ?? null}
        allowDeselect={false}
        onChange={(value) => value && metrics.setMonth(value)}
      />
      <SegmentedControl
        size="xs"
        mt={20}
        aria-label="比較する期間"
        value={metrics.comparison}
        onChange={(value) => metrics.setComparison(value as MetricComparison)}
        data={METRIC_COMPARISONS.map((c) => ({ value: c, label: comparisonLabels[c] }))}
      />
    </Group>
  );
}
