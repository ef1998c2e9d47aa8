import { describe, expect, it } from 'vitest';
import {
  MARKET_POINT_COUNT,
  marketCell,
  marketNeighbour,
  marketPoint,
  marketPointLabel,
  marketPoints,
  marketPosAt,
  marketPosOf,
  updateMarketBoardRequestSchema,
  updateMarketTargetRequestSchema,
} from './markets.js';

const axes = { top: '高価格', right: '高品質', bottom: '低価格', left: '低品質' };

describe('marketPoint', () => {
  it('puts the 64 points in 10 % steps with the middle (50 %) left for the axes', () => {
    const points = marketPoints();
    expect(points).toHaveLength(MARKET_POINT_COUNT);
    expect(new Set(points.map((p) => p.x))).toEqual(new Set([10, 20, 30, 40, 60, 70, 80, 90]));
    expect(points.some((p) => p.x === 50 || p.y === 50)).toBe(false);
    expect(points.map((p) => p.pos)).toEqual([...Array(64).keys()]);
  });

  it('numbers row by row from the top left: pos = row × 8 + col', () => {
    expect(marketPoint(0)).toEqual({ pos: 0, x: 10, y: 10 });
    expect(marketPoint(7)).toEqual({ pos: 7, x: 90, y: 10 });
    expect(marketPoint(8)).toEqual({ pos: 8, x: 10, y: 20 });
    expect(marketPoint(27)).toEqual({ pos: 27, x: 40, y: 40 });
    expect(marketPoint(28)).toEqual({ pos: 28, x: 60, y: 40 });
    expect(marketPoint(63)).toEqual({ pos: 63, x: 90, y: 90 });
    expect(marketCell(13)).toEqual({ row: 1, col: 5 });
  });

  it('refuses a pos off the grid', () => {
    for (const pos of [-1, 64, 1.5]) expect(() => marketPoint(pos)).toThrow(RangeError);
  });
});

describe('marketPosAt', () => {
  it('is the inverse of marketPoint', () => {
    for (const point of marketPoints()) expect(marketPosAt(point.x, point.y)).toBe(point.pos);
  });

  it('takes the nearest point for any place, off the board clamped to the edge', () => {
    expect(marketPosAt(12, 8)).toBe(0);
    expect(marketPosAt(56, 44)).toBe(3 * 8 + 4);
    expect(marketPosAt(-20, 150)).toBe(56);
    expect(marketPosAt(99, 1)).toBe(7);
  });
});

describe('marketNeighbour and marketPosOf', () => {
  it('steps one point in each direction, across the axes gap, and stops at the edge', () => {
    expect(marketNeighbour(27, 'right')).toBe(28);
    expect(marketNeighbour(27, 'down')).toBe(35);
    expect(marketNeighbour(27, 'up')).toBe(19);
    expect(marketNeighbour(27, 'left')).toBe(26);
    expect(marketNeighbour(0, 'up')).toBeNull();
    expect(marketNeighbour(0, 'left')).toBeNull();
    expect(marketNeighbour(63, 'down')).toBeNull();
    expect(marketNeighbour(63, 'right')).toBeNull();
  });

  it('is null off the grid', () => {
    expect(marketPosOf(8, 0)).toBeNull();
    expect(marketPosOf(0, -1)).toBeNull();
    expect(marketPosOf(7, 7)).toBe(63);
  });
});

describe('marketPointLabel', () => {
  it('names the quadrant, its axis labels, then row and column from 1', () => {
    expect(marketPointLabel(1 * 8 + 6, axes)).toBe('右上（高価格・高品質）2行7列');
    expect(marketPointLabel(0, axes)).toBe('左上（高価格・低品質）1行1列');
    expect(marketPointLabel(63, axes)).toBe('右下（低価格・高品質）8行8列');
    expect(marketPointLabel(4 * 8 + 3)).toBe('左下5行4列');
  });

  it('leaves out empty axis labels', () => {
    expect(marketPointLabel(0, { ...axes, top: ' ' })).toBe('左上（低品質）1行1列');
    expect(marketPointLabel(0, { top: '', right: '', bottom: '', left: '' })).toBe('左上1行1列');
  });
});

describe('request schemas', () => {
  const labels = { name: 'ボード', topName: '上', rightName: '右', bottomName: '下', leftName: '左' };

  it('takes projectId (the spec) or project_id as the project', () => {
    expect(updateMarketBoardRequestSchema.parse({ projectId: 3, ...labels }).project_id).toBe(3);
    expect(updateMarketBoardRequestSchema.parse({ project_id: '3', ...labels }).project_id).toBe(3);
    expect(updateMarketBoardRequestSchema.parse({ sale_id: 4, ...labels })).toMatchObject({ sale_id: 4 });
  });

  it('refuses no owner, two owners and empty labels, naming the field', () => {
    const paths = (input: object) =>
      (updateMarketBoardRequestSchema.safeParse(input).error?.issues ?? []).map((i) => i.path.join('.'));
    expect(paths(labels)).toEqual(['project_id']);
    expect(paths({ projectId: 1, sale_id: 2, ...labels })).toEqual(['project_id']);
    expect(paths({ projectId: 1, project_id: 2, ...labels })).toEqual(['projectId']);
    expect(paths({ projectId: 1, ...labels, topName: '  ' })).toEqual(['topName']);
    expect(paths({ projectId: 1, ...labels, name: 'あ'.repeat(101) })).toEqual(['name']);
  });

  it('takes pos 0–63 or null', () => {
    const ok = (pos: unknown) =>
      updateMarketTargetRequestSchema.safeParse({ marketId: 1, companyConflictsId: 2, pos }).success;
    expect([0, 63, null].map(ok)).toEqual([true, true, true]);
    expect([-1, 64, 1.5, '3', undefined].map(ok)).toEqual([false, false, false, false, false]);
  });
});
