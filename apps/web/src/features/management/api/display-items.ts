import {
  commonMessages,
  DEFAULT_ASSIGNEE_FILTER,
  displayItemsSchema,
  type AssigneeFilter,
  type DisplayItems,
} from '@kaizen/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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

/**
 * The 担当者 filter the user picked last on any screen (自分 until then, decisions/0040) and the call
 * that picks another: applied at once — it is a way of looking, not data — and kept with the display
 * items.
 */
export function useAssigneeFilterChoice() {
  const queryClient = useQueryClient();
  const items = useDisplayItems();
  const { mutate } = useUpdateDisplayItems();
  const setChoice = useCallback(
    (next: AssigneeFilter) => {
      const current = queryClient.getQueryData<DisplayItems>(managementKeys.displayItems);
      if (!current) return;
      const changed = { ...current, assignee_filter: next };
      queryClient.setQueryData(managementKeys.displayItems, changed);
      mutate(changed);
    },
    [queryClient, mutate],
  );
  return { choice: items.data?.assignee_filter ?? DEFAULT_ASSIGNEE_FILTER, setChoice, items };
}
