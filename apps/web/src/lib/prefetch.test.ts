import { describe, expect, it } from 'vitest';
import { canPrefetch } from './prefetch';

describe('canPrefetch', () => {
  it('prefetches online on a normal connection, or when the browser does not say', () => {
    expect(canPrefetch(true, { effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch(true, undefined)).toBe(true);
  });
  it('skips offline', () => {
    expect(canPrefetch(false, { effectiveType: '4g' })).toBe(false);
  });
  it('skips in data-saver mode', () => {
    expect(canPrefetch(true, { effectiveType: '4g', saveData: true })).toBe(false);
  });
  it.each(['2g', 'slow-2g'])('skips on %s', (effectiveType) => {
    expect(canPrefetch(true, { effectiveType })).toBe(false);
  });
});
