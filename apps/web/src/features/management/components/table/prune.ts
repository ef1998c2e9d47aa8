import type { DisplayItems, FactorNode, HypothesisNode, KpiNode, TaskNode } from '@kaizen/domain';

export interface Pruner {
  kpis: (kpis: KpiNode[]) => KpiNode[];
  tasks: (tasks: TaskNode[]) => TaskNode[];
}

/** The same list when no item changed, so untouched parts keep their identity. */
function mapSame<T>(list: T[], fn: (item: T) => T): T[] {
  let changed = false;
  const next = list.map((item) => {
    const mapped = fn(item);
    if (mapped !== item) changed = true;
    return mapped;
  });
  return changed ? next : list;
}

/**
 * Leaves out the levels the display items hide when nothing below them shows either, so the table
 * has one row per path of the levels on screen (hiding 施策 and 作業 folds a hypothesis into one row).
 * Each pruned node is remembered by its source node: a node the cache keeps (an untouched part of the
 * tree) keeps its pruned copy too, so rows that did not change are not redrawn.
 */
export function createPruner(levels: DisplayItems['levels']): Pruner {
  const keepMeasure = levels.measure;
  const keepWork = levels.work;
  const keepHypothesis = levels.hypothesis || keepMeasure || keepWork;
  const keepFactor = levels.factor || keepHypothesis;
  if (keepMeasure && keepWork) return { kpis: (kpis) => kpis, tasks: (tasks) => tasks };

  const cache = new WeakMap<object, object>();
  const remember = <T extends object>(node: T, make: (node: T) => T): T => {
    const hit = cache.get(node) as T | undefined;
    if (hit) return hit;
    const made = make(node);
    cache.set(node, made);
    return made;
  };
  const hypothesis = (h: HypothesisNode): HypothesisNode =>
    remember(h, (n) => ({ ...n, measure: keepMeasure ? n.measure : [], work: keepWork ? n.work : [] }));
  const factor = (f: FactorNode): FactorNode =>
    remember(f, (n) =>
      keepHypothesis ? { ...n, hypothesis: mapSame(n.hypothesis, hypothesis) } : { ...n, hypothesis: [] },
    );
  const task = (t: TaskNode): TaskNode =>
    remember(t, (n) => (keepFactor ? { ...n, factor: mapSame(n.factor, factor) } : { ...n, factor: [] }));
  const kpi = (k: KpiNode): KpiNode => remember(k, (n) => ({ ...n, problem: mapSame(n.problem, task) }));
  return { kpis: (kpis) => kpis.map(kpi), tasks: (tasks) => tasks.map(task) };
}
