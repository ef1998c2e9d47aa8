import {
  MARKET_DEFAULTS,
  marketMessages,
  marketPoints,
  type MarketBoard,
  type MarketIndexItemResponse,
  type Owner,
} from '@kaizen/domain';
import { ownerValues } from '../../db/owned-tables.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation, writeAfterChecks } from '../../lib/db-errors.js';
import { ownerTransaction } from '../../lib/project-transaction.js';
import { readOwner, requireOwner, requireOwnerOfRow } from '../access/access.service.js';
import {
  deleteBoard,
  findBoard,
  findCompany,
  findTargetAt,
  insertBoard,
  listBoards,
  listOwnerCompanies,
  listTargets,
  nextBoardIndex,
  placeTarget,
  removeTarget,
  touchBoard,
  updateBoard,
  type BoardRow,
} from './markets.repository.js';
import { ownerTarget, recordUpdate } from '../history/history.recorder.js';

/** GET markets/index_item: the 64 points and a new board's labels; the same for everyone signed in. */
export function marketIndexItem(): MarketIndexItemResponse {
  return { points: marketPoints(), defaults: { ...MARKET_DEFAULTS } };
}

function belongsTo(row: { project_id: number | null; sale_id: number | null }, owner: Owner): boolean {
  const value = owner.kind === 'project' ? row.project_id : row.sale_id;
  return value !== null && Number(value) === owner.id;
}

/** The boards as the screen shows them: each with its placed companies and the owner's others. */
async function boardsOf(db: Db, owner: Owner, rows: BoardRow[]): Promise<MarketBoard[]> {
  const companies = await listOwnerCompanies(db, owner);
  const targets = await listTargets(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => {
    const items = targets
      .filter((t) => Number(t.market_id) === Number(row.id))
      .map((t) => ({ id: Number(t.company_id), name: t.name, pos: Number(t.pos) }));
    const placed = new Set(items.map((item) => item.id));
    return {
      id: Number(row.id),
      name: row.name,
      top: row.top_name,
      right: row.right_name,
      bottom: row.bottom_name,
      left: row.left_name,
      items,
      other: companies.filter((c) => !placed.has(Number(c.id))).map((c) => ({ id: Number(c.id), name: c.name })),
    };
  });
}

/** One board as the screen shows it, seen from the owner the call named. */
async function boardOf(db: Db, owner: Owner, id: number): Promise<MarketBoard> {
  const row = await findBoard(db, id);
  if (!row) throw AppError.notFound(marketMessages.boardNotFound);
  const [board] = await boardsOf(db, owner, [row]);
  if (!board) throw AppError.notFound(marketMessages.boardNotFound);
  return board;
}

/** GET markets (project_id | sale_id). */
export async function listMarkets(db: Db, actor: Actor, named: Owner) {
  const { owner, canEdit } = await readOwner(db, actor, named);
  const rows = await listBoards(db, owner);
  return { selection: await boardsOf(db, owner, rows), can_edit: canEdit };
}

/**
 * A board the caller may change, with its effective owner (decisions/0013): 404 naming the field
 * when it does not exist or the caller may not see it.
 */
async function requireBoard(db: Db, actor: Actor, id: number, field: string) {
  const notFound = () =>
    new AppError('not_found', marketMessages.boardNotFound, [{ field, message: marketMessages.boardNotFound }]);
  const row = await findBoard(db, id);
  if (!row) throw notFound();
  const owner = await requireOwnerOfRow(db, actor, row, 'edit', notFound);
  return { row, owner };
}

export interface BoardInput {
  project_id?: number | undefined;
  sale_id?: number | undefined;
  selectionId?: number | undefined;
  name: string;
  topName: string;
  rightName: string;
  bottomName: string;
  leftName: string;
}

/** POST markets/update_board: a new board of the owner (no selectionId), or that board's labels. */
export async function saveBoard(db: Db, actor: Actor, named: Owner, input: BoardInput) {
  const owner = await requireOwner(db, actor, named, 'edit');
  const labels = {
    name: input.name,
    top_name: input.topName,
    right_name: input.rightName,
    bottom_name: input.bottomName,
    left_name: input.leftName,
  };
  let id: number;
  if (input.selectionId === undefined) {
    id = await ownerTransaction(db, owner, async (trx) => {
      await recordUpdate(trx, actor, ownerTarget('market', owner), 'boards');
      return insertBoard(trx, {
        ...ownerValues(owner),
        index_num: await nextBoardIndex(trx, owner),
        ...labels,
      });
    });
  } else {
    const row = await findBoard(db, input.selectionId);
    if (!row || !belongsTo(row, owner)) {
      throw new AppError('not_found', marketMessages.boardNotFound, [
        { field: 'selectionId', message: marketMessages.boardNotFound },
      ]);
    }
    id = Number(row.id);
    await ownerTransaction(db, owner, async (trx) => {
      await updateBoard(trx, id, labels);
      await recordUpdate(trx, actor, ownerTarget('market', owner), 'boards');
    });
  }
  return { board: await boardOf(db, owner, id) };
}

/** POST markets/delete_board: the board and its placements, together. */
export async function removeBoard(db: Db, actor: Actor, id: number) {
  const { row, owner } = await requireBoard(db, actor, id, 'selectionId');
  await ownerTransaction(db, owner, async (trx) => {
    await deleteBoard(trx, Number(row.id));
    await recordUpdate(trx, actor, ownerTarget('market', owner), 'boards');
  });
  return { id: Number(row.id) };
}

/**
 * POST markets/update_target: places the company at pos, moves it there, or (pos null) takes it back
 * to the other items. The company must be one of the board's owner's; a point holds one company.
 */
export async function saveTarget(db: Db, actor: Actor, marketId: number, companyId: number, pos: number | null) {
  const taken = () =>
    new AppError('conflict', marketMessages.posTaken, [{ field: 'pos', message: marketMessages.posTaken }]);
  const checks = async () => {
    const board = await requireBoard(db, actor, marketId, 'marketId');
    // Another owner's company is answered like a missing one: whether it exists is not the caller's.
    const company = await findCompany(db, companyId);
    if (!company || !belongsTo(company, board.owner)) {
      throw AppError.badInput('companyConflictsId', marketMessages.companyNotFound);
    }
    return { boardId: Number(board.row.id), owner: board.owner };
  };
  const write = ({ boardId, owner }: Awaited<ReturnType<typeof checks>>) =>
    ownerTransaction(db, owner, async (trx) => {
      await recordUpdate(trx, actor, ownerTarget('market', owner), 'targets');
      if (pos === null) {
        await removeTarget(trx, boardId, companyId);
      } else {
        const there = await findTargetAt(trx, boardId, pos);
        if (there && Number(there.company_id) !== companyId) throw taken();
        await placeTarget(trx, boardId, companyId, pos);
      }
      await touchBoard(trx, boardId);
    });
  try {
    const { checked } = await writeAfterChecks(checks, write);
    return { board: await boardOf(db, checked.owner, checked.boardId) };
  } catch (error) {
    // Two callers placing on the same point at once: the unique (market, pos) decides, the loser hears 409.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
