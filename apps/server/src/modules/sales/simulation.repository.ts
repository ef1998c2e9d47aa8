import type { SimulationInput } from '@kaizen/domain';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

const columns = [
  'id',
  'sale_id',
  'target',
  'session',
  'cvr',
  'contract_rate',
  'customer_avg',
  'profit_rate',
  'updated_at',
] as const;

/** A customer's saved records: at most one per target (0 current, 1 goal). */
export function listSimulations(db: Db, saleId: number) {
  return db.selectFrom('sales_simulations').select(columns).where('sale_id', '=', saleId).execute();
}

/** Saves one target's record: made on the first save, replaced after (unique on sale_id and target). */
export async function saveSimulation(db: Db, saleId: number, target: 0 | 1, input: SimulationInput) {
  const at = nowIso();
  const figures = {
    session: input.session,
    cvr: input.cvr,
    contract_rate: input.contract_rate,
    customer_avg: input.customer_avg,
    profit_rate: input.profit_rate,
  };
  await db
    .insertInto('sales_simulations')
    .values({ sale_id: saleId, target, ...figures, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['sale_id', 'target']).doUpdateSet({ ...figures, updated_at: at }))
    .execute();
  return db
    .selectFrom('sales_simulations')
    .select(columns)
    .where('sale_id', '=', saleId)
    .where('target', '=', target)
    .executeTakeFirstOrThrow();
}
