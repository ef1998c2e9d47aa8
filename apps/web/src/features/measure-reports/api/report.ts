import {
  commonMessages,
  measureReportMessages,
  measureReportResponseSchema,
  type CreateMeasureReportRequest,
  type PatternNumRequest,
  type UpdateAdoptRequest,
  type UpdateMeasureReportRequest,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { measureReportKeys } from './keys';
import { useReportWrite } from './write';

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
