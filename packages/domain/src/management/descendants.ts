import { nodeKindLabels, type ChildKind, type ManagementTree, type NodeKind, type TaskNode } from './nodes.js';

/** A node of any level, as change_view answers it: its own fields and the lists of its children. */
type AnyNode = { id: number; title: string } & Partial<Record<'problem' | ChildListKey, unknown[]>>;
type ChildListKey = 'factor' | 'hypothesis' | 'measure' | 'work';

/** Where each level keeps its children, top down (a KPI's tasks are its `problem`). */
const childLists: readonly (readonly ['problem' | ChildListKey, ChildKind])[] = [
  ['problem', 'task'],
  ['factor', 'factor'],
  ['hypothesis', 'hypothesis'],
  ['measure', 'measure'],
  ['work', 'work'],
];

/** Every node under `node`, each with its kind, depth first. */
function* below(node: AnyNode): Generator<[ChildKind, AnyNode]> {
  for (const [key, kind] of childLists) {
    for (const child of (node[key] ?? []) as AnyNode[]) {
      yield [kind, child];
      yield* below(child);
    }
  }
}

/** A node of the tree or the inbox by kind and id; undefined when it is not there. */
export function findTreeNode(
  tree: ManagementTree,
  inbox: readonly TaskNode[],
  kind: NodeKind,
  id: number,
): AnyNode | undefined {
  const roots: [NodeKind, AnyNode][] = [
    ...tree.kpi_array.map((kpi): [NodeKind, AnyNode] => ['kpi', kpi]),
    ...[...tree.non_kpi_task, ...inbox].map((task): [NodeKind, AnyNode] => ['task', task]),
  ];
  for (const [rootKind, root] of roots) {
    if (rootKind === kind && root.id === id) return root;
    for (const [k, node] of below(root)) if (k === kind && node.id === id) return node;
  }
  return undefined;
}

/** How many nodes of each kind lie under a node: what a delete takes with it. */
export function countDescendants(node: AnyNode): Partial<Record<ChildKind, number>> {
  const counts: Partial<Record<ChildKind, number>> = {};
  for (const [kind] of below(node)) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/** 「要因 3件・施策 7件も削除されます」, levels top down; null when nothing goes with the node. */
export function cascadeMessage(counts: Partial<Record<ChildKind, number>>): string | null {
  const parts = childLists.flatMap(([, kind]) => (counts[kind] ? [`${nodeKindLabels[kind]} ${counts[kind]}件`] : []));
  return parts.length === 0 ? null : `${parts.join('・')}も削除されます`;
}
