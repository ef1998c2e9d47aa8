import { learningsResponseSchema } from '@kaizen/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { measureReportKeys } from './keys';

/** GET measure_reports/learnings: the conditions as the address holds them. */
const learningsQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: measureReportKeys.learnings(query),
    queryFn: () => apiGet('/api/v1/measure_reports/learnings', learningsResponseSchema, { query }),
    placeholderData: keepPreviousData,
  });

export const useLearnings = (query: Record<string, string>) => useQuery(learningsQuery(query));
