import { describe, expect, it } from 'vitest';
import { projectUplift } from './projection.js';
import { sensitivity } from './sensitivity.js';
import { EC, ecMetrics, formulaMetric, frame, manualMetric, op, ref } from './test-helpers.js';

describe('sensitivity', () => {
  it('ranks each driver’s 10 % improvement by the KGI’s gain', () => {
    // 利益 = 売上 − 費用: 売上 1,000 → 1,100 (+100); 費用 600 → 540 (lower is better: +60); 件数 unused.
    const metrics = [
      manualMetric(1, '売上', '円'),
      manualMetric(2, '費用', '円', 'lower'),
      formulaMetric(3, '利益', '円', op('subtract', ref(1), ref(2))),
    ];
    const rows = sensitivity(metrics, 3, frame({ 1: 1_000, 2: 600 }));
    expect(rows.map((row) => row.metric_id)).toEqual([1, 2]);
    expect(rows[0]).toEqual({ metric_id: 1, value: 1_000, improved: 1_100, kgi_change: 100 });
    expect(rows[1]?.improved).toBeCloseTo(540, 9);
    expect(rows[1]?.kgi_change).toBeCloseTo(60, 9);
  });

  it('ranks by the KGI’s own good direction, and leaves out drivers without a value', () => {
    // 解約率 = 解約 ÷ 会員 (lower is better): 会員 +10 % lowers it most.
    const metrics = [
      manualMetric(1, '解約', '件', 'lower'),
      manualMetric(2, '会員', '人'),
      manualMetric(4, '未入力', '人'),
      formulaMetric(3, '解約率', '%', op('divide', op('add', ref(1), ref(4)), ref(2)), 'lower'),
    ];
    expect(sensitivity(metrics, 3, frame({ 1: 50, 2: 1_000, 4: 0 })).map((row) => row.metric_id)).toEqual([1, 2, 4]);
    const rows = sensitivity(metrics, 3, frame({ 1: 50, 2: 1_000, 4: 0 }));
    expect(rows[0]?.kgi_change).toBeCloseTo(-0.5, 9); // 5 % → 4.5 %
    expect(rows[1]?.kgi_change).toBeCloseTo(5 / 1.1 - 5, 9);
    expect(rows[2]?.kgi_change).toBe(0);
    expect(sensitivity(metrics, 3, frame({ 1: 50, 2: 1_000 }))).toEqual([]); // the KGI has no value
  });

  it('gives each factor of 売上 = セッション × CVR × 客単価 a 10 % gain of the KGI', () => {
    const rows = sensitivity(ecMetrics, EC.salesBy3, frame({ [EC.sessions]: 10_000, [EC.cvr]: 2, [EC.aov]: 5_000 }));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.kgi_change).toBeCloseTo(100_000, 6);
  });
});

describe('projectUplift', () => {
  const months = [
    frame({ [EC.sessions]: 10_000, [EC.cvr]: 2, [EC.aov]: 5_000, [EC.contractRate]: 50 }),
    frame({ [EC.sessions]: 12_000, [EC.cvr]: 2, [EC.aov]: 5_000, [EC.contractRate]: 50 }),
    frame({ [EC.sessions]: null, [EC.cvr]: 2, [EC.aov]: 5_000, [EC.contractRate]: 50 }),
  ];

  it('sums the KGI’s change over the baseline months when a KPI rises by the uplift', () => {
    // 売上 = CV × 成約率 × 客単価: 500,000 and 600,000円; CVR +10 % lifts each by 10 %.
    expect(projectUplift(ecMetrics, EC.sales, months, EC.cvr, 10)).toBeCloseTo(110_000, 6);
    // A computed KPI (CV) carries the uplift the same way.
    expect(projectUplift(ecMetrics, EC.sales, months, EC.cv, 10)).toBeCloseTo(110_000, 6);
    expect(projectUplift(ecMetrics, EC.sales, months, EC.cvr, -5)).toBeCloseTo(-55_000, 6);
  });

  it('averages a % KGI’s change, and is null when no month has values', () => {
    const metrics = [
      manualMetric(1, '成約', '件'),
      manualMetric(2, 'CV', '件'),
      formulaMetric(3, '成約率', '%', op('divide', ref(1), ref(2))),
    ];
    const baseline = [frame({ 1: 20, 2: 100 }), frame({ 1: 30, 2: 100 })];
    expect(projectUplift(metrics, 3, baseline, 1, 50)).toBeCloseTo(12.5, 9); // (10 + 15) / 2 points
    expect(projectUplift(metrics, 3, [frame({ 1: 20 })], 1, 50)).toBeNull();
  });
});
