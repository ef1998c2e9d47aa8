import { adminMessages, type Company } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/transaction.js';
import { requireStaff, requireStaffAdmin } from '../access/staff-policy.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  findLiveCompany,
  insertCompany,
  listCompanies,
  renameCompany,
  softDeleteCompany,
} from './companies.repository.js';

function toCompany(row: Awaited<ReturnType<typeof listCompanies>>[number]): Company {
  return {
    id: row.id,
    company_name: row.company_name,
    is_operator: row.is_operator === 1,
    project_count: Number(row.project_count ?? 0),
    user_count: Number(row.user_count ?? 0),
  };
}

async function companyOrNotFound(db: Db, companyId: number): Promise<Company> {
  const [row] = await listCompanies(db, companyId);
  if (!row) throw AppError.notFound('会社が見つかりません');
  return toCompany(row);
}

export async function companyList(db: Db, actor: Actor): Promise<Company[]> {
  requireStaff(actor);
  return (await listCompanies(db)).map(toCompany);
}

export async function createCompany(db: Db, actor: Actor, companyName: string): Promise<Company> {
  requireStaff(actor);
  const id = await inTransaction(db, async (trx) => {
    const created = await insertCompany(trx, companyName);
    const target = { kind: 'company', id: created };
    await recordAudit(trx, { actor: { userId: actor.userId }, event: 'company_created', target, detail: companyName });
    return created;
  });
  return companyOrNotFound(db, id);
}

export async function updateCompany(db: Db, actor: Actor, companyId: number, companyName: string): Promise<Company> {
  requireStaff(actor);
  await companyOrNotFound(db, companyId);
  await renameCompany(db, companyId, companyName);
  return companyOrNotFound(db, companyId);
}

/** Only an empty client company can go: its projects and users would otherwise be orphaned. */
export async function deleteCompany(db: Db, actor: Actor, companyId: number): Promise<void> {
  requireStaffAdmin(actor);
  const company = await companyOrNotFound(db, companyId);
  if (company.is_operator) throw new AppError('conflict', adminMessages.operatorCompanyFixed);
  if (company.project_count > 0 || company.user_count > 0)
    throw new AppError('conflict', adminMessages.companyHasProjects);
  await inTransaction(db, async (trx) => {
    await softDeleteCompany(trx, companyId);
    await recordAudit(trx, {
      actor: { userId: actor.userId },
      event: 'company_deleted',
      target: { kind: 'company', id: companyId },
      detail: company.company_name,
    });
  });
}

/**
 * The company a project or a user is placed in must be live and of the right kind: staff belong to
 * the operating company, client users and projects to a client company.
 */
export async function requireCompanyFor(db: Db, companyId: number, kind: 'staff' | 'client'): Promise<void> {
  const company = await findLiveCompany(db, companyId);
  if (!company) throw AppError.badInput('company_id', adminMessages.unknownCompany);
  if (kind === 'staff' && company.is_operator !== 1) {
    throw AppError.badInput('company_id', adminMessages.staffCompanyRequired);
  }
  if (kind === 'client' && company.is_operator === 1) {
    throw AppError.badInput('company_id', adminMessages.clientCompanyRequired);
  }
}
