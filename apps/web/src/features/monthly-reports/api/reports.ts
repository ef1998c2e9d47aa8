import {
  monthlyReportListResponseSchema,
  monthlyReportResponseSchema,
  monthlyReportTemplateResponseSchema,
  commonMessages,
  deleteMonthlyReportResponseSchema,
  monthlyReportMessages,
  updateMonthlyReportVisibilityResponseSchema,
  type MonthlyReport,
} from '@kaizen/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { paramsFromFilters, type ReportFilters } from '../list-filters';
import { type NewReportKind } from '../paths';
import { monthlyReportKeys } from './keys';
import { useApiMutation } from '../../../lib/mutation';
import { toast } from '../../../lib/toasts';

/** GET monthly_reports: newest first, the years that have reports, and whether the caller may write. */
export const reportListQuery = (projectId: number, filters: ReportFilters) =>
  queryOptions({
    queryKey: monthlyReportKeys.list(projectId, filters),
    queryFn: () =>
      apiGet('/api/v1/monthly_reports', monthlyReportListResponseSchema, {
        query: { project_id: projectId, ...paramsFromFilters(filters) },
      }),
  });

/** GET monthly_reports/get: the markdown, its sanitised HTML and the signed URLs of its images (404 when hidden). */
export const reportQuery = (projectId: number, reportId: number) =>
  queryOptions({
    queryKey: monthlyReportKeys.one(projectId, reportId),
    queryFn: async () =>
      (await apiGet('/api/v1/monthly_reports/get', monthlyReportResponseSchema, { query: { id: reportId } }))
        .monthly_report,
  });

export const useReport = (projectId: number, reportId: number) => useQuery(reportQuery(projectId, reportId));

/** GET monthly_reports/template: a regular report filled from the month's facts, or a spot report's outline. */
export const templateQuery = (projectId: number, kind: NewReportKind, month: string) =>
  queryOptions({
    queryKey: monthlyReportKeys.template(projectId, kind, month),
    queryFn: () =>
      apiGet('/api/v1/monthly_reports/template', monthlyReportTemplateResponseSchema, {
        query: { project_id: projectId, kind, month: kind === 'regular' ? month : undefined },
      }),
    // The project's facts change; a new report starts from what is true now.
    staleTime: 0,
  });

export const useTemplate = (projectId: number, kind: NewReportKind, month: string) =>
  useQuery(templateQuery(projectId, kind, month));

interface ReportFields {
  title: string;
  period_start: string;
  period_end: string;
  body: string;
}

export interface CreateInput extends ReportFields {
  is_regular: 0 | 1;
}

/**
 * Puts a write's answer (the whole report) into the cache, so its view opens without waiting; only
 * the lists are refetched (not the open template, which the editor no longer needs).
 */
function useStoreReport(projectId: number) {
  const queryClient = useQueryClient();
  return (report: MonthlyReport) => {
    queryClient.setQueryData(monthlyReportKeys.one(projectId, report.id), report);
    return report;
  };
}

/** POST monthly_reports/create (private until published); field errors are shown on the form. */
export function useCreateReport(projectId: number) {
  const store = useStoreReport(projectId);
  return useApiMutation({
    mutationFn: async (input: CreateInput) =>
      store(
        (
          await apiPost(
            '/api/v1/monthly_reports/create',
            { project_id: projectId, ...input },
            monthlyReportResponseSchema,
          )
        ).monthly_report,
      ),
    invalidate: [monthlyReportKeys.lists(projectId)],
    success: { title: monthlyReportMessages.saved },
    failure: commonMessages.addFailed,
    handlesError: (error) => error.fields.length > 0,
  });
}

/** POST monthly_reports/save: title, period and body. */
export function useSaveReport(projectId: number) {
  const store = useStoreReport(projectId);
  return useApiMutation({
    mutationFn: async (input: ReportFields & { id: number }) =>
      store((await apiPost('/api/v1/monthly_reports/save', input, monthlyReportResponseSchema)).monthly_report),
    invalidate: [monthlyReportKeys.lists(projectId)],
    success: { title: monthlyReportMessages.saved },
    failure: commonMessages.editFailed,
    handlesError: (error) => error.fields.length > 0,
  });
}

/**
 * POST monthly_reports/update {monthly_report {id, is_show}}. The switch follows the refetched list,
 * so it flips only once the server has answered (product.md §4 visibility); made private is announced in the error style (product.md §8.4).
 */
export function useSetVisibility(projectId: number) {
  return useApiMutation({
    mutationFn: (input: { id: number; is_show: 0 | 1 }) =>
      apiPost('/api/v1/monthly_reports/update', { monthly_report: input }, updateMonthlyReportVisibilityResponseSchema),
    invalidate: [monthlyReportKeys.all(projectId)],
    onDone: ({ monthly_report: report }) => {
      if (report.is_show === 1) {
        toast.success(monthlyReportMessages.madePublicTitle, monthlyReportMessages.madePublic(report.title));
      } else {
        toast.error(monthlyReportMessages.madePrivateTitle, monthlyReportMessages.madePrivate(report.title));
      }
    },
    failure: monthlyReportMessages.visibilityFailed,
  });
}

/** POST monthly_reports/delete; the report's own cache entry goes with it. */
export function useDeleteReport(projectId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (input: { id: number }) => {
      const answer = await apiPost('/api/v1/monthly_reports/delete', input, deleteMonthlyReportResponseSchema);
      queryClient.removeQueries({ queryKey: monthlyReportKeys.one(projectId, answer.id) });
      return answer;
    },
    invalidate: [monthlyReportKeys.lists(projectId)],
    success: { title: monthlyReportMessages.deleted },
    failure: commonMessages.deleteFailed,
  });
}
