import { describe, expect, it } from 'vitest';
import { idParam } from './route-params';

describe('idParam', () => {
  it('reads digits as the id', () => {
    expect(idParam('42')).toBe(42);
    expect(idParam('007')).toBe(7);
  });

  it('answers null for a missing, signed, decimal or worded id', () => {
    for (const value of [undefined, '', '-1', '1.5', '1e3', 'abc', ' 1']) expect(idParam(value)).toBeNull();
  });
});
