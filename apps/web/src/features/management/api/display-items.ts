import { commonMessages, displayItemsSchema, type DisplayItems } from '@kaizen/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { managementKeys } from './keys';
import { useApiMutation } from '../../../lib/mutation';

export const displayItemsQuery = queryOptions({
  queryKey: managementKeys.displayItems,
  queryFn: () => apiGet('/api/v1/managements/display_items', displayItemsSchema),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useDisplayItems = () => useQuery(displayItemsQuery);

export function useUpdateDisplayItems() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (items: DisplayItems) => {
      const saved = await apiPost('/api/v1/managements/update_display_items', { items }, displayItemsSchema);
      queryClient.setQueryData(managementKeys.displayItems, saved);
      return saved;
    },
    failure: commonMessages.editFailed,
  });
}
