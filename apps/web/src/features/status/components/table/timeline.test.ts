import type { StatusTableRow } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { timelineScale, timelineSpans } from './timeline';

const row = (overrides: Partial<StatusTableRow>): StatusTableRow => ({
  id: 1,
  title: '施策',
  path: [],
  status: 2,
  kpi_id: 1,
  preparation: [null, null],
  confirmation: [null, null],
  verification: [null, null],
  completion: null,
  report_open: true,
  assignees: [],
  ...overrides,
});

describe('timeline', () => {
  const rows = [
    row({ preparation: ['2026-11-02', '2026-11-09'], verification: ['2026-11-20', '2026-11-29'] }),
    row({ id: 2, completion: '2026-11-30' }),
  ];

  it('spans every date of every row, a day either side, with today placed on it', () => {
    const scale = timelineScale(rows, '2026-11-21');
    expect(scale).toMatchObject({ start: '2026-11-01', end: '2026-12-01' });
    expect(scale?.today).toBeCloseTo((20 / 30) * 100);
    expect(timelineScale([row({})], '2026-11-21')).toBeNull();
  });

  it('draws each phase in place and marks an overdue one', () => {
    const scale = timelineScale(rows, '2026-11-21');
    if (!scale) throw new Error('scale expected');
    const spans = timelineSpans(rows[0] as StatusTableRow, scale, 'prep', '2026-11-21');
    expect(spans.map((s) => s.phase)).toEqual(['preparation', 'verification']);
    expect(spans[0]).toMatchObject({ overdue: true });
    expect(spans[0]?.left).toBeCloseTo((1 / 30) * 100);
    expect(spans[0]?.width).toBeCloseTo((8 / 30) * 100);
    expect(spans[1]).toMatchObject({ overdue: false });
  });
});
