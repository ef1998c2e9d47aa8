import { describe, expect, it } from 'vitest';
import { blankDraft, draftText, fromFormula, toFormula, type DraftNode } from './formula-draft';

const names: Record<number, string> = { 1: 'セッション', 2: 'CVR', 3: '客単価' };
const nameOf = (id: number) => names[id];

describe('formula drafts', () => {
  it('sends nothing while a slot is empty, and shows the slot as □', () => {
    const draft = blankDraft('operation');
    expect(toFormula(draft)).toBeNull();
    expect(draftText(draft, nameOf)).toBe('□ × □');
  });

  it('turns a filled draft into the stored tree and back', () => {
    const draft: DraftNode = {
      kind: 'operation',
      operator: 'multiply',
      left: {
        kind: 'operation',
        operator: 'add',
        left: { kind: 'metric', metric_id: 1 },
        right: { kind: 'constant', value: 100 },
      },
      right: { kind: 'metric', metric_id: 2 },
    };
    const formula = toFormula(draft);
    expect(formula).toEqual({
      kind: 'operation',
      operator: 'multiply',
      left: {
        kind: 'operation',
        operator: 'add',
        left: { kind: 'metric', metric_id: 1 },
        right: { kind: 'constant', value: 100 },
      },
      right: { kind: 'metric', metric_id: 2 },
    });
    expect(formula && fromFormula(formula)).toEqual(draft);
    expect(draftText(draft, nameOf)).toBe('(セッション ＋ 100) × CVR');
  });
});
