import { commonMessages, salesMessages, simulationResponseSchema, type UpdateSimulationRequest } from '@kaizen/domain';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { salesKeys } from './keys';

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
