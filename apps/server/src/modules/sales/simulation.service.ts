import {
  simulationFigures,
  type ProjectSimulationResponse,
  type SalesSimulationResponse,
  type SimulationInput,
  type SimulationRecord,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { requireProject, requireSale } from '../access/access.service.js';
import { findSaleOfProject } from './sales.repository.js';
import { listSimulations, saveSimulation } from './simulation.repository.js';
import { recordUpdate } from '../history/history.recorder.js';
import { inTransaction } from '../../lib/transaction.js';

type Row = Awaited<ReturnType<typeof listSimulations>>[number];

/** A stored record with the figures it implies (computed on every read, never stored). */
function toRecord(row: Row): SimulationRecord {
  const input: SimulationInput = {
    session: Number(row.session),
    cvr: Number(row.cvr),
    contract_rate: Number(row.contract_rate),
    customer_avg: Number(row.customer_avg),
    profit_rate: Number(row.profit_rate),
  };
  return {
    id: Number(row.id),
    sale_id: Number(row.sale_id),
    target: row.target === 1 ? 1 : 0,
    ...input,
    ...simulationFigures(input),
    updated_at: row.updated_at,
  };
}

/** GET sales_statuses/pb_index with sale_id: the current (0) and goal (1) records, null until saved. */
export async function salesSimulations(db: Db, actor: Actor, saleId: number): Promise<SalesSimulationResponse> {
  await requireSale(db, actor, saleId);
  return simulationRecords(db, saleId);
}

/** A customer's two records, null until saved; the caller has checked access. */
export async function simulationRecords(db: Db, saleId: number): Promise<SalesSimulationResponse> {
  const rows = await listSimulations(db, saleId);
  const of = (target: 0 | 1) => {
    const row = rows.find((r) => r.target === target);
    return row ? toRecord(row) : null;
  };
  return { current: of(0), goal: of(1) };
}

/** POST pb_sales/update_simulation: saves one target's record (numbers already read by the request schema). */
export async function updateSimulation(
  db: Db,
  actor: Actor,
  req: SimulationInput & { sale_id: number; target: 0 | 1 },
): Promise<SimulationRecord> {
  const sale = await requireSale(db, actor, req.sale_id);
  const saved = await inTransaction(db, async (trx) => {
    const record = await saveSimulation(trx, req.sale_id, req.target, req);
    const target = { kind: 'sale' as const, id: sale.id, saleId: sale.id, title: sale.project_name };
    await recordUpdate(trx, actor, target, 'simulation');
    return record;
  });
  return toRecord(saved);
}

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
