import {
  commonMessages,
  deleteMonthlyReportResponseSchema,
  monthlyReportMessages,
  monthlyReportResponseSchema,
  updateMonthlyReportVisibilityResponseSchema,
  type MonthlyReport,
} from '@kaizen/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { toast } from '../../../lib/toasts';
import { monthlyReportKeys } from './keys';

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
