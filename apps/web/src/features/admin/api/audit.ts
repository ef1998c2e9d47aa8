import {
  auditListResponseSchema,
  auditRetentionSchema,
  commonMessages,
  type AuditFilter,
  type AuditListQuery,
} from '@kaizen/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetText, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { adminKeys } from './keys';

/** GET /api/v1/audit: one page of the filtered log, newest first (管理者 only). */
export const useAuditLog = (query: AuditListQuery) =>
  useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: () => apiGet('/api/v1/audit', auditListResponseSchema, { query }),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/audit/csv: the filtered log as CSV text (UTF-8 with BOM). */
export const fetchAuditCsv = (filter: AuditFilter) => apiGetText('/api/v1/audit/csv', { query: filter });

export const useAuditRetention = () =>
  useQuery({
    queryKey: adminKeys.auditRetention(),
    queryFn: () => apiGet('/api/v1/audit/retention', auditRetentionSchema),
  });

export function useSetAuditRetention() {
  return useApiMutation({
    mutationFn: (retention_days: number) =>
      apiPost('/api/v1/audit/retention', { retention_days }, auditRetentionSchema),
    invalidate: [adminKeys.auditRetention()],
    failure: commonMessages.editFailed,
  });
}
