/** Where a project's monthly reports live (product.md §2 routes). */
export const reportsPath = (projectId: number) => `/client/${projectId}/reports`;

export const reportPath = (projectId: number, reportId: number) => `${reportsPath(projectId)}/${reportId}`;

export const reportEditPath = (projectId: number, reportId: number) => `${reportPath(projectId, reportId)}/edit`;

export type NewReportKind = 'regular' | 'point';

export const newReportPath = (projectId: number, kind: NewReportKind) =>
  `/client/${projectId}/${kind === 'regular' ? 'newRegularReport' : 'newPointReport'}`;
