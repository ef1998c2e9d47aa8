import { describe, expect, it } from 'vitest';
import { waterfallBars } from './waterfall-bars';

describe('waterfallBars', () => {
  it('starts each step where the last ended and ends on the current KGI', () => {
    const bars = waterfallBars({
      metric_id: 9,
      base: 1000,
      current: 1150,
      steps: [
        { metric_id: 1, amount: 200 },
        { metric_id: 2, amount: -50 },
      ],
    });
    expect(bars.map((b) => [b.kind, b.metricId, b.from, b.to])).toEqual([
      ['total', null, 0, 1000],
      ['step', 1, 1000, 1200],
      ['step', 2, 1200, 1150],
      ['total', null, 0, 1150],
    ]);
  });
});
