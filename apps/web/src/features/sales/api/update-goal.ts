import { pbSalesResponseSchema, salesMessages, type UpdateSalesGoalRequest } from '@kaizen/domain';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { salesKeys } from './keys';

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
