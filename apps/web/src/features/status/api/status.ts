import {
  commonMessages,
  statusesResponseSchema,
  updateBoardStatusResponseSchema,
  updateScheduleResponseSchema,
  type BoardKind,
  type UpdateBoardStatusRequest,
  type UpdateScheduleRequest,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { managementKeys } from '../../management/public';
import { statusKeys } from './keys';

/** GET statuses: the three boards, the status table and the works. */
export const statusesQuery = (projectId: number) =>
  queryOptions({
    queryKey: statusKeys.all(projectId),
    queryFn: () => apiGet('/api/v1/statuses', statusesResponseSchema, { query: { project_id: projectId } }),
  });

export const useStatuses = (projectId: number) => useQuery(statusesQuery(projectId));

/**
 * A card moved (or its memo changed): POST statuses/update_{kind}_status. The board changes once the
 * server has answered; on failure the card stays where it was and 編集に失敗しました is shown.
 */
export function useUpdateCard(projectId: number) {
  return useApiMutation({
    mutationFn: ({ kind, body }: { kind: BoardKind; body: UpdateBoardStatusRequest }) =>
      apiPost(`/api/v1/statuses/update_${kind}_status`, body, updateBoardStatusResponseSchema),
    invalidate: [statusKeys.all(projectId), managementKeys.tree(projectId)],
    failure: commonMessages.editFailed,
  });
}

/** POST statuses/update_schedule: a measure's phases in the status table. */
export function useUpdateSchedule(projectId: number) {
  return useApiMutation({
    mutationFn: (body: UpdateScheduleRequest) =>
      apiPost('/api/v1/statuses/update_schedule', body, updateScheduleResponseSchema),
    invalidate: [statusKeys.all(projectId), managementKeys.tree(projectId)],
    failure: commonMessages.editFailed,
  });
}
