import type { ChildKind, DisplayItems, FactorNode, HypothesisNode, KpiNode, TaskNode } from '@kaizen/domain';

export type TableParent =
  | { kind: 'kpi'; node: KpiNode }
  | { kind: 'task'; node: TaskNode }
  | { kind: 'factor'; node: FactorNode }
  | { kind: 'hypothesis'; node: HypothesisNode };

/**
 * The kinds of child a merged cell offers to add from its own actions: those shown on screen that
 * have no empty "+ 追加" cell in the node's rows already (a node without children has one; so has a
 * hypothesis whose measures or works run out before the other list).
 */
export function addableChildKinds(parent: TableParent, levels: DisplayItems['levels']): ChildKind[] {
  switch (parent.kind) {
    case 'kpi':
      return parent.node.problem.length > 0 ? ['task'] : [];
    case 'task':
      return levels.factor && parent.node.factor.length > 0 ? ['factor'] : [];
    case 'factor':
      return levels.hypothesis && parent.node.hypothesis.length > 0 ? ['hypothesis'] : [];
    case 'hypothesis': {
      const { measure, work } = parent.node;
      const rows = Math.max(measure.length, work.length, 1);
      const kinds: ChildKind[] = [];
      if (levels.measure && measure.length >= rows) kinds.push('measure');
      if (levels.work && work.length >= rows) kinds.push('work');
      return kinds;
    }
  }
}
