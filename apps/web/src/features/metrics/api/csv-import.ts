import { importMetricCsvResponseSchema, metricCsvMessages, type ImportMetricCsvResponse } from '@kaizen/domain';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { metricKeys } from './keys';

const sendCsv = (metricId: number, file: File, dryRun: boolean) => {
  const form = new FormData();
  form.append('dry_run', dryRun ? '1' : '0');
  form.append('file', file);
  return apiUpload(`/api/v1/metrics/${metricId}/import_csv`, form, importMetricCsvResponseSchema);
};

/** metrics/:id/import_csv with dry_run 1: the months the file would save, and its row errors. Nothing is stored. */
export const usePreviewMetricCsv = (metricId: number) =>
  useMutation({ mutationFn: (file: File) => sendCsv(metricId, file, true) });

/**
 * metrics/:id/import_csv with dry_run 0: every month saved in one go, or nothing (the dialog shows
 * why). The tree's figures and the editor's stored months are refetched.
 */
export function useImportMetricCsv(
  projectId: number,
  metricId: number,
  onDone: (result: ImportMetricCsvResponse) => void,
) {
  return useApiMutation({
    mutationFn: (file: File) => sendCsv(metricId, file, false),
    invalidate: [metricKeys.ofProject(projectId)],
    success: (result) => ({ title: metricCsvMessages.imported(result.rows.length) }),
    onDone,
    failure: 'CSVの取り込みに失敗しました',
    handlesError: (error) => error.status === 400,
  });
}
