import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Paper, Stack, Text } from '@mantine/core';
import type { CustomerAnalysis, Owner } from '@kaizen/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { screenReaderInstructions } from '../../../../components/sortable/announcements';
import { useChangeItem, useCreateItem, useDeleteItem, type ItemKind } from '../../api/customer-analysis';
import { cardDndId, cellDndId, planJourneyDrop, type JourneyCard, type JourneyDropTarget } from './journey-dnd';
import { JourneyItemCard } from './JourneyItemCard';
import { NewItemInput } from './NewItemInput';
import classes from './journey.module.css';

type Phase = CustomerAnalysis['phase'][number];

export const rowLabels: Record<ItemKind, string> = { company: '自社の提供価値', customer: '顧客の実現したいこと' };

/** Constant options: new ones each render would re-render every card. */
const pointerOptions = { activationConstraint: { distance: 6 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

function PhaseCell({
  kind,
  phase,
  cards,
  canEdit,
  onText,
  onDelete,
  onAdd,
}: {
  kind: ItemKind;
  phase: Phase;
  cards: JourneyCard[];
  canEdit: boolean;
  onText: (card: JourneyCard, text: string) => Promise<unknown>;
  onDelete: (card: JourneyCard) => void;
  onAdd: (phaseId: number, text: string) => Promise<unknown>;
}) {
  const label = `${rowLabels[kind]}（${phase.name}）`;
  const { setNodeRef, isOver } = useDroppable({
    id: cellDndId(kind, phase.id),
    data: { type: 'cell', kind, phase_id: phase.id },
    disabled: !canEdit,
  });
  return (
    <div ref={setNodeRef} className={classes.cell} data-over={isOver || undefined} role="group" aria-label={label}>
      <SortableContext items={cards.map(cardDndId)} strategy={verticalListSortingStrategy}>
        <Stack gap={4} role="list" aria-label={label}>
          {cards.map((card) => (
            <JourneyItemCard key={card.id} card={card} canEdit={canEdit} onText={onText} onDelete={onDelete} />
          ))}
        </Stack>
      </SortableContext>
      {canEdit ? <NewItemInput label={label} onAdd={(text) => onAdd(phase.id, text)} /> : null}
    </div>
  );
}

/** One row of the board (company or customer items) across the phases: its own drag-and-drop space. */
function JourneyRow({
  owner,
  kind,
  phases,
  cards,
  canEdit,
}: {
  owner: Owner;
  kind: ItemKind;
  phases: Phase[];
  cards: JourneyCard[];
  canEdit: boolean;
}) {
  const create = useCreateItem(owner);
  const change = useChangeItem(owner);
  const remove = useDeleteItem(owner);
  const [active, setActive] = useState<JourneyCard | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));
  const { mutateAsync: changeAsync, mutate: move } = change;
  const { mutateAsync: createAsync } = create;
  const { mutate: removeItem } = remove;

  const onText = useCallback(
    (card: JourneyCard, text: string) => changeAsync({ kind, id: card.id, text }),
    [changeAsync, kind],
  );
  const onDelete = useCallback(
    (card: JourneyCard) =>
      confirmDeletion({
        title: '項目の削除',
        message: `「${card.text}」を削除しますか？`,
        onConfirm: () => removeItem({ kind, id: card.id }),
      }),
    [kind, removeItem],
  );
  const onAdd = useCallback(
    (phaseId: number, text: string) => createAsync({ kind, phase_id: phaseId, text }),
    [createAsync, kind],
  );

  // dnd-kit reports the lifted card as over itself the moment a drag starts: not a move, so it does
  // not drown out the "lifted" announcement (as components/sortable/announcements.ts).
  const moved = useRef(false);
  const accessibility = useMemo<{
    announcements: Announcements;
    screenReaderInstructions: typeof screenReaderInstructions;
  }>(() => {
    const phaseName = (id: number) => phases.find((phase) => phase.id === id)?.name ?? '';
    const cardOf = (data: unknown) => (data as { card?: JourneyCard } | undefined)?.card;
    const title = (data: unknown) => `「${cardOf(data)?.text ?? ''}」`;
    const where = (data: unknown) => {
      const target = data as JourneyDropTarget | undefined;
      if (!target) return '並べ替えできる位置の外';
      return target.type === 'card'
        ? `${phaseName(target.card.phase_id)}の${target.card.index_num}番目`
        : `${phaseName(target.phase_id)}の最後`;
    };
    return {
      screenReaderInstructions,
      announcements: {
        onDragStart: ({ active: a }) => {
          moved.current = false;
          const card = cardOf(a.data.current);
          return `${title(a.data.current)}を持ち上げました。現在の位置は${card ? `${phaseName(card.phase_id)}の${card.index_num}番目` : ''}です。`;
        },
        onDragOver: ({ active: a, over }) => {
          if (over && over.id === a.id && !moved.current) return undefined;
          moved.current = true;
          return `${title(a.data.current)}は${where(over?.data.current)}にあります。`;
        },
        onDragEnd: ({ active: a, over }) => `${title(a.data.current)}を${where(over?.data.current)}に置きました。`,
        onDragCancel: ({ active: a }) => `${title(a.data.current)}の移動を取り消しました。`,
      },
    };
  }, [phases]);

  const row = (
    <div className={classes.row} role="region" aria-label={rowLabels[kind]}>
      <div className={classes.rowHead} data-kind={kind}>
        <Text size="sm" fw={700}>
          {rowLabels[kind]}
        </Text>
      </div>
      {phases.map((phase) => (
        <PhaseCell
          key={phase.id}
          kind={kind}
          phase={phase}
          cards={cards.filter((card) => card.phase_id === phase.id)}
          canEdit={canEdit}
          onText={onText}
          onDelete={onDelete}
          onAdd={onAdd}
        />
      ))}
    </div>
  );
  if (!canEdit) return row;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={accessibility}
      onDragStart={(event) => setActive(cardOfData(event.active.data.current))}
      onDragCancel={() => setActive(null)}
      onDragEnd={(event) => {
        setActive(null);
        const card = cardOfData(event.active.data.current);
        if (!card) return;
        const plan = planJourneyDrop(card, event.over?.data.current as JourneyDropTarget | undefined, cards);
        if (plan) move({ kind, id: card.id, ...plan });
      }}
    >
      {row}
      <DragOverlay dropAnimation={null}>
        {active ? (
          <Paper shadow="md" withBorder p={6} radius="sm" maw={220}>
            <Text size="sm">{active.text}</Text>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

const cardOfData = (data: unknown): JourneyCard | null => (data as { card?: JourneyCard } | undefined)?.card ?? null;

/**
 * The journey board: the phases across, a row of what the company offers and a row of what the
 * customer wants to achieve. Items are added, edited and deleted in place, and dragged (mouse or
 * keyboard) within and across phases of their row; the board moves once the server has answered.
 */
export function JourneyBoard({
  owner,
  analysis,
  canEdit,
}: {
  owner: Owner;
  analysis: CustomerAnalysis;
  canEdit: boolean;
}) {
  const company = useMemo<JourneyCard[]>(
    () =>
      analysis.company.map((item) => ({
        kind: 'company',
        id: item.id,
        phase_id: item.phase_id,
        index_num: item.index_num,
        text: item.provide,
      })),
    [analysis.company],
  );
  const customer = useMemo<JourneyCard[]>(
    () =>
      analysis.customer.map((item) => ({
        kind: 'customer',
        id: item.id,
        phase_id: item.phase_id,
        index_num: item.index_num,
        text: item.realization,
      })),
    [analysis.customer],
  );
  return (
    <div className={classes.boardScroll}>
      <div className={classes.board}>
        <div className={classes.row}>
          <div aria-hidden />
          {analysis.phase.map((phase, index) => (
            <div key={phase.id} className={classes.phaseHead}>
              <Text size="xs" c="white" className={classes.phaseNumber}>
                フェーズ{index + 1}
              </Text>
              <Text size="sm" fw={700} c="white">
                {phase.name}
              </Text>
            </div>
          ))}
        </div>
        <JourneyRow owner={owner} kind="company" phases={analysis.phase} cards={company} canEdit={canEdit} />
        <JourneyRow owner={owner} kind="customer" phases={analysis.phase} cards={customer} canEdit={canEdit} />
      </div>
    </div>
  );
}
