import { pbSalesResponseSchema } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { salesKeys } from './keys';

/** GET pb_sales: the customer, its goals (目標 and KGI) and their change history. */
export const goalsQuery = (saleId: number) =>
  queryOptions({
    queryKey: salesKeys.goals(saleId),
    queryFn: () => apiGet('/api/v1/pb_sales', pbSalesResponseSchema, { query: { sale_id: saleId } }),
  });

export const useGoals = (saleId: number) => useQuery(goalsQuery(saleId));
