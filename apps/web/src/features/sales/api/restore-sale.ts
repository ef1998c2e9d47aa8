import { commonMessages, saleResponseSchema, salesMessages } from '@kaizen/domain';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { salesKeys } from './keys';

/** POST sales_statuses/restore_sales (管理者・マネージャー): a deleted customer comes back with everything it had. */
export function useRestoreSale() {
  return useApiMutation({
    mutationFn: async (id: number) =>
      (await apiPost('/api/v1/sales_statuses/restore_sales', { id }, saleResponseSchema)).sale,
    invalidate: [salesKeys.all],
    success: { title: salesMessages.restored },
    failure: commonMessages.editFailed,
  });
}
