import {
  builtInTemplates,
  planTreeImport,
  templateMessages,
  templateRows,
  type ApplyTemplateRequest,
  type ImportTreeResponse,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { masterLists } from '../settings/masters.service.js';
import { applyPlan, planSummary, projectTreeOf } from './plan-writer.service.js';
import { requireTreeImport } from './tree-import.service.js';

/** GET templates (issue 36 §3): the team's templates, whole, for their preview. Staff only, as their use. */
export function treeTemplates(actor: Actor) {
  if (actor.isClient) throw AppError.forbidden('テンプレートを使えるのは運営会社の担当者だけです');
  return { templates: [...builtInTemplates] };
}

/**
 * POST managements/apply_template: a template's tree into the project, as an import of its rows —
 * what the tree already has under the same parent and title is kept, the rest added, in one go.
 */
export async function applyTemplate(db: Db, actor: Actor, req: ApplyTemplateRequest): Promise<ImportTreeResponse> {
  await requireTreeImport(db, actor, req.project_id);
  const template = builtInTemplates.find((candidate) => candidate.key === req.template);
  if (!template) throw AppError.badInput('template', 'テンプレートを選んでください');
  const masters = await masterLists(db);
  const rows = templateRows(template);
  const { changed, ...answer } = await projectTransaction(db, req.project_id, async (trx) => {
    const plan = planTreeImport(rows, await projectTreeOf(trx, req.project_id));
    await applyPlan(trx, actor, req.project_id, plan.nodes, masters);
    return planSummary(rows.length, plan.nodes, plan.errors);
  });
  return {
    ...answer,
    saved: true,
    message: changed > 0 ? templateMessages.applied(changed) : templateMessages.nothing,
  };
}
