import {
  monthlyReportListResponseSchema,
  monthlyReportResponseSchema,
  monthlyReportTemplateResponseSchema,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { paramsFromFilters, type ReportFilters } from '../list-filters';
import type { NewReportKind } from '../paths';
import { monthlyReportKeys } from './keys';

/** GET monthly_reports: newest first, the years that have reports, and whether the caller may write. */
export const reportListQuery = (projectId: number, filters: ReportFilters) =>
  queryOptions({
    queryKey: monthlyReportKeys.list(projectId, filters),
    queryFn: () =>
      apiGet('/api/v1/monthly_reports', monthlyReportListResponseSchema, {
        query: { project_id: projectId, ...paramsFromFilters(filters) },
      }),
  });

/** GET monthly_reports/get: the markdown, its sanitised HTML and the signed URLs of its images (404 when hidden). */
export const reportQuery = (projectId: number, reportId: number) =>
  queryOptions({
    queryKey: monthlyReportKeys.one(projectId, reportId),
    queryFn: async () =>
      (await apiGet('/api/v1/monthly_reports/get', monthlyReportResponseSchema, { query: { id: reportId } }))
        .monthly_report,
  });

export const useReport = (projectId: number, reportId: number) => useQuery(reportQuery(projectId, reportId));

/** GET monthly_reports/template: a regular report filled from the month's facts, or a spot report's outline. */
export const templateQuery = (projectId: number, kind: NewReportKind, month: string) =>
  queryOptions({
    queryKey: monthlyReportKeys.template(projectId, kind, month),
    queryFn: () =>
      apiGet('/api/v1/monthly_reports/template', monthlyReportTemplateResponseSchema, {
        query: { project_id: projectId, kind, month: kind === 'regular' ? month : undefined },
      }),
    // The project's facts change; a new report starts from what is true now.
    staleTime: 0,
  });

export const useTemplate = (projectId: number, kind: NewReportKind, month: string) =>
  useQuery(templateQuery(projectId, kind, month));
