import {
  columnOfStatus,
  todayInJapan,
  type CardReadout,
  type BoardKind,
  type MasterLists,
  type StatusCard,
  type StatusesResponse,
  type StatusTableRow,
  type UpdateBoardStatusRequest,
  type UpdateScheduleRequest,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { requireNode, requireProject } from '../access/access.service.js';
import { projectTree } from '../management/management.read.service.js';
import { setVerificationPeriod } from '../management/management.write.service.js';
import { reportLinks } from '../access/report-links.service.js';
import { changeStatus } from '../management/status-change.service.js';
import { masterLists } from '../settings/masters.service.js';
import { mayReadVerificationData } from '../access/visibility.js';
import { readoutsOf, verificationDoneBy } from '../measure-reports/report-readouts.service.js';
import {
  cardsOf,
  columnsOf,
  hiddenMeasureIds,
  metaKey,
  NON_KPI_LABEL,
  placeInColumn,
  type CardMeta,
} from './board-model.js';
import { boardCardsOf, saveColumnOrder, saveMemo, saveSchedule, schedulesOf } from './status.repository.js';
import { recordUpdate } from '../history/history.recorder.js';

const statusMasterOf = (kind: BoardKind, masters: MasterLists) =>
  kind === 'measure' ? masters.measure_status : masters.status;

async function loadBoard(db: Db, projectId: number, forClient: boolean) {
  const [tree, masters, rows] = await Promise.all([
    projectTree(db, projectId, forClient),
    masterLists(db),
    boardCardsOf(db, projectId),
  ]);
  const meta: CardMeta = new Map(
    rows.map((r) => [metaKey(r.kind as BoardKind, r.node_id), { memo: r.memo, array_num: r.array_num }]),
  );
  return { tree, masters, meta, cards: cardsOf(tree, meta) };
}

type Board = Awaited<ReturnType<typeof loadBoard>>;

const measureLinks = (db: Db, actor: Actor, board: Board) =>
  reportLinks(
    db,
    actor,
    board.cards.measure.map((card) => card.id),
  );

/**
 * The board with each measure card's 勝率 badge, where the caller may read the report's counts: a
 * report it may open, and for a client user only once the verification is done (decisions/0030).
 * The statistics of all the cards come from two queries, whatever their number.
 */
async function withReadouts(db: Db, actor: Actor, projectId: number, board: Board, links: Set<number>) {
  const done = verificationDoneBy(board.masters, todayInJapan());
  const readable = board.cards.measure.filter(
    (card) => links.has(card.id) && mayReadVerificationData(actor, done(card)),
  );
  const readouts = await readoutsOf(
    db,
    projectId,
    readable.map((card) => card.id),
  );
  const readoutOf = (id: number): CardReadout | null => {
    const r = readouts.get(id);
    return r
      ? {
          engine: r.stats.engine,
          verdict: r.stats.verdict,
          chance_to_win: r.stats.engine === 'bayesian' ? (r.best?.chance_to_win ?? null) : null,
        }
      : null;
  };
  const measure = board.cards.measure.map((card) => ({ ...card, readout: readoutOf(card.id) }));
  return { ...board, cards: { ...board.cards, measure } };
}

async function statusTable(
  db: Db,
  actor: Actor,
  projectId: number,
  board: Board,
  links: Set<number>,
): Promise<StatusTableRow[]> {
  const schedules = new Map((await schedulesOf(db, projectId)).map((s) => [s.measure_id, s]));
  return board.cards.measure.map((card) => {
    const s = schedules.get(card.id);
    return {
      id: card.id,
      title: card.title,
      path: card.path,
      status: card.status,
      kpi_id: card.kpi_id,
      preparation: [s?.preparation_start ?? null, s?.preparation_end ?? null],
      confirmation: [s?.confirmation_start ?? null, s?.confirmation_end ?? null],
      verification: [card.verification_start_date, card.verification_end_date],
      completion: s?.completion_date ?? null,
      report_open: links.has(card.id),
      assignees: card.assignees,
    };
  });
}

function worksOf(board: Board): StatusesResponse['works'] {
  const works: StatusesResponse['works'] = [];
  const visit = (tasks: typeof board.tree.nonKpiTasks, path: string[], kpiId: number | null) => {
    for (const task of tasks) {
      for (const factor of task.factor) {
        for (const hypothesis of factor.hypothesis) {
          for (const work of hypothesis.work) {
            works.push({
              id: work.id,
              title: work.title,
              path: [...path, task.title, factor.title, hypothesis.title],
              kpi_id: kpiId,
              assignees: work.assignees ?? [],
            });
          }
        }
      }
    }
  };
  board.tree.kpis.forEach((kpi) => visit(kpi.problem, [kpi.title], kpi.id));
  visit(board.tree.nonKpiTasks, [NON_KPI_LABEL], null);
  return works;
}

/** GET statuses: the KPI, task and measure boards (six columns each), the status table and the works. */
export async function statuses(db: Db, actor: Actor, projectId: number): Promise<StatusesResponse> {
  await requireProject(db, actor, projectId, 'read');
  const loaded = await loadBoard(db, projectId, actor.isClient);
  const links = await measureLinks(db, actor, loaded);
  const board = await withReadouts(db, actor, projectId, loaded, links);
  const columns = (kind: BoardKind) =>
    columnsOf(kind, board.cards[kind], statusMasterOf(kind, board.masters), board.meta);
  return {
    kpi_status: columns('kpi'),
    task_status: columns('task'),
    measure_status: columns('measure'),
    status_table: await statusTable(db, actor, projectId, board, links),
    works: worksOf(board),
  };
}

async function cardOf(db: Db, actor: Actor, kind: BoardKind, projectId: number, id: number): Promise<StatusCard> {
  const loaded = await loadBoard(db, projectId, actor.isClient);
  const board =
    kind === 'measure'
      ? await withReadouts(db, actor, projectId, loaded, await measureLinks(db, actor, loaded))
      : loaded;
  const columns = columnsOf(kind, board.cards[kind], statusMasterOf(kind, board.masters), board.meta);
  const card = columns.flatMap((c) => c.items).find((c) => c.id === id);
  if (!card) throw AppError.notFound('カードが見つかりません');
  return card;
}

/**
 * POST statuses/update_{kind}_status: a memo, or a move — the card takes the status, goes to its
 * column at the position given (else last), and both columns are renumbered in one transaction.
 * A KPI's or measure's status change is recorded as a notification.
 */
export async function updateBoardStatus(
  db: Db,
  actor: Actor,
  kind: BoardKind,
  req: UpdateBoardStatusRequest,
): Promise<StatusCard> {
  const { id, status, index, memo } = req.status;
  const row = await requireNode(db, actor, kind, id, 'edit');
  const board = await loadBoard(db, row.project_id, false);
  const statusesMaster = statusMasterOf(kind, board.masters);
  if (status !== undefined && !statusesMaster.some((s) => s.id === status))
    throw AppError.badInput('status.status', '選択肢にない値です');
  const card = board.cards[kind].find((c) => c.id === id);
  // A node under a deleted one is not on the board.
  if (!card) throw AppError.notFound('カードが見つかりません');

  await projectTransaction(db, row.project_id, async (trx) => {
    if (memo !== undefined) {
      await saveMemo(trx, row.project_id, kind, id, memo);
      await recordUpdate(trx, actor, { kind, id, projectId: row.project_id }, 'memo');
    }
    if (status === undefined) return;
    const columns = columnsOf(kind, board.cards[kind], statusesMaster, board.meta);
    const from = columnOfStatus(card.status, statusesMaster, kind);
    const to = columnOfStatus(status, statusesMaster, kind);
    // Out of its old place first; its new place in the target column is saved just below.
    await changeStatus(trx, actor, { kind, id, status, page: 'ステータス' });
    const target = columns.find((c) => c.key === to);
    // A client user's index counts the cards it sees, not the measures hidden from it.
    const hidden = actor.isClient && kind === 'measure' ? hiddenMeasureIds(board.tree) : new Set<number>();
    if (target) await saveColumnOrder(trx, row.project_id, kind, placeInColumn(target, id, index, hidden));
    const source = columns.find((c) => c.key === from);
    if (source && from !== to) {
      await saveColumnOrder(
        trx,
        row.project_id,
        kind,
        source.items.map((c) => c.id).filter((other) => other !== id),
      );
    }
  });
  return cardOf(db, actor, kind, row.project_id, id);
}

const range = (value: { start: string; end: string } | undefined, start: string, end: string) =>
  value === undefined ? {} : { [start]: value.start || null, [end]: value.end || null };

/** POST statuses/update_schedule: the phases of a measure (verification is its own verification period). */
export async function updateSchedule(db: Db, actor: Actor, req: UpdateScheduleRequest): Promise<StatusTableRow> {
  const row = await requireNode(db, actor, 'measure', req.id, 'edit');
  const schedule = {
    ...range(req.preparation, 'preparation_start', 'preparation_end'),
    ...range(req.confirmation, 'confirmation_start', 'confirmation_end'),
    ...(req.completion === undefined ? {} : { completion_date: req.completion || null }),
  };
  await projectTransaction(db, row.project_id, async (trx) => {
    if (Object.keys(schedule).length > 0) {
      await saveSchedule(trx, req.id, schedule);
      await recordUpdate(trx, actor, { kind: 'measure', id: req.id, projectId: row.project_id }, 'schedule');
    }
    if (req.verification) {
      await setVerificationPeriod(trx, actor, req.id, req.verification.start || null, req.verification.end || null);
    }
  });
  const board = await loadBoard(db, row.project_id, actor.isClient);
  const links = await measureLinks(db, actor, board);
  const updated = (await statusTable(db, actor, row.project_id, board, links)).find((r) => r.id === req.id);
  if (!updated) throw AppError.notFound('施策が見つかりません');
  return updated;
}
