import { saleResponseSchema, salesMessages } from '@kaizen/domain';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { salesKeys } from './keys';

/** POST sales_statuses/delete_sales (管理者・マネージャー): a soft delete, answered with the removed record. */
export function useDeleteSale() {
  return useApiMutation({
    mutationFn: async (id: number) =>
      (await apiPost('/api/v1/sales_statuses/delete_sales', { id }, saleResponseSchema)).sale,
    invalidate: [salesKeys.all],
    success: { title: salesMessages.deletedTitle, message: salesMessages.deleted },
    failure: salesMessages.deleteFailedTitle,
  });
}
