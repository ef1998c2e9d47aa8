import { salesListResponseSchema } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { salesKeys } from './keys';

/**
 * GET sales_statuses/pb_index: the live customers (or, with deleted, the deleted ones to restore),
 * the staff and service lists the row editors pick from, and whether the caller may delete.
 */
export const salesListQuery = (deleted: boolean) =>
  queryOptions({
    queryKey: salesKeys.list(deleted),
    queryFn: () =>
      apiGet('/api/v1/sales_statuses/pb_index', salesListResponseSchema, {
        query: { deleted: deleted ? '1' : undefined },
      }),
  });

export const useSalesList = (deleted: boolean) => useQuery(salesListQuery(deleted));
