/** Query keys of the measure-report screens; every report write replaces `report(measureId)` with its answer. */
export const measureReportKeys = {
  all: ['measure-reports'] as const,
  report: (measureId: number) => [...measureReportKeys.all, 'report', measureId] as const,
  candidates: (measureId: number, kind: 'task' | 'hypothesis') =>
    [...measureReportKeys.all, 'candidates', measureId, kind] as const,
  searchAll: () => [...measureReportKeys.all, 'search'] as const,
  search: (query: Record<string, string>) => [...measureReportKeys.searchAll(), query] as const,
  learnings: (query: Record<string, string>) => [...measureReportKeys.all, 'learnings', query] as const,
};
