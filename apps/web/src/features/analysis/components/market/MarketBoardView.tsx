import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  marketPointLabel,
  marketPoints,
  type MarketAxes,
  type MarketBoard,
  type MarketPoint,
  type Owner,
} from '@kaizen/domain';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { InlineText } from '../../../../components/editors/InlineText';
import { useDeleteBoard, useUpdateBoard, useUpdateTarget } from '../../api/markets';
import {
  marketAnnouncements,
  marketCollision,
  marketInstructions,
  marketKeyboardCoordinates,
  OTHER_ID,
  pointId,
  targetOf,
} from './market-dnd';
import classes from './market.module.css';

/** Constant options: new ones each render would re-create the sensors. */
const pointerOptions = { activationConstraint: { distance: 6 } };
const keyboardOptions = { coordinateGetter: marketKeyboardCoordinates };
/** The page scrolls only when the pointer is near its very edge: the board's top rows sit close to it. */
const autoScroll = { threshold: { x: 0.05, y: 0.08 } };
const POINTS = marketPoints();
/** A point's drop area, in percent of the board: the 10 % step between two points. */
const POINT_SIZE = 10;

interface Company {
  id: number;
  name: string;
  /** Where it is now: a point's drop id, or the list's. */
  from: string;
}

const companyKey = (id: number) => `company-${id}`;

/** A company as a chip: draggable where the caller may edit, plain text otherwise. */
function Chip({ company, canEdit, where }: { company: Company; canEdit: boolean; where: string }) {
  if (!canEdit) {
    return (
      <span className={classes.chip} title={where}>
        {company.name}
      </span>
    );
  }
  return <DraggableChip company={company} where={where} />;
}

function DraggableChip({ company, where }: { company: Company; where: string }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: companyKey(company.id), data: company });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className={classes.chip}
      data-dragging={isDragging || undefined}
      title={where}
      {...attributes}
      {...listeners}
    >
      {company.name}
    </button>
  );
}

/** One of the 64 points: a drop target (another company's point takes no drop, see isOpenFor), with its chip if placed. */
function PointCell({
  point,
  company,
  canEdit,
  label,
}: {
  point: MarketPoint;
  company: Company | undefined;
  canEdit: boolean;
  label: string;
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: pointId(point.pos),
    data: { occupant: company?.id ?? null },
    disabled: !canEdit,
  });
  return (
    <div
      ref={setNodeRef}
      className={classes.point}
      // Placed by its top-left corner, not with a transform: dnd-kit measures drop targets ignoring transforms.
      style={{ left: `${point.x - POINT_SIZE / 2}%`, top: `${point.y - POINT_SIZE / 2}%` }}
      data-market-pos={point.pos}
      data-over={isOver || undefined}
    >
      <span className={classes.dot} aria-hidden />
      {company ? <Chip company={company} canEdit={canEdit} where={label} /> : null}
    </div>
  );
}

/** その他の項目: the owner's companies not on this board; dropping a chip here takes it off. */
function OtherItems({ companies, canEdit }: { companies: Company[]; canEdit: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: OTHER_ID, disabled: !canEdit });
  return (
    <div ref={setNodeRef} className={classes.other} data-over={isOver || undefined} data-testid="market-other">
      <Text size="sm" fw={600} mb={4}>
        その他の項目
      </Text>
      {companies.length === 0 ? (
        <Text size="xs" c="dimmed">
          ボードに置いていない企業はありません
        </Text>
      ) : (
        <div className={classes.otherList}>
          {companies.map((company) => (
            <Chip key={company.id} company={company} canEdit={canEdit} where="その他の項目" />
          ))}
        </div>
      )}
    </div>
  );
}

const axisFields = [
  { key: 'top', field: 'topName', label: '上の軸' },
  { key: 'right', field: 'rightName', label: '右の軸' },
  { key: 'bottom', field: 'bottomName', label: '下の軸' },
  { key: 'left', field: 'leftName', label: '左の軸' },
] as const;

/**
 * One board: its name, the four axis labels around a square of 64 points with the axes through the
 * middle gap, the placed companies as chips and その他の項目 below. Companies move by mouse or keyboard
 * (arrow keys walk the points); each drop is saved with update_target and the chip moves once the
 * server has answered.
 */
export function MarketBoardView({ owner, board, canEdit }: { owner: Owner; board: MarketBoard; canEdit: boolean }) {
  const updateBoard = useUpdateBoard(owner);
  const deleteBoard = useDeleteBoard(owner);
  const updateTarget = useUpdateTarget(owner);
  const [active, setActive] = useState<Company | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));
  const axes = useMemo<MarketAxes>(
    () => ({ top: board.top, right: board.right, bottom: board.bottom, left: board.left }),
    [board.top, board.right, board.bottom, board.left],
  );

  const placed = useMemo(() => {
    const byPos = new Map<number, Company>();
    for (const item of board.items) byPos.set(item.pos, { id: item.id, name: item.name, from: pointId(item.pos) });
    return byPos;
  }, [board.items]);
  const others = useMemo(
    () => board.other.map((c): Company => ({ id: c.id, name: c.name, from: OTHER_ID })),
    [board.other],
  );
  const names = useMemo(() => {
    const map = new Map<UniqueIdentifier, string>();
    for (const c of [...placed.values(), ...others]) map.set(companyKey(c.id), c.name);
    return map;
  }, [placed, others]);
  const accessibility = useMemo(
    () => ({
      screenReaderInstructions: marketInstructions,
      announcements: marketAnnouncements((id) => names.get(id) ?? '', axes),
    }),
    [names, axes],
  );

  const saveLabels = (change: Partial<Record<'name' | (typeof axisFields)[number]['field'], string>>) =>
    updateBoard.mutateAsync({
      selectionId: board.id,
      name: board.name,
      topName: board.top,
      rightName: board.right,
      bottomName: board.bottom,
      leftName: board.left,
      ...change,
    });

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const company = dragged.data.current as Company | undefined;
    const target = targetOf(over?.id);
    if (!company || target === null || (over && over.id === company.from)) return;
    if (target === 'other' && company.from === OTHER_ID) return;
    updateTarget.mutate({
      marketId: board.id,
      companyConflictsId: company.id,
      pos: target === 'other' ? null : target,
    });
  };

  const axisLabel = (axis: (typeof axisFields)[number]) => (
    <div className={classes[`axis_${axis.key}`]}>
      <InlineText
        value={board[axis.key]}
        label={axis.label}
        required
        readOnly={!canEdit}
        size="xs"
        onSave={(next) => saveLabels({ [axis.field]: next })}
      />
    </div>
  );

  const grid = (
    <Stack gap="sm">
      <div className={classes.map}>
        {axisLabel(axisFields[0])}
        {axisLabel(axisFields[3])}
        <div className={classes.square} role="group" aria-label={`${board.name}のポジショニングマップ`}>
          <span className={classes.axisX} aria-hidden />
          <span className={classes.axisY} aria-hidden />
          {POINTS.map((point) => {
            const company = placed.get(point.pos);
            return (
              <PointCell
                key={point.pos}
                point={point}
                company={company}
                canEdit={canEdit}
                label={marketPointLabel(point.pos, axes)}
              />
            );
          })}
        </div>
        {axisLabel(axisFields[1])}
        {axisLabel(axisFields[2])}
      </div>
      <OtherItems companies={others} canEdit={canEdit} />
    </Stack>
  );

  return (
    <Stack gap="sm" className={classes.board}>
      <Group justify="space-between" wrap="nowrap">
        <div className={classes.boardName}>
          <InlineText
            value={board.name}
            label="ボード名"
            required
            readOnly={!canEdit}
            onSave={(next) => saveLabels({ name: next })}
          />
        </div>
        {canEdit ? (
          <Tooltip label="ボードを削除" withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              className="no-print"
              aria-label={`ボード「${board.name}」を削除`}
              onClick={() =>
                confirmDeletion({
                  title: 'ボードの削除',
                  message: `ボード「${board.name}」を削除しますか？置いた企業の位置も消えます（企業は競合比較に残ります）。`,
                  onConfirm: () => deleteBoard.mutate(board.id),
                })
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      {canEdit ? (
        <DndContext
          sensors={sensors}
          collisionDetection={marketCollision}
          autoScroll={autoScroll}
          accessibility={accessibility}
          onDragStart={(event) => setActive((event.active.data.current as Company | undefined) ?? null)}
          onDragCancel={() => setActive(null)}
          onDragEnd={onDragEnd}
        >
          {grid}
          <DragOverlay dropAnimation={null}>
            {active ? <span className={`${classes.chip} ${classes.overlay}`}>{active.name}</span> : null}
          </DragOverlay>
        </DndContext>
      ) : (
        grid
      )}
    </Stack>
  );
}
