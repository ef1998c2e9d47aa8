import {
  BLANK_POINT_INDEX,
  customerAnalysisMessages as messages,
  isBlankPoint,
  journeyPhases,
  nextPointIndex,
  placeAt,
  pointHasContent,
  POINT_ROWS_MAX,
  proprieties,
  sortPointRows,
  type CompanyItem,
  type CustomerAnalysis,
  type CustomerItem,
  type Owner,
  type PointRow,
  type UpdatePointRequest,
  type UpdateProvideRequest,
  type UpdateRealizationRequest,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { ownerTransaction } from '../../lib/project-transaction.js';
import { readOwner, requireOwner, requireOwnerOfRow } from '../access/access.service.js';
import {
  deleteItem,
  deletePoint,
  findItem,
  findPoint,
  insertBlankPoint,
  insertItem,
  listItems,
  listPoints,
  phaseItemIds,
  renumberItems,
  renumberPoints,
  updateItem,
  updatePoint,
  type ItemTable,
} from './customer-analysis.repository.js';
import { ownerTarget, recordUpdate } from '../history/history.recorder.js';

type ItemRow = NonNullable<Awaited<ReturnType<typeof findItem>>>;
type PointDbRow = NonNullable<Awaited<ReturnType<typeof findPoint>>>;

const toCompany = (row: ItemRow): CompanyItem => ({
  id: Number(row.id),
  phase_id: Number(row.phase_id),
  provide: row.text,
  index_num: Number(row.index_num),
});
const toCustomer = (row: ItemRow): CustomerItem => ({
  id: Number(row.id),
  phase_id: Number(row.phase_id),
  realization: row.text,
  index_num: Number(row.index_num),
});
const flag = (value: number): 0 | 1 => (Number(value) === 1 ? 1 : 0);
const toPoint = (row: PointDbRow): PointRow => ({
  id: Number(row.id),
  project_id: row.project_id === null ? null : Number(row.project_id),
  phase_id: row.phase_id === null ? null : Number(row.phase_id),
  is_action: flag(row.is_action),
  is_good: flag(row.is_good),
  action_contents: row.action_contents,
  propriety_id: row.propriety_id === null ? null : Number(row.propriety_id),
  detail: row.detail,
  element: row.element,
  index_num: Number(row.index_num),
});

const pointList = async (db: Db, owner: Owner) => sortPointRows((await listPoints(db, owner)).map(toPoint));

/** GET customer_analysis (project_id | sale_id): the board, its point rows and the fixed lists. */
export async function customerAnalysis(db: Db, actor: Actor, named: Owner): Promise<CustomerAnalysis> {
  const { owner, canEdit } = await readOwner(db, actor, named);
  const [company, customer, points] = await Promise.all([
    listItems(db, 'analysis_company_items', owner),
    listItems(db, 'analysis_customer_items', owner),
    pointList(db, owner),
  ]);
  return {
    phase: journeyPhases.map((phase) => ({ ...phase })),
    company: company.map(toCompany),
    customer: customer.map(toCustomer),
    point_list: points,
    propriety: proprieties.map((propriety) => ({ ...propriety })),
    can_edit: canEdit,
  };
}

// ---------------------------------------------------------------- items

interface ItemWrite {
  id?: number | undefined;
  project_id?: number | undefined;
  sale_id?: number | undefined;
  phase_id?: number | undefined;
  index_num?: number | undefined;
  text?: string | undefined;
}

/** An item of the table the caller may edit, with its effective owner; 404 when there is none. */
async function requireItem(db: Db, actor: Actor, table: ItemTable, id: number) {
  const notFound = () => AppError.notFound(messages.itemNotFound);
  const row = await findItem(db, table, id);
  if (!row) throw notFound();
  const owner = await requireOwnerOfRow(db, actor, row, 'edit', notFound);
  return { row, owner };
}

/**
 * Creates (no id: at index_num in the phase, else last) or changes an item: its text, and its place —
 * a move to another phase renumbers both phases, a reorder its own, from 1, in one transaction.
 */
async function writeItem(db: Db, actor: Actor, table: ItemTable, body: ItemWrite) {
  if (body.id === undefined) {
    const owner = await requireOwner(
      db,
      actor,
      body.project_id !== undefined
        ? { kind: 'project', id: body.project_id }
        : { kind: 'sale', id: body.sale_id ?? 0 },
      'edit',
    );
    const phaseId = body.phase_id ?? 0;
    const id = await ownerTransaction(db, owner, async (trx) => {
      await recordUpdate(trx, actor, ownerTarget('customer_analysis', owner), 'items');
      const siblings = await phaseItemIds(trx, table, owner, phaseId);
      const created = await insertItem(trx, table, owner, {
        phase_id: phaseId,
        text: body.text ?? '',
        index_num: siblings.length + 1,
      });
      await renumberItems(trx, table, placeAt(siblings, created, body.index_num));
      return created;
    });
    return { id, owner };
  }
  const { row, owner } = await requireItem(db, actor, table, body.id);
  const id = Number(row.id);
  const from = Number(row.phase_id);
  const to = body.phase_id ?? from;
  await ownerTransaction(db, owner, async (trx) => {
    await recordUpdate(trx, actor, ownerTarget('customer_analysis', owner), 'items');
    await updateItem(trx, table, id, {
      ...(body.text !== undefined ? { text: body.text } : {}),
      ...(to !== from ? { phase_id: to } : {}),
    });
    if (to !== from) {
      await renumberItems(
        trx,
        table,
        (await phaseItemIds(trx, table, owner, from)).filter((other) => other !== id),
      );
    }
    if (to !== from || body.index_num !== undefined) {
      const siblings = (await phaseItemIds(trx, table, owner, to)).filter((other) => other !== id);
      await renumberItems(trx, table, placeAt(siblings, id, body.index_num));
    }
  });
  return { id, owner };
}

/** POST customer_analysis/update_provide. */
export async function updateProvide(db: Db, actor: Actor, body: UpdateProvideRequest) {
  const { id, owner } = await writeItem(db, actor, 'analysis_company_items', { ...body, text: body.provide });
  const company = (await listItems(db, 'analysis_company_items', owner)).map(toCompany);
  const item = company.find((entry) => entry.id === id);
  if (!item) throw AppError.notFound(messages.itemNotFound);
  return { item, company };
}

/** POST customer_analysis/update_realization. */
export async function updateRealization(db: Db, actor: Actor, body: UpdateRealizationRequest) {
  const { id, owner } = await writeItem(db, actor, 'analysis_customer_items', { ...body, text: body.realization });
  const customer = (await listItems(db, 'analysis_customer_items', owner)).map(toCustomer);
  const item = customer.find((entry) => entry.id === id);
  if (!item) throw AppError.notFound(messages.itemNotFound);
  return { item, customer };
}

/** POST customer_analysis/delete_provide | delete_realization: the item goes, its phase is renumbered. */
export async function deleteAnalysisItem(db: Db, actor: Actor, table: ItemTable, id: number) {
  const { row, owner } = await requireItem(db, actor, table, id);
  await ownerTransaction(db, owner, async (trx) => {
    await recordUpdate(trx, actor, ownerTarget('customer_analysis', owner), 'items');
    await deleteItem(trx, table, id);
    await renumberItems(trx, table, await phaseItemIds(trx, table, owner, Number(row.phase_id)));
  });
  return { id };
}

// ---------------------------------------------------------------- point rows

/** POST customer_analysis/insert_point_list (project_id | sale_id): a new blank row, last. */
export async function insertPointRow(db: Db, actor: Actor, named: Owner) {
  const owner = await requireOwner(db, actor, named, 'edit');
  const id = await ownerTransaction(db, owner, async (trx) => {
    const newId = await insertBlankPoint(trx, owner);
    await recordUpdate(trx, actor, ownerTarget('customer_analysis', owner), 'points');
    return newId;
  });
  return pointAnswer(db, owner, id);
}

async function pointAnswer(db: Db, owner: Owner, id: number) {
  const points = await pointList(db, owner);
  const point = points.find((row) => row.id === id);
  if (!point) throw AppError.notFound(messages.pointNotFound);
  return { point, point_list: points };
}

async function requirePoint(db: Db, actor: Actor, id: number) {
  const notFound = () => AppError.notFound(messages.pointNotFound);
  const found = await findPoint(db, id);
  if (!found) throw notFound();
  const owner = await requireOwnerOfRow(db, actor, found, 'edit', notFound);
  return { row: toPoint(found), owner };
}

/**
 * POST customer_analysis/update_point_list. Filling the blank row (9999) gives it the next index_num
 * and, when no other blank row is left, a new blank row is added in the same transaction, so one
 * always sits last (product.md §4.13). index_num moves a filled row among the filled rows.
 */
export async function updatePointRow(db: Db, actor: Actor, body: UpdatePointRequest) {
  const { row, owner } = await requirePoint(db, actor, body.id);
  const next: PointRow = {
    ...row,
    ...(body.phase !== undefined ? { phase_id: body.phase } : {}),
    ...(body.is_action !== undefined ? { is_action: body.is_action } : {}),
    ...(body.is_good !== undefined ? { is_good: body.is_good } : {}),
    ...(body.action_contents !== undefined ? { action_contents: body.action_contents } : {}),
    ...(body.propriety !== undefined ? { propriety_id: body.propriety } : {}),
    ...(body.detail !== undefined ? { detail: body.detail } : {}),
    ...(body.element !== undefined ? { element: body.element } : {}),
  };
  const wasBlank = isBlankPoint(row);
  const filling = wasBlank && pointHasContent(next);
  if (wasBlank && !filling && body.index_num !== undefined) {
    throw AppError.badInput('index_num', messages.blankRowNotOrdered);
  }
  await ownerTransaction(db, owner, async (trx) => {
    await recordUpdate(trx, actor, ownerTarget('customer_analysis', owner), 'points');
    const rows = await listPoints(trx, owner);
    const filled = sortPointRows(rows.map(toPoint)).filter((other) => !isBlankPoint(other) && other.id !== row.id);
    if (filling && filled.length >= POINT_ROWS_MAX) throw new AppError('conflict', messages.tooManyPoints);
    await updatePoint(trx, row.id, {
      phase_id: next.phase_id,
      is_action: next.is_action,
      is_good: next.is_good,
      action_contents: next.action_contents,
      propriety_id: next.propriety_id,
      detail: next.detail,
      element: next.element,
      ...(filling ? { index_num: nextPointIndex(filled) } : {}),
    });
    if (filling || (!wasBlank && body.index_num !== undefined)) {
      const ids = filled.map((other) => other.id);
      await renumberPoints(trx, placeAt(ids, row.id, body.index_num ?? ids.length + 1));
    }
    if (
      filling &&
      !rows.some((other) => Number(other.index_num) === BLANK_POINT_INDEX && Number(other.id) !== row.id)
    ) {
      await insertBlankPoint(trx, owner);
    }
  });
  return pointAnswer(db, owner, row.id);
}

/**
 * POST customer_analysis/delete_point_list: the row goes and the filled rows are renumbered; the
 * blank row is never deleted while it is the only one (409).
 */
export async function deletePointRow(db: Db, actor: Actor, id: number) {
  const { row, owner } = await requirePoint(db, actor, id);
  await ownerTransaction(db, owner, async (trx) => {
    await recordUpdate(trx, actor, ownerTarget('customer_analysis', owner), 'points');
    const rows = (await listPoints(trx, owner)).map(toPoint);
    if (isBlankPoint(row) && !rows.some((other) => isBlankPoint(other) && other.id !== row.id)) {
      throw new AppError('conflict', messages.lastBlankRow);
    }
    await deletePoint(trx, row.id);
    if (!isBlankPoint(row)) {
      await renumberPoints(
        trx,
        sortPointRows(rows)
          .filter((other) => !isBlankPoint(other) && other.id !== row.id)
          .map((other) => other.id),
      );
    }
  });
  return { id };
}
