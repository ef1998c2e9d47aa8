/** Where a measure's report lives (product.md §2). */
export const reportPath = (projectId: number, measureId: number) =>
  `/client/${projectId}/measures/${measureId}/reports`;

export const reportEditPath = (projectId: number, measureId: number) => `${reportPath(projectId, measureId)}/edit`;
