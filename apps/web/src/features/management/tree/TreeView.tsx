import type { ManagementTree } from '@kaizen/domain';

/** The board layout (being built). */
export function TreeView({ tree }: { tree: ManagementTree }) {
  return <div data-testid="tree-view" data-kpis={tree.kpi_array.length} />;
}
