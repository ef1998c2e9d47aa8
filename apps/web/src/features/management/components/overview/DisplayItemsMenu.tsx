import { Button, Checkbox, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  displayColumnLabels,
  displayColumns,
  displayLevelLabels,
  displayLevels,
  type DisplayItems,
} from '@kaizen/domain';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useUpdateDisplayItems } from '../../api/display-items';

/** Which levels and columns show; kept per user on the server. */
export function DisplayItemsMenu({ items }: { items: DisplayItems }) {
  const update = useUpdateDisplayItems();
  const set = (next: DisplayItems) => update.mutate(next);
  return (
    <Popover position="bottom-end" width={320} shadow="md" withArrow>
      <Popover.Target>
        <Button size="xs" variant="default" leftSection={<IconAdjustmentsHorizontal size={14} />}>
          表示項目
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="表示項目">
        <Stack gap="sm">
          <Text size="xs" fw={700} c="dimmed">
            階層
          </Text>
          <SimpleGrid cols={2} spacing={6}>
            {displayLevels.map((level) => (
              <Checkbox
                key={level}
                size="xs"
                label={displayLevelLabels[level]}
                checked={items.levels[level]}
                disabled={update.isPending}
                onChange={(e) => set({ ...items, levels: { ...items.levels, [level]: e.currentTarget.checked } })}
              />
            ))}
          </SimpleGrid>
          <Text size="xs" fw={700} c="dimmed">
            項目
          </Text>
          <SimpleGrid cols={2} spacing={6}>
            {displayColumns.map((column) => (
              <Checkbox
                key={column}
                size="xs"
                label={displayColumnLabels[column]}
                checked={items.columns[column]}
                disabled={update.isPending}
                onChange={(e) => set({ ...items, columns: { ...items.columns, [column]: e.currentTarget.checked } })}
              />
            ))}
          </SimpleGrid>
          <Checkbox
            size="xs"
            label="指標の数値（実績・目標・達成率）"
            checked={items.metric_figures !== false}
            disabled={update.isPending}
            onChange={(e) => set({ ...items, metric_figures: e.currentTarget.checked })}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
