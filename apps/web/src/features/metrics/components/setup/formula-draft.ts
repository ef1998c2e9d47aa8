import type { FormulaNode, FormulaOperator } from '@kaizen/domain';
import { formulaText } from '../../format';

/** A formula being built: the stored tree's shape, with slots not yet filled (null). */
export type DraftNode =
  | { kind: 'metric'; metric_id: number | null }
  | { kind: 'constant'; value: number | null }
  | { kind: 'operation'; operator: FormulaOperator; left: DraftNode; right: DraftNode };

export type DraftKind = DraftNode['kind'];

export const blankDraft = (kind: DraftKind): DraftNode =>
  kind === 'metric'
    ? { kind: 'metric', metric_id: null }
    : kind === 'constant'
      ? { kind: 'constant', value: null }
      : { kind: 'operation', operator: 'multiply', left: blankDraft('metric'), right: blankDraft('metric') };

/** The formula to send, or null while a slot is empty. */
export function toFormula(draft: DraftNode): FormulaNode | null {
  switch (draft.kind) {
    case 'metric':
      return draft.metric_id === null ? null : { kind: 'metric', metric_id: draft.metric_id };
    case 'constant':
      return draft.value === null ? null : { kind: 'constant', value: draft.value };
    case 'operation': {
      const left = toFormula(draft.left);
      const right = toFormula(draft.right);
      return left && right ? { kind: 'operation', operator: draft.operator, left, right } : null;
    }
  }
}

export function fromFormula(node: FormulaNode): DraftNode {
  return node.kind === 'operation'
    ? { kind: 'operation', operator: node.operator, left: fromFormula(node.left), right: fromFormula(node.right) }
    : node;
}

/** An id no metric has, standing for an empty slot in the preview. */
const BLANK = -1;
const withBlanks = (draft: DraftNode): FormulaNode =>
  draft.kind === 'operation'
    ? { kind: 'operation', operator: draft.operator, left: withBlanks(draft.left), right: withBlanks(draft.right) }
    : draft.kind === 'metric'
      ? { kind: 'metric', metric_id: draft.metric_id ?? BLANK }
      : draft.value === null
        ? { kind: 'metric', metric_id: BLANK }
        : { kind: 'constant', value: draft.value };

/** The formula as read so far, an empty slot shown as □: 「セッション × □」. */
export const draftText = (draft: DraftNode, nameOf: (metricId: number) => string | undefined) =>
  formulaText(withBlanks(draft), (id) => (id === BLANK ? '□' : nameOf(id)));
