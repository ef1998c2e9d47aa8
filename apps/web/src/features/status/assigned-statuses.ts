import type { StatusesResponse } from '@kaizen/domain';

const theirs =
  (userId: number) =>
  (item: { assignees: number[] }): boolean =>
    item.assignees.includes(userId);

/**
 * The status screen's data as the 担当者 filter shows it: on every board, in the status table and the
 * list, only the cards, rows and works of the person (null: everyone's, the data as it is). Each
 * card keeps its array_num, so a drop still lands where the whole column has it.
 */
export function assignedStatuses(data: StatusesResponse, userId: number | null): StatusesResponse {
  if (userId === null) return data;
  const mine = theirs(userId);
  const board = (columns: StatusesResponse['kpi_status']) =>
    columns.map((column) => ({ ...column, items: column.items.filter(mine) }));
  return {
    kpi_status: board(data.kpi_status),
    task_status: board(data.task_status),
    measure_status: board(data.measure_status),
    status_table: data.status_table.filter(mine),
    works: data.works.filter(mine),
  };
}

/** Every card, row and work of the screen: whose 担当 the filter can find here. */
export const statusItems = (data: StatusesResponse) => [
  ...[...data.kpi_status, ...data.task_status, ...data.measure_status].flatMap((column) => column.items),
  ...data.works,
];
