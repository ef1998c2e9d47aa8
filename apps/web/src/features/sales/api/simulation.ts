import { salesSimulationResponseSchema } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { salesKeys } from './keys';

/** GET sales_statuses/pb_index with sale_id: the current and goal records, each with its derived figures. */
export const simulationQuery = (saleId: number) =>
  queryOptions({
    queryKey: salesKeys.simulation(saleId),
    queryFn: () =>
      apiGet('/api/v1/sales_statuses/pb_index', salesSimulationResponseSchema, { query: { sale_id: saleId } }),
  });

export const useSimulation = (saleId: number) => useQuery(simulationQuery(saleId));
