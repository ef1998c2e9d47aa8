import { Badge } from '@mantine/core';
import { reportTypeLabels } from '@kaizen/domain';

/** 定例 (type 1) or スポット (type 0). */
export function ReportTypeBadge({ type }: { type: 0 | 1 }) {
  return (
    <Badge variant="light" color={type === 1 ? 'teal' : 'grape'} radius="sm">
      {reportTypeLabels[type]}
    </Badge>
  );
}
