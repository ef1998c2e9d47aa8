import {
  closestCenter,
  pointerWithin,
  type Announcements,
  type Active,
  type ClientRect,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { marketNeighbour, marketPointLabel, type MarketAxes, type MarketDirection } from '@kaizen/domain';

/** The drop target id of a point, and of the その他の項目 list. */
export const pointId = (pos: number) => `point-${pos}`;
export const OTHER_ID = 'other';

/** The point a drop target id names, 'other' for the list, null for anything else. */
export function targetOf(id: UniqueIdentifier | null | undefined): number | 'other' | null {
  if (id === OTHER_ID) return 'other';
  const match = typeof id === 'string' ? /^point-(\d+)$/.exec(id) : null;
  return match ? Number(match[1]) : null;
}

/**
 * Whether the lifted company may drop on a target: a point another company holds does not take it
 * (the server would refuse it with 409). The holder is read from the target's data at the moment of
 * the drag, so the lifted company's own point stays open from the first frame.
 */
export function isOpenFor(container: DroppableContainer | undefined, active: Active | null): boolean {
  if (!container || container.disabled) return false;
  const occupant = (container.data.current as { occupant?: number | null } | undefined)?.occupant ?? null;
  const lifted = (active?.data.current as { id?: number } | undefined)?.id;
  return occupant === null || occupant === lifted;
}

const directions: Record<string, MarketDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const center = (rect: ClientRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

interface GridView {
  /** A drop target's rect, if it takes drops now (a point of another company does not). */
  open: (id: string) => ClientRect | undefined;
  /** Every open point, with its rect. */
  openPoints: () => { id: string; rect: ClientRect }[];
}

/**
 * Where an arrow key takes a lifted company: the next open point in that direction across the grid
 * (over the axes gap; taken points are stepped over), down from the bottom row into その他の項目, and
 * from その他 (or outside) to the nearest open point. Null where it cannot go: it stays.
 */
export function nextTarget(
  from: number | 'other' | null,
  direction: MarketDirection,
  grid: GridView,
  near: { x: number; y: number },
): string | null {
  if (typeof from === 'number') {
    let pos = marketNeighbour(from, direction);
    while (pos !== null && !grid.open(pointId(pos))) pos = marketNeighbour(pos, direction);
    if (pos !== null) return pointId(pos);
    return direction === 'down' && grid.open(OTHER_ID) ? OTHER_ID : null;
  }
  if (from === 'other' && direction === 'down') return null;
  let best: { id: string; distance: number } | null = null;
  for (const { id, rect } of grid.openPoints()) {
    const c = center(rect);
    const distance = Math.hypot(c.x - near.x, c.y - near.y);
    if (!best || distance < best.distance) best = { id, distance };
  }
  return best?.id ?? null;
}

/** The keyboard sensor's coordinate getter over the 8 × 8 grid: centres the lifted chip on the next target. */
export const marketKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = directions[event.code];
  if (!direction) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const open = (id: string) => (isOpenFor(droppableContainers.get(id), active) ? droppableRects.get(id) : undefined);
  const grid: GridView = {
    open,
    openPoints: () =>
      droppableContainers
        .getEnabled()
        .filter((container) => isOpenFor(container, active))
        .map((container) => ({ id: String(container.id), rect: droppableRects.get(container.id) }))
        .filter(
          (entry): entry is { id: string; rect: ClientRect } => entry.rect !== undefined && entry.id !== OTHER_ID,
        ),
  };
  const next = nextTarget(targetOf(over?.id), direction, grid, center(collisionRect));
  const rect = next ? open(next) : undefined;
  if (!rect) return undefined;
  const target = center(rect);
  return { x: target.x - collisionRect.width / 2, y: target.y - collisionRect.height / 2 };
};

/**
 * The mouse drops where the pointer is (nowhere outside a target); the keyboard on the target that
 * holds the chip's centre, which is where the coordinate getter put it.
 */
export const marketCollision: CollisionDetection = (args) => {
  const open = { ...args, droppableContainers: args.droppableContainers.filter((c) => isOpenFor(c, args.active)) };
  if (args.pointerCoordinates) return pointerWithin(open);
  const within = pointerWithin({ ...open, pointerCoordinates: center(args.collisionRect) });
  return within.length > 0 ? within : closestCenter(open);
};

/** How a target is named aloud: a point in axis terms, or the list. */
export function targetLabel(id: UniqueIdentifier | null | undefined, axes: MarketAxes): string {
  const target = targetOf(id);
  if (target === 'other') return 'その他の項目';
  if (target === null) return 'ボードの外';
  return marketPointLabel(target, axes);
}

export const marketInstructions = {
  draggable:
    '企業を動かすには、スペースキーまたはEnterキーで持ち上げ、矢印キーでボード上の位置を選び、もう一度スペースキーまたはEnterキーで置きます。いちばん下の行から下矢印キーでその他の項目に戻せます。Escapeキーで取り消します。',
};

/** Japanese announcements: which company, and which point (quadrant, axis labels, row and column). */
export function marketAnnouncements(nameOf: (id: UniqueIdentifier) => string, axes: MarketAxes): Announcements {
  const name = (id: UniqueIdentifier) => `「${nameOf(id)}」`;
  return {
    onDragStart: ({ active }) =>
      `${name(active.id)}を持ち上げました。現在の位置は${targetLabel(active.data.current?.from as string, axes)}です。`,
    onDragOver: ({ active, over }) => `${name(active.id)}は${targetLabel(over?.id, axes)}にあります。`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)}を${targetLabel(over.id, axes)}に置きました。`
        : `${name(active.id)}を元の位置に戻しました。`,
    onDragCancel: ({ active }) => `移動を取り消しました。${name(active.id)}は元の位置に戻りました。`,
  };
}
