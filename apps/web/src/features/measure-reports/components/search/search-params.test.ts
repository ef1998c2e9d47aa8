import { describe, expect, it } from 'vitest';
import { conditionsFromParams, emptyConditions, paramsFromConditions } from './search-params';

describe('search params', () => {
  it('round-trips the set conditions and leaves the rest out', () => {
    const conditions = {
      ...emptyConditions,
      keyword: ' 送料 ',
      project_id: '12',
      verification: '0',
      adopted: '1' as const,
      verdict: 'none' as const,
      sort: 'uplift' as const,
    };
    const params = paramsFromConditions(conditions);
    expect(params).toEqual({
      keyword: '送料',
      project_id: '12',
      verification: '0',
      adopted: '1',
      verdict: 'none',
      sort: 'uplift',
    });
    expect(conditionsFromParams(new URLSearchParams(params))).toEqual({ ...conditions, keyword: '送料' });
  });

  it('drops malformed values from the address', () => {
    const read = conditionsFromParams(
      new URLSearchParams({
        company_id: 'x',
        start_date: '2026-02-30',
        end_date: '2026-03-01',
        adopted: 'yes',
        verdict: '勝ち',
        sort: 'cvr',
      }),
    );
    expect(read).toEqual({ ...emptyConditions, end_date: '2026-03-01' });
  });

  it('sends nothing when nothing is set', () => {
    expect(paramsFromConditions(emptyConditions)).toEqual({});
    expect(paramsFromConditions({ ...emptyConditions, keyword: '   ' })).toEqual({});
  });
});
