import { adminMessages, commonMessages, groupListSchema, groupResponseSchema, okResponseSchema } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { adminKeys } from './keys';

/** GET /api/v1/setting/groups: groups with their members. */
export const groupsQuery = queryOptions({
  queryKey: adminKeys.groups(),
  queryFn: async () => (await apiGet('/api/v1/setting/groups', groupListSchema)).groups,
});

export const useGroups = () => useQuery(groupsQuery);

const invalidate = [adminKeys.groups()];

export function useCreateGroup() {
  return useApiMutation({
    mutationFn: async (name: string) =>
      (await apiPost('/api/v1/setting/create_group', { name }, groupResponseSchema)).group,
    invalidate,
    success: { title: adminMessages.registered },
    failure: commonMessages.addFailed,
  });
}

export function useRenameGroup() {
  return useApiMutation({
    mutationFn: async (input: { id: number; name: string }) =>
      (await apiPost('/api/v1/setting/update_group', input, groupResponseSchema)).group,
    invalidate,
    failure: commonMessages.editFailed,
  });
}

export function useDeleteGroup() {
  return useApiMutation({
    mutationFn: (id: number) => apiPost('/api/v1/setting/delete_group', { id }, okResponseSchema),
    invalidate,
    success: { title: adminMessages.deleted },
    failure: commonMessages.deleteFailed,
  });
}

export function useAddGroupUser() {
  return useApiMutation({
    mutationFn: async (input: { group_id: number; user_id: number }) =>
      (await apiPost('/api/v1/setting/add_group_user', input, groupResponseSchema)).group,
    invalidate,
    failure: commonMessages.addFailed,
  });
}

export function useRemoveGroupUser() {
  return useApiMutation({
    mutationFn: async (input: { group_id: number; user_id: number }) =>
      (await apiPost('/api/v1/setting/remove_group_user', input, groupResponseSchema)).group,
    invalidate,
    failure: commonMessages.deleteFailed,
  });
}
