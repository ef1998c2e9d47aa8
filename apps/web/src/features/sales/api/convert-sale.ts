import { commonMessages, convertSaleResponseSchema, salesMessages, type ConvertSaleRequest } from '@kaizen/domain';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { projectKeys } from '../../projects/public';
import { salesKeys } from './keys';

/**
 * POST sales_statuses/convert: the contract is won and the customer becomes a client project (under
 * the chosen company or a new one). The project lists change too, so they are refetched.
 */
export function useConvertSale(projectName: string) {
  return useApiMutation({
    mutationFn: (input: ConvertSaleRequest) =>
      apiPost('/api/v1/sales_statuses/convert', input, convertSaleResponseSchema),
    invalidate: [salesKeys.all, projectKeys.all],
    success: { title: salesMessages.converted(projectName) },
    failure: commonMessages.editFailed,
    handlesError: (error) => error.fields.length > 0,
  });
}
