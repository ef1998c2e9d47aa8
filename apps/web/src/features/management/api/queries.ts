import {
  displayItemsSchema,
  limitKpiSchema,
  managementsResponseSchema,
  managementTreeSchema,
  unorganizedTaskSchema,
  type KpiNode,
} from '@kaizen/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { managementKeys } from './keys';

/** GET managements: master lists, KGI and what the caller may do. */
export const managementInfoQuery = (projectId: number) =>
  queryOptions({
    queryKey: managementKeys.info(projectId),
    queryFn: () => apiGet('/api/v1/managements', managementsResponseSchema, { query: { project_id: projectId } }),
  });

const changeView = (projectId: number) =>
  apiGet('/api/v1/managements/change_view', managementTreeSchema, { query: { project_id: projectId } });

/**
 * The whole tree. The first time, in two steps (the spec's get_limit_kpi, then get_other_kpi): the
 * first KPI's branch arrives in milliseconds even in a project of 20,000 nodes and is put under
 * firstKpi for the page to show while the rest loads. Later fetches (after an edit) take change_view.
 */
export const treeQuery = (projectId: number) =>
  queryOptions({
    queryKey: managementKeys.tree(projectId),
    queryFn: async ({ client, queryKey }) => {
      if (client.getQueryData(queryKey) !== undefined) return changeView(projectId);
      const { kpi } = await apiGet('/api/v1/managements/get_limit_kpi', limitKpiSchema, {
        query: { project_id: projectId },
      });
      if (!kpi) return changeView(projectId);
      client.setQueryData(managementKeys.firstKpi(projectId), kpi);
      const rest = await apiGet('/api/v1/managements/get_other_kpi', managementTreeSchema, {
        query: { project_id: projectId, kpi_id: kpi.id },
      });
      return { kpi_array: [kpi, ...rest.kpi_array], non_kpi_task: rest.non_kpi_task };
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

export const displayItemsQuery = queryOptions({
  queryKey: managementKeys.displayItems,
  queryFn: () => apiGet('/api/v1/managements/display_items', displayItemsSchema),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useManagementInfo = (projectId: number) => useQuery(managementInfoQuery(projectId));
export const useTree = (projectId: number) => useQuery(treeQuery(projectId));
export const useInbox = (projectId: number) => useQuery(inboxQuery(projectId));
export const useDisplayItems = () => useQuery(displayItemsQuery);
