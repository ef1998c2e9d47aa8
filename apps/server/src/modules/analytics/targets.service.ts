import {
  analyticsMessages,
  deriveTargets,
  type ClientTarget,
  type ClientTargetsResponse,
  type TargetFigures,
  type z,
  type createClientTargetRequestSchema,
  type updateClientTargetRequestSchema,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { requireStaff } from '../access/staff-policy.js';
import { definedOnly } from '../../lib/request-fields.js';
import { requireProject } from '../access/access.service.js';
import {
  deleteTarget,
  findOverlap,
  findTarget,
  insertTarget,
  listTargets,
  lockProjectTargets,
  updateTarget,
  type TargetRow,
} from './targets.repository.js';
import { recordUpdate } from '../history/history.recorder.js';

type CreateRequest = z.output<typeof createClientTargetRequestSchema>;
type UpdateRequest = z.output<typeof updateClientTargetRequestSchema>;

/** The five figures a request sent (undefined: not sent; null: cleared). */
const figuresOf = (req: Partial<Record<keyof TargetFigures, number | null>>) => ({
  target_sales: req.target_sales,
  ltv: req.ltv,
  contract_rate: req.contract_rate,
  target_contract_cnt: req.target_contract_cnt,
  target_cv_cnt: req.target_cv_cnt,
});

const figure = (value: number | null) => (value === null ? null : Number(value));

/** A stored row as the API answers it: what was typed, and what deriveTargets computes from it. */
function toTarget(row: TargetRow): ClientTarget {
  const typed: TargetFigures = {
    target_sales: figure(row.target_sales),
    ltv: figure(row.ltv),
    contract_rate: figure(row.contract_rate),
    target_contract_cnt: figure(row.target_contract_cnt),
    target_cv_cnt: figure(row.target_cv_cnt),
  };
  return {
    id: Number(row.id),
    project_id: Number(row.project_id),
    start_month: row.start_month,
    end_month: row.end_month,
    ...deriveTargets(typed),
    updated_at: row.updated_at,
  };
}

/** A project's target rows with derived figures filled in, for the graph and the simulator. */
export async function targetsOfProject(db: Db, projectId: number): Promise<ClientTarget[]> {
  return (await listTargets(db, projectId)).map(toTarget);
}

/**
 * A project's targets are staff's work (decisions/0014): another company's client does not see the
 * project (404), its own client user reads but never writes (403).
 */
async function requireTargetEditor(db: Db, actor: Actor, projectId: number): Promise<void> {
  await requireProject(db, actor, projectId, 'read');
  requireStaff(actor);
}

/** A row named by its id: 404 when it is not there or its project is not the caller's to see. */
async function requireTarget(db: Db, actor: Actor, id: number): Promise<TargetRow> {
  const row = await findTarget(db, id);
  if (!row) throw AppError.notFound(analyticsMessages.targetNotFound);
  try {
    await requireTargetEditor(db, actor, Number(row.project_id));
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found')
      throw AppError.notFound(analyticsMessages.targetNotFound);
    throw error;
  }
  return row;
}

/**
 * Periods of one project never share a month. Checked under the project's lock, in the transaction
 * that writes, so two racing writes cannot both pass the check.
 */
async function refuseOverlap(trx: Db, projectId: number, period: { start: string; end: string }, exceptId?: number) {
  await lockProjectTargets(trx, projectId);
  if (await findOverlap(trx, projectId, period, exceptId)) {
    throw AppError.badInput('start_month', analyticsMessages.targetOverlap);
  }
}

async function targetResponse(db: Db, id: number): Promise<{ target: ClientTarget }> {
  const row = await findTarget(db, id);
  if (!row) throw AppError.notFound(analyticsMessages.targetNotFound);
  return { target: toTarget(row) };
}

/** GET gapi/getClientTargetData and POST gapi/v2/getClientTargetData: everyone who reads the project. */
export async function clientTargets(db: Db, actor: Actor, projectId: number): Promise<ClientTargetsResponse> {
  await requireProject(db, actor, projectId, 'read');
  return { targets: await targetsOfProject(db, projectId), can_edit: !actor.isClient };
}

const settingsTarget = (projectId: number) => ({
  kind: 'project' as const,
  id: projectId,
  projectId,
  title: 'アナリティクス設定',
});

/** POST gapi/v2/setClientTargetData: one month, or a period when end_month is given. Only the typed figures are stored. */
export async function createClientTarget(db: Db, actor: Actor, req: CreateRequest) {
  await requireTargetEditor(db, actor, req.project_id);
  const period = { start: req.start_month, end: req.end_month ?? req.start_month };
  const id = await projectTransaction(db, req.project_id, async (trx) => {
    await refuseOverlap(trx, req.project_id, period);
    await recordUpdate(trx, actor, settingsTarget(req.project_id), 'client_targets');
    return insertTarget(trx, {
      project_id: req.project_id,
      start_month: period.start,
      end_month: period.end,
      ...figuresOf(req),
    });
  });
  return targetResponse(db, id);
}

/** POST gapi/v2/updateClientTargetData: the fields sent change ('' or null clears a figure). */
export async function updateClientTarget(db: Db, actor: Actor, req: UpdateRequest) {
  const row = await requireTarget(db, actor, req.id);
  const projectId = Number(row.project_id);
  const period = { start: req.start_month ?? row.start_month, end: req.end_month ?? row.end_month };
  if (period.start > period.end) {
    const field = req.end_month === undefined ? 'start_month' : 'end_month';
    throw AppError.badInput(field, '終了月は開始月以降の月を指定してください');
  }
  await projectTransaction(db, projectId, async (trx) => {
    await refuseOverlap(trx, projectId, period, Number(row.id));
    await recordUpdate(trx, actor, settingsTarget(projectId), 'client_targets');
    await updateTarget(trx, Number(row.id), {
      start_month: period.start,
      end_month: period.end,
      ...definedOnly(figuresOf(req)),
    });
  });
  return targetResponse(db, Number(row.id));
}

/** POST gapi/v2/deleteClientTargetData. */
export async function deleteClientTarget(db: Db, actor: Actor, id: number) {
  const row = await requireTarget(db, actor, id);
  await projectTransaction(db, Number(row.project_id), async (trx) => {
    await deleteTarget(trx, Number(row.id));
    await recordUpdate(trx, actor, settingsTarget(Number(row.project_id)), 'client_targets');
  });
  return { id: Number(row.id) };
}
