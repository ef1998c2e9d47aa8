import {
  projectSimulationResponseSchema,
  salesSimulationResponseSchema,
  commonMessages,
  salesMessages,
  simulationResponseSchema,
  type UpdateSimulationRequest,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { salesKeys } from './keys';
import { useApiMutation } from '../../../lib/mutation';

/** GET sales_statuses/pb_index with sale_id: the current and goal records, each with its derived figures. */
export const simulationQuery = (saleId: number) =>
  queryOptions({
    queryKey: salesKeys.simulation(saleId),
    queryFn: () =>
      apiGet('/api/v1/sales_statuses/pb_index', salesSimulationResponseSchema, { query: { sale_id: saleId } }),
  });

export const useSimulation = (saleId: number) => useQuery(simulationQuery(saleId));

/** GET pb_sales/project_simulation: the records of the customer a project came from (null without one), and can_edit. */
export const projectSimulationQuery = (projectId: number) =>
  queryOptions({
    queryKey: salesKeys.projectSimulation(projectId),
    queryFn: () =>
      apiGet('/api/v1/pb_sales/project_simulation', projectSimulationResponseSchema, {
        query: { project_id: projectId },
      }),
  });

export const useProjectSimulation = (projectId: number) => useQuery(projectSimulationQuery(projectId));

/** POST pb_sales/update_simulation: one record (0 現状, 1 目標); the figures shown come from its answer. */
export function useUpdateSimulation(saleId: number) {
  return useApiMutation({
    mutationFn: async (input: Omit<UpdateSimulationRequest, 'sale_id'>) =>
      (await apiPost('/api/v1/pb_sales/update_simulation', { ...input, sale_id: saleId }, simulationResponseSchema))
        .simulation,
    invalidate: [salesKeys.simulation(saleId), salesKeys.projectSimulations()],
    success: { title: salesMessages.simulationSaved },
    failure: commonMessages.editFailed,
    handlesError: (error) => error.fields.length > 0,
  });
}
