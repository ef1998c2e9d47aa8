import { commonMessages, type UpdatePatternFieldsRequest } from '@kaizen/domain';
import { useReportWrite } from './report';

/** report_verification/*: the pattern table. Each edit is its own call, saved at once. */

export const usePlusTh = (measureId: number) =>
  useReportWrite<{ measure_id: number; title?: string }>(measureId, 'report_verification/plusTh', {
    failure: commonMessages.addFailed,
  });

export const useMinusTh = (measureId: number) =>
  useReportWrite<{ id: number }>(measureId, 'report_verification/minusTh', { failure: commonMessages.deleteFailed });

export const usePlusTd = (measureId: number) =>
  useReportWrite<{ measure_id: number }>(measureId, 'report_verification/plusTd', {
    failure: commonMessages.addFailed,
  });

export const useUpdateHeader = (measureId: number) =>
  useReportWrite<{ id: number; title: string }>(measureId, 'report_verification/update_header', {
    failure: commonMessages.editFailed,
  });

export const useUpdateData = (measureId: number) =>
  useReportWrite<{ td_id: number; th_id: number; name: string }>(measureId, 'report_verification/update_data', {
    failure: commonMessages.editFailed,
  });

export const useUpdatePatternFields = (measureId: number) =>
  useReportWrite<UpdatePatternFieldsRequest>(measureId, 'report_verification/update_pattern', {
    failure: commonMessages.editFailed,
  });
