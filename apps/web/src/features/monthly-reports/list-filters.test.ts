import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './list-filters';

describe('report list filters', () => {
  it('round-trips the set filters and leaves the rest out', () => {
    const params = paramsFromFilters({ type: '1', year: '2026' });
    expect(params).toEqual({ type: '1', year: '2026' });
    expect(filtersFromParams(new URLSearchParams(params))).toEqual({ type: '1', year: '2026' });
    expect(paramsFromFilters({ type: '', year: '' })).toEqual({});
  });

  it('drops malformed values from the address', () => {
    expect(filtersFromParams(new URLSearchParams({ type: '2', year: '26' }))).toEqual({ type: '', year: '' });
    expect(filtersFromParams(new URLSearchParams({ type: '0', year: 'abcd' }))).toEqual({ type: '0', year: '' });
  });
});
