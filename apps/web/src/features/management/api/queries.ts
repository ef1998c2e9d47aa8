import {
  displayItemsSchema,
  managementsResponseSchema,
  managementTreeSchema,
  unorganizedTaskSchema,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { managementKeys } from './keys';

/** GET managements: master lists, KGI and what the caller may do. */
export const managementInfoQuery = (projectId: number) =>
  queryOptions({
    queryKey: managementKeys.info(projectId),
    queryFn: () => apiGet('/api/v1/managements', managementsResponseSchema, { query: { project_id: projectId } }),
  });

/** GET managements/change_view: the whole tree. */
export const treeQuery = (projectId: number) =>
  queryOptions({
    queryKey: managementKeys.tree(projectId),
    queryFn: () =>
      apiGet('/api/v1/managements/change_view', managementTreeSchema, { query: { project_id: projectId } }),
  });

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
