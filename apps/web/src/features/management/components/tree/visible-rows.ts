import type {
  ChildKind,
  DisplayItems,
  FactorNode,
  HypothesisNode,
  KpiNode,
  ManagementTree,
  MeasureNode,
  NodeKind,
  TaskNode,
  WorkNode,
} from '@kaizen/domain';
import type { DragNode, TaskGroup } from '../dnd/types';

/** A node with its kind, so a switch on the kind gets the node's own type. */
export type KindedNode =
  | { kind: 'kpi'; node: KpiNode }
  | { kind: 'task'; node: TaskNode }
  | { kind: 'factor'; node: FactorNode }
  | { kind: 'hypothesis'; node: HypothesisNode }
  | { kind: 'measure'; node: MeasureNode }
  | { kind: 'work'; node: WorkNode };

/** A node where a new child is being typed (the row of that input follows the parent's children). */
export interface Adding {
  parentKind: NodeKind | 'non-kpi-group' | 'root';
  parentId: number | null;
  childKind: NodeKind;
}

export type TreeRowModel =
  | {
      type: 'node';
      key: string;
      item: KindedNode;
      depth: number;
      drag: DragNode;
      childCount: number;
      expanded: boolean;
    }
  | { type: 'non-kpi-group'; key: string; count: number; expanded: boolean }
  | { type: 'add'; key: string; depth: number; adding: Adding };

export const nodeKey = (kind: NodeKind, id: number) => `${kind}:${id}`;
export const NON_KPI_GROUP_KEY = 'non-kpi-group';

/** The level (indentation) of each kind. */
const depthOf: Record<NodeKind, number> = { kpi: 0, task: 1, factor: 2, hypothesis: 3, measure: 4, work: 4 };

/** A hidden display level hides its own nodes and everything below them. */
function levelShown(kind: ChildKind, levels: DisplayItems['levels']): boolean {
  switch (kind) {
    case 'task':
      return true;
    case 'factor':
      return levels.factor;
    case 'hypothesis':
      return levels.factor && levels.hypothesis;
    case 'measure':
      return levels.factor && levels.hypothesis && levels.measure;
    case 'work':
      return levels.factor && levels.hypothesis && levels.work;
  }
}

export interface RowOptions {
  collapsed: ReadonlySet<string>;
  levels: DisplayItems['levels'];
  adding: Adding | null;
  /**
   * The nodes a filter shows (the 担当者 filter: a person's nodes and the path to them); absent, all.
   * A node left out takes its children with it; those shown keep their places among all their
   * siblings, so a drop lands where it would unfiltered.
   */
  shows?: ((kind: NodeKind, id: number) => boolean) | undefined;
}

/**
 * The rows the board shows, top to bottom: every node whose ancestors are all expanded, the
 * non-KPI group and its tasks, and an input row where a child is being added. The list is what the
 * virtualiser renders, so only the visible part of a large tree is ever drawn.
 */
export function visibleRows(
  tree: ManagementTree,
  { collapsed, levels, adding, shows = () => true }: RowOptions,
): TreeRowModel[] {
  const rows: TreeRowModel[] = [];
  const show = (kind: ChildKind) => levelShown(kind, levels);

  const addRow = (parentKind: Adding['parentKind'], parentId: number | null, depth: number) => {
    if (adding && adding.parentKind === parentKind && adding.parentId === parentId) {
      rows.push({ type: 'add', key: `add:${parentKind}:${parentId ?? 0}:${adding.childKind}`, depth, adding });
    }
  };

  /** Adds the node's row; true when its children are to be listed. */
  const push = (
    item: KindedNode,
    parentId: number | null,
    index: number,
    childCount: number,
    taskGroup?: TaskGroup,
  ) => {
    const { kind, node } = item;
    const key = nodeKey(kind, node.id);
    const expanded = !collapsed.has(key);
    rows.push({
      type: 'node',
      key,
      item,
      depth: depthOf[kind],
      childCount,
      expanded,
      drag: {
        type: 'node',
        kind,
        id: node.id,
        title: node.title,
        parentId,
        index,
        ...(taskGroup ? { taskGroup } : {}),
      },
    });
    return expanded;
  };

  const hypothesisRows = (h: HypothesisNode, parentId: number, index: number) => {
    if (!shows('hypothesis', h.id)) return;
    const measures = show('measure') ? h.measure : [];
    const works = show('work') ? h.work : [];
    if (push({ kind: 'hypothesis', node: h }, parentId, index, measures.length + works.length)) {
      measures.forEach((m, i) => {
        if (shows('measure', m.id)) push({ kind: 'measure', node: m }, h.id, i + 1, 0);
      });
      works.forEach((w, i) => {
        if (shows('work', w.id)) push({ kind: 'work', node: w }, h.id, i + 1, 0);
      });
    }
    addRow('hypothesis', h.id, 4);
  };
  const factorRows = (f: FactorNode, parentId: number, index: number) => {
    if (!shows('factor', f.id)) return;
    const hypotheses = show('hypothesis') ? f.hypothesis : [];
    if (push({ kind: 'factor', node: f }, parentId, index, hypotheses.length))
      hypotheses.forEach((h, i) => hypothesisRows(h, f.id, i + 1));
    addRow('factor', f.id, 3);
  };
  const taskRows = (t: TaskNode, parentId: number | null, index: number, group: TaskGroup) => {
    if (!shows('task', t.id)) return;
    const factors = show('factor') ? t.factor : [];
    if (push({ kind: 'task', node: t }, parentId, index, factors.length, group))
      factors.forEach((f, i) => factorRows(f, t.id, i + 1));
    addRow('task', t.id, 2);
  };

  tree.kpi_array.forEach((kpi, i) => {
    if (!shows('kpi', kpi.id)) return;
    if (push({ kind: 'kpi', node: kpi }, null, i + 1, kpi.problem.length))
      kpi.problem.forEach((t, j) => taskRows(t, kpi.id, j + 1, 'kpi'));
    addRow('kpi', kpi.id, 1);
  });
  addRow('root', null, 0);

  const groupOpen = !collapsed.has(NON_KPI_GROUP_KEY);
  const count = tree.non_kpi_task.filter((t) => shows('task', t.id)).length;
  rows.push({ type: 'non-kpi-group', key: NON_KPI_GROUP_KEY, count, expanded: groupOpen });
  if (groupOpen) tree.non_kpi_task.forEach((t, i) => taskRows(t, null, i + 1, 'non_kpi'));
  addRow('non-kpi-group', null, 1);
  return rows;
}

/** Every node key of one kind: what "collapse this level" folds. */
export function keysOfKind(tree: ManagementTree, kind: NodeKind): string[] {
  const keys: string[] = [];
  const visitTask = (t: TaskNode) => {
    if (kind === 'task') keys.push(nodeKey('task', t.id));
    for (const f of t.factor) {
      if (kind === 'factor') keys.push(nodeKey('factor', f.id));
      if (kind === 'hypothesis') f.hypothesis.forEach((h) => keys.push(nodeKey('hypothesis', h.id)));
    }
  };
  for (const kpi of tree.kpi_array) {
    if (kind === 'kpi') keys.push(nodeKey('kpi', kpi.id));
    kpi.problem.forEach(visitTask);
  }
  tree.non_kpi_task.forEach(visitTask);
  return keys;
}
