import { commonMessages, deliveryListSchema, okResponseSchema, type DeliveryStatus } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { mailKeys } from './keys';

function deliveriesQuery(status: DeliveryStatus) {
  return queryOptions({
    queryKey: mailKeys.deliveries(status),
    queryFn: () => apiGet('/api/v1/deliveries', deliveryListSchema, { query: { status } }),
  });
}

/** GET /api/v1/deliveries (管理者): the outbox by status. */
export const useDeliveries = (status: DeliveryStatus) => useQuery(deliveriesQuery(status));

/** POST /api/v1/deliveries/retry (管理者) → 再送を予約しました. */
export function useRetryDelivery() {
  return useApiMutation({
    mutationFn: (id: number) => apiPost('/api/v1/deliveries/retry', { id }, okResponseSchema),
    invalidate: [[...mailKeys.all, 'deliveries']],
    success: { title: '再送を予約しました' },
    failure: commonMessages.editFailed,
  });
}
