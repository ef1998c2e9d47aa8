import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { InlineText } from '../../../../components/editors/InlineText';
import { cardDndId, type JourneyCard } from './journey-dnd';
import classes from './journey.module.css';

/**
 * One item of the board: its text, edited in place (Enter saves — never the Enter that confirms an IME
 * conversion —, Escape restores, emptied text is not saved), a handle that drags it with the mouse or
 * the keyboard, and a delete button.
 */
export const JourneyItemCard = memo(function JourneyItemCard({
  card,
  canEdit,
  onText,
  onDelete,
}: {
  card: JourneyCard;
  canEdit: boolean;
  onText: (card: JourneyCard, text: string) => Promise<unknown>;
  onDelete: (card: JourneyCard) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver } =
    useSortable({
      id: cardDndId(card),
      data: { type: 'card', card },
      disabled: !canEdit,
      attributes: { roleDescription: '並べ替えできる項目' },
    });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      p={6}
      className={classes.card}
      data-kind={card.kind}
      data-dragging={isDragging || undefined}
      data-over={isOver || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      role="listitem"
      aria-label={card.text}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        {canEdit ? (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            className={`${classes.handle} no-print`}
            aria-label={`「${card.text}」を並べ替え`}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={14} aria-hidden />
          </ActionIcon>
        ) : null}
        <div className={classes.cardText}>
          <InlineText
            value={card.text}
            label={`「${card.text}」`}
            required
            readOnly={!canEdit}
            size="sm"
            onSave={(next) => onText(card, next)}
          />
        </div>
        {canEdit ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            className="no-print"
            aria-label={`「${card.text}」を削除`}
            onClick={() => onDelete(card)}
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    </Paper>
  );
});
