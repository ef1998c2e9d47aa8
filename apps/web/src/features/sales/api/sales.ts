import {
  salesListResponseSchema,
  commonMessages,
  saleResponseSchema,
  salesMessages,
  type CreateSaleRequest,
  type UpdateSaleRequest,
  convertSaleResponseSchema,
  type ConvertSaleRequest,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { salesKeys } from './keys';
import { useApiMutation } from '../../../lib/mutation';
import { projectKeys } from '../../projects/public';

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
