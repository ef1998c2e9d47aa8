import type { Active, ClientRect, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { isOpenFor, nextTarget, OTHER_ID, pointId, targetLabel, targetOf } from './market-dnd';

/** A 400 px board: point (row, col) centred at the domain's percentages; その他 below it. */
const rectOf = (pos: number): ClientRect => {
  const steps = [10, 20, 30, 40, 60, 70, 80, 90];
  const x = (steps[pos % 8] ?? 0) * 4;
  const y = (steps[Math.floor(pos / 8)] ?? 0) * 4;
  return { left: x - 20, top: y - 20, width: 40, height: 40, right: x + 20, bottom: y + 20 };
};
const otherRect: ClientRect = { left: 0, top: 420, width: 400, height: 60, right: 400, bottom: 480 };

function grid(taken: number[] = [], withOther = true) {
  const open = (id: string) => {
    if (id === OTHER_ID) return withOther ? otherRect : undefined;
    const pos = targetOf(id);
    return typeof pos === 'number' && !taken.includes(pos) ? rectOf(pos) : undefined;
  };
  return {
    open,
    openPoints: () =>
      [...Array(64).keys()].filter((p) => !taken.includes(p)).map((p) => ({ id: pointId(p), rect: rectOf(p) })),
  };
}

const axes = { top: '高価格', right: '品質訴求', bottom: '低価格', left: '手軽さ' };

describe('nextTarget', () => {
  it('walks the grid one point per arrow, across the axes gap', () => {
    expect(nextTarget(27, 'right', grid(), { x: 0, y: 0 })).toBe(pointId(28));
    expect(nextTarget(27, 'down', grid(), { x: 0, y: 0 })).toBe(pointId(35));
    expect(nextTarget(14, 'up', grid(), { x: 0, y: 0 })).toBe(pointId(6));
    expect(nextTarget(14, 'left', grid(), { x: 0, y: 0 })).toBe(pointId(13));
  });

  it('steps over points other companies hold, and stays at the edge', () => {
    expect(nextTarget(27, 'right', grid([28, 29]), { x: 0, y: 0 })).toBe(pointId(30));
    expect(nextTarget(7, 'right', grid(), { x: 0, y: 0 })).toBeNull();
    expect(nextTarget(6, 'right', grid([7]), { x: 0, y: 0 })).toBeNull();
    expect(nextTarget(0, 'up', grid(), { x: 0, y: 0 })).toBeNull();
  });

  it('goes down from the bottom row into その他, and from there up to the nearest point', () => {
    expect(nextTarget(60, 'down', grid(), { x: 0, y: 0 })).toBe(OTHER_ID);
    expect(nextTarget(60, 'down', grid([], false), { x: 0, y: 0 })).toBeNull();
    expect(nextTarget('other', 'up', grid(), { x: 250, y: 450 })).toBe(pointId(60));
    expect(nextTarget('other', 'up', grid([60]), { x: 250, y: 450 })).not.toBe(pointId(60));
    expect(nextTarget('other', 'down', grid(), { x: 250, y: 450 })).toBeNull();
  });
});

describe('targetLabel', () => {
  it('names a point in axis terms, the list, or outside', () => {
    expect(targetLabel(pointId(15), axes)).toBe('右上（高価格・品質訴求）2行8列');
    expect(targetLabel(OTHER_ID, axes)).toBe('その他の項目');
    expect(targetLabel(null, axes)).toBe('ボードの外');
    expect(targetLabel('company-3', axes)).toBe('ボードの外');
  });
});

describe('isOpenFor', () => {
  const container = (occupant: number | null, disabled = false) =>
    ({ id: pointId(1), disabled, data: { current: { occupant } } }) as unknown as DroppableContainer;
  const lifted = (id: number) => ({ id: `company-${id}`, data: { current: { id } } }) as unknown as Active;

  it('opens a free point and the lifted company’s own, not another company’s or a disabled one', () => {
    expect(isOpenFor(container(null), lifted(3))).toBe(true);
    expect(isOpenFor(container(3), lifted(3))).toBe(true);
    expect(isOpenFor(container(4), lifted(3))).toBe(false);
    expect(isOpenFor(container(null, true), lifted(3))).toBe(false);
    expect(isOpenFor(undefined, lifted(3))).toBe(false);
  });
});
