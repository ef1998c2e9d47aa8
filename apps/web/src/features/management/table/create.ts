import type { ChildKind, DisplayItems, FactorNode, HypothesisNode, KpiNode, NodeKind, TaskNode } from '@kaizen/domain';

/** Where a node made from the table goes (spec §3: the row's transient new_*_text). */
export type NewNodeTarget =
  | { kind: 'kpi' }
  /** kpiId null: a task of the non-KPI table. */
  | { kind: 'task'; kpiId: number | null }
  | { kind: 'factor'; taskId: number }
  | { kind: 'hypothesis'; factorId: number }
  | { kind: 'measure'; hypothesisId: number }
  | { kind: 'work'; hypothesisId: number };

/**
 * The create_* body of a node typed in the table. origin 'table' gives it the table's defaults
 * (spec §4: empty status; measures take the first entry of each master list).
 */
export function newNodeBody(target: NewNodeTarget, title: string, projectId: number): Record<string, unknown> {
  switch (target.kind) {
    case 'kpi':
      return { project_id: projectId, kpi: title, origin: 'table' };
    case 'task':
      return target.kpiId === null
        ? { project_id: projectId, is_non_kpi: 1, task: title, origin: 'table' }
        : { project_id: projectId, project_kpi_id: target.kpiId, task: title, origin: 'table' };
    case 'factor':
      return { task_id: target.taskId, factor: title };
    case 'hypothesis':
      return { factor_id: target.factorId, hypothesis: title, origin: 'table' };
    case 'measure':
      return { hypothesis_id: target.hypothesisId, measure: title, origin: 'table' };
    case 'work':
      return { hypothesis_id: target.hypothesisId, work: title };
  }
}

/** A child of this parent node, of this kind. */
export function childTarget(kind: ChildKind, parentId: number): NewNodeTarget {
  switch (kind) {
    case 'task':
      return { kind, kpiId: parentId };
    case 'factor':
      return { kind, taskId: parentId };
    case 'hypothesis':
      return { kind, factorId: parentId };
    case 'measure':
    case 'work':
      return { kind, hypothesisId: parentId };
  }
}

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

/** The field of create_* that holds a node's title (spec §7). */
export const titleField: Record<NodeKind, string> = {
  kpi: 'kpi',
  task: 'task',
  factor: 'factor',
  hypothesis: 'hypothesis',
  measure: 'measure',
  work: 'work',
};
