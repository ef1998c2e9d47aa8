import { commonMessages, saleResponseSchema, salesMessages, type CreateSaleRequest } from '@kaizen/domain';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { salesKeys } from './keys';

/** POST sales_statuses/create → 営業顧客を登録しました; field errors are shown in the dialog. */
export function useCreateSale() {
  return useApiMutation({
    mutationFn: async (input: CreateSaleRequest) =>
      (await apiPost('/api/v1/sales_statuses/create', input, saleResponseSchema)).sale,
    invalidate: [salesKeys.lists()],
    success: { title: salesMessages.created },
    failure: commonMessages.addFailed,
    handlesError: (error) => error.fields.length > 0,
  });
}
