import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Box, Stack } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { createSortableAnnouncer, screenReaderInstructions } from './announcements';
import classes from './SortableList.module.css';

export interface SortableRenderProps {
  /** The drag handle (mouse, touch and keyboard: Space or Enter lifts, arrows move, Space or Enter drops). */
  handle: ReactNode;
  isDragging: boolean;
}

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string | number;
  /** The item's name, for the handle's label and the screen-reader announcements. */
  getLabel: (item: T) => string;
  /** Called with the items in their new order; the list shows that order only once `items` changes. */
  onReorder: (items: T[]) => void;
  renderItem: (item: T, props: SortableRenderProps) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** No dragging, e.g. while the previous order is being saved. */
  disabled?: boolean;
}

// dnd-kit treats the id 0 as "no id", and master ids start at 0: keys are strings here.
const keyOf = (id: string | number): string => `item-${id}`;

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  children: (props: SortableRenderProps) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: '並べ替えできる項目' },
  });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      className={classes.handle}
      aria-label={`「${label}」を並べ替え`}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
  return (
    <Box
      ref={setNodeRef}
      role="listitem"
      className={isDragging ? classes.dragging : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children({ handle, isDragging })}
    </Box>
  );
}

/**
 * A vertical list reordered by drag and drop through a handle, with the keyboard as well as the
 * mouse, and Japanese announcements for screen readers. It never reorders itself: `onReorder`
 * asks for the new order, and the caller passes new `items` once the server has agreed.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  onReorder,
  renderItem,
  label,
  disabled = false,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [announcer] = useState(createSortableAnnouncer);
  const keys = items.map((item) => keyOf(getId(item)));
  const indexOf = (id: UniqueIdentifier) => keys.indexOf(String(id));
  const labelOf = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item === undefined ? '' : getLabel(item);
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements: announcer({ label: labelOf, position: (id) => indexOf(id) + 1, count: () => keys.length }),
        screenReaderInstructions,
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack gap={0} role="list" aria-label={label}>
          {items.map((item, index) => (
            <SortableRow key={keys[index]} id={keys[index] ?? ''} label={getLabel(item)} disabled={disabled}>
              {(props) => renderItem(item, props)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
