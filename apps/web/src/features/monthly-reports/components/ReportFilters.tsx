import { Group, SegmentedControl, Select } from '@mantine/core';
import { reportTypeLabels } from '@kaizen/domain';
import type { ReportFilters as Filters } from '../list-filters';

const typeOptions = [
  { value: '', label: 'すべて' },
  { value: '1', label: reportTypeLabels[1] },
  { value: '0', label: reportTypeLabels[0] },
];

/** The list's type and year filters; the page keeps them in the address. */
export function ReportFilters({
  filters,
  years,
  onChange,
}: {
  filters: Filters;
  years: number[];
  onChange: (next: Filters) => void;
}) {
  // A year picked earlier stays choosable even if the list no longer has it.
  const yearValues = [...new Set([...years.map(String), ...(filters.year ? [filters.year] : [])])].sort().reverse();
  return (
    <Group gap="sm">
      <SegmentedControl
        aria-label="レポートの種類"
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type: type as Filters['type'] })}
        data={typeOptions}
      />
      <Select
        aria-label="年"
        w={140}
        value={filters.year}
        allowDeselect={false}
        onChange={(year) => onChange({ ...filters, year: year ?? '' })}
        data={[{ value: '', label: 'すべての年' }, ...yearValues.map((y) => ({ value: y, label: `${y}年` }))]}
      />
    </Group>
  );
}
