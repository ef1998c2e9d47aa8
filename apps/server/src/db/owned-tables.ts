import type { Owner } from '@kaizen/domain';
import { sql } from 'kysely';
import type { Database, Db } from './types.js';

/**
 * Tables whose rows belong to a project or to a sales customer (columns project_id and sale_id;
 * decisions/0013). An area that adds such a table lists it here, so a customer's rows follow it into
 * the client project it becomes.
 */
export const ownedTables = [
  'documents',
  'analysis_company_items',
  'analysis_customer_items',
  'analysis_points',
  'conflict_companies',
  'conflict_items',
  'analysis_individual',
  'markets',
] as const satisfies readonly (keyof Database)[];

/** The column that names an owner's rows. */
export const ownerColumn = (owner: Owner) => (owner.kind === 'project' ? 'project_id' : 'sale_id');

/** The owner columns of a new row: the owner's set, the other empty. */
export const ownerValues = (owner: Owner) => ({
  project_id: owner.kind === 'project' ? owner.id : null,
  sale_id: owner.kind === 'sale' ? owner.id : null,
});

/** On conversion: every row of the customer now also belongs to its new project. */
export async function adoptSaleRows(db: Db, saleId: number, projectId: number): Promise<void> {
  for (const table of ownedTables) {
    await sql`update ${sql.table(table)} set project_id = ${projectId} where sale_id = ${saleId} and project_id is null`.execute(
      db,
    );
  }
}
