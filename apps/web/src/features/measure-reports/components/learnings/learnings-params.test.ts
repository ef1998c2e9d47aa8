import { describe, expect, it } from 'vitest';
import { conditionsFromParams, paramsFromConditions } from './learnings-params';

describe('learnings conditions in the address', () => {
  it('reads what is there and leaves the rest empty', () => {
    expect(conditionsFromParams(new URLSearchParams('from=2026-04&verdict=win&other=1'))).toEqual({
      from: '2026-04',
      to: '',
      company_id: '',
      verdict: 'win',
    });
  });

  it('writes only the conditions set', () => {
    expect(paramsFromConditions({ from: '', to: '2026-05', company_id: '3', verdict: '' })).toEqual({
      to: '2026-05',
      company_id: '3',
    });
  });
});
