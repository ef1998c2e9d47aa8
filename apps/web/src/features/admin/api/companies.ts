import {
  adminMessages,
  commonMessages,
  companyListSchema,
  companyResponseSchema,
  okResponseSchema,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { projectKeys } from '../../projects/public';
import { adminKeys } from './keys';

/** GET /api/v1/companies (staff). */
export const companiesQuery = queryOptions({
  queryKey: adminKeys.companies(),
  queryFn: async () => (await apiGet('/api/v1/companies', companyListSchema)).companies,
});

export const useCompanies = () => useQuery(companiesQuery);

const touched = [adminKeys.companies(), projectKeys.all, adminKeys.users()];

export function useCreateCompany() {
  return useApiMutation({
    mutationFn: async (companyName: string) =>
      (await apiPost('/api/v1/companies/create', { company_name: companyName }, companyResponseSchema)).company,
    invalidate: touched,
    success: { title: adminMessages.registered },
    failure: commonMessages.addFailed,
    handlesError: (error) => error.fields.length > 0,
  });
}

export function useUpdateCompany() {
  return useApiMutation({
    mutationFn: async (input: { id: number; company_name: string }) =>
      (await apiPost('/api/v1/companies/update', input, companyResponseSchema)).company,
    invalidate: touched,
    failure: commonMessages.editFailed,
  });
}

export function useDeleteCompany() {
  return useApiMutation({
    mutationFn: (id: number) => apiPost('/api/v1/companies/delete', { id }, okResponseSchema),
    invalidate: touched,
    success: { title: adminMessages.deleted },
    failure: commonMessages.deleteFailed,
  });
}
