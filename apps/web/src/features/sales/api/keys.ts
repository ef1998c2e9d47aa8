/** Query keys of the sales screens; a customer's data sits under `sale(saleId)`. */
export const salesKeys = {
  all: ['sales'] as const,
  lists: () => [...salesKeys.all, 'list'] as const,
  list: (deleted: boolean) => [...salesKeys.lists(), deleted ? 'deleted' : 'live'] as const,
  sale: (saleId: number) => [...salesKeys.all, 'sale', saleId] as const,
  goals: (saleId: number) => [...salesKeys.sale(saleId), 'goals'] as const,
  simulation: (saleId: number) => [...salesKeys.sale(saleId), 'simulation'] as const,
  /** A project's overview reads the simulation of the customer it came from (pb_sales/project_simulation). */
  projectSimulations: () => [...salesKeys.all, 'project-simulation'] as const,
  projectSimulation: (projectId: number) => [...salesKeys.projectSimulations(), projectId] as const,
};

/** Query keys of the sales reports: a customer's list, a project's shown list, and one report. */
export const salesReportKeys = {
  all: ['sales-reports'] as const,
  lists: () => [...salesReportKeys.all, 'list'] as const,
  ofSale: (saleId: number) => [...salesReportKeys.lists(), 'sale', saleId] as const,
  ofProject: (projectId: number) => [...salesReportKeys.lists(), 'project', projectId] as const,
  one: (reportId: number, projectId?: number) => [...salesReportKeys.all, 'one', reportId, projectId ?? null] as const,
};
