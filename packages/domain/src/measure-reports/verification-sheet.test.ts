import { describe, expect, it } from 'vitest';
import { computeReadout } from './statistics/readout.js';
import { verificationSheet } from './verification-sheet.js';

describe('verificationSheet', () => {
  const stats = computeReadout(
    [
      { pattern: 1, users: 20000, conversions: 800 },
      { pattern: 2, users: 20000, conversions: 1000 },
    ],
    1,
  );
  const sheet = verificationSheet(stats, (p) => (p === 1 ? '元案' : `パターン${p}`), '95%信用区間');

  it('has a row per pattern with the readout’s own figures', () => {
    const [control, treatment] = sheet.rows;
    expect(control?.slice(0, 5)).toEqual(['元案', '元案', 20000, 800, 0.04]);
    expect(control?.slice(5, 11)).toEqual([null, null, null, null, null, null]);
    expect(control?.[12]).toBe('勝ち');
    const two = stats.patterns[1];
    expect(treatment?.slice(2, 10)).toEqual([
      20000,
      1000,
      0.05,
      two?.uplift,
      two?.uplift_ci?.[0],
      two?.uplift_ci?.[1],
      two?.chance_to_win,
      two?.p_value,
    ]);
    expect(treatment?.[12]).toBeNull();
  });

  it('names the interval of the engine in use and keeps the rates percents', () => {
    expect(sheet.columns[6]).toEqual({ header: '95%信用区間（下限）', kind: 'percent' });
    expect(sheet.columns.filter((c) => c.kind === 'percent').map((c) => c.header)).toEqual([
      'CVR',
      '改善率',
      '95%信用区間（下限）',
      '95%信用区間（上限）',
      '勝率',
      '最良の確率',
    ]);
  });
});
