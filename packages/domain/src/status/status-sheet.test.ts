import { describe, expect, it } from 'vitest';
import { masterItem } from '../testing/management-masters.js';
import type { StatusTableRow } from './schemas.js';
import { statusTableSheet } from './status-sheet.js';

const row: StatusTableRow = {
  id: 40,
  title: '後払い決済を導入する',
  path: ['客単価を1万円にする', '決済手段が少ない'],
  status: 5,
  kpi_id: 1,
  preparation: ['2026-12-01', '2026-12-10'],
  confirmation: [null, null],
  verification: ['2027-01-05', '2027-02-28'],
  completion: null,
  report_open: false,
  assignees: [7, 99],
};

describe('statusTableSheet', () => {
  const sheet = statusTableSheet([row], [masterItem(5, '検証中')], (id) => (id === 7 ? '佐藤 花子' : undefined));

  it('lists each phase as a start and an end day, then the completion and the id', () => {
    expect(sheet.columns.map((c) => c.header)).toEqual([
      '施策',
      'ツリー上の位置',
      'ステータス',
      '担当者',
      '準備開始日',
      '準備終了日',
      '確認開始日',
      '確認終了日',
      '検証開始日',
      '検証終了日',
      '完了日',
      '施策ID',
    ]);
    expect(sheet.columns.filter((c) => c.kind === 'date')).toHaveLength(7);
  });

  it('names the status and the 担当者 it knows, and leaves an unset day empty', () => {
    expect(sheet.rows).toEqual([
      [
        '後払い決済を導入する',
        '客単価を1万円にする › 決済手段が少ない',
        '検証中',
        '佐藤 花子',
        '2026-12-01',
        '2026-12-10',
        null,
        null,
        '2027-01-05',
        '2027-02-28',
        null,
        40,
      ],
    ]);
  });
});
