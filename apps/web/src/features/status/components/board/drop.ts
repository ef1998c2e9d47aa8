import {
  columnOfStatus,
  statusOfColumn,
  type BoardColumn,
  type BoardColumnKey,
  type BoardKind,
  type MasterItem,
  type StatusCard,
} from '@kaizen/domain';

export const cardDndId = (card: Pick<StatusCard, 'kind' | 'id'>) => `card-${card.kind}-${card.id}`;
export const columnDndId = (key: string) => `column-${key}`;

export type BoardDropTarget =
  { type: 'card'; card: StatusCard; column: BoardColumnKey } | { type: 'column'; column: BoardColumnKey };

/**
 * What a drop on the board asks the server for (product.md §4 kanban): over a card, that card's column and place;
 * over a column's empty space, its end. A card already in the column keeps its exact status (say
 * 結果確認 in 検証中・結果確認); one coming from elsewhere takes the column's status. Null: nothing to do.
 */
export function planBoardDrop(
  kind: BoardKind,
  card: StatusCard,
  target: BoardDropTarget,
  columns: BoardColumn[],
  statuses: MasterItem[],
): { status: number; index?: number } | null {
  const from = columnOfStatus(card.status, statuses, kind);
  const to = target.column;
  const status = from === to && card.status !== null ? card.status : statusOfColumn(to, statuses);
  if (status === null) return null;
  if (target.type === 'card') {
    if (target.card.id === card.id) return null;
    return { status, index: target.card.array_num };
  }
  const column = columns.find((c) => c.key === to);
  if (from === to && column && column.items[column.items.length - 1]?.id === card.id) return null;
  return { status };
}
