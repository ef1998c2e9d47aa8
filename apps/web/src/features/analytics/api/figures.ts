import {
  analyticsMonthsResponseSchema,
  fetchMonthsResponseSchema,
  analyticsMessages,
  importCsvResponseSchema,
} from '@kaizen/domain';
import { keepPreviousData, queryOptions, useQuery, useMutation } from '@tanstack/react-query';
import { apiGet, apiPost, apiUpload } from '../../../lib/api-client';
import { figuresKeys } from './keys';
import { useApiMutation } from '../../../lib/mutation';

/** GET analytics/months: the stored months of the period, the measure marks, CV names and can_edit. */
export const analyticsMonthsQuery = (projectId: number, from: string, to: string) =>
  queryOptions({
    queryKey: figuresKeys.months(projectId, from, to),
    queryFn: () =>
      apiGet('/api/v1/analytics/months', analyticsMonthsResponseSchema, { query: { project_id: projectId, from, to } }),
  });

/** Off while the chosen period is not a valid one (the chooser says why); the last answer stays shown meanwhile. */
export const useAnalyticsMonths = (projectId: number, from: string, to: string, enabled = true) =>
  useQuery({ ...analyticsMonthsQuery(projectId, from, to), enabled, placeholderData: keepPreviousData });

/**
 * POST gaapis/setGAAPIData: fetch the period's months from Google Analytics and store them. A refusal
 * with a reason (GA4's error in Japanese, settings missing) is shown by the section in place.
 */
export function useFetchMonths(projectId: number) {
  return useApiMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      apiPost('/api/v1/gaapis/setGAAPIData', { project_id: projectId, from, to }, fetchMonthsResponseSchema),
    invalidate: [figuresKeys.monthsOf(projectId)],
    // The server's analyticsMessages.fetched(n): n months came from GA4 (the answer lists every stored one).
    success: (result) => ({ title: result.message }),
    failure: 'Googleアナリティクスからの取得に失敗しました',
    handlesError: (error) => error.code !== 'network' && error.status !== 401 && error.status !== 500,
  });
}

const sendCsv = (projectId: number, file: File, dryRun: boolean) => {
  const form = new FormData();
  form.append('project_id', String(projectId));
  form.append('dry_run', dryRun ? '1' : '0');
  form.append('file', file);
  return apiUpload('/api/v1/analytics/import_csv', form, importCsvResponseSchema);
};

/** analytics/import_csv with dry_run 1: what the file would save, and its row errors. Nothing is stored. */
export const usePreviewCsv = (projectId: number) =>
  useMutation({ mutationFn: (file: File) => sendCsv(projectId, file, true) });

/** analytics/import_csv with dry_run 0: every row saved in one go, or nothing (the dialog shows why). */
export function useImportCsv(projectId: number) {
  return useApiMutation({
    mutationFn: (file: File) => sendCsv(projectId, file, false),
    invalidate: [figuresKeys.monthsOf(projectId)],
    success: (result) => ({ title: analyticsMessages.imported(result.rows.length) }),
    failure: 'CSVの取り込みに失敗しました',
    handlesError: (error) => error.status === 400,
  });
}
