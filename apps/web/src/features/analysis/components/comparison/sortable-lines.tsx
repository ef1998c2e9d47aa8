import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripHorizontal, IconGripVertical } from '@tabler/icons-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { createSortableAnnouncer, screenReaderInstructions } from '../../../../components/sortable/announcements';
import classes from './comparison.module.css';

export type LineAxis = 'row' | 'column';

/** Columns move with the left and right arrows (rows use the shared instructions: up and down). */
const columnInstructions: ScreenReaderInstructions = {
  draggable:
    '並べ替えるには、スペースキーまたはEnterキーで列を持ち上げ、左右の矢印キーで移動して、もう一度スペースキーまたはEnterキーで置きます。Escapeキーで取り消します。',
};

const onlyAlong =
  (axis: LineAxis): Modifier =>
  ({ transform }) =>
    axis === 'row' ? { ...transform, x: 0 } : { ...transform, y: 0 };

// dnd-kit treats the id 0 as "no id": keys are strings.
export const lineKey = (axis: LineAxis, id: number): string => `${axis}-${id}`;

export interface SortableLinesProps {
  axis: LineAxis;
  /** The lines' ids in their order and their names, for the announcements. */
  lines: readonly { id: number; label: string }[];
  /** Asks for target to take insert's place; the table moves once the server has answered. */
  onMove: (targetId: number, insertId: number) => void;
  disabled: boolean;
  children: ReactNode;
}

/**
 * One direction of the comparison table's drag and drop — the rows (up and down) or the header's
 * columns (left and right) — with the mouse and the keyboard and Japanese announcements. Rendered
 * inside the table (its live region goes to the page's body, never into the table).
 */
export function SortableLines({ axis, lines, onMove, disabled, children }: SortableLinesProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [announcer] = useState(createSortableAnnouncer);
  const keys = lines.map((line) => lineKey(axis, line.id));
  const indexOf = (id: UniqueIdentifier) => keys.indexOf(String(id));
  const labelOf = (id: UniqueIdentifier) => lines[indexOf(id)]?.label ?? '';
  const [modifiers] = useState(() => [onlyAlong(axis)]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const target = lines[indexOf(active.id)];
    const insert = lines[indexOf(over.id)];
    if (target && insert) onMove(target.id, insert.id);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={modifiers}
      onDragEnd={handleDragEnd}
      accessibility={{
        container: document.body,
        announcements: announcer({ label: labelOf, position: (id) => indexOf(id) + 1, count: () => keys.length }),
        screenReaderInstructions: axis === 'row' ? screenReaderInstructions : columnInstructions,
      }}
    >
      <SortableContext
        items={keys}
        strategy={axis === 'row' ? verticalListSortingStrategy : horizontalListSortingStrategy}
        disabled={disabled}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A row or a header cell that moves: its ref, its style while dragged, and its drag handle. */
export function useSortableLine(axis: LineAxis, id: number, label: string, disabled: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: lineKey(axis, id),
    disabled,
    attributes: { roleDescription: axis === 'row' ? '並べ替えできる行' : '並べ替えできる列' },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const Grip = axis === 'row' ? IconGripVertical : IconGripHorizontal;
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      className={`${classes.handle} no-print`}
      aria-label={axis === 'row' ? `「${label}」の行を並べ替え` : `「${label}」の列を並べ替え`}
      {...attributes}
      {...listeners}
    >
      <Grip size={14} aria-hidden />
    </ActionIcon>
  );
  return { setNodeRef, style, handle, className: isDragging ? classes.dragging : undefined };
}
