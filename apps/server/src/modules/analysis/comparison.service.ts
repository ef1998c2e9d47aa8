import {
  canRemoveLine,
  COMPARISON_DEFAULTS,
  comparisonMessages,
  renumberLines,
  reorderLineIds,
  type ConflictsResponse,
  type Owner,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { writeAfterChecks } from '../../lib/db-errors.js';
import { ownerTransaction } from '../../lib/project-transaction.js';
import { readOwner, requireOwner, requireOwnerOfRow } from '../access/access.service.js';
import {
  countLines,
  deleteCompany,
  deleteItem,
  findIndividual,
  findLine,
  insertCompany,
  insertEmptyCells,
  insertItem,
  listCells,
  listCompanies,
  listItems,
  listLines,
  nextIndex,
  setIndexNums,
  updateCompanyName,
  updateItemTitle,
  upsertCell,
  upsertIndividual,
  type LineTable,
} from './comparison.repository.js';
import { ownerTarget, recordUpdate } from '../history/history.recorder.js';

type Line = NonNullable<Awaited<ReturnType<typeof findLine>>>;

const notFoundMessage = (table: LineTable) =>
  table === 'conflict_companies' ? comparisonMessages.companyNotFound : comparisonMessages.itemNotFound;

/** The row or column and its effective owner (decisions/0013), the caller allowed to edit it; else 404 / 403. */
async function requireLine(db: Db, actor: Actor, table: LineTable, id: number) {
  const notFound = () => AppError.notFound(notFoundMessage(table));
  const line = await findLine(db, table, id);
  if (!line) throw notFound();
  const owner = await requireOwnerOfRow(db, actor, line, 'edit', notFound);
  return { line, owner };
}

/** Whether a row is one of the owner's. */
function belongsTo(line: Line, owner: Owner): boolean {
  const value = owner.kind === 'project' ? line.project_id : line.sale_id;
  return value !== null && Number(value) === owner.id;
}

/** The owner's table: th in order, td in order with one cell per th (an absent cell reads empty). */
async function table(db: Db, owner: Owner, can_edit: boolean): Promise<ConflictsResponse> {
  const [th, companies, individual] = await Promise.all([
    listItems(db, owner),
    listCompanies(db, owner),
    findIndividual(db, owner),
  ]);
  const cells = new Map(
    (
      await listCells(
        db,
        companies.map((c) => c.id),
      )
    ).map((cell) => [`${cell.company_id}:${cell.item_id}`, cell.name]),
  );
  return {
    individual,
    th,
    td: companies.map((company) => ({
      id: company.id,
      name: company.name,
      index: company.index_num,
      data: th.map((item) => ({
        id: item.id,
        name: cells.get(`${company.id}:${item.id}`) ?? '',
        index: item.index_num,
      })),
    })),
    can_edit,
  };
}

/** After a write the caller was allowed to make: the table as it now is. */
const tableAfterWrite = (db: Db, owner: Owner) => table(db, owner, true);

/** GET conflicts (project_id | sale_id): everyone who may read the owner; can_edit for the caller. */
export async function conflicts(db: Db, actor: Actor, named: Owner): Promise<ConflictsResponse> {
  const { owner, canEdit } = await readOwner(db, actor, named);
  return table(db, owner, canEdit);
}

/** POST conflicts/update_company. */
export async function updateCompany(db: Db, actor: Actor, id: number, name: string) {
  const { owner } = await requireLine(db, actor, 'conflict_companies', id);
  await ownerTransaction(db, owner, async (trx) => {
    await updateCompanyName(trx, id, name);
    await recordUpdate(trx, actor, ownerTarget('comparison', owner), 'companies');
  });
  return tableAfterWrite(db, owner);
}

/** POST conflicts/update_title. */
export async function updateTitle(db: Db, actor: Actor, id: number, title: string) {
  const { owner } = await requireLine(db, actor, 'conflict_items', id);
  await ownerTransaction(db, owner, async (trx) => {
    await updateItemTitle(trx, id, title);
    await recordUpdate(trx, actor, ownerTarget('comparison', owner), 'items');
  });
  return tableAfterWrite(db, owner);
}

/**
 * POST conflicts/update_conflict: the cell of a company and an item of its table, created if absent.
 * An item of another table is answered like a missing one: whether it exists is not the caller's.
 */
export async function updateConflict(db: Db, actor: Actor, req: { company_id: number; item_id: number; name: string }) {
  const { checked } = await writeAfterChecks(
    async () => {
      const { line: company, owner } = await requireLine(db, actor, 'conflict_companies', req.company_id);
      const item = await findLine(db, 'conflict_items', req.item_id);
      if (!item || !belongsTo(item, owner)) throw AppError.badInput('item_id', comparisonMessages.itemNotFound);
      return { company, item, owner };
    },
    ({ company, item, owner }) =>
      ownerTransaction(db, owner, async (trx) => {
        await upsertCell(trx, company.id, item.id, req.name);
        await recordUpdate(trx, actor, ownerTarget('comparison', owner), 'cells');
      }),
  );
  return tableAfterWrite(db, checked.owner);
}

/**
 * POST conflicts/plusTd and plusTh: a row (or column) at the end with empty cells. A table with
 * nothing yet gets its first row and first column together, so it is never half-made.
 */
export async function addLine(db: Db, actor: Actor, named: Owner, kind: 'company' | 'item', text: string | undefined) {
  const owner = await requireOwner(db, actor, named, 'edit');
  await ownerTransaction(db, owner, async (trx) => {
    await recordUpdate(trx, actor, ownerTarget('comparison', owner), 'lines');
    let items = await listLines(trx, 'conflict_items', owner);
    let companies = await listLines(trx, 'conflict_companies', owner);
    if (kind === 'company') {
      if (items.length === 0) {
        items = [{ id: await insertItem(trx, owner, COMPARISON_DEFAULTS.item, 1), index_num: 1 }];
      }
      const name = text ?? (companies.length === 0 ? COMPARISON_DEFAULTS.firstCompany : COMPARISON_DEFAULTS.company);
      const id = await insertCompany(trx, owner, name, await nextIndex(trx, 'conflict_companies', owner));
      await insertEmptyCells(
        trx,
        items.map((item) => ({ company_id: id, item_id: item.id })),
      );
    } else {
      if (companies.length === 0) {
        companies = [{ id: await insertCompany(trx, owner, COMPARISON_DEFAULTS.firstCompany, 1), index_num: 1 }];
      }
      const id = await insertItem(
        trx,
        owner,
        text ?? COMPARISON_DEFAULTS.item,
        await nextIndex(trx, 'conflict_items', owner),
      );
      await insertEmptyCells(
        trx,
        companies.map((company) => ({ company_id: company.id, item_id: id })),
      );
    }
  });
  return tableAfterWrite(db, owner);
}

/**
 * POST conflicts/minusTd and minusTh: a row (or column) with its cells, in one transaction; the last
 * one of its table is refused (409, product.md §5.9).
 */
export async function removeLine(db: Db, actor: Actor, table: LineTable, id: number) {
  const { owner } = await requireLine(db, actor, table, id);
  await ownerTransaction(db, owner, async (trx) => {
    await recordUpdate(trx, actor, ownerTarget('comparison', owner), 'lines');
    if (!canRemoveLine(await countLines(trx, table, owner))) {
      throw new AppError(
        'conflict',
        table === 'conflict_companies' ? comparisonMessages.lastCompany : comparisonMessages.lastItem,
      );
    }
    if (table === 'conflict_companies') await deleteCompany(trx, id);
    else await deleteItem(trx, id);
  });
  return tableAfterWrite(db, owner);
}

/**
 * POST conflicts/orderTd and orderTh: target takes insert's place among the owner's rows (columns),
 * which are numbered from 1 again — in one transaction. An id that is not one of them is 400.
 */
export async function orderLines(
  db: Db,
  actor: Actor,
  table: LineTable,
  named: Owner,
  req: { target_id: number; insert_id: number },
) {
  const owner = await requireOwner(db, actor, named, 'edit');
  await ownerTransaction(db, owner, async (trx) => {
    await recordUpdate(trx, actor, ownerTarget('comparison', owner), 'lines');
    const lines = await listLines(trx, table, owner);
    const ids = lines.map((line) => line.id);
    for (const field of ['target_id', 'insert_id'] as const) {
      if (!ids.includes(req[field])) throw AppError.badInput(field, comparisonMessages.notInTable);
    }
    const order = reorderLineIds(ids, req.target_id, req.insert_id) ?? ids;
    const byId = new Map(lines.map((line) => [line.id, line]));
    const ordered = order.map((lineId) => byId.get(lineId)).filter((line) => line !== undefined);
    await setIndexNums(trx, table, renumberLines(ordered));
  });
  return tableAfterWrite(db, owner);
}

/** POST conflicts/update_strength_weakness: the owner's two texts, created on first save. */
export async function updateStrengthWeakness(
  db: Db,
  actor: Actor,
  named: Owner,
  req: { strength: string; weakness: string },
) {
  const owner = await requireOwner(db, actor, named, 'edit');
  await ownerTransaction(db, owner, async (trx) => {
    await upsertIndividual(trx, owner, req.strength, req.weakness);
    await recordUpdate(trx, actor, ownerTarget('comparison', owner), 'strength_weakness');
  });
  return tableAfterWrite(db, owner);
}
