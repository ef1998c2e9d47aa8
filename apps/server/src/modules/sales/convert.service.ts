import { salesMessages, type ConvertSaleRequest, type SaleEntry } from '@kaizen/domain';
import { adoptSaleRows } from '../../db/owned-tables.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/transaction.js';
import { requireSale } from '../access/access.service.js';
import { createCompany } from '../companies/companies.service.js';
import { copyKgi } from '../management/kgi.service.js';
import { createProject } from '../projects/projects.service.js';
import { findGoal } from './goals.repository.js';
import { markConverted } from './sales.repository.js';
import { saleEntry } from './sales.service.js';
import { recordAction } from '../history/history.recorder.js';

const alreadyConverted = () => new AppError('conflict', salesMessages.alreadyConverted);

/**
 * POST sales_statuses/convert (decisions/0012): the contract is won. In one transaction: the new
 * client company when a name is given, the client project named as the customer, the goals copied
 * into its KGI, the customer pointed at both, and its owned rows (documents, overview sections) now
 * the project's too. Any refusal leaves nothing behind.
 */
export async function convertSale(
  db: Db,
  actor: Actor,
  req: ConvertSaleRequest,
): Promise<{ sale: SaleEntry; project_id: number }> {
  const sale = await requireSale(db, actor, req.id);
  if (sale.project_id !== null) throw alreadyConverted();
  const projectId = await inTransaction(db, async (trx) => {
    // The schema lets exactly one of company_id and company_name through.
    const companyId = req.company_id ?? (await createCompany(trx, actor, req.company_name ?? '')).id;
    // Refuses (400 company_id) a company that is not a live client company.
    const project = await createProject(trx, actor, companyId, sale.project_name);
    const goal = await findGoal(trx, sale.id);
    if (goal) {
      await copyKgi(trx, project.id, actor.userId, {
        purpose: goal.purpose,
        kgi: goal.kgi,
        start_line: goal.start_line,
        dead_line: goal.dead_line,
      });
    }
    // Another conversion may have committed since the check above: this one then leaves nothing.
    if (!(await markConverted(trx, sale.id, companyId, project.id))) throw alreadyConverted();
    // Documents and the overview's sections follow the customer into its project.
    await adoptSaleRows(trx, sale.id, project.id);
    const target = {
      kind: 'sale' as const,
      id: sale.id,
      saleId: sale.id,
      projectId: project.id,
      title: sale.project_name,
    };
    await recordAction(trx, actor, target, 'update', { field: 'converted', to: sale.project_name });
    return project.id;
  });
  return { sale: await saleEntry(db, sale.id), project_id: projectId };
}
