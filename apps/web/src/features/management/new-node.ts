import type { ChildKind, Origin } from '@kaizen/domain';
import type { NodeCreate } from './api/nodes';

/** Where a new node goes (product.md §3: the row's transient new_*_text, or the tree's add row). */
export type NewNodeTarget =
  | { kind: 'kpi' }
  /** kpiId null: a task of the non-KPI group. */
  | { kind: 'task'; kpiId: number | null }
  | { kind: 'factor'; taskId: number }
  | { kind: 'hypothesis'; factorId: number }
  | { kind: 'measure'; hypothesisId: number }
  | { kind: 'work'; hypothesisId: number };

/**
 * The create_* call of a node typed in the tree or the table. The origin gives it that view's
 * defaults (product.md §4: from the table an empty status, and measures take the first entry of each
 * master list); factors and works have none.
 */
export function newNode(target: NewNodeTarget, title: string, projectId: number, origin: Origin): NodeCreate {
  switch (target.kind) {
    case 'kpi':
      return { kind: 'kpi', fields: { project_id: projectId, kpi: title, origin } };
    case 'task':
      return {
        kind: 'task',
        fields:
          target.kpiId === null
            ? { project_id: projectId, is_non_kpi: 1, task: title, origin }
            : { project_id: projectId, project_kpi_id: target.kpiId, task: title, origin },
      };
    case 'factor':
      return { kind: 'factor', fields: { task_id: target.taskId, factor: title } };
    case 'hypothesis':
      return { kind: 'hypothesis', fields: { factor_id: target.factorId, hypothesis: title, origin } };
    case 'measure':
      return { kind: 'measure', fields: { hypothesis_id: target.hypothesisId, measure: title, origin } };
    case 'work':
      return { kind: 'work', fields: { hypothesis_id: target.hypothesisId, work: title } };
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
