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
