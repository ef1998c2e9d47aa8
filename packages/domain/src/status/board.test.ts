import { describe, expect, it } from 'vitest';
import { masterSeeds, type MasterItem } from '../admin/masters.js';
import { boardColumns, columnOfStatus, statusOfColumn } from './board.js';

const statuses: MasterItem[] = masterSeeds.status.map((s, i) => ({
  id: s.id,
  name: s.name,
  class: s.class ?? null,
  index_num: i + 1,
  locked: true,
}));

describe('status board columns', () => {
  it('has six columns covering every status class once', () => {
    expect(boardColumns).toHaveLength(6);
    const classes = boardColumns.flatMap((c) => [...c.classes]);
    expect(new Set(classes).size).toBe(classes.length);
    expect(classes.sort()).toEqual(['check', 'comp', 'not', 'now', 'prep', 'result', 'ver']);
  });

  it.each([
    [1, 'not'],
    [2, 'prep'],
    [3, 'now'],
    [4, 'check'],
    [5, 'ver'],
    [6, 'ver'],
    [7, 'comp'],
  ] as const)('puts status %i in column %s', (status, column) => {
    expect(columnOfStatus(status, statuses, 'task')).toBe(column);
  });

  it('stands cards without a status on 着手中 for KPIs and tasks, 未着手 for measures', () => {
    expect(columnOfStatus(null, statuses, 'kpi')).toBe('now');
    expect(columnOfStatus(null, statuses, 'task')).toBe('now');
    expect(columnOfStatus(null, statuses, 'measure')).toBe('not');
    const added = [...statuses, { id: 8, name: '保留', class: null, index_num: 8, locked: false }];
    expect(columnOfStatus(8, added, 'measure')).toBe('not');
  });

  it('gives a dropped card the first status of its column', () => {
    expect(statusOfColumn('ver', statuses)).toBe(5);
    expect(statusOfColumn('now', statuses)).toBe(3);
    expect(statusOfColumn('comp', statuses)).toBe(7);
  });

  it('follows renamed or reordered masters by class, not by position', () => {
    const reordered = [...statuses].reverse().map((s, i) => ({ ...s, index_num: i + 1, name: `${s.name}（改）` }));
    expect(statusOfColumn('prep', reordered)).toBe(2);
    expect(columnOfStatus(4, reordered, 'measure')).toBe('check');
  });
});
