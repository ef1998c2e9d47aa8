import { measureReportResponseSchema, type MeasureReportResponse } from '@kaizen/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation, type ApiMutationOptions } from '../../../lib/mutation';
import { managementKeys } from '../../management/public';
import { statusKeys } from '../../status/public';
import { measureReportKeys } from './keys';

type WriteOptions<TInput> = Omit<ApiMutationOptions<TInput, MeasureReportResponse>, 'mutationFn'>;

const periodOf = (answer: MeasureReportResponse | undefined) =>
  `${answer?.base.verification_start_date ?? ''}/${answer?.base.verification_end_date ?? ''}`;

/**
 * Puts a write's answer (always the whole report) into the cache, so the screen shows what the server
 * holds. The period is the measure's own (one fact): when it changed, the tree and the status screens
 * that show it are refetched too.
 */
export function useStoreReport(measureId: number) {
  const queryClient = useQueryClient();
  return (report: MeasureReportResponse) => {
    const before = queryClient.getQueryData<MeasureReportResponse>(measureReportKeys.report(measureId));
    queryClient.setQueryData(measureReportKeys.report(measureId), report);
    if (periodOf(before) !== periodOf(report)) {
      const projectId = report.base.project_id;
      void queryClient.invalidateQueries({ queryKey: managementKeys.all(projectId) });
      void queryClient.invalidateQueries({ queryKey: statusKeys.all(projectId) });
    }
    return report;
  };
}

/**
 * A write of the report through a JSON call under /api/v1. The answer replaces the cached report
 * (no refetch); other lists that show reports (the admin search) are marked stale.
 */
export function useReportWrite<TInput>(measureId: number, path: string, options: WriteOptions<TInput>) {
  return useReportMutation<TInput>(
    measureId,
    (input) => apiPost(`/api/v1/${path}`, input, measureReportResponseSchema),
    options,
  );
}

/** As useReportWrite, for any call that answers with the whole report (uploads included). */
export function useReportMutation<TInput>(
  measureId: number,
  call: (input: TInput) => Promise<MeasureReportResponse>,
  options: WriteOptions<TInput>,
) {
  const store = useStoreReport(measureId);
  return useApiMutation<TInput, MeasureReportResponse>({
    ...options,
    mutationFn: async (input) => store(await call(input)),
    invalidate: [measureReportKeys.searchAll(), ...(options.invalidate ?? [])],
  });
}
