import { analyticsMonthsResponseSchema } from '@kaizen/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { figuresKeys } from './keys';

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
