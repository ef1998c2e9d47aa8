import { useDroppable } from '@dnd-kit/core';
import { ActionIcon, Badge, Button, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useManagement } from '../context';
import type { DropTarget } from '../dnd/types';
import classes from './tree.module.css';

/** The header of the tasks under no KPI: drop target for tasks, and where a non-KPI task is added. */
export function NonKpiGroupRow({
  count,
  expanded,
  onToggle,
  onAdd,
}: {
  count: number;
  expanded: boolean;
  onToggle: () => void;
  onAdd: () => void;
}) {
  const { canEdit } = useManagement();
  const { setNodeRef, isOver } = useDroppable({
    id: 'non-kpi-zone-tree',
    data: { type: 'non-kpi-zone' } satisfies DropTarget,
    disabled: !canEdit,
  });
  return (
    <div
      ref={setNodeRef}
      className={classes.group}
      data-over={isOver || undefined}
      data-testid="tree-non-kpi-group"
      role="listitem"
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-expanded={expanded}
        aria-label={`KPIに紐づかない課題を${expanded ? '折りたたむ' : '展開する'}`}
        onClick={onToggle}
      >
        {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
      </ActionIcon>
      <Text fw={700} size="sm">
        KPIに紐づかない課題
      </Text>
      <Badge size="sm" variant="light" color="gray">
        {count}
      </Badge>
      {canEdit ? (
        <Button size="compact-xs" variant="subtle" leftSection={<IconPlus size={12} />} onClick={onAdd} ml="auto">
          課題を追加
        </Button>
      ) : null}
    </div>
  );
}
