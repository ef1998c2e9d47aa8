import { measureReportSearchResponseSchema } from '@kaizen/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { measureReportKeys } from './keys';

/** GET measure_reports/search (staff): the conditions as the URL holds them. */
export const measureReportSearchQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: measureReportKeys.search(query),
    queryFn: () => apiGet('/api/v1/measure_reports/search', measureReportSearchResponseSchema, { query }),
    placeholderData: keepPreviousData,
  });

export const useMeasureReportSearch = (query: Record<string, string>) => useQuery(measureReportSearchQuery(query));
