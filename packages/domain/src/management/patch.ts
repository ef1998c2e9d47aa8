import type { KpiNode, ManagementTree, SavedNode, TaskNode } from './nodes.js';

/**
 * The tree with one saved node's own fields replaced. Only the path to that node gets new objects;
 * everything else keeps its identity, so the screen redraws that node alone. A node that is not in
 * the tree leaves it unchanged (the same object).
 */
export function patchTree(tree: ManagementTree, saved: SavedNode): ManagementTree {
  let found = false;
  const mapList = <T extends { id: number }>(list: T[], fn: (item: T) => T): T[] => {
    let changed = false;
    const next = list.map((item) => {
      const mapped = fn(item);
      if (mapped !== item) changed = true;
      return mapped;
    });
    return changed ? next : list;
  };
  const hit = <T extends { id: number }>(item: T, kind: SavedNode['kind'], merge: () => T): T => {
    if (saved.kind !== kind || item.id !== saved.id) return item;
    found = true;
    return merge();
  };

  const patchTask = (task: TaskNode): TaskNode => {
    const self = hit(task, 'task', () => ({ ...task, ...(saved.node as Omit<TaskNode, 'factor'>) }));
    if (self !== task) return self;
    const factor = mapList(task.factor, (f) => {
      const fSelf = hit(f, 'factor', () => ({ ...f, ...saved.node }));
      if (fSelf !== f) return fSelf;
      const hypothesis = mapList(f.hypothesis, (h) => {
        const hSelf = hit(h, 'hypothesis', () => ({ ...h, ...saved.node }));
        if (hSelf !== h) return hSelf;
        const measure = mapList(h.measure, (m) => hit(m, 'measure', () => ({ ...m, ...saved.node }) as typeof m));
        const work = mapList(h.work, (w) => hit(w, 'work', () => ({ ...w, ...saved.node }) as typeof w));
        return measure === h.measure && work === h.work ? h : { ...h, measure, work };
      });
      return hypothesis === f.hypothesis ? f : { ...f, hypothesis };
    });
    return factor === task.factor ? task : { ...task, factor };
  };

  const kpiArray = mapList(tree.kpi_array, (kpi: KpiNode) => {
    const self = hit(kpi, 'kpi', () => ({ ...kpi, ...(saved.node as Omit<KpiNode, 'problem'>) }));
    if (self !== kpi) return self;
    const problem = mapList(kpi.problem, patchTask);
    return problem === kpi.problem ? kpi : { ...kpi, problem };
  });
  const nonKpi = mapList(tree.non_kpi_task, patchTask);
  if (!found) return tree;
  return { kpi_array: kpiArray, non_kpi_task: nonKpi };
}
