import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  groupLearnings,
  learningPattern,
  learningsQuerySchema,
  median,
  summariseLearnings,
  type LearningFigures,
} from './learnings.js';
import type { PatternStats, Verdict } from './statistics/readout-types.js';

const verdictArb = fc.constantFrom<Verdict>('win', 'lose', 'inconclusive', 'insufficient');
const upliftArb = fc.option(fc.double({ min: -1, max: 5, noNaN: true }), { nil: null });
const measureArb = fc.record({
  verdict: verdictArb,
  uplift: upliftArb,
  category: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
});
const seeded = { seed: 32, numRuns: 300 };

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([0.3])).toBe(0.3);
    expect(median([0.4, -0.1, 0.2])).toBe(0.2);
    expect(median([0.1, 0.4, 0.2, 0.3])).toBeCloseTo(0.25, 12);
  });

  it('lies between the smallest and largest value and ignores their order', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1, max: 5, noNaN: true }), { minLength: 1 }), (values) => {
        const m = median(values) as number;
        expect(m).toBeGreaterThanOrEqual(Math.min(...values));
        expect(m).toBeLessThanOrEqual(Math.max(...values));
        expect(median([...values].reverse())).toBe(m);
      }),
      seeded,
    );
  });
});

describe('summariseLearnings', () => {
  it('counts every verified measure in the win rate, 判定保留 and データ不足 too, but no データ不足 in the median', () => {
    const measures: LearningFigures[] = [
      { verdict: 'win', uplift: 0.3 },
      { verdict: 'lose', uplift: -0.1 },
      { verdict: 'inconclusive', uplift: 0.02 },
      { verdict: 'insufficient', uplift: 0.9 },
      { verdict: 'win', uplift: null },
    ];
    // データ不足's +90 % is noise: the median is of the three other uplifts.
    expect(summariseLearnings(measures)).toEqual({ measures: 5, wins: 2, win_rate: 0.4, median_uplift: 0.02 });
  });

  it('has no rate and no median without measures', () => {
    expect(summariseLearnings([])).toEqual({ measures: 0, wins: 0, win_rate: null, median_uplift: null });
  });
});

describe('groupLearnings', () => {
  const entries = [
    { id: 1, name: 'UI・デザイン' },
    { id: 2, name: 'コンテンツ' },
    { id: 3, name: '導線・遷移' },
  ];

  it("keeps the master's order, leaves out empty groups and puts unknown entries under 未設定 last", () => {
    const groups = groupLearnings(
      [
        { verdict: 'win' as const, uplift: 0.1, category: 3 },
        { verdict: 'lose' as const, uplift: -0.2, category: null },
        { verdict: 'win' as const, uplift: 0.3, category: 1 },
        { verdict: 'inconclusive' as const, uplift: 0, category: 9 },
      ],
      (m) => m.category,
      entries,
    );
    expect(groups.map((g) => [g.id, g.name, g.measures, g.wins])).toEqual([
      [1, 'UI・デザイン', 1, 1],
      [3, '導線・遷移', 1, 1],
      [null, '未設定', 2, 0],
    ]);
    expect(groups[2]?.median_uplift).toBeCloseTo(-0.1, 12);
  });

  it('places every measure in exactly one group, so the groups add up to the total', () => {
    fc.assert(
      fc.property(fc.array(measureArb, { maxLength: 40 }), (measures) => {
        const groups = groupLearnings(measures, (m) => m.category, entries);
        const total = summariseLearnings(measures);
        expect(groups.reduce((n, g) => n + g.measures, 0)).toBe(total.measures);
        expect(groups.reduce((n, g) => n + g.wins, 0)).toBe(total.wins);
        for (const g of groups) {
          expect(g.measures).toBeGreaterThan(0);
          expect(g.win_rate).toBeGreaterThanOrEqual(0);
          expect(g.win_rate).toBeLessThanOrEqual(1);
          expect(g.items).toHaveLength(g.measures);
        }
      }),
      seeded,
    );
  });
});

describe('learningPattern', () => {
  const stats = (pattern: number, uplift: number | null): PatternStats => ({
    pattern,
    users: 1000,
    conversions: 50,
    cvr: 0.05,
    uplift,
    uplift_ci: null,
    chance_to_win: null,
    risk: null,
    p_value: null,
    p_value_adjusted: null,
    prob_best: null,
  });
  const readout = { control_pattern: 1, patterns: [stats(1, null), stats(2, 0.2), stats(3, 0.05)] };

  it('takes the adopted treatment', () => {
    expect(learningPattern(readout, 3, stats(2, 0.2))?.pattern).toBe(3);
  });

  it('takes the best treatment when the control is kept or nothing is adopted', () => {
    expect(learningPattern(readout, 1, stats(2, 0.2))?.pattern).toBe(2);
    expect(learningPattern(readout, null, stats(2, 0.2))?.pattern).toBe(2);
    expect(learningPattern(readout, null, null)).toBeNull();
  });
});

describe('learningsQuerySchema', () => {
  it('reads empty fields as no condition', () => {
    expect(learningsQuerySchema.parse({ from: '', to: '', company_id: '', verdict: '' })).toEqual({});
  });

  it('names the field it refuses', () => {
    const issues = (input: Record<string, string>) =>
      learningsQuerySchema.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ from: '2026-13' })).toEqual(['from']);
    expect(issues({ verdict: 'draw' })).toEqual(['verdict']);
    expect(issues({ company_id: 'x' })).toEqual(['company_id']);
    expect(issues({ from: '2026-05', to: '2026-04' })).toEqual(['to']);
  });
});
