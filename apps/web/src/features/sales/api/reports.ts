import {
  commonMessages,
  deleteSalesReportResponseSchema,
  monthlyReportImageResponseSchema,
  monthlyReportMessages,
  salesReportListResponseSchema,
  salesReportResponseSchema,
  updateSalesReportVisibilityResponseSchema,
  type SalesReport,
} from '@kaizen/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiUpload } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { toast } from '../../../lib/toasts';
import { salesReportKeys } from './keys';

/** GET sales_reports?sale_id: a customer's reports, newest first, and whether the caller may write. */
export const useSaleReports = (saleId: number) =>
  useQuery({
    queryKey: salesReportKeys.ofSale(saleId),
    queryFn: () => apiGet('/api/v1/sales_reports', salesReportListResponseSchema, { query: { sale_id: saleId } }),
  });

/** GET sales_reports?project_id: the shown reports of the customer that became this project. */
export const useProjectSalesReports = (projectId: number) =>
  useQuery({
    queryKey: salesReportKeys.ofProject(projectId),
    queryFn: () => apiGet('/api/v1/sales_reports', salesReportListResponseSchema, { query: { project_id: projectId } }),
  });

/**
 * GET sales_reports/get: the markdown, its sanitised HTML and the signed URLs of its images. A client
 * user reads it under their project (project_id); anything they may not see is 404.
 */
export const salesReportQuery = (reportId: number, projectId?: number) =>
  queryOptions({
    queryKey: salesReportKeys.one(reportId, projectId),
    queryFn: async () =>
      (
        await apiGet('/api/v1/sales_reports/get', salesReportResponseSchema, {
          query: { id: reportId, project_id: projectId },
        })
      ).sales_report,
  });

export const useSalesReport = (reportId: number, projectId?: number) => useQuery(salesReportQuery(reportId, projectId));

/** Puts a write's answer (the whole report) into the cache, so its view opens without waiting. */
function useStoreReport() {
  const queryClient = useQueryClient();
  return (report: SalesReport) => {
    queryClient.setQueryData(salesReportKeys.one(report.id), report);
    return report;
  };
}

/** POST sales_reports/create (private until published); field errors are shown on the form. */
export function useCreateSalesReport(saleId: number) {
  const store = useStoreReport();
  return useApiMutation({
    mutationFn: async (input: { title: string; body: string }) =>
      store(
        (await apiPost('/api/v1/sales_reports/create', { sale_id: saleId, ...input }, salesReportResponseSchema))
          .sales_report,
      ),
    invalidate: [salesReportKeys.lists()],
    success: { title: monthlyReportMessages.saved },
    failure: commonMessages.addFailed,
    handlesError: (error) => error.fields.length > 0,
  });
}

/** POST sales_reports/save: title and body. */
export function useSaveSalesReport() {
  const store = useStoreReport();
  return useApiMutation({
    mutationFn: async (input: { id: number; title: string; body: string }) =>
      store((await apiPost('/api/v1/sales_reports/save', input, salesReportResponseSchema)).sales_report),
    invalidate: [salesReportKeys.lists()],
    success: { title: monthlyReportMessages.saved },
    failure: commonMessages.editFailed,
    handlesError: (error) => error.fields.length > 0,
  });
}

/**
 * POST sales_reports/update {sales_report {id, is_show}}, announced as a monthly report's is: made
 * public in the success style, made private in the error style (product.md §8.4).
 */
export function useSetSalesReportVisibility() {
  return useApiMutation({
    mutationFn: (input: { id: number; is_show: 0 | 1 }) =>
      apiPost('/api/v1/sales_reports/update', { sales_report: input }, updateSalesReportVisibilityResponseSchema),
    invalidate: [salesReportKeys.all],
    onDone: ({ sales_report: report }) => {
      if (report.is_show === 1) {
        toast.success(monthlyReportMessages.madePublicTitle, monthlyReportMessages.madePublic(report.title));
      } else {
        toast.error(monthlyReportMessages.madePrivateTitle, monthlyReportMessages.madePrivate(report.title));
      }
    },
    failure: monthlyReportMessages.visibilityFailed,
  });
}

/** POST sales_reports/delete; the report's own cache entries go with it. */
export function useDeleteSalesReport() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (input: { id: number }) => {
      const answer = await apiPost('/api/v1/sales_reports/delete', input, deleteSalesReportResponseSchema);
      queryClient.removeQueries({ queryKey: [...salesReportKeys.all, 'one', answer.id] });
      return answer;
    },
    invalidate: [salesReportKeys.lists()],
    success: { title: monthlyReportMessages.deleted },
    failure: commonMessages.deleteFailed,
  });
}

/** POST sales_reports/upload_image (multipart: sale_id, file), as a monthly report's image upload. */
export function useUploadSalesReportImage(saleId: number) {
  return useApiMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('sale_id', String(saleId));
      form.set('file', file, file.name);
      return apiUpload('/api/v1/sales_reports/upload_image', form, monthlyReportImageResponseSchema);
    },
    failure: commonMessages.addFailed,
  });
}
