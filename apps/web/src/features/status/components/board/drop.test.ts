import { masterSeeds, type BoardColumn, type MasterItem, type StatusCard } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { planBoardDrop } from './drop';

const statuses: MasterItem[] = masterSeeds.measure_status.map((s, i) => ({
  id: s.id,
  name: s.name,
  class: s.class ?? null,
  index_num: i + 1,
  locked: true,
}));
const card = (id: number, status: number | null, arrayNum: number): StatusCard => ({
  id,
  kind: 'measure',
  title: `施策${id}`,
  path: [],
  status,
  status_id: status,
  memo: '',
  array_num: arrayNum,
  rank: 'D',
  verification_start_date: null,
  verification_end_date: null,
  readout: null,
  kpi_id: 1,
  assignees: [],
});
const columns: BoardColumn[] = [
  { key: 'not', label: '未着手', items: [card(1, 1, 1), card(2, 1, 2)] },
  { key: 'ver', label: '検証中・結果確認', items: [card(3, 6, 1)] },
];

describe('planBoardDrop', () => {
  it('takes the place of the card it is dropped on, with that column’s status', () => {
    expect(
      planBoardDrop('measure', card(1, 1, 1), { type: 'card', card: card(3, 6, 1), column: 'ver' }, columns, statuses),
    ).toEqual({
      status: 5,
      index: 1,
    });
  });

  it('keeps the exact status of a card moving within its column', () => {
    expect(
      planBoardDrop(
        'measure',
        card(3, 6, 1),
        { type: 'column', column: 'ver' },
        [columns[0] as BoardColumn, { key: 'ver', label: '検証中・結果確認', items: [card(3, 6, 1), card(4, 5, 2)] }],
        statuses,
      ),
    ).toEqual({
      status: 6,
    });
  });

  it('goes last when dropped on a column’s empty space', () => {
    expect(planBoardDrop('measure', card(1, 1, 1), { type: 'column', column: 'comp' }, columns, statuses)).toEqual({
      status: 7,
    });
  });

  it('does nothing when dropped on itself, or at the end of its own column where it already is', () => {
    expect(
      planBoardDrop('measure', card(2, 1, 2), { type: 'card', card: card(2, 1, 2), column: 'not' }, columns, statuses),
    ).toBeNull();
    expect(planBoardDrop('measure', card(2, 1, 2), { type: 'column', column: 'not' }, columns, statuses)).toBeNull();
  });

  it('gives a card without a status its column’s status even within the same column', () => {
    expect(
      planBoardDrop(
        'measure',
        card(9, null, 3),
        { type: 'card', card: card(1, 1, 1), column: 'not' },
        columns,
        statuses,
      ),
    ).toEqual({
      status: 1,
      index: 1,
    });
  });
});
