import { assignablePeopleSchema, commonMessages, nodeAssigneesSchema, type AssignableKind } from '@kaizen/domain';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { assigneeKeys } from './keys';

/** GET managements/assignable_people: whom the project may assign, with the names and initials avatars show. */
export const peopleQuery = (projectId: number) =>
  queryOptions({
    queryKey: assigneeKeys.people(projectId),
    queryFn: async () =>
      (
        await apiGet('/api/v1/managements/assignable_people', assignablePeopleSchema, {
          query: { project_id: projectId },
        })
      ).people,
  });

export const usePeople = (projectId: number) => useQuery(peopleQuery(projectId));

/**
 * POST managements/update_assignees: the node's whole set of 担当者. The screen that shows the node
 * names its queries to refetch; a refusal naming userIds is shown beside the field, not as a toast.
 */
export function useUpdateAssignees(projectId: number, invalidate: QueryKey[]) {
  return useApiMutation({
    mutationFn: (input: { kind: AssignableKind; id: number; userIds: number[] }) =>
      apiPost('/api/v1/managements/update_assignees', { projectId, ...input }, nodeAssigneesSchema),
    invalidate,
    failure: commonMessages.editFailed,
    handlesError: (error) => error.status === 400,
  });
}
