import { describe, expect, it } from 'vitest';
import { levelsForRank, rankOf, ranks } from './rank.js';

describe('rankOf', () => {
  it.each([
    [0, 0, 'A'],
    [0, 1, 'B'],
    [0, 2, 'B'],
    [0, null, 'B'],
    [1, 0, 'C'],
    [2, 0, 'C'],
    [null, 0, 'C'],
    [1, 1, 'D'],
    [2, 2, 'D'],
    [null, null, 'D'],
  ])('importance %j and urgency %j rank %s', (importance, urgency, rank) => {
    expect(rankOf(importance, urgency)).toBe(rank);
  });
});

describe('levelsForRank', () => {
  it('writes back the levels product.md §4 rank names', () => {
    expect(levelsForRank('A')).toEqual({ importance: 0, urgency: 0 });
    expect(levelsForRank('B')).toEqual({ importance: 0, urgency: 2 });
    expect(levelsForRank('C')).toEqual({ importance: 2, urgency: 0 });
    expect(levelsForRank('D')).toEqual({ importance: 2, urgency: 2 });
  });

  it.each(ranks)('round-trips rank %s', (rank) => {
    const { importance, urgency } = levelsForRank(rank);
    expect(rankOf(importance, urgency)).toBe(rank);
  });
});
