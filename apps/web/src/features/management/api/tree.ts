import {
  limitKpiSchema,
  nestTreeColumns,
  treeColumnsSchema,
  unorganizedTaskSchema,
  type KpiNode,
  type ManagementTree,
} from '@kaizen/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { managementKeys } from './keys';

/**
 * The whole tree, as change_view's nodes, from the compact tree_columns answer (a third of
 * change_view's JSON, checked in less than half the time: decisions/0019).
 */
async function wholeTree(projectId: number): Promise<ManagementTree> {
  const columns = await apiGet('/api/v1/managements/tree_columns', treeColumnsSchema, {
    query: { project_id: projectId },
  });
  const { kpis, nonKpiTasks } = nestTreeColumns(columns);
  return { kpi_array: kpis, non_kpi_task: nonKpiTasks };
}

/**
 * The whole tree. The first time, in two steps: the spec's get_limit_kpi answers the first KPI's
 * branch in milliseconds even in a project of 20,000 nodes, and it is put under firstKpi for the page
 * to show while the whole tree loads. Later fetches (after an edit) take the whole tree at once.
 */
export const treeQuery = (projectId: number) =>
  queryOptions({
    queryKey: managementKeys.tree(projectId),
    queryFn: async ({ client, queryKey }) => {
      if (client.getQueryData(queryKey) !== undefined) return wholeTree(projectId);
      const { kpi } = await apiGet('/api/v1/managements/get_limit_kpi', limitKpiSchema, {
        query: { project_id: projectId },
      });
      if (kpi) client.setQueryData(managementKeys.firstKpi(projectId), kpi);
      return wholeTree(projectId);
    },
  });

/** The first KPI's branch, filled by treeQuery's first step; never fetched on its own. */
export const useFirstKpi = (projectId: number) =>
  useQuery<KpiNode>({ queryKey: managementKeys.firstKpi(projectId), queryFn: skipToken });

/** GET managements/get_unorganized_task: the inbox. */
export const inboxQuery = (projectId: number) =>
  queryOptions({
    queryKey: managementKeys.inbox(projectId),
    queryFn: async () =>
      (
        await apiGet('/api/v1/managements/get_unorganized_task', unorganizedTaskSchema, {
          query: { project_id: projectId },
        })
      ).unorganized_task,
  });

export const useTree = (projectId: number) => useQuery(treeQuery(projectId));
export const useInbox = (projectId: number) => useQuery(inboxQuery(projectId));
