import { Badge } from '@mantine/core';
import type { MasterItem, StatusClass } from '@kaizen/domain';

/** Colours of the status classes (product.md §4 status: not, prep, now, check, ver, result, comp). */
export const statusColors: Record<StatusClass, string> = {
  not: 'gray',
  prep: 'yellow',
  now: 'blue',
  check: 'grape',
  ver: 'orange',
  result: 'cyan',
  comp: 'teal',
};

export function StatusBadge({ status, items }: { status: number | null; items: MasterItem[] }) {
  const item = items.find((i) => i.id === status);
  if (!item) return null;
  return (
    <Badge
      size="sm"
      variant="light"
      color={item.class ? statusColors[item.class] : 'gray'}
      data-status-class={item.class ?? ''}
    >
      {item.name}
    </Badge>
  );
}
