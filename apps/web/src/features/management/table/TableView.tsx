import type { ManagementTree } from '@kaizen/domain';

/** The table layout (being built): separate KPI and non-KPI tables, one row per path, cells editable in place. */
export function TableView({ tree }: { tree: ManagementTree }) {
  return <div data-testid="table-view" data-kpis={tree.kpi_array.length} />;
}
