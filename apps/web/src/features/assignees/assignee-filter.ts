import type {
  AssigneeFilter,
  AssignableKind,
  FactorNode,
  HypothesisNode,
  KpiNode,
  ManagementTree,
  NodeKind,
  TaskNode,
} from '@kaizen/domain';

/** What a screen shows: everyone's items (null) or one person's, and whether 自分 found nothing of one's own. */
export interface ShownAssignee {
  userId: number | null;
  /** 自分 was asked for but nothing here is the reader's: everything is shown, with a note (decisions/0040). */
  fellBack: boolean;
}

/**
 * The filter a screen applies for the user's choice: 自分 is the reader unless nothing in the project
 * is theirs (then everyone, so a first visit is never empty); a person no longer among those the
 * project shows or may assign is everyone too.
 */
export function shownAssignee(
  choice: AssigneeFilter,
  me: number,
  assigned: ReadonlySet<number>,
  people: readonly { id: number }[],
): ShownAssignee {
  if (choice === 'all') return { userId: null, fellBack: false };
  if (choice === 'me') return assigned.has(me) ? { userId: me, fellBack: false } : { userId: null, fellBack: true };
  const known = assigned.has(choice) || people.some((person) => person.id === choice);
  return { userId: known ? choice : null, fellBack: false };
}

/** The value the filter's select shows for what is applied. */
export function filterValue(choice: AssigneeFilter, shown: ShownAssignee): string {
  if (choice === 'me') return 'me';
  return shown.userId === null ? 'all' : String(shown.userId);
}

/** Every user id assigned to something in these items. */
export function assignedUsers(items: Iterable<{ assignees?: readonly number[] | undefined }>): Set<number> {
  const users = new Set<number>();
  for (const item of items) for (const id of item.assignees ?? []) users.add(id);
  return users;
}

/** Every KPI, task, measure and work of a tree, with their assignees. */
export function assignableNodesOf(tree: ManagementTree): { assignees?: number[] | undefined }[] {
  const nodes: { assignees?: number[] | undefined }[] = [];
  const visitTask = (task: TaskNode) => {
    nodes.push(task);
    for (const f of task.factor) for (const h of f.hypothesis) nodes.push(...h.measure, ...h.work);
  };
  for (const kpi of tree.kpi_array) {
    nodes.push(kpi);
    kpi.problem.forEach(visitTask);
  }
  tree.non_kpi_task.forEach(visitTask);
  return nodes;
}

/** Whether a node shows under a filter: it is the person's, or it was added on this screen. */
export type NodeTest = (kind: AssignableKind, node: { id: number; assignees?: number[] | undefined }) => boolean;

export const assignedTo =
  (userId: number, alsoShown: (kind: NodeKind, id: number) => boolean = () => false): NodeTest =>
  (kind, node) =>
    alsoShown(kind, node.id) || (node.assignees ?? []).includes(userId);

const key = (kind: NodeKind, id: number) => `${kind}:${id}`;

/**
 * The nodes of the tree a filter shows, as `kind:id` keys: each node that passes the test and every
 * node above it (a measure keeps its KPI → 課題 → 要因 → 仮説 path), nothing else.
 */
export function shownNodeKeys(tree: ManagementTree, test: NodeTest): Set<string> {
  const shown = new Set<string>();
  const leaf = (kind: 'measure' | 'work', node: { id: number; assignees?: number[] | undefined }) => {
    const passes = test(kind, node);
    if (passes) shown.add(key(kind, node.id));
    return passes;
  };
  const hypothesis = (h: HypothesisNode) => {
    const measures = h.measure.map((m) => leaf('measure', m));
    const works = h.work.map((w) => leaf('work', w));
    const any = [...measures, ...works].some(Boolean);
    if (any) shown.add(key('hypothesis', h.id));
    return any;
  };
  const factor = (f: FactorNode) => {
    const any = f.hypothesis.map(hypothesis).some(Boolean);
    if (any) shown.add(key('factor', f.id));
    return any;
  };
  const task = (t: TaskNode) => {
    const below = t.factor.map(factor).some(Boolean);
    const any = test('task', t) || below;
    if (any) shown.add(key('task', t.id));
    return any;
  };
  const kpi = (k: KpiNode) => {
    const below = k.problem.map(task).some(Boolean);
    if (test('kpi', k) || below) shown.add(key('kpi', k.id));
  };
  tree.kpi_array.forEach(kpi);
  tree.non_kpi_task.forEach(task);
  return shown;
}

/** A node test over shownNodeKeys' answer, for the tree's rows. */
export const inKeys =
  (keys: ReadonlySet<string>) =>
  (kind: NodeKind, id: number): boolean =>
    keys.has(key(kind, id));

/** The tree cut down to the nodes shown (for the table), untouched lists kept as they were. */
export function pruneTree(tree: ManagementTree, shows: (kind: NodeKind, id: number) => boolean): ManagementTree {
  const keep = <T extends { id: number }>(kind: NodeKind, list: T[], map: (item: T) => T = (item) => item) => {
    const kept = list.filter((item) => shows(kind, item.id)).map(map);
    return kept.length === list.length && kept.every((item, i) => item === list[i]) ? list : kept;
  };
  const hypothesis = (h: HypothesisNode): HypothesisNode => {
    const measure = keep('measure', h.measure);
    const work = keep('work', h.work);
    return measure === h.measure && work === h.work ? h : { ...h, measure, work };
  };
  const factor = (f: FactorNode): FactorNode => {
    const list = keep('hypothesis', f.hypothesis, hypothesis);
    return list === f.hypothesis ? f : { ...f, hypothesis: list };
  };
  const task = (t: TaskNode): TaskNode => {
    const list = keep('factor', t.factor, factor);
    return list === t.factor ? t : { ...t, factor: list };
  };
  const kpi = (k: KpiNode): KpiNode => {
    const list = keep('task', k.problem, task);
    return list === k.problem ? k : { ...k, problem: list };
  };
  return { kpi_array: keep('kpi', tree.kpi_array, kpi), non_kpi_task: keep('task', tree.non_kpi_task, task) };
}
