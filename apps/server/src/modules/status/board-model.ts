import {
  boardColumns,
  columnOfStatus,
  type BoardColumn,
  type BoardColumnKey,
  type BoardKind,
  type KpiNode,
  type MasterItem,
  type StatusCard,
  type TaskNode,
} from '@kaizen/domain';
import { isShown } from '../access/visibility.js';

export const NON_KPI_LABEL = 'KPIに紐づかない課題';

/** Board data of a card: its memo and order, where the board has saved them. */
export type CardMeta = Map<string, { memo: string; array_num: number | null }>;
export const metaKey = (kind: BoardKind, id: number) => `${kind}:${id}`;

/** The part of a project's live tree the boards are made of. */
interface BoardTree {
  kpis: KpiNode[];
  nonKpiTasks: TaskNode[];
}

/** Every card of each kind, in tree order, with its path from the top. */
export function cardsOf(
  tree: BoardTree,
  meta: CardMeta,
): Record<BoardKind, Omit<StatusCard, 'array_num' | 'status_id'>[]> {
  const cards: Record<BoardKind, Omit<StatusCard, 'array_num' | 'status_id'>[]> = { kpi: [], task: [], measure: [] };
  const base = (kind: BoardKind, id: number) => ({ memo: meta.get(metaKey(kind, id))?.memo ?? '' });
  const none = { rank: null, verification_start_date: null, verification_end_date: null, readout: null };
  const visitTask = (task: TaskNode, path: string[], kpiId: number | null) => {
    cards.task.push({
      id: task.id,
      kind: 'task',
      title: task.title,
      path,
      status: task.status,
      kpi_id: kpiId,
      assignees: task.assignees ?? [],
      ...none,
      ...base('task', task.id),
    });
    for (const factor of task.factor) {
      for (const hypothesis of factor.hypothesis) {
        for (const m of hypothesis.measure) {
          cards.measure.push({
            id: m.id,
            kind: 'measure',
            title: m.title,
            path: [...path, task.title, factor.title, hypothesis.title],
            status: m.status,
            kpi_id: kpiId,
            assignees: m.assignees ?? [],
            rank: m.rank,
            verification_start_date: m.verification_start_date,
            verification_end_date: m.verification_end_date,
            // Set by the service, which knows who reads the board.
            readout: null,
            ...base('measure', m.id),
          });
        }
      }
    }
  };
  tree.kpis.forEach((kpi: KpiNode) => {
    cards.kpi.push({
      id: kpi.id,
      kind: 'kpi',
      title: kpi.title,
      path: [],
      status: kpi.status,
      kpi_id: kpi.id,
      assignees: kpi.assignees ?? [],
      ...none,
      ...base('kpi', kpi.id),
    });
    kpi.problem.forEach((task) => visitTask(task, [kpi.title], kpi.id));
  });
  tree.nonKpiTasks.forEach((task) => visitTask(task, [NON_KPI_LABEL], null));
  return cards;
}

/**
 * The six columns of one board. Within a column, cards the board has ordered come first in that
 * order; the rest follow in tree order.
 */
export function columnsOf(
  kind: BoardKind,
  cards: Omit<StatusCard, 'array_num' | 'status_id'>[],
  statuses: MasterItem[],
  meta: CardMeta,
): BoardColumn[] {
  return boardColumns.map((column) => {
    const inColumn = cards
      .map((card, treeOrder) => ({ card, treeOrder, order: meta.get(metaKey(kind, card.id))?.array_num ?? null }))
      .filter(({ card }) => columnOfStatus(card.status, statuses, kind) === column.key)
      .sort(
        (a, b) =>
          (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.treeOrder - b.treeOrder,
      );
    return {
      key: column.key,
      label: column.label,
      items: inColumn.map(({ card }, i) => ({ ...card, status_id: card.status, array_num: i + 1 })),
    };
  });
}

/**
 * The ids of a column, in board order, with one card placed at a 1-based position (the end when none).
 * The position counts the cards the caller sees: cards in `hidden` (measures hidden from a client user)
 * keep their places, and the card goes just before the one it was dropped on.
 */
export function placeInColumn(
  column: BoardColumn,
  id: number,
  index: number | undefined,
  hidden: ReadonlySet<number> = new Set(),
): number[] {
  const others = column.items.map((card) => card.id).filter((other) => other !== id);
  const seen = others.filter((other) => !hidden.has(other));
  const before = index === undefined ? undefined : seen[Math.max(index, 1) - 1];
  const position = before === undefined ? others.length : others.indexOf(before);
  return [...others.slice(0, position), id, ...others.slice(position)];
}

/** The measures of a tree hidden from client users (access/visibility.ts). */
export function hiddenMeasureIds(tree: BoardTree): Set<number> {
  const tasks = [...tree.kpis.flatMap((kpi) => kpi.problem), ...tree.nonKpiTasks];
  return new Set(
    tasks
      .flatMap((task) => task.factor.flatMap((factor) => factor.hypothesis.flatMap((h) => h.measure)))
      .filter((measure) => !isShown(measure))
      .map((measure) => measure.id),
  );
}

export type { BoardColumnKey };
