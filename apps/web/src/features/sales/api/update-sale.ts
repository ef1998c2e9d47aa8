import { commonMessages, saleResponseSchema, salesMessages, type UpdateSaleRequest } from '@kaizen/domain';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { salesKeys } from './keys';

/** POST sales_statuses/update: a row edited in place (only the fields that changed are sent). */
export function useUpdateSale() {
  return useApiMutation({
    mutationFn: async (input: UpdateSaleRequest) =>
      (await apiPost('/api/v1/sales_statuses/update', input, saleResponseSchema)).sale,
    invalidate: [salesKeys.all],
    success: { title: salesMessages.edited },
    failure: commonMessages.editFailed,
    handlesError: (error) => error.fields.length > 0,
  });
}
