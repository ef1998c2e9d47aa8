import {
  analyticsMessages,
  clientTargetResponseSchema,
  clientTargetsResponseSchema,
  commonMessages,
  deleteClientTargetResponseSchema,
  type CreateClientTargetRequest,
  type UpdateClientTargetRequest,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, type ApiError } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { analyticsKeys } from './keys';

/** GET gapi/getClientTargetData: the project's target rows (derived figures filled in and named). */
export const clientTargetsQuery = (projectId: number) =>
  queryOptions({
    queryKey: analyticsKeys.targets(projectId),
    queryFn: () =>
      apiGet('/api/v1/gapi/getClientTargetData', clientTargetsResponseSchema, { query: { project_id: projectId } }),
  });

export const useClientTargets = (projectId: number) => useQuery(clientTargetsQuery(projectId));

/** The dialog explains every refusal of its input (beside a field, or above the buttons). */
const isInputError = (error: ApiError) => error.status === 400;

// The graph reads the targets under the same key: a change redraws its target lines too.

/** POST gapi/v2/setClientTargetData → 目標値を登録しました. */
export function useCreateTarget(projectId: number) {
  return useApiMutation({
    mutationFn: (body: CreateClientTargetRequest) =>
      apiPost('/api/v1/gapi/v2/setClientTargetData', body, clientTargetResponseSchema),
    invalidate: [analyticsKeys.targets(projectId)],
    success: { title: analyticsMessages.targetCreated },
    failure: commonMessages.addFailed,
    handlesError: isInputError,
  });
}

/** POST gapi/v2/updateClientTargetData → 目標値を更新しました. */
export function useUpdateTarget(projectId: number) {
  return useApiMutation({
    mutationFn: (body: UpdateClientTargetRequest) =>
      apiPost('/api/v1/gapi/v2/updateClientTargetData', body, clientTargetResponseSchema),
    invalidate: [analyticsKeys.targets(projectId)],
    success: { title: analyticsMessages.targetUpdated },
    failure: commonMessages.editFailed,
    handlesError: isInputError,
  });
}

/** POST gapi/v2/deleteClientTargetData → 目標値を削除しました. */
export function useDeleteTarget(projectId: number) {
  return useApiMutation({
    mutationFn: (id: number) =>
      apiPost('/api/v1/gapi/v2/deleteClientTargetData', { id }, deleteClientTargetResponseSchema),
    invalidate: [analyticsKeys.targets(projectId)],
    success: { title: analyticsMessages.targetDeleted },
    failure: commonMessages.deleteFailed,
  });
}
