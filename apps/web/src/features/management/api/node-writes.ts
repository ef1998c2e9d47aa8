import type {
  CreateFactorRequest,
  CreateHypothesisRequest,
  CreateKpiRequest,
  CreateMeasureRequest,
  CreateTaskRequest,
  CreateWorkRequest,
  NodeKind,
} from '@kaizen/domain';

/** The create_* body of each kind (product.md §7); with an id it updates that node. */
interface NodeRequests {
  kpi: CreateKpiRequest;
  task: CreateTaskRequest;
  factor: CreateFactorRequest;
  hypothesis: CreateHypothesisRequest;
  measure: CreateMeasureRequest;
  work: CreateWorkRequest;
}

/** What one save of a node of kind K sends besides its id. */
export type NodeFields<K extends NodeKind> = Omit<NodeRequests[K], 'id'>;

/** Some fields of one existing node. */
export type NodeUpdate = { [K in NodeKind]: { kind: K; id: number; fields: NodeFields<K> } }[NodeKind];

/** A new node: where it hangs and its title. */
export type NodeCreate = { [K in NodeKind]: { kind: K; fields: NodeFields<K> } }[NodeKind];

/** A rename: each kind keeps its title under its own name in create_*. */
export function renameNode(kind: NodeKind, id: number, title: string): NodeUpdate {
  switch (kind) {
    case 'kpi':
      return { kind, id, fields: { kpi: title } };
    case 'task':
      return { kind, id, fields: { task: title } };
    case 'factor':
      return { kind, id, fields: { factor: title } };
    case 'hypothesis':
      return { kind, id, fields: { hypothesis: title } };
    case 'measure':
      return { kind, id, fields: { measure: title } };
    case 'work':
      return { kind, id, fields: { work: title } };
  }
}
