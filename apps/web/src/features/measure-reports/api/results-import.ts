import { importResultsResponseSchema, resultsCsvMessages } from '@kaizen/domain';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { measureReportKeys } from './keys';

const sendCsv = (measureId: number, file: File, dryRun: boolean) => {
  const form = new FormData();
  form.append('measure_id', String(measureId));
  form.append('dry_run', dryRun ? '1' : '0');
  form.append('file', file);
  return apiUpload('/api/v1/measure_reports/import_results', form, importResultsResponseSchema);
};

/** measure_reports/import_results with dry_run 1: the counts the file would save, and its row errors. */
export const usePreviewResultsCsv = (measureId: number) =>
  useMutation({ mutationFn: (file: File) => sendCsv(measureId, file, true) });

/** measure_reports/import_results with dry_run 0: every row saved in one go, or nothing (the dialog shows why). */
export function useImportResultsCsv(measureId: number) {
  return useApiMutation({
    mutationFn: (file: File) => sendCsv(measureId, file, false),
    invalidate: [measureReportKeys.report(measureId)],
    success: (result) => ({ title: resultsCsvMessages.imported(result.rows.length) }),
    failure: 'CSVの取り込みに失敗しました',
    handlesError: (error) => error.status === 400,
  });
}
