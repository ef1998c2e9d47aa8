import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Paper, Text } from '@mantine/core';
import type { BoardColumn, BoardKind, MasterItem, StatusCard } from '@kaizen/domain';
import { useCallback, useMemo, useState } from 'react';
import { screenReaderInstructions } from '../../../../components/sortable/announcements';
import { useUpdateCard } from '../../api/status';
import { BoardColumnView } from './BoardColumnView';
import { planBoardDrop, type BoardDropTarget } from './drop';
import classes from './board.module.css';

/** Constant options: new ones each render would re-render every card (see ManagementDnd). */
const pointerOptions = { activationConstraint: { distance: 6 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

const titleOf = (card: StatusCard | undefined) => `「${card?.title || '（無題）'}」`;
/** What a card is over, as dnd-kit hands it: a card's data names no column, so it is looked up. */
type OverData = { type: 'card'; card: StatusCard } | { type: 'column'; column: BoardDropTarget['column'] };

const columnOfCard = (card: StatusCard, columns: BoardColumn[]) =>
  columns.find((c) => c.items.some((i) => i.id === card.id));

const targetText = (over: OverData | undefined, columns: BoardColumn[]) => {
  if (!over) return 'ボードの外';
  if (over.type === 'card') return `${columnOfCard(over.card, columns)?.label ?? ''}の${over.card.array_num}番目`;
  return `${columns.find((c) => c.key === over.column)?.label ?? ''}の最後`;
};

/**
 * The six-column board of one kind (product.md §4 kanban): a card dropped over another takes its place and
 * that column's status; dropped on a column's empty space it goes last. The board changes only after
 * the server has answered; a refusal leaves every card where it was (編集に失敗しました).
 */
export function KanbanBoard({
  projectId,
  kind,
  columns,
  statuses,
  canEdit,
}: {
  projectId: number;
  kind: BoardKind;
  columns: BoardColumn[];
  statuses: MasterItem[];
  canEdit: boolean;
}) {
  const { mutate: moveCard, mutateAsync: saveCard } = useUpdateCard(projectId);
  const [active, setActive] = useState<StatusCard | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));
  const onMemo = useCallback(
    (card: StatusCard, memo: string) => saveCard({ kind, body: { status: { id: card.id, memo } } }),
    [kind, saveCard],
  );
  const accessibility = useMemo<{
    announcements: Announcements;
    screenReaderInstructions: typeof screenReaderInstructions;
  }>(
    () => ({
      screenReaderInstructions,
      announcements: {
        onDragStart: ({ active: a }) => `${titleOf(a.data.current?.card as StatusCard | undefined)}を持ち上げました。`,
        onDragOver: ({ active: a, over }) =>
          `${titleOf(a.data.current?.card as StatusCard | undefined)}は${targetText(over?.data.current as OverData | undefined, columns)}にあります。`,
        onDragEnd: ({ active: a, over }) =>
          `${titleOf(a.data.current?.card as StatusCard | undefined)}を${targetText(over?.data.current as OverData | undefined, columns)}に置きました。`,
        onDragCancel: ({ active: a }) =>
          `${titleOf(a.data.current?.card as StatusCard | undefined)}の移動を取り消しました。`,
      },
    }),
    [columns],
  );

  const board = (
    <div className={classes.board} role="region" aria-label="ステータスボード">
      {columns.map((column) => (
        <BoardColumnView
          key={column.key}
          column={column}
          kind={kind}
          statuses={statuses}
          projectId={projectId}
          canEdit={canEdit}
          onMemo={onMemo}
        />
      ))}
    </div>
  );
  if (!canEdit) return board;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={accessibility}
      onDragStart={(event) => setActive((event.active.data.current?.card as StatusCard | undefined) ?? null)}
      onDragCancel={() => setActive(null)}
      onDragEnd={(event) => {
        setActive(null);
        const card = event.active.data.current?.card as StatusCard | undefined;
        const over = event.over?.data.current as OverData | undefined;
        if (!card || !over) return;
        const target: BoardDropTarget =
          over.type === 'card'
            ? {
                type: 'card',
                card: over.card,
                column: columnOfCard(over.card, columns)?.key ?? 'not',
              }
            : over;
        const plan = planBoardDrop(kind, card, target, columns, statuses);
        if (plan) moveCard({ kind, body: { status: { id: card.id, ...plan } } });
      }}
    >
      {board}
      <DragOverlay dropAnimation={null}>
        {active ? (
          <Paper shadow="md" withBorder p={8} radius="sm" maw={220}>
            <Text size="sm" fw={500}>
              {active.title || '（無題）'}
            </Text>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
