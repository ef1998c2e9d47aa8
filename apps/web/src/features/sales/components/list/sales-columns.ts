import type { SaleEntry } from '@kaizen/domain';
import { createColumnHelper, type FilterFn, type SortingFn } from '@tanstack/react-table';

const column = createColumnHelper<SaleEntry>();

/** Japanese text in reading order of the collator; empty values last either way is not needed here. */
const japanese: SortingFn<SaleEntry> = (a, b, columnId) =>
  String(a.getValue(columnId) ?? '').localeCompare(String(b.getValue(columnId) ?? ''), 'ja');

/** The search box matches 案件名, 会社名 and 担当者. */
export const matchesSaleSearch: FilterFn<SaleEntry> = (row, _columnId, value: string) => {
  const needle = value.trim().toLowerCase();
  if (!needle) return true;
  const { project_name, company_name, user_name } = row.original;
  return [project_name, company_name, user_name ?? ''].some((text) => text.toLowerCase().includes(needle));
};

/**
 * The list's columns, for sorting and the header row; each row renders its own cells (SaleRow) because
 * a row edits in place.
 */
export const saleColumns = [
  column.accessor('index', { header: 'No.' }),
  column.accessor('project_name', { header: '案件名', sortingFn: japanese }),
  column.accessor('company_name', { header: '会社名', sortingFn: japanese }),
  column.accessor((sale) => sale.user_name ?? '', { id: 'user_name', header: '担当者', sortingFn: japanese }),
  column.accessor((sale) => sale.service_name ?? '', {
    id: 'service_name',
    header: '提案サービス',
    sortingFn: japanese,
  }),
  column.accessor((sale) => (sale.project_id === null ? 0 : 1), { id: 'converted', header: 'クライアント化' }),
  column.display({ id: 'actions', header: '操作', enableSorting: false }),
];
