import { LEVEL_HIGH, LEVEL_LOW } from '../admin/masters.js';

export const ranks = ['A', 'B', 'C', 'D'] as const;
export type Rank = (typeof ranks)[number];

/**
 * Rank from importance and urgency (product.md §4 rank; 0 = 高): high and high → A; high importance otherwise → B;
 * other importance with high urgency → C; otherwise D.
 */
export function rankOf(importance: number | null, urgency: number | null): Rank {
  const importantHigh = importance === LEVEL_HIGH;
  const urgentHigh = urgency === LEVEL_HIGH;
  if (importantHigh && urgentHigh) return 'A';
  if (importantHigh) return 'B';
  if (urgentHigh) return 'C';
  return 'D';
}

/**
 * Setting a rank writes importance and urgency back (product.md §4 rank): importance 0 for A or B, else 2;
 * urgency 0 for A, 2 for B, 0 for C, else 2. rankOf of the result is the rank set.
 */
export function levelsForRank(rank: Rank): { importance: number; urgency: number } {
  return {
    importance: rank === 'A' || rank === 'B' ? LEVEL_HIGH : LEVEL_LOW,
    urgency: rank === 'A' || rank === 'C' ? LEVEL_HIGH : LEVEL_LOW,
  };
}
