import type { ProjectSimulationResponse } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { requireProject } from '../access/access.service.js';
import { findSaleOfProject } from './project-simulation.repository.js';
import { simulationRecords } from './simulation.service.js';

/**
 * GET pb_sales/project_simulation (project_id): the simulation of the sales customer the project came
 * from (decisions/0013). Everyone who may read the project reads it; only staff change it, through
 * pb_sales/update_simulation (the sales area is theirs), so can_edit is false for every client user.
 * A project that did not come from the sales area answers sale_id null and no records.
 */
export async function projectSimulation(db: Db, actor: Actor, projectId: number): Promise<ProjectSimulationResponse> {
  await requireProject(db, actor, projectId, 'read');
  const sale = await findSaleOfProject(db, projectId);
  if (!sale) return { sale_id: null, project_name: null, current: null, goal: null, can_edit: false };
  const saleId = Number(sale.id);
  return {
    sale_id: saleId,
    project_name: sale.project_name,
    ...(await simulationRecords(db, saleId)),
    can_edit: !actor.isClient,
  };
}
