import type { ReportFilters } from '../list-filters';

/** Query keys of the monthly-report screens; everything of a project sits under `all(projectId)`. */
export const monthlyReportKeys = {
  all: (projectId: number) => ['monthly-reports', projectId] as const,
  lists: (projectId: number) => [...monthlyReportKeys.all(projectId), 'list'] as const,
  list: (projectId: number, filters: ReportFilters) => [...monthlyReportKeys.lists(projectId), filters] as const,
  one: (projectId: number, reportId: number) => [...monthlyReportKeys.all(projectId), 'one', reportId] as const,
  template: (projectId: number, kind: 'regular' | 'point', month: string) =>
    [...monthlyReportKeys.all(projectId), 'template', kind, month] as const,
};
