import { Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/**
 * Above a list: a search box, a segmented filter, and how many rows are shown (announced as it
 * changes).
 */
export function ListToolbar<V extends string>({
  searchLabel,
  search,
  onSearch,
  filterLabel,
  filter,
  onFilter,
  filterOptions,
  count,
}: {
  searchLabel: string;
  search: string;
  onSearch: (text: string) => void;
  filterLabel: string;
  filter: V;
  onFilter: (value: V) => void;
  filterOptions: { value: V; label: string }[];
  count: number;
}) {
  return (
    <Group gap="sm">
      <TextInput
        placeholder={searchLabel}
        aria-label={searchLabel}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={320}
      />
      <SegmentedControl
        aria-label={filterLabel}
        value={filter}
        onChange={(value) => onFilter(value as V)}
        data={filterOptions}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {count}件
      </Text>
    </Group>
  );
}
