import { Stack } from '@mantine/core';
import { flattenKpis, flattenTasks, type ManagementTree } from '@kaizen/domain';
import { useMemo } from 'react';
import { useManagement } from '../context';
import { visibleColumns } from './columns';
import { createPruner } from './prune';
import { buildTableRows } from './rows';
import { KpiTableSection, NonKpiTableSection } from './TableSections';

/**
 * The table layout (product.md §2.4): a KPI table and a table of tasks outside any KPI, one row per path
 * (the flat row of product.md §3.4), every cell editable in place. Rows are derived from the cached tree, so
 * they are recomputed after every change the server has answered.
 */
export function TableView({ tree }: { tree: ManagementTree }) {
  const { displayItems } = useManagement();
  const { factor, hypothesis, measure, work } = displayItems.levels;
  const pruner = useMemo(
    () => createPruner({ factor, hypothesis, measure, work }),
    [factor, hypothesis, measure, work],
  );
  const kpiRows = useMemo(() => buildTableRows(flattenKpis(pruner.kpis(tree.kpi_array))), [pruner, tree.kpi_array]);
  const taskRows = useMemo(
    () => buildTableRows(flattenTasks(pruner.tasks(tree.non_kpi_task))),
    [pruner, tree.non_kpi_task],
  );
  const kpiColumns = useMemo(() => visibleColumns(displayItems, 'kpi'), [displayItems]);
  const taskColumns = useMemo(() => visibleColumns(displayItems, 'non-kpi'), [displayItems]);

  return (
    <Stack gap="xl" data-testid="table-view">
      <KpiTableSection rows={kpiRows} columns={kpiColumns} />
      <NonKpiTableSection rows={taskRows} columns={taskColumns} />
    </Stack>
  );
}
