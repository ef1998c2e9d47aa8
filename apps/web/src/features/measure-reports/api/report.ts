import {
  commonMessages,
  measureReportMessages,
  measureReportResponseSchema,
  type CreateMeasureReportRequest,
  type PatternNumRequest,
  type UpdateAdoptRequest,
  type UpdateMeasureReportRequest,
  type MeasureReportResponse,
} from '@kaizen/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { measureReportKeys } from './keys';
import { useApiMutation, type ApiMutationOptions } from '../../../lib/mutation';
import { managementKeys } from '../../management/public';
import { statusKeys } from '../../status/public';

/** GET measure_reports: the report (null until created), where the measure sits, patterns, images and links. */
export const measureReportQuery = (measureId: number) =>
  queryOptions({
    queryKey: measureReportKeys.report(measureId),
    queryFn: () => apiGet('/api/v1/measure_reports', measureReportResponseSchema, { query: { measure_id: measureId } }),
    // Its period is the measure's, which the tree and the status table edit too: read afresh on each visit.
    staleTime: 0,
  });

export const useMeasureReport = (measureId: number) => useQuery(measureReportQuery(measureId));

/** POST measure_reports/create: pattern_num 2 and public, with the measure's method and period. */
export const useCreateReport = (measureId: number) =>
  useReportWrite<CreateMeasureReportRequest>(measureId, 'measure_reports/create', {
    success: { title: commonMessages.registered },
    failure: commonMessages.addFailed,
  });

/** POST measure_reports/update: the report's own fields; field errors are shown on the form. */
export const useUpdateReport = (measureId: number) =>
  useReportWrite<UpdateMeasureReportRequest>(measureId, 'measure_reports/update', {
    success: { title: measureReportMessages.saved },
    failure: commonMessages.editFailed,
    handlesError: (error) => error.fields.length > 0,
  });

/** POST measure_reports/update_pattern: more patterns, added at the end. */
export const useRaisePatternNum = (measureId: number) =>
  useReportWrite<PatternNumRequest>(measureId, 'measure_reports/update_pattern', {
    failure: commonMessages.addFailed,
  });

/** POST measure_reports/delete_pattern: fewer patterns; the last ones go with their cells and screenshots. */
export const useLowerPatternNum = (measureId: number) =>
  useReportWrite<PatternNumRequest>(measureId, 'measure_reports/delete_pattern', {
    failure: commonMessages.deleteFailed,
  });

/** POST measure_reports/update_adopt: adopting one pattern un-adopts the others (the server does it). */
export const useUpdateAdopt = (measureId: number) =>
  useReportWrite<UpdateAdoptRequest>(measureId, 'measure_reports/update_adopt', {
    failure: commonMessages.editFailed,
  });

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
