import { pbSalesResponseSchema, salesMessages, type UpdateSalesGoalRequest } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { salesKeys } from './keys';
import { useApiMutation } from '../../../lib/mutation';

/** GET pb_sales: the customer, its goals (目標 and KGI) and their change history. */
export const goalsQuery = (saleId: number) =>
  queryOptions({
    queryKey: salesKeys.goals(saleId),
    queryFn: () => apiGet('/api/v1/pb_sales', pbSalesResponseSchema, { query: { sale_id: saleId } }),
  });

export const useGoals = (saleId: number) => useQuery(goalsQuery(saleId));

/**
 * POST pb_sales/update: 目標 (purpose) or KGI (text and period), answered like pb_sales. The page shows
 * the new goal only once the server has answered and pb_sales is read again, with the change in the history.
 */
export function useUpdateGoal(saleId: number) {
  return useApiMutation({
    mutationFn: (input: Omit<UpdateSalesGoalRequest, 'sale_id'>) =>
      apiPost('/api/v1/pb_sales/update', { ...input, sale_id: saleId }, pbSalesResponseSchema),
    invalidate: [salesKeys.goals(saleId)],
    success: (_result, input) => ({
      title: input.action_target === '目標' ? salesMessages.purposeUpdatedTitle : salesMessages.kgiUpdatedTitle,
      message: salesMessages.updated,
    }),
    failure: salesMessages.updateFailedTitle,
    handlesError: (error) => error.fields.length > 0,
  });
}
