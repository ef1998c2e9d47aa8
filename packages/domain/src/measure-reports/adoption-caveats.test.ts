import { describe, expect, it } from 'vitest';
import { adoptionCaveats, adoptionNote, statisticalWinner } from './adoption-caveats.js';
import { computeReadout, type PatternCounts } from './statistics/readout.js';
import type { MeasureStats } from './stats-schemas.js';

const control: PatternCounts = { pattern: 1, users: 20000, conversions: 800 };
const winner: PatternCounts = { pattern: 2, users: 20000, conversions: 1000 };
const even: PatternCounts = { pattern: 2, users: 20000, conversions: 805 };
const loser: PatternCounts = { pattern: 2, users: 20000, conversions: 620 };

const readout = (counts: PatternCounts[]): MeasureStats => computeReadout(counts, 1);
const labelOf = (pattern: number) => (pattern === 1 ? '元案' : `パターン${pattern}`);
const adopted = (pattern: number) => ({ pattern, is_adopt: 1 });

describe('adoption against the statistics', () => {
  it('names the winner: the best treatment on a win, the control when every treatment loses', () => {
    expect(statisticalWinner(readout([control, winner]))).toBe(2);
    expect(statisticalWinner(readout([control, loser]))).toBe(1);
    expect(statisticalWinner(readout([control, even]))).toBeNull();
  });

  it('says nothing beside a pattern the statistics back, or one not adopted', () => {
    const stats = readout([control, winner]);
    expect(adoptionNote(stats, adopted(2))).toBeNull();
    expect(adoptionNote(stats, { pattern: 1, is_adopt: 0 })).toBeNull();
    expect(adoptionNote(null, adopted(2))).toBeNull();
    expect(adoptionCaveats(stats, 2, labelOf)).toEqual([]);
  });

  it('warns when the adopted pattern is not the statistical winner, or nothing is decided', () => {
    const won = readout([control, winner]);
    expect(adoptionNote(won, adopted(1))).toBe('統計上有利なパターンと異なります');
    expect(adoptionCaveats(won, 1, labelOf)).toEqual(['採用した元案は、統計上有利なパターン2と異なります。']);
    const undecided = readout([control, even]);
    expect(adoptionNote(undecided, adopted(2))).toBe('統計上は判定保留');
    expect(adoptionCaveats(undecided, 2, labelOf)[0]).toContain('判定保留');
  });

  it('warns of short data and of a split that went wrong before anything else', () => {
    const short = readout([
      { pattern: 1, users: 400, conversions: 12 },
      { pattern: 2, users: 400, conversions: 20 },
    ]);
    expect(adoptionNote(short, adopted(2))).toBe('データ不足のまま採用');
    expect(adoptionCaveats(short, 2, labelOf)).toContain('データがまだ少ないため、統計上の判定はできません。');
    // 20,000 against 18,000 on a planned even split: χ² p far below 0.001.
    const skewed = readout([control, { ...winner, users: 18000 }]);
    expect(adoptionNote(skewed, adopted(2))).toBe('振り分けに偏りがあります');
  });
});
