import {
  commonMessages,
  fetchResultsResponseSchema,
  ga4SourceMessages,
  type UpdateGa4SourceRequest,
} from '@kaizen/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { measureReportKeys } from './keys';
import { useReportWrite } from './report';

const fetchResults = (measureId: number, dryRun: 0 | 1) =>
  apiPost(
    '/api/v1/measure_reports/fetch_results',
    { measure_id: measureId, dry_run: dryRun },
    fetchResultsResponseSchema,
  );

/** POST measure_reports/update_ga4_source: how GA4 tells the patterns apart; field errors shown in the dialog. */
export const useUpdateGa4Source = (measureId: number) =>
  useReportWrite<UpdateGa4SourceRequest>(measureId, 'measure_reports/update_ga4_source', {
    failure: commonMessages.editFailed,
    handlesError: (error) => error.status === 400 || error.status === 502,
  });

/** measure_reports/fetch_results with dry_run 1: the counts GA4 gives for the verification period. */
export const usePreviewGa4Results = (measureId: number) =>
  useMutation({ mutationFn: () => fetchResults(measureId, 1) });

/** measure_reports/fetch_results with dry_run 0: the counts fetched again and saved. */
export function useImportGa4Results(measureId: number) {
  return useApiMutation({
    mutationFn: () => fetchResults(measureId, 0),
    invalidate: [measureReportKeys.report(measureId)],
    success: (result) => ({ title: ga4SourceMessages.imported(result.rows.length) }),
    failure: 'GA4からの取り込みに失敗しました',
    handlesError: (error) => error.status === 400 || error.status === 502,
  });
}
