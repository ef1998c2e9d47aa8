import {
  commonMessages,
  kgiSchema,
  managementsResponseSchema,
  okResponseSchema,
  type CreateKgiRequest,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { managementKeys } from './keys';
import { useApiMutation } from '../../../lib/mutation';

/** GET managements: master lists, KGI and what the caller may do. */
export const managementInfoQuery = (projectId: number) =>
  queryOptions({
    queryKey: managementKeys.info(projectId),
    queryFn: () => apiGet('/api/v1/managements', managementsResponseSchema, { query: { project_id: projectId } }),
  });

export const useManagementInfo = (projectId: number) => useQuery(managementInfoQuery(projectId));

/** create_kgi: purpose, or KGI and period. */
export function useSaveKgi(projectId: number) {
  return useApiMutation({
    mutationFn: (input: Omit<CreateKgiRequest, 'projectId'>) =>
      apiPost('/api/v1/managements/create_kgi', { ...input, projectId }, kgiSchema),
    invalidate: [managementKeys.info(projectId)],
    failure: commonMessages.editFailed,
  });
}

/** Staff allow (or stop) the project's client users editing its tree. */
export function useClientEdit(projectId: number) {
  return useApiMutation({
    mutationFn: (allowed: boolean) =>
      apiPost(
        '/api/v1/managements/update_client_edit',
        { project_id: projectId, client_can_edit: allowed },
        okResponseSchema,
      ),
    invalidate: [managementKeys.info(projectId)],
    failure: commonMessages.editFailed,
  });
}
