import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.js';

describe('safeRedirectPath', () => {
  it.each([
    ['/client/3/status', '/client/3/status'],
    ['/admin?tab=groups#top', '/admin?tab=groups#top'],
    ['/', '/'],
    ['/client/3/reports/%E6%9C%88%E6%AC%A1', '/client/3/reports/%E6%9C%88%E6%AC%A1'],
  ])('keeps the internal path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash protocol-relative', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['relative path', 'client/3'],
    ['empty', ''],
    ['tab smuggled', '/\t/evil.example'],
    ['newline smuggled', '/\n/evil.example'],
    ['login itself', '/login'],
    ['login with query', '/login?redirect=/admin'],
  ])('refuses %s', (_label, input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(['/admin'])).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
  });

  it('refuses overly long paths', () => {
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});
