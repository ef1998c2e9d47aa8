import { dashboardSummarySchema } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET pb_dashboards/summary: KGI, KPI status counts, the latest readable report, measures in verification. */
export const summaryQuery = (projectId: number) =>
  queryOptions({
    queryKey: dashboardKeys.summary(projectId),
    queryFn: () =>
      apiGet('/api/v1/pb_dashboards/summary', dashboardSummarySchema, { query: { project_id: projectId } }),
  });

export const useDashboardSummary = (projectId: number) => useQuery(summaryQuery(projectId));
