import {
  adminMessages,
  commonMessages,
  masterItemListSchema,
  masterItemResponseSchema,
  masterListsSchema,
  okResponseSchema,
  type MasterKind,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { adminKeys } from './keys';

/** GET /api/v1/setting/pb_index: every master list in display order. */
export const mastersQuery = queryOptions({
  queryKey: adminKeys.masters(),
  queryFn: () => apiGet('/api/v1/setting/pb_index', masterListsSchema),
});

export const useMasters = () => useQuery(mastersQuery);

const invalidate = [adminKeys.masters()];

export function useAddMaster() {
  return useApiMutation({
    mutationFn: async (input: { kind: MasterKind; name: string }) =>
      (
        await (input.kind === 'improvement'
          ? apiPost('/api/v1/setting/add_improvement', { name: input.name }, masterItemResponseSchema)
          : apiPost('/api/v1/setting/add_master', input, masterItemResponseSchema))
      ).item,
    invalidate,
    success: (item, input) => ({
      title: input.kind === 'improvement' ? adminMessages.improvementAdded : adminMessages.registered,
      message: item.name,
    }),
    failure: commonMessages.addFailed,
  });
}

export function useRenameMaster() {
  return useApiMutation({
    mutationFn: async (input: { kind: MasterKind; id: number; name: string }) =>
      (await apiPost('/api/v1/setting/update_master', input, masterItemResponseSchema)).item,
    invalidate,
    failure: commonMessages.editFailed,
  });
}

export function useOrderMaster() {
  return useApiMutation({
    mutationFn: async (input: { kind: MasterKind; ids: number[] }) =>
      (await apiPost('/api/v1/setting/order_master', input, masterItemListSchema)).items,
    invalidate,
    failure: commonMessages.editFailed,
  });
}

export function useDeleteMaster() {
  return useApiMutation({
    mutationFn: (input: { kind: MasterKind; id: number }) =>
      apiPost('/api/v1/setting/delete_master', input, okResponseSchema),
    invalidate,
    success: { title: adminMessages.deleted },
    failure: commonMessages.deleteFailed,
  });
}
