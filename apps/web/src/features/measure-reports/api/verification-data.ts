import {
  commonMessages,
  measureReportMessages,
  type UpdateResultsRequest,
  type UpdateStatsSettingsRequest,
} from '@kaizen/domain';
import { useReportWrite } from './report';

/** POST measure_reports/update_results (issue 32): every pattern's counts and the control, in one call. */
export const useUpdateResults = (measureId: number) =>
  useReportWrite<UpdateResultsRequest>(measureId, 'measure_reports/update_results', {
    success: { title: measureReportMessages.resultsSaved },
    failure: commonMessages.editFailed,
    handlesError: (error) => error.fields.length > 0,
  });

/** POST measure_reports/update_stats_settings (staff): how every report of the project reads its results. */
export const useUpdateStatsSettings = (measureId: number) =>
  useReportWrite<UpdateStatsSettingsRequest>(measureId, 'measure_reports/update_stats_settings', {
    success: { title: measureReportMessages.statsSettingsSaved },
    failure: commonMessages.editFailed,
  });
