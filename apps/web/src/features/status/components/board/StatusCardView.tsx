import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import {
  cardReadoutLabel,
  columnOfStatus,
  nodeKindLabels,
  type BoardKind,
  type MasterItem,
  type StatusCard,
} from '@kaizen/domain';
import { formatPeriod } from '../../../../lib/dates';
import { memo } from 'react';
import { InlineText } from '../../../../components/editors/InlineText';
import { NodeAssignees } from '../../../assignees/public';
import { CountedCommentsButton } from '../../../comments/public';
import { cardDndId } from './drop';
import classes from './board.module.css';

const rankColors = { A: 'red', B: 'orange', C: 'yellow', D: 'gray' } as const;

/** One card: title, where it sits, its exact status when the column holds two, memo, and for measures rank and period. */
export const StatusCardView = memo(function StatusCardView({
  card,
  kind,
  statuses,
  columnLabel,
  projectId,
  canEdit,
  onMemo,
}: {
  card: StatusCard;
  kind: BoardKind;
  statuses: MasterItem[];
  columnLabel: string;
  projectId: number;
  canEdit: boolean;
  onMemo: (card: StatusCard, memo: string) => Promise<unknown>;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, isOver } = useSortable({
    id: cardDndId(card),
    data: { type: 'card', card },
    disabled: !canEdit,
  });
  const status = statuses.find((s) => s.id === card.status);
  const showStatus = status && status.name !== columnLabel && columnOfStatus(card.status, statuses, kind);
  const subject = `${nodeKindLabels[card.kind]}「${card.title || '（無題）'}」`;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      p={8}
      className={classes.card}
      data-dragging={isDragging || undefined}
      data-over={isOver || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      role="listitem"
      aria-label={card.title || '（無題）'}
      data-testid={`card-${card.kind}-${card.id}`}
    >
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <div
            className={classes.handle}
            {...attributes}
            {...listeners}
            aria-label={`「${card.title || '（無題）'}」を移動`}
            role="button"
          >
            <Text size="sm" fw={500} className={classes.title}>
              {card.title || '（無題）'}
            </Text>
          </div>
          {card.rank ? (
            <Badge size="sm" color={rankColors[card.rank]} variant="filled" aria-label={`ランク${card.rank}`}>
              {card.rank}
            </Badge>
          ) : null}
        </Group>
        {card.path.length > 0 ? (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {card.path.join(' › ')}
          </Text>
        ) : null}
        <Group gap={6}>
          {showStatus ? (
            <Badge size="xs" variant="outline" color="gray">
              {status.name}
            </Badge>
          ) : null}
          {card.readout ? (
            <Badge size="xs" variant="light" color={card.readout.verdict === 'win' ? 'teal' : 'gray'}>
              {cardReadoutLabel(card.readout)}
            </Badge>
          ) : null}
          {card.verification_start_date ? (
            <Text size="xs" c="dimmed">
              検証 {formatPeriod(card.verification_start_date, card.verification_end_date)}
            </Text>
          ) : null}
          <NodeAssignees kind={card.kind} id={card.id} subject={subject} assignees={card.assignees} />
          <CountedCommentsButton
            projectId={projectId}
            target={{ target_kind: card.kind, target_id: card.id }}
            itemLabel={subject}
          />
        </Group>
        <InlineText
          value={card.memo}
          label={`「${card.title || '（無題）'}」のメモ`}
          placeholder={canEdit ? 'メモを追加' : ''}
          multiline
          readOnly={!canEdit}
          size="xs"
          onSave={(next) => onMemo(card, next)}
        />
      </Stack>
    </Paper>
  );
});
