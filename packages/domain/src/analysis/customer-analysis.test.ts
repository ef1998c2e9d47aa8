import { describe, expect, it } from 'vitest';
import {
  BLANK_POINT_INDEX,
  nextPointIndex,
  placeAt,
  pointHasContent,
  sortPointRows,
  updatePointRequestSchema,
  updateProvideRequestSchema,
  updateRealizationRequestSchema,
} from './customer-analysis.js';

const blankContent = {
  phase_id: null,
  is_action: 0 as const,
  is_good: 0 as const,
  action_contents: '',
  propriety_id: null,
  detail: '',
  element: '',
};

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('point rows: the blank row always sorts last (product.md §9.7)', () => {
  it('orders filled rows by index_num, then the 9999 rows by id, whatever the ids', () => {
    const rows = [
      { id: 1, index_num: BLANK_POINT_INDEX },
      { id: 9, index_num: 2 },
      { id: 4, index_num: BLANK_POINT_INDEX },
      { id: 7, index_num: 1 },
      { id: 3, index_num: 2 },
    ];
    expect(sortPointRows(rows).map((row) => row.id)).toEqual([7, 3, 9, 1, 4]);
    expect(rows[0]?.id).toBe(1);
  });

  it('gives a filled blank row the index after every filled row, 1 when none', () => {
    expect(nextPointIndex([{ index_num: BLANK_POINT_INDEX }])).toBe(1);
    expect(nextPointIndex([{ index_num: 3 }, { index_num: BLANK_POINT_INDEX }, { index_num: 1 }])).toBe(4);
  });

  it('calls a row filled once any field says something; spaces say nothing', () => {
    expect(pointHasContent(blankContent)).toBe(false);
    expect(pointHasContent({ ...blankContent, action_contents: '  ' })).toBe(false);
    expect(pointHasContent({ ...blankContent, action_contents: '送料無料の訴求' })).toBe(true);
    expect(pointHasContent({ ...blankContent, phase_id: 2 })).toBe(true);
    expect(pointHasContent({ ...blankContent, is_good: 1 })).toBe(true);
    expect(pointHasContent({ ...blankContent, propriety_id: 4 })).toBe(true);
  });
});

describe('placeAt', () => {
  it('moves an id within its list and clamps the position', () => {
    expect(placeAt([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(placeAt([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(placeAt([1, 2, 3], 2, 99)).toEqual([1, 3, 2]);
    expect(placeAt([1, 2, 3], 2)).toEqual([1, 3, 2]);
  });

  it('places an arriving id (from another phase) at the position, else last', () => {
    expect(placeAt([1, 2], 7, 2)).toEqual([1, 7, 2]);
    expect(placeAt([], 7, 3)).toEqual([7]);
    expect(placeAt([1, 2], 7)).toEqual([1, 2, 7]);
  });
});

describe('update_provide / update_realization requests', () => {
  it('creates with an owner, a phase and text; updates by id', () => {
    expect(updateProvideRequestSchema.parse({ project_id: 3, phase_id: 2, provide: ' 無料サンプル ' })).toEqual({
      project_id: 3,
      phase_id: 2,
      provide: '無料サンプル',
    });
    expect(updateRealizationRequestSchema.parse({ id: '5', index_num: 1 })).toEqual({ id: 5, index_num: 1 });
  });

  it('refuses empty text, a missing phase or owner, and an update that changes nothing, naming the field', () => {
    expect(pathsOf(updateProvideRequestSchema.safeParse({ sale_id: 1, phase_id: 1, provide: '  ' }))).toEqual([
      'provide',
    ]);
    expect(pathsOf(updateProvideRequestSchema.safeParse({ project_id: 1, provide: 'a' }))).toEqual(['phase_id']);
    expect(pathsOf(updateProvideRequestSchema.safeParse({ phase_id: 1, provide: 'a' }))).toEqual(['project_id']);
    expect(pathsOf(updateRealizationRequestSchema.safeParse({ id: 1 }))).toEqual(['realization']);
    expect(pathsOf(updateRealizationRequestSchema.safeParse({ id: 1, project_id: 1, realization: 'a' }))).toEqual([
      'project_id',
    ]);
    expect(pathsOf(updateProvideRequestSchema.safeParse({ project_id: 1, phase_id: 6, provide: 'a' }))).toEqual([
      'phase_id',
    ]);
  });
});

describe('update_point_list requests', () => {
  it('takes booleans as 0 or 1 only (product.md §5.9), phase and propriety by id or null', () => {
    expect(updatePointRequestSchema.parse({ id: 1, is_action: 1, phase: null, propriety: 4 })).toEqual({
      id: 1,
      is_action: 1,
      phase: null,
      propriety: 4,
    });
    expect(pathsOf(updatePointRequestSchema.safeParse({ id: 1, is_good: true }))).toEqual(['is_good']);
    expect(pathsOf(updatePointRequestSchema.safeParse({ id: 1, is_action: 2 }))).toEqual(['is_action']);
    expect(pathsOf(updatePointRequestSchema.safeParse({ id: 1, propriety: 5 }))).toEqual(['propriety']);
    expect(pathsOf(updatePointRequestSchema.safeParse({ id: 1, index_num: BLANK_POINT_INDEX }))).toEqual(['index_num']);
  });
});
