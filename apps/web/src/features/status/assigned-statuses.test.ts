import type { BoardColumn, StatusCard, StatusesResponse, StatusTableRow } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { assignedStatuses, statusItems } from './assigned-statuses';

const card = (id: number, assignees: number[], array_num: number): StatusCard => ({
  id,
  kind: 'measure',
  title: `施策${id}`,
  path: [],
  status: 1,
  status_id: 1,
  memo: '',
  array_num,
  rank: null,
  verification_start_date: null,
  verification_end_date: null,
  readout: null,
  kpi_id: null,
  assignees,
});
const column = (items: StatusCard[]): BoardColumn => ({ key: 'not', label: '未着手', items });
const row = (id: number, assignees: number[]): StatusTableRow => ({
  id,
  title: `施策${id}`,
  path: [],
  status: 1,
  kpi_id: null,
  preparation: [null, null],
  confirmation: [null, null],
  verification: [null, null],
  completion: null,
  report_open: true,
  assignees,
});

const data: StatusesResponse = {
  kpi_status: [column([{ ...card(1, [7], 1), kind: 'kpi' }])],
  task_status: [column([])],
  measure_status: [column([card(10, [8], 1), card(11, [7, 8], 2)])],
  status_table: [row(10, [8]), row(11, [7, 8])],
  works: [{ id: 20, title: '作業', path: [], kpi_id: null, assignees: [7] }],
};

describe('assignedStatuses', () => {
  it('keeps everything for everyone', () => {
    expect(assignedStatuses(data, null)).toBe(data);
  });

  it('keeps only the person’s cards, rows and works, each card with its place in the whole column', () => {
    const seven = assignedStatuses(data, 7);
    expect(seven.kpi_status[0]?.items.map((c) => c.id)).toEqual([1]);
    expect(seven.measure_status[0]?.items.map((c) => [c.id, c.array_num])).toEqual([[11, 2]]);
    expect(seven.status_table.map((r) => r.id)).toEqual([11]);
    expect(seven.works.map((w) => w.id)).toEqual([20]);
    expect(assignedStatuses(data, 9).measure_status[0]?.items).toEqual([]);
  });
});

describe('statusItems', () => {
  it('lists every card of the three boards and every work', () => {
    expect(statusItems(data).map((item) => item.id)).toEqual([1, 10, 11, 20]);
  });
});
