import { describe, expect, it } from 'vitest';
import { initialsOf, unassignableIds, updateAssigneesRequestSchema } from './assignees.js';

describe('initialsOf', () => {
  it('takes a Japanese name’s first character, and a Latin name’s first two initials', () => {
    expect(initialsOf('山田 太郎')).toBe('山');
    expect(initialsOf('　佐藤花子')).toBe('佐');
    expect(initialsOf('taro yamada')).toBe('TY');
    expect(initialsOf('Admin')).toBe('A');
    expect(initialsOf('Ken 山田')).toBe('K');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('unassignableIds', () => {
  it('lists each id not assignable once, in the order sent', () => {
    expect(unassignableIds([3, 9, 3, 1, 9], new Set([1, 2]))).toEqual([3, 9]);
    expect(unassignableIds([], new Set())).toEqual([]);
  });
});

describe('updateAssigneesRequestSchema', () => {
  it('takes the four assignable kinds and a list of ids, and names the field it refuses', () => {
    expect(updateAssigneesRequestSchema.safeParse({ kind: 'work', id: 1, userIds: [] }).success).toBe(true);
    const bad = updateAssigneesRequestSchema.safeParse({ kind: 'factor', id: 1, userIds: 'x' });
    expect(bad.error?.issues.map((issue) => issue.path[0]).toSorted()).toEqual(['kind', 'userIds']);
  });
});
