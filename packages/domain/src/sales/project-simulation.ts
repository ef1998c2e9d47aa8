import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { simulationRecordSchema } from './schemas.js';

/** GET pb_sales/project_simulation (project_id): the simulation of the sales customer the project came from. */
export const projectSimulationQuerySchema = z.object({ project_id: idSchema });

export const projectSimulationResponseSchema = z.object({
  /** The customer the project was converted from (sales.project_id); null for a project not from the sales area. */
  sale_id: z.number().int().nullable(),
  /** That customer's case name (the sensitivity table's CSV is named after it); null without a customer. */
  project_name: z.string().nullable(),
  current: simulationRecordSchema.nullable(),
  goal: simulationRecordSchema.nullable(),
  /** The caller may change the records (through pb_sales/update_simulation): staff only. */
  can_edit: z.boolean(),
});
export type ProjectSimulationResponse = z.infer<typeof projectSimulationResponseSchema>;
