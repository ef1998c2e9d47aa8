import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { BoardColumn, BoardKind, MasterItem, StatusCard } from '@kaizen/domain';
import { cardDndId, columnDndId } from './drop';
import { StatusCardView } from './StatusCardView';
import classes from './board.module.css';

/** One of the six columns: a drop target of its own (for its empty space) holding its sortable cards. */
export function BoardColumnView({
  column,
  kind,
  statuses,
  projectId,
  canEdit,
  onMemo,
}: {
  column: BoardColumn;
  kind: BoardKind;
  statuses: MasterItem[];
  projectId: number;
  canEdit: boolean;
  onMemo: (card: StatusCard, memo: string) => Promise<unknown>;
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: columnDndId(column.key),
    data: { type: 'column', column: column.key },
    disabled: !canEdit,
  });
  return (
    <Paper
      ref={setNodeRef}
      className={classes.column}
      data-over={isOver || undefined}
      data-column={column.key}
      withBorder
      radius="md"
      p="xs"
      component="section"
      aria-label={column.label}
    >
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text size="sm" fw={700}>
          {column.label}
        </Text>
        <Badge size="sm" variant="light" color="gray">
          {column.items.length}
        </Badge>
      </Group>
      <SortableContext items={column.items.map(cardDndId)} strategy={verticalListSortingStrategy}>
        <Stack gap={6} role="list" mih={60}>
          {column.items.map((card) => (
            <StatusCardView
              key={card.id}
              card={card}
              kind={kind}
              statuses={statuses}
              columnLabel={column.label}
              projectId={projectId}
              canEdit={canEdit}
              onMemo={onMemo}
            />
          ))}
        </Stack>
      </SortableContext>
    </Paper>
  );
}
