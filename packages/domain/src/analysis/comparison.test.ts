import { describe, expect, it } from 'vitest';
import {
  canRemoveLine,
  conflictOrderRequestSchema,
  conflictPlusTdRequestSchema,
  conflictPlusThRequestSchema,
  renumberLines,
  reorderLineIds,
  conflictCompanyRequestSchema,
  conflictCellRequestSchema,
  strengthWeaknessRequestSchema,
  conflictTitleRequestSchema,
} from './comparison.js';

describe('reorderLineIds', () => {
  it('moves the target to the insert’s place, the others shifting toward where it was', () => {
    expect(reorderLineIds([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(reorderLineIds([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(reorderLineIds([1, 2, 3, 4], 2, 4)).toEqual([1, 3, 4, 2]);
    expect(reorderLineIds([1, 2, 3, 4], 3, 1)).toEqual([3, 1, 2, 4]);
  });

  it('keeps the order when target and insert are the same', () => {
    expect(reorderLineIds([5, 6, 7], 6, 6)).toEqual([5, 6, 7]);
  });

  it('is null when either id is not in the list, and does not touch the input', () => {
    const ids = [1, 2, 3];
    expect(reorderLineIds(ids, 9, 1)).toBeNull();
    expect(reorderLineIds(ids, 1, 9)).toBeNull();
    expect(ids).toEqual([1, 2, 3]);
  });
});

describe('renumberLines', () => {
  it('numbers from 1 in list order, answering only the rows whose number changes', () => {
    expect(
      renumberLines([
        { id: 7, index_num: 1 },
        { id: 3, index_num: 5 },
        { id: 9, index_num: 3 },
        { id: 2, index_num: 2 },
      ]),
    ).toEqual([
      { id: 3, index_num: 2 },
      { id: 2, index_num: 4 },
    ]);
    expect(renumberLines([])).toEqual([]);
  });
});

describe('canRemoveLine', () => {
  it('never lets the last row or column go', () => {
    expect(canRemoveLine(0)).toBe(false);
    expect(canRemoveLine(1)).toBe(false);
    expect(canRemoveLine(2)).toBe(true);
  });
});

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('request schemas', () => {
  it('refuse an emptied company name or item title, trimming what is kept', () => {
    expect(conflictCompanyRequestSchema.parse({ id: 1, name: '  株式会社美肌  ' })).toEqual({
      id: 1,
      name: '株式会社美肌',
    });
    expect(fieldsOf(conflictCompanyRequestSchema.safeParse({ id: 1, name: ' 　' }))).toEqual(['name']);
    expect(fieldsOf(conflictTitleRequestSchema.safeParse({ id: 1, title: '' }))).toEqual(['title']);
    expect(fieldsOf(conflictTitleRequestSchema.safeParse({ id: 'x', title: '価格帯' }))).toEqual(['id']);
    expect(fieldsOf(conflictTitleRequestSchema.safeParse({ id: 1, title: 'あ'.repeat(101) }))).toEqual(['title']);
  });

  it('let a cell be emptied but not be something other than text', () => {
    expect(conflictCellRequestSchema.parse({ company_id: 1, item_id: '2', name: '' })).toEqual({
      company_id: 1,
      item_id: 2,
      name: '',
    });
    expect(fieldsOf(conflictCellRequestSchema.safeParse({ company_id: 1, item_id: 2, name: 3 }))).toEqual(['name']);
    expect(fieldsOf(conflictCellRequestSchema.safeParse({ company_id: 0, item_id: 2, name: '' }))).toEqual([
      'company_id',
    ]);
  });

  it('take exactly one owner', () => {
    expect(conflictPlusTdRequestSchema.parse({ sale_id: 4 })).toEqual({ sale_id: 4 });
    expect(conflictPlusThRequestSchema.parse({ project_id: '3', title: '送料' })).toEqual({
      project_id: 3,
      title: '送料',
    });
    expect(fieldsOf(conflictPlusTdRequestSchema.safeParse({}))).toEqual(['project_id']);
    expect(fieldsOf(conflictPlusThRequestSchema.safeParse({ project_id: 1, sale_id: 2 }))).toEqual(['project_id']);
    expect(fieldsOf(conflictPlusThRequestSchema.safeParse({ project_id: 1, title: '' }))).toEqual(['title']);
    expect(fieldsOf(conflictOrderRequestSchema.safeParse({ project_id: 1, target_id: 2 }))).toEqual(['insert_id']);
  });

  it('allow empty strengths and weaknesses, with a limit', () => {
    expect(strengthWeaknessRequestSchema.parse({ project_id: 1, strength: '', weakness: '' })).toEqual({
      project_id: 1,
      strength: '',
      weakness: '',
    });
    expect(
      fieldsOf(strengthWeaknessRequestSchema.safeParse({ project_id: 1, strength: 'あ'.repeat(5001), weakness: '' })),
    ).toEqual(['strength']);
    expect(fieldsOf(strengthWeaknessRequestSchema.safeParse({ project_id: 1, strength: '' }))).toEqual(['weakness']);
  });
});
